import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../lib/http/security.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test-support/test-app.ts';
import { createUser, deliverQueuedMail, loggedInUser, roleId, tokenFromMail, uniqueEmail } from '../../test-support/fixtures.ts';
import { throttleKeys } from './login-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const failure = (...errors: object[]) => ({ Success: false, Errors: errors });
/** Mail is queued and delivered by the mail worker; wait for it, then read what was sent. */
const mailsTo = async (email: string) => {
  await deliverQueuedMail(t);
  return t.mails.sent.filter((mail) => mail.to === email);
};

describe('POST /api/auth/login', () => {
  it('logs the administrator in and returns the user with permissions', async () => {
    const agent = t.agent();
    const response = await agent.post('/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(response.status).toBe(200);
    expect(response.body.Success).toBe(true);
    expect(response.body.Errors).toEqual([]);
    expect(response.body.User.email).toBe(TEST_ADMIN.email);
    expect(response.body.User.ID).toBeGreaterThan(0);
    expect(response.body.User.role.name).toBe('Administrator');
    const names = response.body.User.role.permissions.map((p: { name: string }) => p.name);
    expect(names).toEqual(expect.arrayContaining(['manage-users', 'create-page', 'manage-menu', 'publish-page']));
    const session = await agent.post('/api/auth/user');
    expect(session.body.ID).toBe(response.body.User.ID);
  });

  it('accepts the e-mail address in any case and with spaces around it', async () => {
    const response = await t
      .agent()
      .post('/api/auth/login', { email: `  ${TEST_ADMIN.email.toUpperCase()} `, password: TEST_ADMIN.password });
    expect(response.status).toBe(200);
    expect(response.body.User.email).toBe(TEST_ADMIN.email);
  });

  it('records the time of the last login', async () => {
    const user = await createUser(t);
    await t.agent().login(user.email, user.password);
    const row = await t.deps.db.selectFrom('users').select('last_login_at').where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.last_login_at).not.toBeNull();
  });

  it('rejects a POST without the CSRF token with 403', async () => {
    const agent = t.agent();
    agent.sendCsrf = false;
    const response = await agent.post('/api/auth/login', { email: TEST_ADMIN.email, password: TEST_ADMIN.password });
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ Success: false, Errors: [{ code: 'G_03' }] });
  });

  it('a wrong password gives 401 AUTH_01 and no session', async () => {
    const user = await createUser(t);
    const agent = t.agent();
    const response = await agent.post('/api/auth/login', { email: user.email, password: 'Wrong-Password!1' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(failure({ code: 'AUTH_01' }));
    expect((await agent.post('/api/auth/user')).body).toEqual({ ID: 0 });
  });

  it('an unknown e-mail address gives the same 401 AUTH_01', async () => {
    const response = await t.agent().post('/api/auth/login', { email: uniqueEmail('nobody'), password: 'Whatever-Password!1' });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(failure({ code: 'AUTH_01' }));
  });

  it('an inactive account cannot log in even with the right password', async () => {
    const user = await createUser(t, { active: false });
    const response = await t.agent().post('/api/auth/login', { email: user.email, password: user.password });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(failure({ code: 'AUTH_01' }));
  });

  it.each([
    [
      {},
      [
        { code: 'V_01', property: 'email' },
        { code: 'V_01', property: 'password' },
      ],
    ],
    [{ email: TEST_ADMIN.email }, [{ code: 'V_01', property: 'password' }]],
    [{ password: 'x' }, [{ code: 'V_01', property: 'email' }]],
    [
      { email: '', password: '' },
      [
        { code: 'V_01', property: 'email' },
        { code: 'V_01', property: 'password' },
      ],
    ],
    [{ email: 'not-an-email', password: 'x' }, [{ code: 'V_02', property: 'email' }]],
    [{ email: 'a@', password: 'x' }, [{ code: 'V_02', property: 'email' }]],
    [{ email: 42, password: 'x' }, [{ code: 'V_01', property: 'email' }]],
    [{ email: TEST_ADMIN.email, password: 'x'.repeat(1025) }, [{ code: 'V_14', property: 'password' }]],
  ])('bad input %j gives 400 with %j', async (payload, errors) => {
    const response = await t.agent().post('/api/auth/login', payload);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure(...errors));
  });

  it('gives a new session id on login (no session fixation)', async () => {
    const agent = t.agent();
    await agent.get('/api/auth/user');
    const before = agent.cookie(SESSION_COOKIE);
    expect(before).toBeDefined();
    await agent.login(TEST_ADMIN.email, TEST_ADMIN.password);
    const after = agent.cookie(SESSION_COOKIE);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    // Whoever planted the old id does not share the login.
    const attacker = t.agent();
    attacker.setCookie(SESSION_COOKIE, before!);
    expect((await attacker.post('/api/auth/user')).body).toEqual({ ID: 0 });
  });
});

describe('login lockout', () => {
  // Issue 15: the lock is per account and client (lockout-keys.api.test.ts has the other keys).
  const lockRows = (email: string, ip: string) =>
    t.deps.db.selectFrom('login_throttle').selectAll().where('key', '=', throttleKeys(email, ip).pair);

  it('locks the account for the client after 5 failures, even for the right password, and lifts after 10 minutes', async () => {
    const user = await createUser(t);
    const agent = t.agent();
    for (let attempt = 1; attempt <= 4; attempt++) {
      const response = await agent.post('/api/auth/login', { email: user.email, password: `Wrong-${attempt}!A` });
      expect(response.status, `attempt ${attempt}`).toBe(401);
      expect(response.body).toEqual(failure({ code: 'AUTH_01' }));
    }
    const fifth = await agent.post('/api/auth/login', { email: user.email, password: 'Wrong-5!A' });
    expect(fifth.status).toBe(429);
    expect(fifth.body).toEqual(failure({ code: 'AUTH_03' }));

    const rightPassword = await agent.post('/api/auth/login', { email: user.email, password: user.password });
    expect(rightPassword.status).toBe(429);
    expect(rightPassword.body).toEqual(failure({ code: 'AUTH_03' }));
    // Not from another machine: wrong passwords from elsewhere do not lock the user out.
    const elsewhere = await t.agent().post('/api/auth/login', { email: user.email, password: user.password });
    expect(elsewhere.status).toBe(200);

    // Ten minutes pass.
    const past = new Date(Date.now() - 10 * 60_000 - 1000).toISOString();
    await t.deps.db
      .updateTable('login_throttle')
      .set({ locked_until: past, window_started_at: past })
      .where('key', '=', throttleKeys(user.email, agent.remoteAddress).pair)
      .execute();
    const afterLock = await agent.post('/api/auth/login', { email: user.email, password: user.password });
    expect(afterLock.status).toBe(200);
    expect(afterLock.body.User.email).toBe(user.email);
    // A successful login clears the failures of the account from that client.
    expect(await lockRows(user.email, agent.remoteAddress).executeTakeFirst()).toBeUndefined();
  });

  it('a success before the limit resets the count', async () => {
    const user = await createUser(t);
    const agent = t.agent();
    for (let i = 0; i < 4; i++)
      expect((await agent.post('/api/auth/login', { email: user.email, password: 'Wrong-Password!1' })).status).toBe(401);
    expect((await agent.post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await agent.post('/api/auth/login', { email: user.email, password: 'Wrong-Password!1' })).status).toBe(401);
    expect((await agent.post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(200);
  });

  it('locking one account leaves other accounts alone', async () => {
    const locked = await createUser(t);
    const other = await createUser(t);
    const agent = t.agent();
    for (let i = 0; i < 5; i++) await agent.post('/api/auth/login', { email: locked.email, password: 'Wrong-Password!1' });
    expect((await agent.post('/api/auth/login', { email: locked.email, password: locked.password })).status).toBe(429);
    expect((await agent.post('/api/auth/login', { email: other.email, password: other.password })).status).toBe(200);
  });

  it('counts the address across accounts and locks it after 20 failures', async () => {
    const agent = t.agent();
    for (let i = 0; i < 20; i++) {
      const response = await agent.post('/api/auth/login', { email: uniqueEmail('spray'), password: 'Wrong-Password!1' });
      expect(response.status, `attempt ${i + 1}`).toBe(i < 19 ? 401 : 429);
    }
    expect((await agent.post('/api/auth/login', TEST_ADMIN)).status).toBe(429);
    // Another address is not affected.
    expect((await t.agent().post('/api/auth/login', TEST_ADMIN)).status).toBe(200);
  });
});

describe('session calls', () => {
  it('auth/user gives {ID: 0} to an anonymous visitor, by GET and POST', async () => {
    const agent = t.agent();
    for (const response of [await agent.get('/api/auth/user'), await agent.post('/api/auth/user')]) {
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ ID: 0 });
    }
  });

  it('auth/user gives the logged-in user with role and permissions', async () => {
    const { user, agent } = await loggedInUser(t, { role: 'Editor', name: 'Eddie Editor' });
    const response = await agent.post('/api/auth/user');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      ID: user.id,
      email: user.email,
      role: { name: 'Editor' },
      profile: { name: 'Eddie Editor', jobTitle: '', image: null },
    });
    expect(response.body.role.permissions.map((p: { name: string }) => p.name).sort()).toEqual([
      'create-page',
      'manage-media',
      'manage-menu',
      'manage-tags',
    ]);
  });

  it('logout ends the session, also for a copy of the old cookie', async () => {
    const agent = await t.adminAgent();
    const oldCookie = agent.cookie(SESSION_COOKIE)!;
    const response = await agent.post('/api/auth/logout');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ Success: true, Errors: [] });
    expect((await agent.post('/api/auth/user')).body).toEqual({ ID: 0 });
    const me = await agent.get('/api/user');
    expect(me.status).toBe(401);
    expect(me.body).toEqual(failure({ code: 'G_04' }));
    const replay = t.agent();
    replay.setCookie(SESSION_COOKIE, oldCookie);
    expect((await replay.post('/api/auth/user')).body).toEqual({ ID: 0 });
    expect((await replay.get('/api/user')).status).toBe(401);
  });

  it('logout when not logged in is harmless', async () => {
    const response = await t.agent().post('/api/auth/logout');
    expect(response.status).toBe(200);
    expect(response.body.Success).toBe(true);
  });

  it('the CSRF token of the old session is refused after logout', async () => {
    const agent = await t.adminAgent();
    const oldToken = agent.csrfToken;
    await agent.post('/api/auth/logout');
    agent.csrfToken = oldToken;
    const response = await agent.post('/api/auth/logout');
    expect(response.status).toBe(403);
    expect(response.body).toEqual(failure({ code: 'G_03' }));
  });

  it('refresh-session gives 401 G_04 to an anonymous visitor', async () => {
    const response = await t.agent().post('/api/auth/refresh-session');
    expect(response.status).toBe(401);
    expect(response.body).toEqual(failure({ code: 'G_04' }));
  });

  it('refresh-session gives 200 and the user when logged in', async () => {
    const { user, agent } = await loggedInUser(t);
    const response = await agent.post('/api/auth/refresh-session');
    expect(response.status).toBe(200);
    expect(response.body.Success).toBe(true);
    expect(response.body.User.ID).toBe(user.id);
  });

  it('refresh-session extends the session in the database and in the cookie', async () => {
    const { user, agent } = await loggedInUser(t);
    const soon = new Date(Date.now() + 60_000).toISOString();
    await t.deps.db.updateTable('sessions').set({ expires_at: soon }).where('user_id', '=', user.id).execute();
    const response = await agent.post('/api/auth/refresh-session');
    expect(response.status).toBe(200);
    const cookie = response.raw.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(new Date(cookie!.expires!).getTime()).toBeGreaterThan(Date.now() + 11 * 3_600_000);
    const row = await t.deps.db.selectFrom('sessions').select('expires_at').where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(new Date(row.expires_at).getTime()).toBeGreaterThan(Date.now() + 11 * 3_600_000);
  });

  it('an expired session counts as logged out', async () => {
    const { user, agent } = await loggedInUser(t);
    await t.deps.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    // The CSRF secret lived in the expired session, so the first unsafe call is refused
    // and carries a fresh token; the call after it goes through as anonymous.
    const stale = await agent.post('/api/auth/refresh-session');
    expect(stale.status).toBe(403);
    expect(stale.body).toEqual(failure({ code: 'G_03' }));
    expect((await agent.post('/api/auth/refresh-session')).status).toBe(401);
    expect((await agent.get('/api/auth/user')).body).toEqual({ ID: 0 });
  });

  it('a deactivated user loses the session at once', async () => {
    const { user, agent } = await loggedInUser(t);
    await t.deps.db.updateTable('users').set({ active: 0 }).where('id', '=', user.id).execute();
    expect((await agent.post('/api/auth/user')).body).toEqual({ ID: 0 });
    expect((await agent.post('/api/auth/refresh-session')).status).toBe(401);
  });
});

describe('forgot-password and reset-account', () => {
  const forgot = (email: string) => t.agent().post('/api/auth/forgot-password', { email });

  it('answers the same for known and unknown addresses and mails only the known one', async () => {
    const user = await createUser(t);
    const unknown = uniqueEmail('unknown');
    const known = await forgot(user.email);
    const other = await forgot(unknown);
    expect(known.status).toBe(200);
    expect(other.status).toBe(200);
    expect(known.body).toEqual({ Success: true, Errors: [] });
    expect(other.body).toEqual(known.body);
    expect(await mailsTo(unknown)).toHaveLength(0);
    const mails = await mailsTo(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('http://cms.test/cmsadmin/reset-password?token=');
    expect(mails[0]!.html).toContain('http://cms.test/cmsadmin/reset-password?token=');
    expect(tokenFromMail(mails[0]!.text).length).toBeGreaterThanOrEqual(32);
  });

  it('answers the same when the mail server is down', async () => {
    const user = await createUser(t);
    t.mails.failing = true;
    try {
      const response = await forgot(user.email);
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ Success: true, Errors: [] });
    } finally {
      t.mails.failing = false;
    }
  });

  it('is rate limited per address: the 11th call within a minute gives 429 G_06', async () => {
    const agent = t.agent();
    for (let i = 0; i < 10; i++) expect((await agent.post('/api/auth/forgot-password', { email: uniqueEmail('rate') })).status).toBe(200);
    const limited = await agent.post('/api/auth/forgot-password', { email: uniqueEmail('rate') });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(failure({ code: 'G_06' }));
    expect((await t.agent().post('/api/auth/forgot-password', { email: uniqueEmail('rate') })).status).toBe(200);
  });

  it.each([
    [{}, { code: 'V_01', property: 'email' }],
    [{ email: 'nope' }, { code: 'V_02', property: 'email' }],
  ])('bad input %j gives 400', async (payload, error) => {
    const response = await t.agent().post('/api/auth/forgot-password', payload);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure(error));
  });

  async function resetToken(email: string): Promise<string> {
    const before = (await mailsTo(email)).length;
    expect((await forgot(email)).status).toBe(200);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(before + 1);
    return tokenFromMail(mails.at(-1)!.text);
  }

  it('reset-account with the mailed token sets the password; the token works once', async () => {
    const user = await createUser(t);
    const token = await resetToken(user.email);
    const password = 'Brand-New-Password!2';
    const response = await t.agent().post('/api/auth/reset-account', { password, confirm: password, token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ Success: true, Errors: [] });
    expect((await t.agent().post('/api/auth/login', { email: user.email, password })).status).toBe(200);
    expect((await t.agent().post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(401);

    const again = await t.agent().post('/api/auth/reset-account', { password: 'Another-Password!3', confirm: 'Another-Password!3', token });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(failure({ code: 'V_05', property: 'token' }));
  });

  it('a newer reset link makes the older one invalid', async () => {
    const user = await createUser(t);
    const first = await resetToken(user.email);
    const second = await resetToken(user.email);
    const password = 'Brand-New-Password!2';
    const old = await t.agent().post('/api/auth/reset-account', { password, confirm: password, token: first });
    expect(old.status).toBe(400);
    expect(old.body).toEqual(failure({ code: 'V_05', property: 'token' }));
    expect((await t.agent().post('/api/auth/reset-account', { password, confirm: password, token: second })).status).toBe(200);
  });

  it('an expired token gives 400 V_05', async () => {
    const user = await createUser(t);
    const token = await resetToken(user.email);
    await t.deps.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    const password = 'Brand-New-Password!2';
    const response = await t.agent().post('/api/auth/reset-account', { password, confirm: password, token });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure({ code: 'V_05', property: 'token' }));
    expect((await t.agent().post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(200);
  });

  it('an unknown token gives 400 V_05', async () => {
    const response = await t
      .agent()
      .post('/api/auth/reset-account', { password: 'Brand-New-Password!2', confirm: 'Brand-New-Password!2', token: 'made-up-token' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure({ code: 'V_05', property: 'token' }));
  });

  it('two simultaneous uses of one token: exactly one succeeds', async () => {
    const user = await createUser(t);
    const token = await resetToken(user.email);
    const results = await Promise.all(
      ['First-Password!1', 'Second-Password!2'].map((password) =>
        t.agent().post('/api/auth/reset-account', { password, confirm: password, token }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it.each([
    [
      { password: 'Good-Password!1', confirm: 'Other-Password!1' },
      { code: 'V_03', property: 'confirm' },
    ],
    [
      { password: 'no-uppercase-here!1', confirm: 'no-uppercase-here!1' },
      { code: 'V_09', property: 'password' },
    ],
    [
      { password: 'NoSpecialChar1234', confirm: 'NoSpecialChar1234' },
      { code: 'V_09', property: 'password' },
    ],
    [
      { password: 'Short!A1', confirm: 'Short!A1' },
      { code: 'V_10', property: 'password' },
    ],
    [
      { password: `A!${'a'.repeat(253)}`, confirm: `A!${'a'.repeat(253)}` },
      { code: 'V_11', property: 'password' },
    ],
    [{ confirm: 'Good-Password!1' }, { code: 'V_01', property: 'password' }],
    [{ password: 'Good-Password!1' }, { code: 'V_01', property: 'confirm' }],
  ])('password rules: %j gives 400 %j and the token stays usable', async (fields, error) => {
    const user = await createUser(t);
    const token = await resetToken(user.email);
    const response = await t.agent().post('/api/auth/reset-account', { ...fields, token });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure(error));
    const ok = await t.agent().post('/api/auth/reset-account', { password: 'Good-Password!1', confirm: 'Good-Password!1', token });
    expect(ok.status).toBe(200);
  });

  it('a password of exactly 9 and of 254 characters is accepted', async () => {
    for (const password of ['Abcdefg!1', `A!${'b'.repeat(252)}`]) {
      const user = await createUser(t);
      const token = await resetToken(user.email);
      const response = await t.agent().post('/api/auth/reset-account', { password, confirm: password, token });
      expect(response.status, `length ${password.length}`).toBe(200);
    }
  });

  it('a missing token gives 400 V_01 property token', async () => {
    const response = await t.agent().post('/api/auth/reset-account', { password: 'Good-Password!1', confirm: 'Good-Password!1' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure({ code: 'V_01', property: 'token' }));
  });

  it('reset ends every other session of the user', async () => {
    const { user, agent } = await loggedInUser(t);
    expect((await agent.get('/api/user')).status).toBe(200);
    const token = await resetToken(user.email);
    const password = 'Brand-New-Password!2';
    expect((await t.agent().post('/api/auth/reset-account', { password, confirm: password, token })).status).toBe(200);
    expect((await agent.get('/api/user')).status).toBe(401);
    expect((await agent.post('/api/auth/user')).body).toEqual({ ID: 0 });
  });
});

describe('POST /api/auth/register', () => {
  const registration = (overrides: Record<string, unknown> = {}) => ({
    name: 'New Person',
    email: uniqueEmail('new'),
    role: undefined as number | undefined,
    jobTitle: 'Writer',
    ...overrides,
  });

  it('gives 401 G_04 to an anonymous visitor', async () => {
    const response = await t.agent().post('/api/auth/register', { ...registration(), role: await roleId(t, 'Editor') });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(failure({ code: 'G_04' }));
  });

  it('gives 403 UM_01 to an editor', async () => {
    const { agent } = await loggedInUser(t, { role: 'Editor' });
    const body = { ...registration(), role: await roleId(t, 'Editor') };
    const response = await agent.post('/api/auth/register', body);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(failure({ code: 'UM_01' }));
    expect(await mailsTo(body.email)).toHaveLength(0);
  });

  it('creates an inactive user who activates through the mailed link and can then log in', async () => {
    const admin = await t.adminAgent();
    const body = { ...registration(), role: await roleId(t, 'Editor') };
    const response = await admin.post('/api/auth/register', body);
    expect(response.status).toBe(200);
    expect(response.body.Success).toBe(true);
    expect(response.body.user).toMatchObject({
      email: body.email,
      active: false,
      role: { name: 'Editor' },
      profile: { name: 'New Person', jobTitle: 'Writer' },
    });

    const mails = await mailsTo(body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Activate your account for Verdant Ecology');
    expect(mails[0]!.text).toContain('http://cms.test/cmsadmin/activate-account?token=');
    const token = tokenFromMail(mails[0]!.text);

    // No password yet: nothing logs in, not even an empty password.
    expect((await t.agent().post('/api/auth/login', { email: body.email, password: 'Anything-Goes!1' })).status).toBe(401);

    const password = 'Activated-Password!1';
    const activated = await t.agent().post('/api/auth/reset-account', { password, confirm: password, token });
    expect(activated.status).toBe(200);
    const login = await t.agent().post('/api/auth/login', { email: body.email, password });
    expect(login.status).toBe(200);
    expect(login.body.User.role.name).toBe('Editor');
    const listed = await admin.get(`/api/user/${response.body.user.ID}`);
    expect(listed.body.user.active).toBe(true);
  });

  it('an invited user who has not activated can still log in after forgot-password', async () => {
    const admin = await t.adminAgent();
    const body = { ...registration(), role: await roleId(t, 'Editor') };
    expect((await admin.post('/api/auth/register', body)).status).toBe(200);
    await t.agent().post('/api/auth/forgot-password', { email: body.email });
    const mails = await mailsTo(body.email);
    expect(mails).toHaveLength(2);
    const password = 'Activated-Password!1';
    expect(
      (await t.agent().post('/api/auth/reset-account', { password, confirm: password, token: tokenFromMail(mails[1]!.text) })).status,
    ).toBe(200);
    expect((await t.agent().post('/api/auth/login', { email: body.email, password })).status).toBe(200);
  });

  it('keeps the account when the activation mail cannot be sent', async () => {
    const admin = await t.adminAgent();
    const body = { ...registration(), role: await roleId(t, 'Editor') };
    t.mails.failing = true;
    try {
      const response = await admin.post('/api/auth/register', body);
      expect(response.status).toBe(200);
      expect(response.body.user.email).toBe(body.email);
    } finally {
      t.mails.failing = false;
    }
  });

  it.each([
    [{ name: '' }, { code: 'V_01', property: 'name' }],
    [{ email: 'bad' }, { code: 'V_02', property: 'email' }],
    [{ role: 'abc' }, { code: 'V_12', property: 'role' }],
    [{ role: 999999 }, { code: 'V_12', property: 'role' }],
    [{ name: 'x'.repeat(121) }, { code: 'V_14', property: 'name' }],
  ])('bad input %j gives 400 %j', async (overrides, error) => {
    const admin = await t.adminAgent();
    const response = await admin.post('/api/auth/register', { ...registration(), role: await roleId(t, 'Editor'), ...overrides });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure(error));
  });

  it('a taken e-mail address gives 409 V_06', async () => {
    const admin = await t.adminAgent();
    const existing = await createUser(t);
    const response = await admin.post('/api/auth/register', {
      ...registration(),
      email: existing.email.toUpperCase(),
      role: await roleId(t, 'Editor'),
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual(failure({ code: 'V_06', property: 'email' }));
  });
});
