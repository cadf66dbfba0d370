import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, deliverQueuedMail, tokenFromMail } from '../../test-support/fixtures.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/**
 * POST /api/auth/check-reset-token tells the reset and activation screens, when they open,
 * whether their link still works (valid, used, expired or invalid), without using it up.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function resetToken(email: string): Promise<string> {
  expect((await t.agent().post('/api/auth/forgot-password', { email })).status).toBe(200);
  await deliverQueuedMail(t);
  return tokenFromMail(t.mails.sent.filter((mail) => mail.to === email).at(-1)!.text);
}
const check = (token: unknown) => t.agent().post('/api/auth/check-reset-token', { token });
const PASSWORD = 'Checked-Password!1';

describe('POST /api/auth/check-reset-token', () => {
  it('says valid for a fresh link without using it up, and used once it has been used', async () => {
    const user = await createUser(t);
    const token = await resetToken(user.email);
    const first = await check(token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toEqual({ Success: true, Errors: [], data: { state: 'valid' } });
    expect((await check(token)).body.data).toEqual({ state: 'valid' });

    // Checking did not consume it: the reset still works, after which the link is used.
    expect((await t.agent().post('/api/auth/reset-account', { password: PASSWORD, confirm: PASSWORD, token })).status).toBe(200);
    expect((await check(token)).body.data).toEqual({ state: 'used' });
  });

  it('says used for a link a newer one replaced', async () => {
    const user = await createUser(t);
    const older = await resetToken(user.email);
    const newer = await resetToken(user.email);
    expect((await check(older)).body.data).toEqual({ state: 'used' });
    expect((await check(newer)).body.data).toEqual({ state: 'valid' });
  });

  it('says expired for a link past its time', async () => {
    const user = await createUser(t);
    const token = await resetToken(user.email);
    await t.deps.db
      .updateTable('account_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect((await check(token)).body.data).toEqual({ state: 'expired' });
  });

  it('says invalid for an unknown token, and refuses a missing one with V_01', async () => {
    expect((await check('made-up-token')).body.data).toEqual({ state: 'invalid' });
    const missing = await check('');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ Success: false, Errors: [{ code: 'V_01', property: 'token' }] });
  });

  it('is rate limited like the other token calls: the 11th check within a minute gives 429 G_06', async () => {
    const agent = t.agent();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await agent.post('/api/auth/check-reset-token', { token: `guess-${attempt}` })).status).toBe(200);
    }
    const limited = await agent.post('/api/auth/check-reset-token', { token: 'guess-11' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ Success: false, Errors: [{ code: 'G_06' }] });
  });
});
