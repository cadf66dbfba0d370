import type { Kysely } from 'kysely';
import { LOGIN_LOCKOUT_MINUTES, LOGIN_MAX_FAILURES } from '../../../shared/limits.ts';
import type { Database } from '../../db/schema.ts';
import { isoAfter, nowIso } from '../../lib/clock.ts';
import * as auth from './auth.repository.ts';

const LOCKOUT_MS = LOGIN_LOCKOUT_MINUTES * 60_000;
/** An office behind one address has many users, so the address gets more tries than an account. */
const MAX_FAILURES_PER_ADDRESS = LOGIN_MAX_FAILURES * 4;

export function throttleKeys(email: string, ip: string): { account: string; address: string } {
  return { account: `account:${email.toLowerCase()}`, address: `ip:${ip}` };
}

export function isLockedOut(db: Kysely<Database>, keys: string[]): Promise<boolean> {
  return auth.anyKeyLockedOut(db, keys, nowIso());
}

/** Counts a failure within a sliding 10-minute window and locks the key for 10 minutes at the limit. */
export async function recordFailure(db: Kysely<Database>, key: string, maxFailures: number): Promise<void> {
  await auth.upsertFailure(db, {
    key,
    maxFailures,
    now: nowIso(),
    windowStart: new Date(Date.now() - LOCKOUT_MS).toISOString(),
    lockUntil: isoAfter(LOCKOUT_MS),
  });
}

export async function recordLoginFailure(db: Kysely<Database>, email: string, ip: string): Promise<void> {
  const keys = throttleKeys(email, ip);
  await recordFailure(db, keys.account, LOGIN_MAX_FAILURES);
  await recordFailure(db, keys.address, MAX_FAILURES_PER_ADDRESS);
}

export async function clearAccountFailures(db: Kysely<Database>, email: string): Promise<void> {
  await auth.deleteThrottleKey(db, throttleKeys(email, '').account);
}
