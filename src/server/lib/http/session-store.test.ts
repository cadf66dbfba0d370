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
const inPast = () => new Date(Date.now() - 60_000).toISOString();

describe('DatabaseSessionStore', () => {
  it('stores, updates, reads and destroys a session with its user id', async () => {
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
    for (const sid of ['u7-a', 'u7-b', 'u7-c']) await set(sid, { userId: 7, cookie: { expires: inFuture() } });
    await set('u8-a', { userId: 8, cookie: { expires: inFuture() } });
    await deleteUserSessions(t.deps.db, 7, 'u7-b');
    expect(await get('u7-a')).toBeNull();
    expect(await get('u7-b')).not.toBeNull();
    expect(await get('u7-c')).toBeNull();
    expect(await get('u8-a')).not.toBeNull();
  });
});
