import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInUser } from '../../../test-support/fixtures.ts';
import { SoftAuthenticator } from '../../../test-support/soft-authenticator.ts';
import type { TestAgent } from '../../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { passwordStep } from '../../../test-support/two-factor.ts';

/**
 * Passkeys as a second factor, with a software authenticator answering the real WebAuthn
 * ceremony (the test app's PUBLIC_URL is http://cms.test: the relying party is cms.test).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function addPasskey(agent: TestAgent, authenticator: SoftAuthenticator, name = 'Laptop') {
  const options = await agent.post('/api/auth/two-factor/passkey/register-options');
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  expect(options.body.data.rp).toEqual({ id: 'cms.test', name: expect.any(String) });
  return agent.post('/api/auth/two-factor/passkey/register', { name, response: authenticator.register(options.body.data) });
}

async function passkeyLogin(agent: TestAgent, authenticator: SoftAuthenticator) {
  const options = await agent.post('/api/auth/two-factor/passkey/login-options');
  expect(options.status, JSON.stringify(options.body)).toBe(200);
  return agent.post('/api/auth/two-factor/passkey/login', { response: authenticator.authenticate(options.body.data) });
}

describe('passkeys', () => {
  it('registers a passkey (with recovery codes as the first factor) and signs in with it', async () => {
    const { agent, user } = await loggedInUser(t);
    const authenticator = new SoftAuthenticator('cms.test', 'http://cms.test');
    const added = await addPasskey(agent, authenticator);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.recoveryCodes).toHaveLength(10);
    const status = (await agent.get('/api/auth/two-factor/status')).body.data;
    expect(status.passkeys).toEqual([{ id: expect.any(Number), name: 'Laptop', createdAt: expect.any(String), lastUsedAt: null }]);

    await agent.post('/api/auth/logout');
    const login = await passwordStep(agent, user.email, user.password);
    expect(login.TwoFactor).toEqual({ stage: 'verify', methods: ['passkey', 'recovery'] });
    const signedIn = await passkeyLogin(agent, authenticator);
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(signedIn.body.User.ID).toBe(user.id);
    const after = (await agent.get('/api/auth/two-factor/status')).body.data.passkeys[0];
    expect(after.lastUsedAt).not.toBeNull();

    // Rename, then a second passkey gives no new recovery codes.
    expect((await agent.put(`/api/auth/two-factor/passkey/${after.id}`, { name: 'Work laptop' })).status).toBe(200);
    const second = await addPasskey(agent, new SoftAuthenticator('cms.test', 'http://cms.test'), 'Phone');
    expect(second.body.data.recoveryCodes).toBeNull();
    const names = (await agent.get('/api/auth/two-factor/status')).body.data.passkeys.map((passkey: { name: string }) => passkey.name);
    expect(names).toEqual(['Work laptop', 'Phone']);
  });

  it('refuses a passkey made for another site, an unknown one and a replayed challenge', async () => {
    const { agent, user } = await loggedInUser(t);
    const foreign = await addPasskey(agent, new SoftAuthenticator('evil.example', 'http://evil.example'));
    expect(foreign.status).toBe(400);
    expect(foreign.body.Errors).toEqual([{ code: 'V_12', property: 'response' }]);

    const authenticator = new SoftAuthenticator('cms.test', 'http://cms.test');
    expect((await addPasskey(agent, authenticator)).status).toBe(200);
    await agent.post('/api/auth/logout');
    await passwordStep(agent, user.email, user.password);

    const stranger = await passkeyLogin(agent, new SoftAuthenticator('cms.test', 'http://cms.test'));
    expect(stranger.status).toBe(400);
    expect(stranger.body.Errors).toEqual([{ code: 'V_04', property: 'response' }]);

    // An answer to a challenge that was already answered once is refused.
    const options = await agent.post('/api/auth/two-factor/passkey/login-options');
    const answer = authenticator.authenticate(options.body.data);
    await agent.post('/api/auth/two-factor/passkey/login', {
      response: { ...answer, response: { ...(answer.response as object), signature: 'AAAA' } },
    });
    const replay = await agent.post('/api/auth/two-factor/passkey/login', { response: answer });
    expect(replay.status).toBe(400);
    expect((await agent.get('/api/user')).status).toBe(401);
  });

  it('removing the last passkey removes the recovery codes too', async () => {
    const { agent, user } = await loggedInUser(t);
    expect((await addPasskey(agent, new SoftAuthenticator('cms.test', 'http://cms.test'))).status).toBe(200);
    const id = (await agent.get('/api/auth/two-factor/status')).body.data.passkeys[0].id;
    const { agent: other } = await loggedInUser(t);
    expect((await other.delete(`/api/auth/two-factor/passkey/${id}`)).status).toBe(404);
    expect((await agent.delete(`/api/auth/two-factor/passkey/${id}`)).status).toBe(200);
    expect((await agent.get('/api/auth/two-factor/status')).body.data).toMatchObject({ passkeys: [], recoveryCodesLeft: 0 });
    await agent.post('/api/auth/logout');
    expect((await passwordStep(agent, user.email, user.password)).User.ID).toBe(user.id);
  });
});
