import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInUser } from '../../test-support/fixtures.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Finding 6 of issue 15: the server ends sessions itself (INACTIVITY_MINUTES idle, SESSION_MAX_HOURS
// in all), whatever the admin's timer does. Time is moved by moving the stored times back.

let t: TestApp;
let pageId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { INACTIVITY_MINUTES: '1', SESSION_MAX_HOURS: '2' } });
  const admin = await t.adminAgent();
  const created = await admin.post('/api/page/create', { title: 'Idle', slug: 'idle-test', type: 'blank', locale: 'en-gb' });
  expect(created.status).toBe(200);
  pageId = created.body.pageID as number;
});
afterAll(async () => t.close());

const secondsAgo = (seconds: number) => new Date(Date.now() - seconds * 1000).toISOString();

async function sessionRows(userId: number) {
  return t.deps.db.selectFrom('sessions').select(['sid', 'created_at', 'last_seen_at']).where('user_id', '=', userId).execute();
}

async function moveBack(userId: number, change: { lastSeen?: number; created?: number }) {
  await t.deps.db
    .updateTable('sessions')
    .set({
      ...(change.lastSeen !== undefined ? { last_seen_at: secondsAgo(change.lastSeen) } : {}),
      ...(change.created !== undefined ? { created_at: secondsAgo(change.created) } : {}),
    })
    .where('user_id', '=', userId)
    .execute();
}

async function expectLoggedOut(agent: TestAgent, userId: number) {
  const response = await agent.get('/api/user');
  expect(response.status).toBe(401);
  expect(response.body.Errors).toEqual([{ code: 'G_04' }]);
  expect(await sessionRows(userId)).toEqual([]);
  // Treated as a logout: the next call is anonymous, and a fresh token lets the login form post.
  expect((await agent.get('/api/auth/user')).body).toEqual({ ID: 0 });
  expect((await agent.post('/api/auth/login', { email: 'nobody@test.local', password: 'x' })).status).toBe(401);
}

describe('the server ends idle and old sessions', () => {
  it('a session idle for 75 s with INACTIVITY_MINUTES=1 is logged out (401 G_04, session destroyed)', async () => {
    const { user, agent } = await loggedInUser(t);
    expect((await agent.get('/api/user')).status).toBe(200);
    await moveBack(user.id, { lastSeen: 75 });
    await expectLoggedOut(agent, user.id);
  });

  it('an unsafe call on an idle session answers 401 G_04, not a CSRF refusal', async () => {
    const { user, agent } = await loggedInUser(t);
    await moveBack(user.id, { lastSeen: 75 });
    const response = await agent.put('/api/user/language', { language: 'nl' });
    expect(response.status).toBe(401);
    expect(response.body.Errors).toEqual([{ code: 'G_04' }]);
    expect(await sessionRows(user.id)).toEqual([]);
  });

  it('a session used within the limit keeps working, and the use moves its idle clock', async () => {
    const { user, agent } = await loggedInUser(t);
    await moveBack(user.id, { lastSeen: 50 });
    expect((await agent.get('/api/user')).status).toBe(200);
    const [row] = await sessionRows(user.id);
    expect(Date.now() - Date.parse(row!.last_seen_at!)).toBeLessThan(5_000);
    await moveBack(user.id, { lastSeen: 50 });
    expect((await agent.get('/api/user')).status).toBe(200);
  });

  it('a session older than SESSION_MAX_HOURS is logged out however active', async () => {
    const { user, agent } = await loggedInUser(t);
    await moveBack(user.id, { created: 2 * 3600 + 5 });
    expect((await agent.post('/api/auth/refresh-session')).status).toBe(401);
    expect(await sessionRows(user.id)).toEqual([]);
    expect((await agent.get('/api/auth/user')).body).toEqual({ ID: 0 });
  });

  it('background polls (unread count, presence heartbeat) do not extend the idle clock', async () => {
    const { user, agent } = await loggedInUser(t, { role: 'Administrator' });
    await moveBack(user.id, { lastSeen: 40 });
    const before = (await sessionRows(user.id))[0]!.last_seen_at;
    expect((await agent.get('/api/notifications/unread-count')).status).toBe(200);
    expect((await agent.post(`/api/page/${pageId}/presence`, { clientId: 'idle-tab-0001', unsaved: false })).status).toBe(200);
    expect((await sessionRows(user.id))[0]!.last_seen_at).toBe(before);
    // Still polling, but nobody there: the idle limit ends the session.
    await moveBack(user.id, { lastSeen: 75 });
    expect((await agent.get('/api/notifications/unread-count')).status).toBe(401);
    expect(await sessionRows(user.id)).toEqual([]);
  });

  it('the session records when it began, and the browser and address it is used from', async () => {
    const { user, agent } = await loggedInUser(t);
    await agent.request('GET', '/api/user', { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/130.0' } });
    const row = await t.deps.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.created_at!)).toBeLessThan(10_000);
    expect(row.ip).toBe(agent.remoteAddress);
    expect(row.user_agent).toBeTruthy();
  });
});
