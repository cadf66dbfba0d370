import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { LOGIN_LOCKOUT_MINUTES, LOGIN_MAX_FAILURES } from '../../../shared/limits.ts';
import type { Executor } from '../../db/executor.ts';
import type { Database } from '../../db/schema.ts';
import { isoAfter, nowIso } from '../../lib/clock.ts';
import * as auth from './auth.repository.ts';

const LOCKOUT_MS = LOGIN_LOCKOUT_MINUTES * 60_000;
/**
 * The SPEC 9 lockout counts an account's failures per client, so wrong passwords sent from
 * elsewhere cannot lock a user out of their own network (issue 15). Across all clients an
 * account locks only at a ceiling far above that: a guess spread over many addresses still stops.
 */
export const MAX_FAILURES_PER_ACCOUNT = LOGIN_MAX_FAILURES * 10;
/** An office behind one address has many users, so the address gets more tries than an account. */
export const MAX_FAILURES_PER_ADDRESS = LOGIN_MAX_FAILURES * 4;

/**
 * The throttle keys of a login: `pair` (the account from this client; hashed, since an address
 * and an e-mail address together may not fit the key column), `account` (from every client)
 * and `address` (the client, whatever the account).
 */
export function throttleKeys(email: string, ip: string): { pair: string; account: string; address: string } {
  const account = email.toLowerCase();
  const pair = createHash('sha256').update(`${account}\n${ip}`).digest('hex');
  return { pair: `account-client:${pair}`, account: `account:${account}`, address: `ip:${ip}` };
}

/** Every key that locks a login of this account from this client. */
export function loginLockKeys(email: string, ip: string): string[] {
  const { pair, account, address } = throttleKeys(email, ip);
  return [pair, account, address];
}

export function isLockedOut(db: Kysely<Database>, keys: string[]): Promise<boolean> {
  return auth.anyKeyLockedOut(db, keys, nowIso());
}

/**
 * Counts a failure within a window (10 minutes unless given) that starts at the key's first
 * failure, locks the key for as long at the limit, and answers the count.
 */
export async function recordFailure(db: Executor, key: string, maxFailures: number, windowMs = LOCKOUT_MS): Promise<number> {
  return auth.upsertFailure(db, {
    key,
    maxFailures,
    now: nowIso(),
    windowStart: new Date(Date.now() - windowMs).toISOString(),
    lockUntil: isoAfter(windowMs),
  });
}

export async function recordLoginFailure(db: Kysely<Database>, email: string, ip: string): Promise<void> {
  const keys = throttleKeys(email, ip);
  await recordFailure(db, keys.pair, LOGIN_MAX_FAILURES);
  await recordFailure(db, keys.account, MAX_FAILURES_PER_ACCOUNT);
  await recordFailure(db, keys.address, MAX_FAILURES_PER_ADDRESS);
}

/**
 * A correct login clears the count of the account from that client. The account's count over
 * all clients is left to run out: a success on one network says nothing about guesses on others.
 */
export async function clearLoginFailures(db: Kysely<Database>, email: string, ip: string): Promise<void> {
  await auth.deleteThrottleKey(db, throttleKeys(email, ip).pair);
}

/** Reset mails an e-mail address gets in an hour at most, whichever clients ask (issue 15). */
export const RESET_MAILS_PER_HOUR = 3;

/**
 * Counts a forgot-password call for the address (known or not, in the caller's transaction, so
 * the count holds across instances) and says whether a mail may still go out this hour.
 */
export async function takeResetMailSlot(db: Executor, email: string): Promise<boolean> {
  const count = await recordFailure(db, `reset-mail:${email.toLowerCase()}`, RESET_MAILS_PER_HOUR, 3_600_000);
  return count <= RESET_MAILS_PER_HOUR;
}
