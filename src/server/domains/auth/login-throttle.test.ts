import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { clearLoginFailures, isLockedOut, recordFailure, recordLoginFailure, throttleKeys } from './login-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

let counter = 0;
const freshKey = () => `test:${process.pid}:${++counter}`;
const row = (key: string) => t.deps.db.selectFrom('login_throttle').selectAll().where('key', '=', key).executeTakeFirst();
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('login throttle', () => {
  it('locks a key at the limit, not before', async () => {
    const key = freshKey();
    for (let i = 0; i < 4; i++) await recordFailure(t.deps.db, key, 5);
    expect(await isLockedOut(t.deps.db, [key])).toBe(false);
    expect((await row(key))?.failures).toBe(4);
    await recordFailure(t.deps.db, key, 5);
    expect(await isLockedOut(t.deps.db, [key])).toBe(true);
    const locked = await row(key);
    expect(locked?.failures).toBe(5);
    const lockMs = new Date(locked!.locked_until!).getTime() - Date.now();
    expect(lockMs).toBeGreaterThan(9 * 60_000);
    expect(lockMs).toBeLessThanOrEqual(10 * 60_000);
  });

  it('counts every one of many simultaneous failures', async () => {
    const key = freshKey();
    await Promise.all(Array.from({ length: 8 }, () => recordFailure(t.deps.db, key, 5)));
    expect((await row(key))?.failures).toBe(8);
    expect(await isLockedOut(t.deps.db, [key])).toBe(true);
  });

  it('counts simultaneous first failures of a new key', async () => {
    const key = freshKey();
    await Promise.all(Array.from({ length: 5 }, () => recordFailure(t.deps.db, key, 5)));
    expect((await row(key))?.failures).toBe(5);
    expect(await isLockedOut(t.deps.db, [key])).toBe(true);
  });

  it('starts a new window when the old one is more than 10 minutes old', async () => {
    const key = freshKey();
    for (let i = 0; i < 4; i++) await recordFailure(t.deps.db, key, 5);
    await t.deps.db
      .updateTable('login_throttle')
      .set({ window_started_at: minutesAgo(11) })
      .where('key', '=', key)
      .execute();
    await recordFailure(t.deps.db, key, 5);
    const after = await row(key);
    expect(after?.failures).toBe(1);
    expect(after?.locked_until).toBeNull();
    expect(new Date(after!.window_started_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('keeps counting inside the window', async () => {
    const key = freshKey();
    await recordFailure(t.deps.db, key, 5);
    await t.deps.db
      .updateTable('login_throttle')
      .set({ window_started_at: minutesAgo(9) })
      .where('key', '=', key)
      .execute();
    await recordFailure(t.deps.db, key, 5);
    expect((await row(key))?.failures).toBe(2);
  });

  it('an expired lock no longer counts', async () => {
    const key = freshKey();
    for (let i = 0; i < 5; i++) await recordFailure(t.deps.db, key, 5);
    expect(await isLockedOut(t.deps.db, [key])).toBe(true);
    await t.deps.db
      .updateTable('login_throttle')
      .set({ locked_until: minutesAgo(1) })
      .where('key', '=', key)
      .execute();
    expect(await isLockedOut(t.deps.db, [key])).toBe(false);
  });

  it('records the account with the client, the account and the address (case-insensitive); a success clears only the first', async () => {
    const email = `Throttle-${counter++}@Test.Local`;
    const keys = throttleKeys(email, '192.0.2.77');
    expect(keys.account).toBe(`account:${email.toLowerCase()}`);
    expect(keys.pair).toBe(throttleKeys(email.toUpperCase(), '192.0.2.77').pair);
    expect(keys.pair).not.toBe(throttleKeys(email, '192.0.2.78').pair);
    await recordLoginFailure(t.deps.db, email, '192.0.2.77');
    expect((await row(keys.pair))?.failures).toBe(1);
    expect((await row(keys.account))?.failures).toBe(1);
    expect((await row(keys.address))?.failures).toBe(1);
    await clearLoginFailures(t.deps.db, email.toUpperCase(), '192.0.2.77');
    expect(await row(keys.pair)).toBeUndefined();
    expect((await row(keys.account))?.failures).toBe(1);
    expect((await row(keys.address))?.failures).toBe(1);
  });

  it('keys fit the key column for the longest e-mail address and an IPv6 address', () => {
    const keys = throttleKeys(`${'a'.repeat(64)}@${'b'.repeat(185)}.test`, 'ffff:ffff:ffff:ffff:ffff:ffff:255.255.255.255');
    for (const key of Object.values(keys)) expect(key.length).toBeLessThanOrEqual(300);
  });
});
