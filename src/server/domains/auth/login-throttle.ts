import type { Kysely } from 'kysely';
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

/** Counts a failure within a sliding 10-minute window and locks the key for 10 minutes at the limit. */
export async function recordFailure(db: Kysely<Database>, key: string, maxFailures: number): Promise<void> {
  const now = nowIso();
  const windowStart = new Date(Date.now() - LOCKOUT_MS).toISOString();
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('login_throttle').selectAll().where('key', '=', key).executeTakeFirst();
    const fresh = !row || row.window_started_at < windowStart;
    const failures = fresh ? 1 : row.failures + 1;
    const lockedUntil = failures >= maxFailures ? isoAfter(LOCKOUT_MS) : null;
    const values = { failures, window_started_at: fresh ? now : row.window_started_at, locked_until: lockedUntil };
    if (!row) {
      await trx.insertInto('login_throttle').values({ key, ...values }).onConflict((oc) => oc.column('key').doUpdateSet(values)).execute();
    } else {
      await trx.updateTable('login_throttle').set(values).where('key', '=', key).execute();
    }
  });
}

export async function recordLoginFailure(db: Kysely<Database>, email: string, ip: string): Promise<void> {
  const keys = throttleKeys(email, ip);
  await recordFailure(db, keys.account, LOGIN_MAX_FAILURES);
  await recordFailure(db, keys.address, MAX_FAILURES_PER_ADDRESS);
}

export async function clearAccountFailures(db: Kysely<Database>, email: string): Promise<void> {
  await db.deleteFrom('login_throttle').where('key', '=', throttleKeys(email, '').account).execute();
}
