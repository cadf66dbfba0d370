import type { ConsentState } from './render-context.ts';

/**
 * The consent cookie's name and format, shared by the server (server/consent.ts sets it) and
 * the islands (browser/consent-cookie.ts reads and writes it). Pure JavaScript.
 */
export const CONSENT_COOKIE = 'cms_consent';

/**
 * The stored form is compact and readable by the islands without JSON parsing:
 * "n1s{0|1}m{0|1}" (necessary is always 1).
 */
export function formatConsent(consent: ConsentState): string {
  return `n1s${consent.statistics ? 1 : 0}m${consent.marketing ? 1 : 0}`;
}

export function parseConsent(value: string | undefined): ConsentState | null {
  const match = value ? /^n1s([01])m([01])$/.exec(value) : null;
  return match ? { statistics: match[1] === '1', marketing: match[2] === '1' } : null;
}
