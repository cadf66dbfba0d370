import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../lib/clock.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test-support/test-app.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createRole, createUser, deliverQueuedMail, loggedInUser, roleId, uniqueEmail } from '../../test-support/fixtures.ts';
import { insertUser } from './users.repository.ts';
import { auditWritesSettled } from '../audit/audit.hook.ts';

let t: TestApp;
let admin: TestAgent;
let adminId: number;
let editorRole: number;
let reviewerRole: number;
let administratorRole: number;
/** manage-users plus everything an Editor holds, but not publish-page or review-publication. */
let managerRole: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  adminId = (await admin.get('/api/user')).body.ID;
  editorRole = await roleId(t, 'Editor');
  reviewerRole = await roleId(t, 'Reviewer');
  administratorRole = await roleId(t, 'Administrator');
  managerRole = await createRole(t, ['manage-users', 'create-page', 'manage-media', 'manage-menu', 'manage-tags'], 'User Manager');
});
afterAll(async () => {
  await t.close();
});

const failure = (...errors: object[]) => ({ Success: false, Errors: errors });
const tag = () => randomBytes(4).toString('hex');
const saveBody = (overrides: { email?: string; role?: number; name?: string; jobTitle?: string } = {}) => ({
  email: overrides.email ?? uniqueEmail('saved'),
  role: overrides.role ?? editorRole,
  profile: { name: overrides.name ?? 'Saved User', jobTitle: overrides.jobTitle ?? 'Author' },
});

/** Users without a password hash: list tests need many rows and no logins. */
async function insertPlainUsers(
  rows: { name: string; email?: string; role?: number; jobTitle?: string; lastLoginAt?: string | null }[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const [index, row] of rows.entries()) {
    const created = new Date(Date.UTC(2024, 0, 1, 0, 0, index)).toISOString();
    ids.push(
      await insertUser(t.deps.db, {
        email: row.email ?? uniqueEmail('list'),
        password_hash: null,
        role_id: row.role ?? editorRole,
        name: row.name,
        job_title: row.jobTitle ?? '',
        image_file: null,
        language: 'en',
        active: 1,
        created_at: created,
        updated_at: created,
        last_login_at: row.lastLoginAt ?? null,
      }),
    );
  }
  return ids;
}

describe('GET /api/user', () => {
  it('gives 401 G_04 to an anonymous visitor', async () => {
    const response = await t.agent().get('/api/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual(failure({ code: 'G_04' }));
  });

  it('gives the current user with role.permissions', async () => {
    const response = await admin.get('/api/user');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ ID: adminId, email: TEST_ADMIN.email, role: { id: administratorRole, name: 'Administrator' } });
    expect(response.body.role.permissions).toContainEqual({ name: 'manage-users', parameters: null });
  });

  it('an editor sees their own permissions only', async () => {
    const { user, agent } = await loggedInUser(t, { role: 'Editor' });
    const response = await agent.get('/api/user');
    expect(response.body.ID).toBe(user.id);
    expect(response.body.role.permissions.map((p: { name: string }) => p.name)).not.toContain('manage-users');
  });
});

describe('GET /api/user/:id', () => {
  it('a user may read themselves but not others without manage-users', async () => {
    const { user, agent } = await loggedInUser(t);
    expect((await agent.get(`/api/user/${user.id}`)).body.user.ID).toBe(user.id);
    const other = await agent.get(`/api/user/${adminId}`);
    expect(other.status).toBe(403);
    expect(other.body).toEqual(failure({ code: 'UM_01' }));
  });

  it('an administrator reads anyone; an unknown id gives 404 UM_02', async () => {
    const user = await createUser(t, { name: 'Readable' });
    const response = await admin.get(`/api/user/${user.id}`);
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({
      ID: user.id,
      email: user.email,
      active: true,
      role: { id: editorRole, name: 'Editor' },
      profile: { name: 'Readable' },
    });
    expect(response.body.user).not.toHaveProperty('password_hash');
    expect((await admin.get('/api/user/999999')).body).toEqual(failure({ code: 'UM_02' }));
  });
});

describe('GET /api/user/list', () => {
  const list = (query: string) => admin.get(`/api/user/list?${query}`);
  const names = (response: { body: { data: { items: { profile: { name: string } }[] } } }) =>
    response.body.data.items.map((item) => item.profile.name);

  it('gives 401 anonymous and 403 UM_01 to an editor', async () => {
    expect((await t.agent().get('/api/user/list')).status).toBe(401);
    const { agent } = await loggedInUser(t);
    const response = await agent.get('/api/user/list');
    expect(response.status).toBe(403);
    expect(response.body).toEqual(failure({ code: 'UM_01' }));
  });

  it('pages through the results with the total count', async () => {
    const marker = `page${tag()}`;
    await insertPlainUsers(['A', 'B', 'C', 'D', 'E'].map((letter) => ({ name: `${marker} ${letter}` })));
    const first = await list(`searchTerm=${marker}&pageIndex=0&pageSize=2`);
    expect(first.status).toBe(200);
    expect(first.body.data.totalItems).toBe(5);
    expect(names(first)).toEqual([`${marker} A`, `${marker} B`]);
    expect(names(await list(`searchTerm=${marker}&pageIndex=1&pageSize=2`))).toEqual([`${marker} C`, `${marker} D`]);
    expect(names(await list(`searchTerm=${marker}&pageIndex=2&pageSize=2`))).toEqual([`${marker} E`]);
    const beyond = await list(`searchTerm=${marker}&pageIndex=3&pageSize=2`);
    expect(beyond.body.data).toEqual({ items: [], totalItems: 5 });
  });

  it('uses a page size of 25 when none is given', async () => {
    const marker = `size${tag()}`;
    await insertPlainUsers(Array.from({ length: 27 }, (_, i) => ({ name: `${marker} ${String(i).padStart(2, '0')}` })));
    const response = await list(`searchTerm=${marker}`);
    expect(response.body.data.items).toHaveLength(25);
    expect(response.body.data.totalItems).toBe(27);
  });

  it('lists items in the summary shape', async () => {
    const marker = `shape${tag()}`;
    const [id] = await insertPlainUsers([{ name: marker, jobTitle: 'Photographer' }]);
    const response = await list(`searchTerm=${marker}`);
    expect(response.body.data.items).toEqual([
      {
        ID: id,
        email: expect.any(String),
        role: { id: editorRole, name: 'Editor' },
        profile: { name: marker, jobTitle: 'Photographer', image: null },
        active: true,
        createdAt: expect.any(String),
        lastLoginAt: null,
      },
    ]);
  });

  it('searches name, e-mail and job title, case-insensitively', async () => {
    const marker = tag();
    const byName = `Name${marker}`;
    await insertPlainUsers([
      { name: byName },
      { name: 'Other', email: `mail${marker}@test.local` },
      { name: 'Third', jobTitle: `Job${marker}` },
    ]);
    expect(names(await list(`searchTerm=name${marker.toUpperCase()}`))).toEqual([byName]);
    expect(names(await list(`searchTerm=MAIL${marker}`))).toEqual(['Other']);
    expect(names(await list(`searchTerm=job${marker}`))).toEqual(['Third']);
    expect((await list(`searchTerm=${marker}`)).body.data.totalItems).toBe(3);
  });

  it('treats LIKE wildcards and backslashes in the search term literally', async () => {
    const marker = tag();
    await insertPlainUsers([
      { name: `${marker} 100% sure` },
      { name: `${marker} 1000 sure` },
      { name: `${marker} snake_case` },
      { name: `${marker} snakeXcase` },
      { name: `${marker} back\\slash` },
    ]);
    expect(names(await list(`searchTerm=${encodeURIComponent('100%')}`)).filter((n) => n.startsWith(marker))).toEqual([
      `${marker} 100% sure`,
    ]);
    expect(names(await list(`searchTerm=${encodeURIComponent(`${marker} %`)}`))).toEqual([]);
    expect(names(await list(`searchTerm=${encodeURIComponent('snake_case')}`)).filter((n) => n.startsWith(marker))).toEqual([
      `${marker} snake_case`,
    ]);
    expect(names(await list(`searchTerm=${encodeURIComponent(`${marker} ____ sure`)}`))).toEqual([]);
    expect(names(await list(`searchTerm=${encodeURIComponent('back\\slash')}`)).filter((n) => n.startsWith(marker))).toEqual([
      `${marker} back\\slash`,
    ]);
    expect(names(await list(`searchTerm=${encodeURIComponent("o'brien")}`))).toEqual([]);
  });

  describe('sorting', () => {
    const marker = `sort${tag()}`;
    interface Row {
      id: number;
      name: string;
      email: string;
      role: string;
      createdAt: number;
      lastLoginAt: string | null;
    }
    let rows: Row[] = [];

    beforeAll(async () => {
      const seed = [
        {
          name: 'delta',
          email: `c-${marker}@test.local`,
          role: reviewerRole,
          roleName: 'Reviewer',
          lastLoginAt: '2024-05-01T00:00:00.000Z',
        },
        { name: 'Alpha', email: `E-${marker}@test.local`, role: editorRole, roleName: 'Editor', lastLoginAt: null },
        {
          name: 'charlie',
          email: `a-${marker}@test.local`,
          role: administratorRole,
          roleName: 'Administrator',
          lastLoginAt: '2024-03-01T00:00:00.000Z',
        },
        { name: 'Bravo', email: `d-${marker}@test.local`, role: editorRole, roleName: 'Editor', lastLoginAt: null },
        {
          name: 'echo',
          email: `B-${marker}@test.local`,
          role: reviewerRole,
          roleName: 'Reviewer',
          lastLoginAt: '2024-04-01T00:00:00.000Z',
        },
      ];
      const ids = await insertPlainUsers(seed.map((row) => ({ ...row, jobTitle: marker })));
      rows = seed.map((row, index) => ({
        id: ids[index]!,
        name: row.name,
        email: row.email.toLowerCase(),
        role: row.roleName,
        createdAt: index,
        lastLoginAt: row.lastLoginAt,
      }));
    });

    /** Case-insensitive; a never-logged-in user counts as the oldest; ties keep id order. */
    function expected(column: keyof Row, order: 'asc' | 'desc'): string[] {
      const key = (row: Row) => {
        const value = row[column];
        return typeof value === 'string' ? value.toLowerCase() : value;
      };
      const compare = (a: Row, b: Row) => {
        const [x, y] = [key(a), key(b)];
        if (x === y) return 0;
        if (x === null) return -1;
        if (y === null) return 1;
        return x < y ? -1 : 1;
      };
      return [...rows].sort((a, b) => (order === 'asc' ? compare(a, b) : compare(b, a)) || a.id - b.id).map((row) => row.name);
    }

    it.each([
      ['name', 'name'],
      ['email', 'email'],
      ['role', 'role'],
      ['createdAt', 'createdAt'],
      ['lastLoginAt', 'lastLoginAt'],
    ] as const)('by %s, ascending and descending', async (columnToSort, field) => {
      for (const order of ['asc', 'desc'] as const) {
        const response = await list(`searchTerm=${marker}&columnToSort=${columnToSort}&sortOrder=${order}`);
        expect(response.status).toBe(200);
        expect(names(response), `${columnToSort} ${order}`).toEqual(expected(field, order));
      }
    });

    it('by name when no or an unknown column is given', async () => {
      expect(names(await list(`searchTerm=${marker}`))).toEqual(expected('name', 'asc'));
      expect(names(await list(`searchTerm=${marker}&columnToSort=password_hash&sortOrder=desc`))).toEqual(expected('name', 'desc'));
    });
  });

  it.each([
    'pageSize=0',
    'pageSize=1000',
    'pageSize=abc',
    'pageIndex=-1',
    'pageIndex=1.5',
    'sortOrder=sideways',
    `searchTerm=${'x'.repeat(201)}`,
    `columnToSort=${'x'.repeat(65)}`,
  ])('bad parameter %s gives 400', async (query) => {
    const response = await list(query);
    expect(response.status).toBe(400);
    expect(response.body.Success).toBe(false);
    expect(response.body.Errors[0].property).toBe(query.split('=')[0]);
  });
});

describe('POST /api/user', () => {
  it('creates an inactive user and mails an activation link', async () => {
    const body = saveBody({ name: 'Created Person', jobTitle: 'Editor in chief' });
    const response = await admin.post('/api/user', body);
    expect(response.status).toBe(200);
    expect(response.body.Success).toBe(true);
    expect(response.body.user).toMatchObject({
      email: body.email,
      active: false,
      role: { id: editorRole },
      profile: { name: 'Created Person', jobTitle: 'Editor in chief', image: null },
    });
    await deliverQueuedMail(t);
    const mails = t.mails.sent.filter((mail) => mail.to === body.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('/cmsadmin/activate-account?token=');
    expect(mails[0]!.text).toContain('Created Person');
  });

  it('stores the e-mail address in lower case', async () => {
    const email = uniqueEmail('Mixed').replace('mixed', 'MiXeD');
    const response = await admin.post('/api/user', saveBody({ email }));
    expect(response.body.user.email).toBe(email.toLowerCase());
  });

  it('a taken e-mail address, in any case, gives 409 V_06 property email', async () => {
    const existing = await createUser(t);
    const response = await admin.post('/api/user', saveBody({ email: existing.email.toUpperCase() }));
    expect(response.status).toBe(409);
    expect(response.body).toEqual(failure({ code: 'V_06', property: 'email' }));
  });

  it('simultaneous creations with one address: one wins, the other gets 409', async () => {
    const body = saveBody();
    const results = await Promise.all([admin.post('/api/user', body), (await t.adminAgent()).post('/api/user', body)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it.each([
    [{ role: 999999 }, { code: 'V_12', property: 'role' }],
    [{ role: 'admin' }, { code: 'V_12', property: 'role' }],
    [{ role: 0 }, { code: 'V_12', property: 'role' }],
    [{ email: '' }, { code: 'V_01', property: 'email' }],
    [{ email: 'x@' }, { code: 'V_02', property: 'email' }],
    [{ profile: { name: '' } }, { code: 'V_01', property: 'profile.name' }],
    [{ profile: { name: '   ' } }, { code: 'V_01', property: 'profile.name' }],
    [{ profile: undefined }, { code: 'V_12', property: 'profile' }],
    [{ profile: { name: 'x', jobTitle: 'y'.repeat(121) } }, { code: 'V_14', property: 'profile.jobTitle' }],
    [{ language: 'xx' }, { code: 'V_12', property: 'language' }],
  ])('bad input %j gives 400 %j', async (overrides, error) => {
    const response = await admin.post('/api/user', { ...saveBody(), ...overrides });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure(error));
  });

  it('gives 403 UM_01 without manage-users and 401 anonymous', async () => {
    const { agent } = await loggedInUser(t);
    const body = saveBody();
    const response = await agent.post('/api/user', body);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(failure({ code: 'UM_01' }));
    expect((await t.agent().post('/api/user', body)).status).toBe(401);
    expect((await admin.get('/api/user/list?searchTerm=' + encodeURIComponent(body.email))).body.data.totalItems).toBe(0);
  });

  it('a manager without publish-page cannot hand out the Administrator or Reviewer role', async () => {
    const { agent } = await loggedInUser(t, { role: managerRole });
    for (const role of [administratorRole, reviewerRole]) {
      const response = await agent.post('/api/user', saveBody({ role }));
      expect(response.status).toBe(403);
      expect(response.body).toEqual(failure({ code: 'UM_01' }));
    }
    expect((await agent.post('/api/user', saveBody({ role: editorRole }))).status).toBe(200);
  });
});

describe('PUT /api/user/:id', () => {
  it('an administrator edits another user', async () => {
    const user = await createUser(t);
    const email = uniqueEmail('edited');
    const response = await admin.put(
      `/api/user/${user.id}`,
      saveBody({ email, role: reviewerRole, name: 'Edited Name', jobTitle: 'Reviewer' }),
    );
    expect(response.status).toBe(200);
    expect(response.body.Success).toBe(true);
    expect(response.body.user).toMatchObject({
      ID: user.id,
      email,
      role: { id: reviewerRole, name: 'Reviewer' },
      profile: { name: 'Edited Name', jobTitle: 'Reviewer' },
    });
    expect((await t.agent().post('/api/auth/login', { email, password: user.password })).status).toBe(200);
  });

  it('a user edits their own name, job title and e-mail address', async () => {
    const { user, agent } = await loggedInUser(t, { role: 'Editor' });
    const email = uniqueEmail('self');
    const response = await agent.put(
      `/api/user/${user.id}`,
      // A new address of one's own needs the current password (email-change.api.test.ts).
      { ...saveBody({ email, role: editorRole, name: 'My New Name', jobTitle: 'Writer' }), currentPassword: user.password },
    );
    expect(response.status).toBe(200);
    const me = await agent.get('/api/user');
    expect(me.body).toMatchObject({ email, profile: { name: 'My New Name', jobTitle: 'Writer' }, role: { id: editorRole } });
  });

  it('nobody changes their own role: editor and administrator get 403 UM_01', async () => {
    const { user, agent } = await loggedInUser(t, { role: 'Editor' });
    const raise = await agent.put(`/api/user/${user.id}`, saveBody({ email: user.email, role: administratorRole }));
    expect(raise.status).toBe(403);
    expect(raise.body).toEqual(failure({ code: 'UM_01' }));
    expect((await agent.get('/api/user')).body.role.id).toBe(editorRole);

    const lower = await admin.put(`/api/user/${adminId}`, saveBody({ email: TEST_ADMIN.email, role: editorRole, name: 'Administrator' }));
    expect(lower.status).toBe(403);
    expect(lower.body).toEqual(failure({ code: 'UM_01' }));
  });

  it('an editor cannot edit someone else, and learns nothing about unknown ids', async () => {
    const { agent } = await loggedInUser(t, { role: 'Editor' });
    const other = await createUser(t, { name: 'Untouched' });
    const response = await agent.put(`/api/user/${other.id}`, saveBody({ email: other.email, name: 'Hacked' }));
    expect(response.status).toBe(403);
    expect(response.body).toEqual(failure({ code: 'UM_01' }));
    expect((await admin.get(`/api/user/${other.id}`)).body.user.profile.name).toBe('Untouched');
    const unknown = await agent.put('/api/user/999999', saveBody());
    expect(unknown.status).toBe(403);
  });

  it('a manager without publish-page cannot edit an administrator nor make someone one', async () => {
    const { agent } = await loggedInUser(t, { role: managerRole });
    const otherAdmin = await createUser(t, { role: 'Administrator', name: 'Second Admin' });
    const editAdmin = await agent.put(
      `/api/user/${otherAdmin.id}`,
      saveBody({ email: otherAdmin.email, role: administratorRole, name: 'Renamed' }),
    );
    expect(editAdmin.status).toBe(403);
    expect(editAdmin.body).toEqual(failure({ code: 'UM_01' }));
    const demoteAdmin = await agent.put(`/api/user/${otherAdmin.id}`, saveBody({ email: otherAdmin.email, role: editorRole }));
    expect(demoteAdmin.status).toBe(403);

    const editor = await createUser(t, { role: 'Editor' });
    const promote = await agent.put(`/api/user/${editor.id}`, saveBody({ email: editor.email, role: administratorRole }));
    expect(promote.status).toBe(403);
    expect(promote.body).toEqual(failure({ code: 'UM_01' }));
    expect((await admin.get(`/api/user/${editor.id}`)).body.user.role.id).toBe(editorRole);
    // What the manager may do: edit an editor within their own rights.
    expect((await agent.put(`/api/user/${editor.id}`, saveBody({ email: editor.email, role: editorRole, name: 'Fine' }))).status).toBe(200);
  });

  it("another user's e-mail address gives 409 V_06; one's own in another case is fine", async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const taken = await admin.put(`/api/user/${user.id}`, saveBody({ email: other.email.toUpperCase() }));
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual(failure({ code: 'V_06', property: 'email' }));
    expect((await admin.put(`/api/user/${user.id}`, saveBody({ email: user.email.toUpperCase() }))).status).toBe(200);
  });

  it('an unknown id gives 404 UM_02; an unknown role 400 V_12', async () => {
    const unknown = await admin.put('/api/user/999999', saveBody());
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(failure({ code: 'UM_02' }));
    const user = await createUser(t);
    const badRole = await admin.put(`/api/user/${user.id}`, saveBody({ email: user.email, role: 999999 }));
    expect(badRole.status).toBe(400);
    expect(badRole.body).toEqual(failure({ code: 'V_12', property: 'role' }));
  });

  it('bad input gives 400 with properties', async () => {
    const user = await createUser(t);
    const response = await admin.put(`/api/user/${user.id}`, { email: 'bad', role: editorRole, profile: { name: '' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure({ code: 'V_02', property: 'email' }, { code: 'V_01', property: 'profile.name' }));
  });

  it('gives 401 anonymous', async () => {
    const response = await t.agent().put(`/api/user/${adminId}`, saveBody());
    expect(response.status).toBe(401);
    expect(response.body).toEqual(failure({ code: 'G_04' }));
  });
});

describe('PUT /api/user/language', () => {
  it('sets the interface language; an unknown one gives 400 V_12', async () => {
    const { agent } = await loggedInUser(t);
    expect((await agent.put('/api/user/language', { language: 'nl' })).status).toBe(200);
    expect((await agent.get('/api/user')).body.language).toBe('nl');
    const bad = await agent.put('/api/user/language', { language: 'klingon' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(failure({ code: 'V_12', property: 'language' }));
    expect((await t.agent().put('/api/user/language', { language: 'nl' })).status).toBe(401);
  });
});

describe('PUT /api/user/password', () => {
  const change = (agent: TestAgent, currentPassword: string, newPassword: string, confirmNewPassword = newPassword) =>
    agent.put('/api/user/password', { currentPassword, newPassword, confirmNewPassword });

  it('a wrong current password gives 400 AUTH_02 property currentPassword', async () => {
    const { agent } = await loggedInUser(t);
    const response = await change(agent, 'Not-My-Password!1', 'New-Password!123');
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure({ code: 'AUTH_02', property: 'currentPassword' }));
  });

  it.each([
    ['New-Password!123', 'Other-Password!123', { code: 'V_08', property: 'confirmNewPassword' }],
    ['new-password!123', 'new-password!123', { code: 'V_09', property: 'newPassword' }],
    ['NewPassword123', 'NewPassword123', { code: 'V_09', property: 'newPassword' }],
    ['New-Pw!1', 'New-Pw!1', { code: 'V_10', property: 'newPassword' }],
    [`N!${'x'.repeat(253)}`, `N!${'x'.repeat(253)}`, { code: 'V_11', property: 'newPassword' }],
    [
      '',
      '',
      [
        { code: 'V_01', property: 'newPassword' },
        { code: 'V_01', property: 'confirmNewPassword' },
      ],
    ],
  ])('new password %s / %s gives 400 %j', async (newPassword, confirm, error) => {
    const { user, agent } = await loggedInUser(t);
    const response = await change(agent, user.password, newPassword, confirm);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure(...[error].flat()));
    // Nothing changed.
    expect((await t.agent().post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(200);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const { user, agent } = await loggedInUser(t);
    const otherDevice = t.agent();
    await otherDevice.login(user.email, user.password);
    const newPassword = 'Changed-Password!9';
    const response = await change(agent, user.password, newPassword);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ Success: true, Errors: [] });
    expect((await agent.get('/api/user')).status).toBe(200);
    expect((await otherDevice.get('/api/user')).status).toBe(401);
    expect((await t.agent().post('/api/auth/login', { email: user.email, password: user.password })).status).toBe(401);
    expect((await t.agent().post('/api/auth/login', { email: user.email, password: newPassword })).status).toBe(200);
    // Other users keep their sessions.
    expect((await admin.get('/api/user')).status).toBe(200);
  });

  it('gives 401 anonymous', async () => {
    const response = await change(t.agent(), 'x', 'New-Password!123');
    expect(response.status).toBe(401);
    expect(response.body).toEqual(failure({ code: 'G_04' }));
  });
});

describe('DELETE /api/user/:id', () => {
  it('nobody deletes themselves: 400 V_07', async () => {
    const response = await admin.delete(`/api/user/${adminId}`);
    expect(response.status).toBe(400);
    expect(response.body).toEqual(failure({ code: 'V_07' }));
    expect((await admin.get('/api/user')).status).toBe(200);
  });

  it('deletes another user, ends their sessions and their login fails', async () => {
    const { user, agent } = await loggedInUser(t);
    // Audit entries and tokens of the user do not block the deletion.
    await t.agent().post('/api/auth/forgot-password', { email: user.email });
    const response = await admin.delete(`/api/user/${user.id}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ Success: true, Errors: [] });
    expect((await agent.get('/api/user')).status).toBe(401);
    expect((await agent.post('/api/auth/user')).body).toEqual({ ID: 0 });
    const login = await t.agent().post('/api/auth/login', { email: user.email, password: user.password });
    expect(login.status).toBe(401);
    expect(login.body).toEqual(failure({ code: 'AUTH_01' }));
    expect((await admin.get(`/api/user/${user.id}`)).status).toBe(404);
    const sessions = await t.deps.db.selectFrom('sessions').select('sid').where('user_id', '=', user.id).execute();
    expect(sessions).toEqual([]);
  });

  it('keeps the audit trail of the person who deleted', async () => {
    const user = await createUser(t);
    expect((await admin.delete(`/api/user/${user.id}`)).status).toBe(200);
    await auditWritesSettled(t.app);
    const entries = await t.deps.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.delete')
      .where('user_id', '=', adminId)
      .execute();
    expect(entries.some((entry) => entry.object_type === 'user' && entry.object_id === String(user.id))).toBe(true);
  });

  it('an editor gets 403 UM_01; anonymous 401', async () => {
    const { agent } = await loggedInUser(t);
    const victim = await createUser(t);
    const response = await agent.delete(`/api/user/${victim.id}`);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(failure({ code: 'UM_01' }));
    expect((await t.agent().delete(`/api/user/${victim.id}`)).status).toBe(401);
    expect((await admin.get(`/api/user/${victim.id}`)).status).toBe(200);
  });

  it('a manager without publish-page cannot delete an administrator', async () => {
    const { agent } = await loggedInUser(t, { role: managerRole });
    const otherAdmin = await createUser(t, { role: 'Administrator' });
    const response = await agent.delete(`/api/user/${otherAdmin.id}`);
    expect(response.status).toBe(403);
    expect(response.body).toEqual(failure({ code: 'UM_01' }));
    const editor = await createUser(t, { role: 'Editor' });
    expect((await agent.delete(`/api/user/${editor.id}`)).status).toBe(200);
  });

  it('an unknown id gives 404 UM_02', async () => {
    const response = await admin.delete('/api/user/999999');
    expect(response.status).toBe(404);
    expect(response.body).toEqual(failure({ code: 'UM_02' }));
  });

  it('deleting twice gives 404 the second time', async () => {
    const user = await createUser(t);
    expect((await admin.delete(`/api/user/${user.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/user/${user.id}`)).status).toBe(404);
  });
});

describe('audit', () => {
  it('records who created and updated a user', async () => {
    const response = await admin.post('/api/user', saveBody());
    const id = response.body.user.ID;
    await admin.put(`/api/user/${id}`, saveBody({ email: response.body.user.email, name: 'Changed' }));
    await auditWritesSettled(t.app);
    const actions = await t.deps.db.selectFrom('audit_log').select(['action', 'object_id']).where('user_id', '=', adminId).execute();
    const about = actions.filter((row) => row.object_id === String(id)).map((row) => row.action);
    expect(about).toEqual(expect.arrayContaining(['user.create', 'user.update']));
    expect(nowIso() >= response.body.user.createdAt).toBe(true);
  });
});
