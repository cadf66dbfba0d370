import { ACCOUNT_TOKEN_HOURS } from '../../../shared/limits.ts';
import type { AccountTokenState } from '../../../shared/schemas/auth.ts';
import { isoAfter, nowIso } from '../../lib/clock.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import * as auth from './auth.repository.ts';
import type { TokenPurpose } from './auth.repository.ts';
import type { Executor } from '../../db/executor.ts';

/** Issues a single-use token; older unused tokens of the same user and purpose stop working. */
export async function issueAccountToken(db: Executor, userId: number, purpose: TokenPurpose): Promise<string> {
  const { token, tokenHash } = newToken();
  const now = nowIso();
  await auth.useUpUnusedTokens(db, userId, now, purpose);
  await auth.insertAccountToken(db, {
    userId,
    purpose,
    tokenHash,
    expiresAt: isoAfter(ACCOUNT_TOKEN_HOURS[purpose] * 3_600_000),
    createdAt: now,
  });
  return token;
}

/**
 * Marks a valid token used and returns its user. The conditional UPDATE makes the
 * check-and-consume atomic, so two requests with the same token cannot both succeed.
 * The user's other unused tokens (of either purpose) stop working too.
 */
export async function consumeAccountToken(db: Executor, token: string): Promise<number | undefined> {
  const now = nowIso();
  const row = await auth.findUsableToken(db, hashToken(token), now);
  if (!row) return undefined;
  if (!(await auth.markTokenUsed(db, row.id, now))) return undefined;
  await auth.useUpUnusedTokens(db, row.user_id, now);
  return row.user_id;
}

/** What a link's token is now, without using it: used wins over expired (it was used in time). */
export async function accountTokenState(db: Executor, token: string): Promise<AccountTokenState> {
  const row = await auth.findTokenByHash(db, hashToken(token));
  if (!row) return 'invalid';
  if (row.used_at !== null) return 'used';
  return row.expires_at > nowIso() ? 'valid' : 'expired';
}
