import { sql, type Kysely } from 'kysely';
import { LOGIN_LOCKOUT_MINUTES, LOGIN_MAX_FAILURES } from '../../../shared/limits.ts';
import type { Database } from '../../db/schema.ts';
import { isoAfter, nowIso } from '../../lib/clock.ts';

const LOCKOUT_MS = LOGIN_LOCKOUT_MINUTES * 60_000;
/** An office behind one address has many users, so the address gets more tries than an account. */
const MAX_FAILURES_PER_ADDRESS = LOGIN_MAX_FAILURES * 4;

export function throttleKeys(email: string, ip: string): { account: string; address: string } {
  return { account: `account:${email.toLowerCase()}`, address: `ip:${ip}` };
}

export async function isLockedOut(db: Kysely<Database>, keys: string[]): Promise<boolean> {
  const now = nowIso();
  const locked = await db
    .selectFrom('login_throttle')
    .select('key')
    .where('key', 'in', keys)
    .where('locked_until', '>', now)
    .executeTakeFirst();
  return locked !== undefined;
}

/**
 * Counts a failure within a sliding 10-minute window and locks the key for 10 minutes at the limit.
 * One upsert does the read and the write: a read-then-write transaction lost counts on
 * PostgreSQL (READ COMMITTED), where parallel failures all read the same row (or none)
 * and each wrote its own count, so a burst of guesses never reached the limit.
 */
export async function recordFailure(db: Kysely<Database>, key: string, maxFailures: number): Promise<void> {
  const now = nowIso();
  const windowStart = new Date(Date.now() - LOCKOUT_MS).toISOString();
  const lockUntil = isoAfter(LOCKOUT_MS);
  // In an upsert's SET every reference to the table is the row as it was before this update.
  const stale = sql<boolean>`${sql.ref('login_throttle.window_started_at')} < ${windowStart}`;
  const failures = sql<number>`case when ${stale} then 1 else ${sql.ref('login_throttle.failures')} + 1 end`;
  await db
    .insertInto('login_throttle')
    .values({ key, failures: 1, window_started_at: now, locked_until: maxFailures <= 1 ? lockUntil : null })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        failures,
        window_started_at: sql<string>`case when ${stale} then ${now} else ${sql.ref('login_throttle.window_started_at')} end`,
        locked_until: sql<string | null>`case when ${failures} >= ${maxFailures} then ${lockUntil} else null end`,
      }),
    )
    .execute();
}

export async function recordLoginFailure(db: Kysely<Database>, email: string, ip: string): Promise<void> {
  const keys = throttleKeys(email, ip);
  await recordFailure(db, keys.account, LOGIN_MAX_FAILURES);
  await recordFailure(db, keys.address, MAX_FAILURES_PER_ADDRESS);
}

export async function clearAccountFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', throttleKeys(email, '').account).execute();
}
