import type { AccountTokenState } from '../../../shared/schemas/auth.ts';

/**
 * What the reset and activation screens know about their link: `checking` while the server is
 * asked, then its answer; `unknown` when the check itself failed (the form is shown and the
 * submit checks the token again).
 */
export type ResetLinkCheck = 'checking' | 'unknown' | AccountTokenState;

const PROBLEMS = {
  used: 'auth.tokenUsed',
  expired: 'auth.tokenExpired',
  invalid: 'auth.tokenInvalid',
} as const;

/** The message for a link that no longer works, shown at once instead of the form; null when the form is shown. */
export function resetLinkProblem(check: ResetLinkCheck): (typeof PROBLEMS)[keyof typeof PROBLEMS] | null {
  return check === 'used' || check === 'expired' || check === 'invalid' ? PROBLEMS[check] : null;
}
