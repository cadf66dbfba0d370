import type { Kysely, Transaction } from 'kysely';
import { ACCOUNT_TOKEN_HOURS } from '../../../shared/limits.ts';
import type { Database } from '../../db/schema.ts';
import { isoAfter, nowIso } from '../../lib/clock.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';

type Executor = Kysely<Database> | Transaction<Database>;
export type TokenPurpose = 'reset' | 'activate';

/** Issues a single-use token; older unused tokens of the same user and purpose stop working. */
export async function issueAccountToken(db: Executor, userId: number, purpose: TokenPurpose): Promise<string> {
  const { token, tokenHash } = newToken();
  const now = nowIso();
  await db.updateTable('account_tokens').set({ used_at: now }).where('user_id', '=', userId).where('purpose', '=', purpose).where('used_at', 'is', null).execute();
  await db
    .insertInto('account_tokens')
    .values({
      user_id: userId,
      purpose,
      token_hash: tokenHash,
      expires_at: isoAfter(ACCOUNT_TOKEN_HOURS[purpose] * 3_600_000),
      used_at: null,
      created_at: now,
    })
    .execute();
  return token;
}

/**
 * Marks a valid token used and returns its user. The conditional UPDATE makes the
 * check-and-consume atomic, so two requests with the same token cannot both succeed.
 */
export async function consumeAccountToken(db: Executor, token: string): Promise<number | undefined> {
  const tokenHash = hashToken(token);
  const now = nowIso();
  const row = await db
    .selectFrom('account_tokens')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) return undefined;
  const result = await db
    .updateTable('account_tokens')
    .set({ used_at: now })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  await db.updateTable('account_tokens').set({ used_at: now }).where('user_id', '=', row.user_id).where('used_at', 'is', null).execute();
  return row.user_id;
}
