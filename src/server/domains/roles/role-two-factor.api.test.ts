import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUser, loggedInUser } from '../../test-support/fixtures.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { passwordStep, setUpTotp } from '../../test-support/two-factor.ts';

/**
 * Issue 15: when a role comes to require a second factor, its users who are signed in without one
 * are signed out at once; signing in again takes them through the setup stage, as for anyone
 * whose role requires a factor they lack. Users who have a factor keep their sessions.
 */
let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

const signedIn = async (agent: TestAgent) => (await agent.get('/api/user')).status === 200;

async function membersOf(roleId: number) {
  const withoutFactor = await loggedInUser(t, { role: roleId });
  const withFactor = await loggedInUser(t, { role: roleId });
  await setUpTotp(withFactor.agent);
  const otherRole = await loggedInUser(t, { role: 'Editor' });
  return { withoutFactor, withFactor, otherRole };
}

describe('a role comes to require two-factor sign-in', () => {
  it('PUT /role/{id}/two-factor: members without a factor are signed out and must set one up', async () => {
    const roleId = await createRole(t, ['create-page']);
    const { withoutFactor, withFactor, otherRole } = await membersOf(roleId);
    const response = await admin.put(`/api/role/${roleId}/two-factor`, { requireTwoFactor: true });
    expect(response.status, JSON.stringify(response.body)).toBe(200);

    const refused = await withoutFactor.agent.get('/api/user');
    expect(refused.status).toBe(401);
    expect(refused.body.Errors).toEqual([{ code: 'G_04' }]);
    expect(await t.deps.db.selectFrom('sessions').select('sid').where('user_id', '=', withoutFactor.user.id).execute()).toEqual([]);
    expect(await signedIn(withFactor.agent)).toBe(true);
    expect(await signedIn(otherRole.agent)).toBe(true);
    expect(await signedIn(admin)).toBe(true);

    const again = await passwordStep(withoutFactor.agent, withoutFactor.user.email, withoutFactor.user.password);
    expect(again.TwoFactor).toEqual({ stage: 'setup', methods: [] });
  });

  it('PUT /role/{id} with requireTwoFactor: true does the same', async () => {
    const roleId = await createRole(t, ['create-page']);
    const { withoutFactor, withFactor } = await membersOf(roleId);
    const response = await admin.put(`/api/role/${roleId}`, {
      name: `Strict ${roleId}`,
      permissions: ['create-page'],
      requireTwoFactor: true,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(await signedIn(withoutFactor.agent)).toBe(false);
    expect(await signedIn(withFactor.agent)).toBe(true);
  });

  it('turning the requirement off, or saving a role that does not require it, signs nobody out', async () => {
    const roleId = await createRole(t, ['create-page']);
    const { withoutFactor } = await membersOf(roleId);
    expect((await admin.put(`/api/role/${roleId}/two-factor`, { requireTwoFactor: false })).status).toBe(200);
    expect((await admin.put(`/api/role/${roleId}`, { name: `Lenient ${roleId}`, permissions: ['create-page'] })).status).toBe(200);
    expect(await signedIn(withoutFactor.agent)).toBe(true);
  });

  it('a user moved into a role that requires a factor they lack is signed out', async () => {
    const strict = await createRole(t, ['create-page']);
    expect((await admin.put(`/api/role/${strict}/two-factor`, { requireTwoFactor: true })).status).toBe(200);
    const { user, agent } = await loggedInUser(t, { role: 'Editor' });
    const moved = await admin.put(`/api/user/${user.id}`, { email: user.email, role: strict, profile: { name: 'Moved Mia' } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await signedIn(agent)).toBe(false);
    expect((await passwordStep(agent, user.email, user.password)).TwoFactor).toEqual({ stage: 'setup', methods: [] });

    // With a factor, the move keeps the session.
    const other = await createUser(t, { role: 'Editor' });
    const otherAgent = t.agent();
    await otherAgent.login(other.email, other.password);
    await setUpTotp(otherAgent);
    expect((await admin.put(`/api/user/${other.id}`, { email: other.email, role: strict, profile: { name: 'Moved Max' } })).status).toBe(
      200,
    );
    expect(await signedIn(otherAgent)).toBe(true);
  });

  it('an administrator requiring it for their own role keeps the session making the change; their others end', async () => {
    const roles = (await admin.get('/api/role/list')).body.data.items as { id: number; system: boolean }[];
    const administrator = roles.find((role) => role.system)!;
    const otherDevice = await t.adminAgent();
    try {
      expect((await admin.put(`/api/role/${administrator.id}/two-factor`, { requireTwoFactor: true })).status).toBe(200);
      expect(await signedIn(admin)).toBe(true);
      expect(await signedIn(otherDevice)).toBe(false);
    } finally {
      expect((await admin.put(`/api/role/${administrator.id}/two-factor`, { requireTwoFactor: false })).status).toBe(200);
    }
  });
});
