import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, loggedInUser } from '../../../test-support/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { passwordStep, setUpTotp, totpCode } from '../../../test-support/two-factor.ts';

/** Two-factor sign-in with TOTP and recovery codes (issue 15); passkeys: passkeys.api.test.ts. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('TOTP setup', () => {
  it('hands out a secret with a QR code, confirms it with a code and shows ten recovery codes once', async () => {
    const { agent, user } = await loggedInUser(t);
    const setup = await agent.post('/api/auth/two-factor/totp/setup');
    expect(setup.status).toBe(200);
    const { secret, uri, qrCode } = setup.body.data;
    expect(uri).toMatch(/^otpauth:\/\/totp\//);
    expect(uri).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    // Unconfirmed: not a factor yet.
    expect((await agent.get('/api/auth/two-factor/status')).body.data).toMatchObject({ totp: false, recoveryCodesLeft: 0 });

    const wrong = await agent.post('/api/auth/two-factor/totp/confirm', {
      code: '000000' === (await totpCode(secret)) ? '111111' : '000000',
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.Errors).toEqual([{ code: 'V_04', property: 'code' }]);

    const confirm = await agent.post('/api/auth/two-factor/totp/confirm', { code: await totpCode(secret) });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    const codes: string[] = confirm.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    expect((await agent.get('/api/auth/two-factor/status')).body.data).toMatchObject({
      totp: true,
      recoveryCodesLeft: 10,
      required: false,
    });

    // Neither the secret nor a code is stored readable.
    const stored = await t.deps.db.selectFrom('user_totp').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
    expect(stored.secret_encrypted).not.toContain(secret);
    const hashes = await t.deps.db.selectFrom('user_recovery_codes').select('code_hash').where('user_id', '=', user.id).execute();
    expect(hashes.map((row) => row.code_hash)).not.toContain(codes[0]);
    // A second setup while one is active is refused (turn it off first).
    expect((await agent.post('/api/auth/two-factor/totp/setup')).body.Errors).toEqual([{ code: 'V_07' }]);
  });
});

describe('signing in with a second factor', () => {
  it('asks for the code after the password; the half-signed-in session can call nothing else', async () => {
    const { agent, user } = await loggedInUser(t);
    const { secret } = await setUpTotp(agent);
    await agent.post('/api/auth/logout');

    const login = await passwordStep(agent, user.email, user.password);
    expect(login.User).toBeUndefined();
    expect(login.TwoFactor).toEqual({ stage: 'verify', methods: ['totp', 'recovery'] });
    const blocked = await agent.get('/api/user');
    expect(blocked.status).toBe(401);
    expect(blocked.body.Errors).toEqual([{ code: 'G_04' }]);
    expect((await agent.post('/api/auth/user')).body).toEqual({ ID: 0 });
    expect((await agent.post('/api/auth/two-factor/disable', { password: user.password })).status).toBe(401);

    const wrong = await agent.post('/api/auth/two-factor/verify', { code: '12345' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.Errors).toEqual([{ code: 'V_04', property: 'code' }]);

    // The next period's code: the one of this period was used by the setup and is never accepted again.
    const code = await totpCode(secret, 1);
    const verified = await agent.post('/api/auth/two-factor/verify', { code });
    expect(verified.status, JSON.stringify(verified.body)).toBe(200);
    expect(verified.body.User.ID).toBe(user.id);
    expect((await agent.get('/api/user')).status).toBe(200);

    // The same code again (overheard, say) is refused.
    await agent.post('/api/auth/logout');
    await passwordStep(agent, user.email, user.password);
    expect((await agent.post('/api/auth/two-factor/verify', { code })).body.Errors).toEqual([{ code: 'V_04', property: 'code' }]);
  });

  it('counts wrong codes in the login lockout, and a correct password does not clear them', async () => {
    const { agent, user } = await loggedInUser(t);
    const { secret } = await setUpTotp(agent);
    await agent.post('/api/auth/logout');
    await passwordStep(agent, user.email, user.password);
    const bad = (await totpCode(secret, 1)) === '999999' ? '999998' : '999999';
    for (let attempt = 1; attempt < 5; attempt += 1) {
      expect((await agent.post('/api/auth/two-factor/verify', { code: bad })).status).toBe(400);
      // The password again between guesses must not reset the count.
      if (attempt === 2) await passwordStep(agent, user.email, user.password);
    }
    const locked = await agent.post('/api/auth/two-factor/verify', { code: bad });
    expect(locked.status).toBe(429);
    expect(locked.body.Errors).toEqual([{ code: 'AUTH_03' }]);
    const right = await agent.post('/api/auth/two-factor/verify', { code: await totpCode(secret, 1) });
    expect(right.status).toBe(429);
  });

  it('takes each recovery code once', async () => {
    const { agent, user } = await loggedInUser(t);
    const { recoveryCodes } = await setUpTotp(agent);
    await agent.post('/api/auth/logout');
    await passwordStep(agent, user.email, user.password);
    // Typed in capitals with spaces: still the code.
    const used = await agent.post('/api/auth/two-factor/recovery', { code: ` ${recoveryCodes[3]!.toUpperCase()} ` });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(used.body.User.ID).toBe(user.id);
    expect((await agent.get('/api/auth/two-factor/status')).body.data.recoveryCodesLeft).toBe(9);

    await agent.post('/api/auth/logout');
    await passwordStep(agent, user.email, user.password);
    const again = await agent.post('/api/auth/two-factor/recovery', { code: recoveryCodes[3] });
    expect(again.status).toBe(400);
    expect(again.body.Errors).toEqual([{ code: 'V_04', property: 'code' }]);
  });

  it('regenerates recovery codes and turns two-factor sign-in off only with the password', async () => {
    const { agent, user } = await loggedInUser(t);
    const { recoveryCodes } = await setUpTotp(agent);
    expect((await agent.post('/api/auth/two-factor/recovery-codes', { password: 'Wrong-Password!1' })).body.Errors).toEqual([
      { code: 'AUTH_02', property: 'password' },
    ]);
    const fresh = await agent.post('/api/auth/two-factor/recovery-codes', { password: user.password });
    expect(fresh.body.data.recoveryCodes).toHaveLength(10);
    expect(fresh.body.data.recoveryCodes).not.toContain(recoveryCodes[0]);

    expect((await agent.post('/api/auth/two-factor/disable', { password: 'Wrong-Password!1' })).status).toBe(400);
    expect((await agent.post('/api/auth/two-factor/disable', { password: user.password })).status).toBe(200);
    expect((await agent.get('/api/auth/two-factor/status')).body.data).toMatchObject({ totp: false, recoveryCodesLeft: 0 });
    await agent.post('/api/auth/logout');
    expect((await passwordStep(agent, user.email, user.password)).User.ID).toBe(user.id);
  });
});

describe('a role that requires two-factor sign-in', () => {
  it('sends its users without a factor to the setup, and nothing else works until it is done', async () => {
    const admin = await t.adminAgent();
    const created = await admin.post('/api/role', { name: 'Strict editors', permissions: ['create-page'], requireTwoFactor: true });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const roleId: number = created.body.role.id;
    expect(created.body.role.requireTwoFactor).toBe(true);
    const listed = (await admin.get('/api/role/list')).body.data.items.find((role: { id: number }) => role.id === roleId);
    expect(listed.requireTwoFactor).toBe(true);

    const user = await createUser(t, { role: roleId });
    const agent = t.agent();
    const login = await passwordStep(agent, user.email, user.password);
    expect(login.TwoFactor).toEqual({ stage: 'setup', methods: [] });
    expect((await agent.get('/api/user')).status).toBe(401);
    expect((await agent.post('/api/page/list', {})).status).toBe(401);
    // The verify calls are not for this stage either.
    expect((await agent.post('/api/auth/two-factor/verify', { code: '123456' })).status).toBe(401);
    expect((await agent.get('/api/auth/two-factor/status')).body.data).toMatchObject({ required: true, setupOnly: true, totp: false });

    const setup = await agent.post('/api/auth/two-factor/totp/setup');
    const confirm = await agent.post('/api/auth/two-factor/totp/confirm', { code: await totpCode(setup.body.data.secret) });
    expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
    expect(confirm.body.data.recoveryCodes).toHaveLength(10);
    expect(confirm.body.data.User.ID).toBe(user.id);
    expect((await agent.get('/api/user')).status).toBe(200);
    // The role does not allow turning it off.
    expect((await agent.post('/api/auth/two-factor/disable', { password: user.password })).body.Errors).toEqual([{ code: 'V_07' }]);

    // Unchanged when the role is saved without the flag; off when it is saved with false.
    await admin.put(`/api/role/${roleId}`, { name: 'Strict editors', permissions: ['create-page'] });
    expect((await admin.get('/api/role/list')).body.data.items.find((role: { id: number }) => role.id === roleId).requireTwoFactor).toBe(
      true,
    );
    await admin.put(`/api/role/${roleId}`, { name: 'Strict editors', permissions: ['create-page'], requireTwoFactor: false });
    expect((await admin.get('/api/role/list')).body.data.items.find((role: { id: number }) => role.id === roleId).requireTwoFactor).toBe(
      false,
    );
  });
});

describe('POST /api/user/{id}/reset-two-factor', () => {
  it('lets a user manager remove a user’s factors (audited) and ends the user’s sessions', async () => {
    const { agent, user } = await loggedInUser(t);
    await setUpTotp(agent);
    const editor = (await loggedInUser(t, { role: 'Editor' })).agent;
    const refused = await editor.post(`/api/user/${user.id}/reset-two-factor`);
    expect(refused.status).toBe(403);
    expect(refused.body.Errors).toEqual([{ code: 'UM_01' }]);

    const admin = await t.adminAgent();
    const reset = await admin.post(`/api/user/${user.id}/reset-two-factor`);
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await agent.get('/api/user')).status).toBe(401);
    const login = await passwordStep(t.agent(), user.email, user.password);
    expect(login.User.ID).toBe(user.id);
    const entries = await t.deps.db
      .selectFrom('audit_log')
      .select(['outcome', 'user_email'])
      .where('action', '=', 'user.reset-two-factor')
      .where('object_id', '=', String(user.id))
      .orderBy('id')
      .execute();
    // The editor's refused try and the administrator's reset.
    expect(entries.map((entry) => entry.outcome)).toEqual(['failure', 'success']);
    expect(entries[1]?.user_email).toBe('admin@test.local');

    expect((await admin.post('/api/user/999999/reset-two-factor')).status).toBe(404);
  });
});

describe('PUT /api/role/{id}/two-factor', () => {
  it('lets a user manager require a second factor on any role, the administrator role included', async () => {
    const admin = await t.adminAgent();
    const roles = (await admin.get('/api/role/list')).body.data.items as { id: number; name: string; system: boolean }[];
    const administrator = roles.find((role) => role.system)!;
    // The full edit of a system role stays refused; the requirement alone is allowed.
    expect(
      (await admin.put(`/api/role/${administrator.id}`, { name: administrator.name, permissions: [], requireTwoFactor: true })).status,
    ).toBe(400);
    const set = await admin.put(`/api/role/${administrator.id}/two-factor`, { requireTwoFactor: true });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.role.requireTwoFactor).toBe(true);
    // The administrator's next sign-in goes through the setup.
    const next = await passwordStep(t.agent(), 'admin@test.local', 'Admin-Password!1');
    expect(next.TwoFactor).toEqual({ stage: 'setup', methods: [] });
    expect((await admin.put(`/api/role/${administrator.id}/two-factor`, { requireTwoFactor: false })).status).toBe(200);
    expect((await passwordStep(t.agent(), 'admin@test.local', 'Admin-Password!1')).User).toBeDefined();

    // A manager without every permission of the role may not change it; a bad value is V_12.
    const manager = await createRole(t, ['manage-users']);
    const { agent } = await loggedInUser(t, { role: manager });
    expect((await agent.put(`/api/role/${administrator.id}/two-factor`, { requireTwoFactor: true })).body.Errors).toEqual([
      { code: 'UM_01' },
    ]);
    expect((await admin.put(`/api/role/${administrator.id}/two-factor`, { requireTwoFactor: 'yes' })).body.Errors).toEqual([
      { code: 'V_12', property: 'requireTwoFactor' },
    ]);
  });
});
