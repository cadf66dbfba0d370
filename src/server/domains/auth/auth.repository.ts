import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

export type TokenPurpose = 'reset' | 'activate';

// ---- Account tokens (reset and activation links) ----

/** Ends every unused token of one user, or of one user and purpose. */
export async function useUpUnusedTokens(db: Executor, userId: number, at: string, purpose?: TokenPurpose): Promise<void> {
  let query = db.updateTable('account_tokens').set({ used_at: at }).where('user_id', '=', userId);
  if (purpose) query = query.where('purpose', '=', purpose);
  await query.where('used_at', 'is', null).execute();
}

/**
 * Inserts a token for the user, as an INSERT … SELECT from the user's row: for a user id that
 * does not exist it inserts nothing (no foreign-key error), so forgot-password runs the same
 * statement for an unknown address as for a known one.
 */
export async function insertAccountToken(
  db: Executor,
  token: { userId: number; purpose: TokenPurpose; tokenHash: string; expiresAt: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto('account_tokens')
    .columns(['user_id', 'purpose', 'token_hash', 'expires_at', 'used_at', 'created_at'])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select([
          'users.id',
          eb.val(token.purpose).as('purpose'),
          eb.val(token.tokenHash).as('token_hash'),
          eb.val(token.expiresAt).as('expires_at'),
          sql<null>`null`.as('used_at'),
          eb.val(token.createdAt).as('created_at'),
        ])
        .where('users.id', '=', token.userId),
    )
    .execute();
}

/** The unused, unexpired token with this hash. */
export function findUsableToken(db: Executor, tokenHash: string, now: string): Promise<{ id: number; user_id: number } | undefined> {
  return db
    .selectFrom('account_tokens')
    .select(['id', 'user_id'])
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Any token with this hash, used or not, for telling a used link from an expired one. */
export function findTokenByHash(db: Executor, tokenHash: string): Promise<{ used_at: string | null; expires_at: string } | undefined> {
  return db.selectFrom('account_tokens').select(['used_at', 'expires_at']).where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** Marks one token used; false when it was used already (the conditional UPDATE is the atomic check). */
export async function markTokenUsed(db: Executor, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('account_tokens')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---- Login throttle ----

export async function anyKeyLockedOut(db: Executor, keys: string[], now: string): Promise<boolean> {
  const locked = await db
    .selectFrom('login_throttle')
    .select('key')
    .where('key', 'in', keys)
    .where('locked_until', '>', now)
    .executeTakeFirst();
  return locked !== undefined;
}

/**
 * Counts one failure of a key in a single upsert and answers the key's count after it: the count
 * restarts when the window began before `windowStart`, and the key is locked until `lockUntil`
 * once it reaches `maxFailures`.
 * A read-then-write transaction lost counts on PostgreSQL (READ COMMITTED), where parallel
 * failures all read the same row (or none) and each wrote its own count.
 */
export async function upsertFailure(
  db: Executor,
  input: { key: string; maxFailures: number; now: string; windowStart: string; lockUntil: string },
): Promise<number> {
  const { key, maxFailures, now, windowStart, lockUntil } = input;
  // In an upsert's SET every reference to the table is the row as it was before this update.
  const stale = sql<boolean>`${sql.ref('login_throttle.window_started_at')} < ${windowStart}`;
  const failures = sql<number>`case when ${stale} then 1 else ${sql.ref('login_throttle.failures')} + 1 end`;
  const row = await db
    .insertInto('login_throttle')
    .values({ key, failures: 1, window_started_at: now, locked_until: maxFailures <= 1 ? lockUntil : null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures,
        window_started_at: sql<string>`case when ${stale} then ${now} else ${sql.ref('login_throttle.window_started_at')} end`,
        locked_until: sql<string | null>`case when ${failures} >= ${maxFailures} then ${lockUntil} else null end`,
      }),
    )
    .returning('failures')
    .executeTakeFirstOrThrow();
  return Number(row.failures);
}

export async function deleteThrottleKey(db: Executor, key: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', key).execute();
}
