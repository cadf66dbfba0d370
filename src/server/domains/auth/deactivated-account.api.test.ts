import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, deliverQueuedMail, loggedInUser, roleId, tokenFromMail, uniqueEmail } from '../../test-support/fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/**
 * Issue 15, session control: an account an administrator deactivated (it had been activated:
 * it has a password, but `active` is 0) stays deactivated. Its sessions end at once, and neither
 * forgot-password nor a reset link issued before the deactivation brings it back. An invited
 * account that was never activated (no password yet) still activates through either link.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const mailsTo = async (email: string) => {
  await deliverQueuedMail(t);
  return t.mails.sent.filter((mail) => mail.to === email);
};
const deactivate = (userId: number) => t.deps.db.updateTable('users').set({ active: 0 }).where('id', '=', userId).execute();
const stored = (userId: number) =>
  t.deps.db.selectFrom('users').select(['active', 'password_hash']).where('id', '=', userId).executeTakeFirstOrThrow();
const reset = (token: string, password = 'Taken-Back-Password!1') =>
  t.agent().post('/api/auth/reset-account', { token, password, confirm: password });

describe('a deactivated account', () => {
  it('loses its sessions at once: the next request is 401 and the session row is gone', async () => {
    const { user, agent } = await loggedInUser(t);
    await deactivate(user.id);
    expect((await agent.get('/api/user')).status).toBe(401);
    expect(await t.deps.db.selectFrom('sessions').select('sid').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('forgot-password answers as ever but sends no link', async () => {
    const user = await createUser(t);
    await deactivate(user.id);
    const response = await t.agent().post('/api/auth/forgot-password', { email: user.email });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ Success: true, Errors: [] });
    expect(await mailsTo(user.email)).toHaveLength(0);
  });

  it('a reset link issued before the deactivation does not re-activate it (400 V_05) nor change the password', async () => {
    const user = await createUser(t);
    expect((await t.agent().post('/api/auth/forgot-password', { email: user.email })).status).toBe(200);
    const token = tokenFromMail((await mailsTo(user.email)).at(-1)!.text);
    const before = await stored(user.id);
    await deactivate(user.id);

    const response = await reset(token);
    expect(response.status).toBe(400);
    expect(response.body.Errors).toEqual([{ code: 'V_05', property: 'token' }]);
    expect(await stored(user.id)).toEqual({ active: 0, password_hash: before.password_hash });
    expect((await t.agent().post('/api/auth/login', { email: user.email, password: 'Taken-Back-Password!1' })).status).toBe(401);
    expect((await t.agent().post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(401);
  });
});

describe('an invited account that was never activated', () => {
  it('activates through a forgot-password link as through its activation link', async () => {
    const admin = await t.adminAgent();
    const email = uniqueEmail('invited');
    const invited = await admin.post('/api/user', { email, role: await roleId(t, 'Editor'), profile: { name: 'New Nora' } });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    expect((await t.agent().post('/api/auth/forgot-password', { email })).status).toBe(200);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect((await reset(tokenFromMail(mails[1]!.text))).status).toBe(200);
    expect((await stored(invited.body.user.ID)).active).toBe(1);
    expect((await t.agent().post('/api/auth/login', { email, password: 'Taken-Back-Password!1' })).status).toBe(200);
  });
});
