import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-support/test-app.ts';
import type { TestAgent } from './test-support/test-agent.ts';
import { createUser, loggedInUser, roleId, uniqueEmail, type FixtureUser } from './test-support/fixtures.ts';
import { setUpTotp } from './test-support/two-factor.ts';

/**
 * Regression tests for the attacks tried against the CMS (issue 15): forged requests, an editor
 * trying to raise their own rights, and open redirects. Each attack must be refused *and* leave
 * nothing changed, so a check that answered 403 after doing the work would still be caught.
 */

let t: TestApp;
let admin: TestAgent;
let editorRole: number;
let administratorRole: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  editorRole = await roleId(t, 'Editor');
  administratorRole = await roleId(t, 'Administrator');
});
afterAll(async () => {
  await t.close();
});

const G_03 = { Success: false, Errors: [{ code: 'G_03' }] };
const userName = async (id: number): Promise<string> => (await admin.get(`/api/user/${id}`)).body.user.profile.name;
const roleNames = async (): Promise<string[]> =>
  (await admin.get('/api/role/list')).body.data.items.map((role: { name: string }) => role.name);

/** A mutating request and how to tell afterwards that it did not happen. */
interface Target {
  name: string;
  method: 'POST' | 'PUT' | 'DELETE';
  url: (victim: FixtureUser) => string;
  body: (victim: FixtureUser) => Record<string, unknown>;
  unchanged: (victim: FixtureUser) => Promise<void>;
}

const targets: Target[] = [
  {
    name: 'rename a user',
    method: 'PUT',
    url: (victim) => `/api/user/${victim.id}`,
    body: (victim) => ({ email: victim.email, role: administratorRole, profile: { name: 'Forged', jobTitle: '' } }),
    unchanged: async (victim) => {
      expect(await userName(victim.id)).toBe('CSRF Victim');
      expect((await admin.get(`/api/user/${victim.id}`)).body.user.role.id).toBe(editorRole);
    },
  },
  {
    name: 'create a role',
    method: 'POST',
    url: () => '/api/role',
    body: () => ({ name: 'Forged role', permissions: ['manage-users'] }),
    unchanged: async () => expect(await roleNames()).not.toContain('Forged role'),
  },
  {
    name: 'delete a user',
    method: 'DELETE',
    url: (victim) => `/api/user/${victim.id}`,
    body: () => ({}),
    unchanged: async (victim) => expect((await admin.get(`/api/user/${victim.id}`)).status).toBe(200),
  },
  {
    name: 'create a page',
    method: 'POST',
    url: () => '/api/page/create',
    body: () => ({ title: 'Forged page', slug: 'forged-page', type: 'blank', locale: 'nl-nl' }),
    unchanged: async () => {
      const pages = await t.deps.db.selectFrom('pages').select('id').where('slug', '=', 'forged-page').execute();
      expect(pages).toHaveLength(0);
    },
  },
];

/** Forgeries an attacker's page could send with the administrator's cookie. */
const variants: [string, (agent: TestAgent, target: Target, victim: FixtureUser) => Promise<{ status: number; body: unknown }>][] = [
  [
    'no token header',
    (agent, target, victim) => {
      agent.sendCsrf = false;
      return agent.request(target.method, target.url(victim), { payload: target.body(victim) });
    },
  ],
  [
    'a wrong token',
    (agent, target, victim) => {
      agent.csrfToken = 'not-the-right-token';
      return agent.request(target.method, target.url(victim), { payload: target.body(victim) });
    },
  ],
  [
    "another session's token",
    async (agent, target, victim) => {
      const other = t.agent();
      await other.get('/api/auth/user');
      agent.csrfToken = other.csrfToken;
      return agent.request(target.method, target.url(victim), { payload: target.body(victim) });
    },
  ],
  [
    'the token in the query string',
    (agent, target, victim) => {
      const token = encodeURIComponent(agent.csrfToken ?? '');
      agent.sendCsrf = false;
      return agent.request(target.method, `${target.url(victim)}?_csrf=${token}&csrf=${token}&csrfToken=${token}`, {
        payload: target.body(victim),
      });
    },
  ],
  [
    'the token as a form field',
    (agent, target, victim) => {
      const form = new URLSearchParams({ _csrf: agent.csrfToken ?? '', csrf: agent.csrfToken ?? '' });
      for (const [key, value] of Object.entries(target.body(victim))) form.set(key, String(value));
      agent.sendCsrf = false;
      return agent.request(target.method, target.url(victim), {
        payload: form.toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    },
  ],
  [
    'a text/plain body without token (a "simple" cross-site request)',
    (agent, target, victim) => {
      agent.sendCsrf = false;
      // No X-Requested-With either: a plain <form enctype="text/plain"> cannot set headers.
      return agent.request(target.method, target.url(victim), {
        payload: JSON.stringify(target.body(victim)),
        headers: { 'content-type': 'text/plain', 'x-requested-with': '' },
      });
    },
  ],
];

describe('CSRF variants on mutating routes', () => {
  for (const target of targets) {
    it.each(variants)(`${target.name}: %s gives 403 G_03 and changes nothing`, async (_name, send) => {
      const victim = await createUser(t, { name: 'CSRF Victim', role: 'Editor' });
      const agent = await t.adminAgent();
      const response = await send(agent, target, victim);
      expect(response.status).toBe(403);
      expect(response.body).toEqual(G_03);
      await target.unchanged(victim);
      // The forged request did not end the session either.
      expect((await agent.get('/api/user')).status).toBe(200);
    });
  }
  // Control: with the real header the same requests do go through, so the `unchanged` checks
  // above would notice a forged request that had been carried out.
  it.each(targets.map((target) => [target.name, target] as const))('%s with the right token succeeds', async (_name, target) => {
    const victim = await createUser(t, { name: 'CSRF Victim', role: 'Editor' });
    const agent = await t.adminAgent();
    const response = await agent.request(target.method, target.url(victim), { payload: target.body(victim) });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    await expect(target.unchanged(victim)).rejects.toThrow();
  });
});

describe('role escalation by an editor', () => {
  it('cannot change their own role', async () => {
    const { user, agent } = await loggedInUser(t, { role: 'Editor', name: 'Climber' });
    const response = await agent.put(`/api/user/${user.id}`, {
      email: user.email,
      role: administratorRole,
      profile: { name: 'Climber', jobTitle: '' },
    });
    expect(response.status).toBe(403);
    expect((await agent.get('/api/user')).body.role.id).toBe(editorRole);
    expect((await agent.get('/api/role/list')).status).toBe(403);
  });

  it('cannot grant permissions to a role, not even their own', async () => {
    const { agent } = await loggedInUser(t, { role: 'Editor' });
    const before = (await admin.get('/api/role/list')).body.data.items;
    const grant = await agent.put(`/api/role/${editorRole}`, { name: 'Editor', permissions: ['manage-users', 'create-page'] });
    expect(grant.status).toBe(403);
    const create = await agent.post('/api/role', { name: 'Editor plus', permissions: ['manage-users'] });
    expect(create.status).toBe(403);
    expect((await admin.get('/api/role/list')).body.data.items).toEqual(before);
    // Their own session did not pick up anything either.
    const mine = (await agent.get('/api/user')).body.role.permissions.map((p: { name: string }) => p.name);
    expect(mine).not.toContain('manage-users');
  });

  it('cannot create an administrator, neither by invitation nor directly', async () => {
    const { agent } = await loggedInUser(t, { role: 'Editor' });
    const direct = uniqueEmail('escalate');
    const invited = uniqueEmail('escalate');
    const created = await agent.post('/api/user', { email: direct, role: administratorRole, profile: { name: 'Sidekick', jobTitle: '' } });
    expect(created.status).toBe(403);
    const registered = await agent.post('/api/auth/register', { name: 'Sidekick', email: invited, role: administratorRole, jobTitle: '' });
    expect(registered.status).toBe(403);
    for (const email of [direct, invited]) {
      const found = await admin.get(`/api/user/list?searchTerm=${encodeURIComponent(email)}`);
      expect(found.status).toBe(200);
      expect(found.body.data.totalItems).toBe(0);
    }
  });

  it('cannot edit or delete the system role; an administrator cannot edit it either', async () => {
    const { agent } = await loggedInUser(t, { role: 'Editor' });
    const before = (await admin.get('/api/role/list')).body.data.items;
    expect((await agent.put(`/api/role/${administratorRole}`, { name: 'Administrator', permissions: [] })).status).toBe(403);
    expect((await agent.delete(`/api/role/${administratorRole}`)).status).toBe(403);
    const byAdmin = await admin.put(`/api/role/${administratorRole}`, { name: 'Administrator', permissions: ['create-page'] });
    expect(byAdmin.status).toBe(400);
    expect((await admin.get('/api/role/list')).body.data.items).toEqual(before);
  });

  it("cannot reset another user's second factor", async () => {
    const victim = await loggedInUser(t, { role: 'Editor' });
    await setUpTotp(victim.agent);
    const { agent } = await loggedInUser(t, { role: 'Editor' });
    const response = await agent.post(`/api/user/${victim.user.id}/reset-two-factor`);
    expect(response.status).toBe(403);
    // The victim keeps their factor and their session (a reset would end it).
    const status = await victim.agent.get('/api/auth/two-factor/status');
    expect(status.status).toBe(200);
    expect(status.body.data).toMatchObject({ totp: true });
  });
});

describe('open redirects', () => {
  // The only redirect the server builds from input is POST /consent's `return` (SPEC 4, no JS).
  const consent = (returnTo: string) =>
    t.app.inject({
      method: 'POST',
      url: '/consent',
      payload: `choice=all&return=${encodeURIComponent(returnTo)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });

  it.each([
    '/.//evil.example/login',
    '/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/x/..//evil.example/',
    'https://evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/%2f/evil.example',
    'javascript:alert(1)',
    ' //evil.example',
  ])('return=%s keeps the visitor on the site', async (returnTo) => {
    const response = await consent(returnTo);
    expect(response.statusCode).toBe(303);
    const location = String(response.headers.location);
    // A browser resolves the Location against the site; it must land on the site's own origin.
    const resolved = new URL(location, 'http://cms.test/');
    expect(resolved.origin).toBe('http://cms.test');
    expect(location).toMatch(/^\/(?![/\\])/);
  });

  it('a same-site path is kept', async () => {
    expect((await consent('/projecten?x=1')).headers.location).toBe('/projecten?x=1');
  });
});
