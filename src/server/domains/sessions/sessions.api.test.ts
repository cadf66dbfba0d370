import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSessionsAnswer } from '../../../shared/sessions/session-schemas.ts';
import { createUser, TEST_PASSWORD, type FixtureUser } from '../../test-support/fixtures.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

// Session control (issue 15): a user lists their sessions and signs them out; a password
// change, deactivation and deletion end sessions at once.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Logs the user in from a new "device" (its own cookie jar, address and browser). */
async function signIn(user: FixtureUser, userAgent: string): Promise<TestAgent> {
  const agent = t.agent();
  const response = await agent.request('POST', '/api/auth/login', {
    payload: { email: user.email, password: user.password },
    headers: { 'user-agent': userAgent },
  });
  expect(response.status).toBe(200);
  return agent;
}

async function sessionsOf(agent: TestAgent) {
  const response = await agent.get('/api/user/sessions');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return userSessionsAnswer.parse(response.body).data;
}

const stillSignedIn = async (agent: TestAgent) => (await agent.get('/api/user')).status === 200;

describe('GET /api/user/sessions', () => {
  it('lists only the user’s own sessions with device, address and times, marking the current one', async () => {
    const user = await createUser(t);
    const laptop = await signIn(user, FIREFOX);
    const phone = await signIn(user, SAFARI_IPHONE);
    await signIn(await createUser(t), FIREFOX);

    const sessions = await sessionsOf(laptop);
    expect(sessions).toHaveLength(2);
    const current = sessions.find((session) => session.current)!;
    const other = sessions.find((session) => !session.current)!;
    expect(current.device).toEqual({ browser: 'Firefox', os: 'Windows' });
    expect(current.ip).toBe(laptop.remoteAddress);
    expect(other.device).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(other.ip).toBe(phone.remoteAddress);
    for (const session of sessions) {
      expect(Date.now() - Date.parse(session.createdAt)).toBeLessThan(60_000);
      expect(Date.now() - Date.parse(session.lastUsedAt)).toBeLessThan(60_000);
    }
    // The public id is never the session's secret (the cookie value).
    const rows = await t.deps.db.selectFrom('sessions').select('sid').where('user_id', '=', user.id).execute();
    for (const session of sessions) {
      expect(rows.map((row) => row.sid)).not.toContain(session.id);
      expect(laptop.cookie('cms_session')).not.toContain(session.id);
    }
  });

  it('needs a login', async () => {
    const response = await t.agent().get('/api/user/sessions');
    expect(response.status).toBe(401);
  });
});

describe('signing sessions out', () => {
  it('DELETE /api/user/sessions/{id} signs out that session only; the other device is logged out at once', async () => {
    const user = await createUser(t);
    const laptop = await signIn(user, FIREFOX);
    const phone = await signIn(user, SAFARI_IPHONE);
    const other = (await sessionsOf(laptop)).find((session) => !session.current)!;
    expect((await laptop.delete(`/api/user/sessions/${other.id}`)).status).toBe(200);
    expect(await stillSignedIn(phone)).toBe(false);
    expect(await stillSignedIn(laptop)).toBe(true);
    expect(await sessionsOf(laptop)).toHaveLength(1);
  });

  it('refuses the current session (logout is for that), someone else’s and a malformed id', async () => {
    const user = await createUser(t);
    const laptop = await signIn(user, FIREFOX);
    const current = (await sessionsOf(laptop)).find((session) => session.current)!;
    const own = await laptop.delete(`/api/user/sessions/${current.id}`);
    expect(own.status).toBe(400);
    expect(own.body.Errors).toEqual([{ code: 'V_07', property: 'id' }]);

    const stranger = await createUser(t);
    const strangerAgent = await signIn(stranger, FIREFOX);
    const strangerSession = (await sessionsOf(strangerAgent))[0]!;
    expect((await laptop.delete(`/api/user/sessions/${strangerSession.id}`)).status).toBe(404);
    expect(await stillSignedIn(strangerAgent)).toBe(true);

    const bad = await laptop.delete('/api/user/sessions/not-an-id');
    expect(bad.status).toBe(400);
    expect(bad.body.Errors).toEqual([{ code: 'V_12', property: 'id' }]);
  });

  it('POST /api/user/sessions/sign-out-others keeps only the current session', async () => {
    const user = await createUser(t);
    const laptop = await signIn(user, FIREFOX);
    const phone = await signIn(user, SAFARI_IPHONE);
    const tablet = await signIn(user, FIREFOX);
    const response = await laptop.post('/api/user/sessions/sign-out-others');
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ ended: 2 });
    expect(await stillSignedIn(phone)).toBe(false);
    expect(await stillSignedIn(tablet)).toBe(false);
    expect(await stillSignedIn(laptop)).toBe(true);
  });
});

describe('account changes end sessions', () => {
  it('changing the password signs out every other session', async () => {
    const user = await createUser(t);
    const laptop = await signIn(user, FIREFOX);
    const phone = await signIn(user, SAFARI_IPHONE);
    const newPassword = 'Another-Password!2';
    const response = await laptop.put('/api/user/password', {
      currentPassword: TEST_PASSWORD,
      newPassword,
      confirmNewPassword: newPassword,
    });
    expect(response.status).toBe(200);
    expect(await stillSignedIn(phone)).toBe(false);
    expect(await stillSignedIn(laptop)).toBe(true);
  });

  it('deleting a user ends their sessions at once', async () => {
    const admin = await t.adminAgent();
    const user = await createUser(t);
    const phone = await signIn(user, SAFARI_IPHONE);
    expect((await admin.delete(`/api/user/${user.id}`)).status).toBe(200);
    expect(await t.deps.db.selectFrom('sessions').select('sid').where('user_id', '=', user.id).execute()).toEqual([]);
    expect(await stillSignedIn(phone)).toBe(false);
  });

  it('a deactivated user is signed out on the next request and the session is destroyed', async () => {
    const user = await createUser(t);
    const phone = await signIn(user, SAFARI_IPHONE);
    await t.deps.db.updateTable('users').set({ active: 0 }).where('id', '=', user.id).execute();
    expect((await phone.get('/api/user')).status).toBe(401);
    expect(await t.deps.db.selectFrom('sessions').select('sid').where('user_id', '=', user.id).execute()).toEqual([]);
  });
});
