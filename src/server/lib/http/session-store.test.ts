import type { Session } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { DatabaseSessionStore, deleteExpiredSessions, deleteUserSessions } from './session-store.ts';

let t: TestApp;
let store: DatabaseSessionStore;
beforeAll(async () => {
  t = await createTestApp();
  store = new DatabaseSessionStore(t.deps.db);
});
afterAll(async () => {
  await t.close();
});

const set = (sid: string, session: object) =>
  new Promise<void>((resolve, reject) => store.set(sid, session as Session, (error) => (error ? reject(error) : resolve())));
const get = (sid: string) =>
  new Promise<Session | null | undefined>((resolve, reject) =>
    store.get(sid, (error, session) => (error ? reject(error) : resolve(session))),
  );
const destroy = (sid: string) => new Promise<void>((resolve, reject) => store.destroy(sid, (error) => (error ? reject(error) : resolve())));
const inFuture = () => new Date(Date.now() + 60_000).toISOString();
/** As a login does: a fresh row, then the user. */
const signIn = async (sid: string, userId: number) => {
  await set(sid, { cookie: { expires: inFuture() } });
  await set(sid, { userId, cookie: { expires: inFuture() } });
};
const inPast = () => new Date(Date.now() - 60_000).toISOString();

describe('DatabaseSessionStore', () => {
  it('stores, updates, reads and destroys a session with its user id', async () => {
    await set('sid-a', { cookie: { expires: inFuture() } });
    await set('sid-a', { userId: 1, cookie: { expires: inFuture() } });
    expect((await get('sid-a'))?.userId).toBe(1);
    await set('sid-a', { userId: 1, refreshedAt: 'now', cookie: { expires: inFuture() } });
    expect((await get('sid-a'))?.refreshedAt).toBe('now');
    const row = await t.deps.db.selectFrom('sessions').select('user_id').where('sid', '=', 'sid-a').executeTakeFirstOrThrow();
    expect(row.user_id).toBe(1);
    await destroy('sid-a');
    expect(await get('sid-a')).toBeNull();
  });

  it('an expired or unreadable session counts as none', async () => {
    await set('sid-old', { userId: 1, cookie: { expires: inPast() } });
    expect(await get('sid-old')).toBeNull();
    await t.deps.db.insertInto('sessions').values({ sid: 'sid-bad', data: '{not json', user_id: null, expires_at: inFuture() }).execute();
    expect(await get('sid-bad')).toBeNull();
    expect(await get('sid-unknown')).toBeNull();
  });

  it('clean-up removes only expired sessions', async () => {
    await set('sid-live', { cookie: { expires: inFuture() } });
    await set('sid-dead', { cookie: { expires: inPast() } });
    expect(await deleteExpiredSessions(t.deps.db)).toBeGreaterThanOrEqual(1);
    const left = (await t.deps.db.selectFrom('sessions').select('sid').execute()).map((row) => row.sid);
    expect(left).toContain('sid-live');
    expect(left).not.toContain('sid-dead');
  });

  it('ends all sessions of one user except the one kept', async () => {
    for (const sid of ['u7-a', 'u7-b', 'u7-c']) await signIn(sid, 7);
    await signIn('u8-a', 8);
    await deleteUserSessions(t.deps.db, 7, 'u7-b');
    expect(await get('u7-a')).toBeNull();
    expect(await get('u7-b')).not.toBeNull();
    expect(await get('u7-c')).toBeNull();
    expect(await get('u8-a')).not.toBeNull();
  });

  it('never writes a signed-out login back (a request still running on it cannot revive it)', async () => {
    await signIn('sid-out', 9);
    await destroy('sid-out');
    await set('sid-out', { userId: 9, refreshedAt: 'later', cookie: { expires: inFuture() } });
    expect(await get('sid-out')).toBeNull();
  });

  it('a read carries the row’s activity times, which are never stored in the data', async () => {
    await signIn('sid-times', 10);
    const session = await get('sid-times');
    expect(Date.parse(session!.activity!.createdAt!)).toBeGreaterThan(Date.now() - 10_000);
    expect(session!.activity!.lastSeenAt).toBe(session!.activity!.createdAt);
    await set('sid-times', { ...session, refreshedAt: 'x' });
    const row = await t.deps.db.selectFrom('sessions').select('data').where('sid', '=', 'sid-times').executeTakeFirstOrThrow();
    expect(JSON.parse(row.data)).not.toHaveProperty('activity');
  });

  it('clean-up with limits also removes logins idle too long or older than the lifetime', async () => {
    await signIn('sid-idle', 11);
    await signIn('sid-ancient', 11);
    await signIn('sid-fresh', 11);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    await t.deps.db
      .updateTable('sessions')
      .set({ last_seen_at: hoursAgo(1) })
      .where('sid', '=', 'sid-idle')
      .execute();
    await t.deps.db
      .updateTable('sessions')
      .set({ created_at: hoursAgo(13) })
      .where('sid', '=', 'sid-ancient')
      .execute();
    await deleteExpiredSessions(t.deps.db, { idleMs: 30 * 60_000, maxMs: 12 * 3_600_000 });
    const left = (await t.deps.db.selectFrom('sessions').select('sid').where('user_id', '=', 11).execute()).map((row) => row.sid);
    expect(left).toEqual(['sid-fresh']);
  });
});
