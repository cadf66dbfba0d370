import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditListAnswer, type AuditEntryDto } from '../../../shared/audit/audit-schemas.ts';
import { createRole, createUser, loggedInUser } from '../../test-support/fixtures.ts';
import { SoftAuthenticator } from '../../test-support/soft-authenticator.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { passwordStep, setUpTotp, totpCode } from '../../test-support/two-factor.ts';
import { auditWritesSettled } from './audit.hook.ts';

/**
 * Issue 15: the steps of a two-factor sign-in name the account, though the session is only half
 * signed in (it holds the pending step, not a user): the password step that leads to the second
 * step, right and wrong codes, recovery codes and passkeys, and the setup stage's confirmation.
 */
let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

/** The user's entries of the given actions, oldest first. */
async function entriesOf(userId: number, actions: string[]): Promise<AuditEntryDto[]> {
  await auditWritesSettled(t.app);
  const response = await admin.post('/api/audit/list', { pageSize: 200, userId });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return auditListAnswer
    .parse(response.body)
    .data.items.filter((entry) => actions.includes(entry.action))
    .reverse();
}

const wrongCode = async (secret: string) => ((await totpCode(secret, 1)) === '000000' ? '111111' : '000000');

describe('the second step of a sign-in is recorded with its user', () => {
  it('TOTP and recovery codes: the password step, wrong and right codes', async () => {
    const { agent, user } = await loggedInUser(t, { name: 'Tess Totp' });
    const { secret, recoveryCodes } = await setUpTotp(agent);
    await agent.post('/api/auth/logout');
    const since = (await entriesOf(user.id, ['auth.login', 'auth.two-factor'])).length;

    expect((await passwordStep(agent, user.email, user.password)).TwoFactor.stage).toBe('verify');
    expect((await agent.post('/api/auth/two-factor/verify', { code: await wrongCode(secret) })).status).toBe(400);
    expect((await agent.post('/api/auth/two-factor/recovery', { code: 'aaaaa-aaaaa' })).status).toBe(400);
    expect((await agent.post('/api/auth/two-factor/recovery', { code: recoveryCodes[0] })).status).toBe(200);
    await agent.post('/api/auth/logout');
    await passwordStep(agent, user.email, user.password);
    expect((await agent.post('/api/auth/two-factor/verify', { code: await totpCode(secret, 1) })).status).toBe(200);

    const entries = (await entriesOf(user.id, ['auth.login', 'auth.two-factor'])).slice(since);
    expect(entries.map(({ action, outcome, errorCode, detail }) => ({ action, outcome, errorCode, detail }))).toEqual([
      { action: 'auth.login', outcome: 'success', errorCode: null, detail: 'second step: verify' },
      { action: 'auth.two-factor', outcome: 'failure', errorCode: 'V_04', detail: 'method: totp' },
      { action: 'auth.two-factor', outcome: 'failure', errorCode: 'V_04', detail: 'method: recovery code' },
      { action: 'auth.two-factor', outcome: 'success', errorCode: null, detail: 'method: recovery code' },
      { action: 'auth.login', outcome: 'success', errorCode: null, detail: 'second step: verify' },
      { action: 'auth.two-factor', outcome: 'success', errorCode: null, detail: 'method: totp' },
    ]);
    for (const entry of entries) expect(entry).toMatchObject({ userId: user.id, userName: 'Tess Totp', userEmail: user.email });
  });

  it('passkeys: an unknown one and the right one', async () => {
    const { agent, user } = await loggedInUser(t, { name: 'Pia Passkey' });
    const authenticator = new SoftAuthenticator('cms.test', 'http://cms.test');
    const options = await agent.post('/api/auth/two-factor/passkey/register-options');
    const added = await agent.post('/api/auth/two-factor/passkey/register', {
      name: 'Laptop',
      response: authenticator.register(options.body.data),
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    await agent.post('/api/auth/logout');
    await passwordStep(agent, user.email, user.password);

    const answer = async (with_: SoftAuthenticator) => {
      const challenge = await agent.post('/api/auth/two-factor/passkey/login-options');
      return agent.post('/api/auth/two-factor/passkey/login', { response: with_.authenticate(challenge.body.data) });
    };
    expect((await answer(new SoftAuthenticator('cms.test', 'http://cms.test'))).status).toBe(400);
    expect((await answer(authenticator)).status).toBe(200);

    const entries = await entriesOf(user.id, ['auth.two-factor']);
    expect(entries.map(({ userId, outcome, detail }) => ({ userId, outcome, detail }))).toEqual([
      { userId: user.id, outcome: 'failure', detail: 'method: passkey' },
      { userId: user.id, outcome: 'success', detail: 'method: passkey' },
    ]);
  });

  it('the setup stage a role requires: the password step and the confirmation', async () => {
    const strict = await createRole(t, ['create-page']);
    expect((await admin.put(`/api/role/${strict}/two-factor`, { requireTwoFactor: true })).status).toBe(200);
    const user = await createUser(t, { role: strict, name: 'Sam Setup' });
    const agent = t.agent();
    expect((await passwordStep(agent, user.email, user.password)).TwoFactor.stage).toBe('setup');
    const setup = await agent.post('/api/auth/two-factor/totp/setup');
    expect(setup.status, JSON.stringify(setup.body)).toBe(200);
    const secret: string = setup.body.data.secret;
    expect((await agent.post('/api/auth/two-factor/totp/confirm', { code: await wrongCode(secret) })).status).toBe(400);
    expect((await agent.post('/api/auth/two-factor/totp/confirm', { code: await totpCode(secret) })).status).toBe(200);

    const login = await entriesOf(user.id, ['auth.login']);
    expect(login.at(-1)).toMatchObject({ userId: user.id, outcome: 'success', detail: 'second step: setup' });
    const confirms = await entriesOf(user.id, ['two-factor.totp-confirm']);
    expect(confirms.map(({ userId, userName, outcome, errorCode }) => ({ userId, userName, outcome, errorCode }))).toEqual([
      { userId: user.id, userName: 'Sam Setup', outcome: 'failure', errorCode: 'V_04' },
      { userId: user.id, userName: 'Sam Setup', outcome: 'success', errorCode: null },
    ]);
  });
});
