import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../../shared/permissions.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createRole, createUser, loggedInUser, roleId } from '../../test-support/fixtures.ts';

let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => {
  await t.close();
});

const failure = (...errors: object[]) => ({ Success: false, Errors: errors });
const uniqueName = (prefix = 'Role') => `${prefix} ${randomBytes(4).toString('hex')}`;
const permissionNames = (role: { permissions: { name: string }[] }) => role.permissions.map((p) => p.name).sort();

describe('GET /api/role/list', () => {
  it('shows the seeded roles with their permissions to an administrator', async () => {
    const response = await admin.get('/api/role/list');
    expect(response.status).toBe(200);
    const items: { name: string; system: boolean; userCount: number; permissions: { name: string }[] }[] = response.body.data.items;
    const byName = new Map(items.map((role) => [role.name, role]));
    expect(permissionNames(byName.get('Administrator')!)).toEqual([...PERMISSIONS].sort());
    expect(byName.get('Administrator')!.system).toBe(true);
    expect(byName.get('Administrator')!.userCount).toBeGreaterThanOrEqual(1);
    expect(permissionNames(byName.get('Editor')!)).toEqual(['create-page', 'manage-media', 'manage-menu', 'manage-tags']);
    expect(permissionNames(byName.get('Reviewer')!)).toEqual(['create-page', 'manage-media', 'publish-page', 'review-publication']);
    expect(byName.get('Editor')!.system).toBe(false);
  });

  it('gives 403 UM_01 to an editor and 401 to anonymous', async () => {
    const { agent } = await loggedInUser(t, { role: 'Editor' });
    const response = await agent.get('/api/role/list');
    expect(response.status).toBe(403);
    expect(response.body).toEqual(failure({ code: 'UM_01' }));
    expect((await t.agent().get('/api/role/list')).status).toBe(401);
  });

  it('permissions lists every known permission', async () => {
    const response = await admin.get('/api/role/permissions');
    expect(response.status).toBe(200);
    expect(response.body.data.items).toEqual([...PERMISSIONS]);
  });
});

describe('POST /api/role', () => {
  it('creates a role with the given permissions, without duplicates', async () => {
    const name = uniqueName();
    const response = await admin.post('/api/role', { name, permissions: ['create-page', 'manage-menu', 'create-page'] });
    expect(response.status).toBe(200);
    expect(response.body.role).toMatchObject({ name, system: false, userCount: 0 });
    expect(permissionNames(response.body.role)).toEqual(['create-page', 'manage-menu']);
    const listed = (await admin.get('/api/role/list')).body.data.items.find((role: { name: string }) => role.name === name);
    expect(listed.id).toBe(response.body.role.id);
  });

  it('creates a role without permissions', async () => {
    const response = await admin.post('/api/role', { name: uniqueName(), permissions: [] });
    expect(response.status).toBe(200);
    expect(response.body.role.permissions).toEqual([]);
  });

  it.each([
    [{ permissions: [] }, { code: 'V_01', property: 'name' }],
    [
      { name: '', permissions: [] },
      { code: 'V_01', property: 'name' },
    ],
    [
      { name: '   ', permissions: [] },
      { code: 'V_01', property: 'name' },
    ],
    [
      { name: 'x'.repeat(81), permissions: [] },
      { code: 'V_14', property: 'name' },
    ],
    [{ name: 'Fine name' }, { code: 'V_12', property: 'permissions' }],
    [
      { name: 'Fine name', permissions: 'create-page' },
      { code: 'V_12', property: 'permissions' },
    ],
    [
      { name: 'Fine name', permissions: ['create-page', 'launch-rockets'] },
      { code: 'V_12', property: 'permissions.1' },
    ],
  ])('bad input %j gives 400 %j', async (body, error) => {
    const response = await admin.post('/api/role', body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure(error));
  });

  it('a taken name, in any case, gives 409 V_06 property name', async () => {
    for (const name of ['Editor', 'editor', 'ADMINISTRATOR']) {
      const response = await admin.post('/api/role', { name, permissions: [] });
      expect(response.status, name).toBe(409);
      expect(response.body).toEqual(failure({ code: 'V_06', property: 'name' }));
    }
  });

  it('gives 403 UM_01 to an editor', async () => {
    const { agent } = await loggedInUser(t, { role: 'Editor' });
    const response = await agent.post('/api/role', { name: uniqueName(), permissions: [] });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(failure({ code: 'UM_01' }));
  });

  it('nobody grants a permission they do not hold', async () => {
    const managerRole = await createRole(t, ['manage-users', 'create-page']);
    const { agent } = await loggedInUser(t, { role: managerRole });
    const escalate = await agent.post('/api/role', { name: uniqueName(), permissions: ['create-page', 'publish-page'] });
    expect(escalate.status).toBe(403);
    expect(escalate.body).toEqual(failure({ code: 'UM_01' }));
    const within = await agent.post('/api/role', { name: uniqueName(), permissions: ['create-page'] });
    expect(within.status).toBe(200);
  });
});

describe('PUT /api/role/:id', () => {
  it('renames a role and replaces its permissions; its users get them at once', async () => {
    const id = await createRole(t, ['create-page']);
    const { agent } = await loggedInUser(t, { role: id });
    const name = uniqueName('Renamed');
    const response = await admin.put(`/api/role/${id}`, { name, permissions: ['manage-media', 'manage-tags'] });
    expect(response.status).toBe(200);
    expect(response.body.role).toMatchObject({ id, name, userCount: 1 });
    expect(permissionNames(response.body.role)).toEqual(['manage-media', 'manage-tags']);
    const me = await agent.get('/api/user');
    expect(me.body.role.name).toBe(name);
    expect(permissionNames(me.body.role)).toEqual(['manage-media', 'manage-tags']);
  });

  it('keeping its own name is not a conflict; another role’s name is (409 V_06)', async () => {
    const name = uniqueName();
    const id = await createRole(t, [], name);
    expect((await admin.put(`/api/role/${id}`, { name: name.toUpperCase(), permissions: [] })).status).toBe(200);
    const taken = await admin.put(`/api/role/${id}`, { name: 'Reviewer', permissions: [] });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual(failure({ code: 'V_06', property: 'name' }));
  });

  it('the system role cannot be changed: 400 V_07', async () => {
    const response = await admin.put(`/api/role/${await roleId(t, 'Administrator')}`, {
      name: 'Administrator',
      permissions: ['create-page'],
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure({ code: 'V_07' }));
    const list = (await admin.get('/api/role/list')).body.data.items;
    expect(permissionNames(list.find((role: { name: string }) => role.name === 'Administrator'))).toEqual([...PERMISSIONS].sort());
  });

  it('an unknown role gives 404 G_02; bad input 400', async () => {
    const unknown = await admin.put('/api/role/999999', { name: uniqueName(), permissions: [] });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(failure({ code: 'G_02' }));
    const id = await createRole(t, []);
    const bad = await admin.put(`/api/role/${id}`, { name: '', permissions: ['nope'] });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(failure({ code: 'V_01', property: 'name' }, { code: 'V_12', property: 'permissions.0' }));
  });

  it('nobody edits their own role, not even to lower it', async () => {
    const managerRole = await createRole(t, ['manage-users', 'create-page']);
    const { agent } = await loggedInUser(t, { role: managerRole });
    const response = await agent.put(`/api/role/${managerRole}`, {
      name: uniqueName(),
      permissions: ['manage-users', 'create-page', 'publish-page'],
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(failure({ code: 'UM_01' }));
    const lower = await agent.put(`/api/role/${managerRole}`, { name: uniqueName(), permissions: ['manage-users'] });
    expect(lower.status).toBe(403);
  });

  it('nobody adds a permission they lack to another role', async () => {
    const managerRole = await createRole(t, ['manage-users', 'create-page']);
    const { agent } = await loggedInUser(t, { role: managerRole });
    const target = await createRole(t, ['create-page']);
    const response = await agent.put(`/api/role/${target}`, { name: uniqueName(), permissions: ['create-page', 'publish-page'] });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(failure({ code: 'UM_01' }));
    expect((await agent.put(`/api/role/${target}`, { name: uniqueName(), permissions: [] })).status).toBe(200);
  });

  it('nobody changes a role that holds permissions they lack (it would strip more powerful users)', async () => {
    const managerRole = await createRole(t, ['manage-users', 'create-page']);
    const { agent } = await loggedInUser(t, { role: managerRole });
    const reviewer = await roleId(t, 'Reviewer');
    const response = await agent.put(`/api/role/${reviewer}`, { name: 'Reviewer', permissions: ['create-page'] });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(failure({ code: 'UM_01' }));
    const list = (await admin.get('/api/role/list')).body.data.items;
    expect(permissionNames(list.find((role: { id: number }) => role.id === reviewer))).toContain('publish-page');
  });

  it('gives 403 UM_01 to an editor', async () => {
    const { agent } = await loggedInUser(t, { role: 'Editor' });
    const response = await agent.put(`/api/role/${await roleId(t, 'Editor')}`, { name: 'Editor', permissions: ['manage-users'] });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(failure({ code: 'UM_01' }));
  });
});

describe('DELETE /api/role/:id', () => {
  it('deletes an unused custom role', async () => {
    const id = await createRole(t, ['create-page']);
    const response = await admin.delete(`/api/role/${id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ Success: true, Errors: [] });
    expect((await admin.get('/api/role/list')).body.data.items.some((role: { id: number }) => role.id === id)).toBe(false);
    expect((await admin.delete(`/api/role/${id}`)).status).toBe(404);
  });

  it('the system role cannot be deleted: 400 V_07', async () => {
    const response = await admin.delete(`/api/role/${await roleId(t, 'Administrator')}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure({ code: 'V_07' }));
  });

  it('a role in use cannot be deleted: 400 V_07 with the number of users that hold it', async () => {
    const id = await createRole(t, ['create-page']);
    await createUser(t, { role: id });
    await createUser(t, { role: id });
    const response = await admin.delete(`/api/role/${id}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ ...failure({ code: 'V_07' }), usersCount: 2 });
  });

  it('an unknown role gives 404 G_02; an editor 403; anonymous 401', async () => {
    const unknown = await admin.delete('/api/role/999999');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(failure({ code: 'G_02' }));
    const id = await createRole(t, []);
    const { agent } = await loggedInUser(t, { role: 'Editor' });
    expect((await agent.delete(`/api/role/${id}`)).status).toBe(403);
    expect((await t.agent().delete(`/api/role/${id}`)).status).toBe(401);
  });
});
