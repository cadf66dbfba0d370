import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditListAnswer, type AuditEntryDto } from '../../../shared/audit/audit-schemas.ts';
import { createUser, deliverQueuedMail, loggedInUser, roleId, tokenFromMail } from '../../test-support/fixtures.ts';
import { image } from '../../test-support/images.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test-support/test-app.ts';
import { createPage } from '../pages/pages.test-helpers.ts';
import { auditWritesSettled } from './audit.hook.ts';
import { recordEntry, removeExpiredEntries } from './audit.service.ts';

/** Issue 15: the audit log records who, when, from where, what and the outcome; nobody edits it. */
let t: TestApp;
let admin: TestAgent;
let adminId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  adminId = (await admin.get('/api/user')).body.ID;
});
afterAll(async () => t.close());

async function list(body: Record<string, unknown> = {}, agent: TestAgent = admin): Promise<{ items: AuditEntryDto[]; totalItems: number }> {
  await auditWritesSettled(t.app);
  const response = await agent.post('/api/audit/list', { pageSize: 200, ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return auditListAnswer.parse(response.body).data;
}

describe('what is recorded', () => {
  it('a failed and a successful login: the address tried, the ip, the outcome', async () => {
    const user = await createUser(t, { name: 'Lena Login' });
    const agent = t.agent();
    const failed = await agent.post('/api/auth/login', { email: user.email, password: 'wrong-Password!1' });
    expect(failed.status).toBe(401);
    await agent.login(user.email, user.password);

    const { items } = await list({ action: 'auth.login', searchTerm: user.email });
    const [success, failure] = items;
    expect(failure).toMatchObject({
      userId: null,
      userEmail: user.email,
      outcome: 'failure',
      statusCode: 401,
      errorCode: 'AUTH_01',
      ip: agent.remoteAddress,
    });
    expect(success).toMatchObject({
      userId: user.id,
      userName: 'Lena Login',
      userEmail: user.email,
      outcome: 'success',
      statusCode: 200,
      objectType: 'user',
      objectId: String(user.id),
      ip: agent.remoteAddress,
    });
    // Never a password, in any column.
    expect(JSON.stringify(items)).not.toContain('Password!1');
  });

  it('a login refused by the lockout (429 AUTH_03) is a recorded failure too', async () => {
    const agent = t.agent();
    const email = 'nobody-here@test.local';
    let status = 0;
    for (let attempt = 0; attempt < 40 && status !== 429; attempt += 1) {
      status = (await agent.post('/api/auth/login', { email, password: 'wrong-Password!1' })).status;
    }
    expect(status).toBe(429);
    const { items } = await list({ action: 'auth.login', searchTerm: email });
    expect(items[0]).toMatchObject({ userEmail: email, outcome: 'failure', statusCode: 429, errorCode: 'AUTH_03' });
    expect(items.slice(1).every((entry) => entry.statusCode === 401 && entry.errorCode === 'AUTH_01')).toBe(true);
  });

  it('a logout names who logged out', async () => {
    const { user, agent } = await loggedInUser(t, { name: 'Otto Out' });
    expect((await agent.post('/api/auth/logout')).status).toBe(200);
    const { items } = await list({ action: 'auth.logout', userId: user.id });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ userName: 'Otto Out', userEmail: user.email, outcome: 'success' });
  });

  it('a password reset by e-mailed token names the account it reset', async () => {
    const user = await createUser(t, { name: 'Rita Reset' });
    expect((await t.agent().post('/api/auth/forgot-password', { email: user.email })).status).toBe(200);
    await deliverQueuedMail(t);
    const mail = t.mails.sent.filter((sent) => sent.to === user.email).at(-1);
    const token = tokenFromMail(mail!.text);
    expect((await t.agent().post('/api/auth/reset-account', { token, password: 'New-Password!2', confirm: 'New-Password!2' })).status).toBe(
      200,
    );
    const { items } = await list({ action: 'auth.reset-account', userId: user.id });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ userName: 'Rita Reset', userEmail: user.email, outcome: 'success' });
  });

  it('a page publish, with the page as object', async () => {
    const page = await createPage(admin);
    expect((await admin.post(`/api/page/${page.pageID}/publish`, {})).status).toBe(200);
    const { items } = await list({ objectType: 'page', objectId: String(page.pageID) });
    expect(items.map((entry) => entry.action)).toEqual(['page.publish', 'page.create']);
    expect(items[0]).toMatchObject({ userId: adminId, userEmail: TEST_ADMIN.email, outcome: 'success', statusCode: 200 });
  });

  it('a publish without the right is a failure with its error code', async () => {
    const page = await createPage(admin);
    const { user, agent } = await loggedInUser(t, { role: 'Editor' });
    expect((await agent.post(`/api/page/${page.pageID}/publish`, {})).status).toBe(403);
    const { items } = await list({ action: 'page.publish', userId: user.id });
    expect(items[0]).toMatchObject({ outcome: 'failure', statusCode: 403, errorCode: 'UM_01', objectId: String(page.pageID) });
  });

  it('a version call is recorded against its page', async () => {
    const page = await createPage(admin);
    const stored = await admin.post(`/api/page/version/${page.pageVersionID}/store`, { id: page.pageVersionID, title: 'Renamed' });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    const { items } = await list({ action: 'page.store', objectType: 'page', objectId: String(page.pageID) });
    expect(items[0]).toMatchObject({ detail: `version: ${page.pageVersionID}`, outcome: 'success' });
  });

  it('a media upload and delete', async () => {
    const upload = await admin.upload('POST', '/api/medialib/add-file', 'f', 'audit.png', await image(20, 20, 'png'), 'image/png', {
      path: '/',
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(200);
    const fileId = upload.body.file.id as number;
    expect((await admin.post('/api/medialib/delete-file', { id: fileId })).status).toBe(200);
    const { items } = await list({ objectType: 'media', objectId: String(fileId) });
    expect(items.map((entry) => [entry.action, entry.outcome])).toEqual([
      ['media.delete', 'success'],
      ['media.upload', 'success'],
    ]);
  });

  it("a change of a user's role", async () => {
    const user = await createUser(t, { role: 'Editor', name: 'Rolf Role' });
    const reviewerRole = await roleId(t, 'Reviewer');
    const saved = await admin.put(`/api/user/${user.id}`, { email: user.email, role: reviewerRole, profile: { name: 'Rolf Role' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { items } = await list({ action: 'user.update', objectType: 'user', objectId: String(user.id) });
    expect(items[0]).toMatchObject({ userId: adminId, outcome: 'success', detail: `email: ${user.email}, role: ${reviewerRole}` });
  });
});

describe('POST /api/audit/list', () => {
  it('filters by user, action, date and pages', async () => {
    const { user, agent } = await loggedInUser(t, { role: 'Editor' });
    for (let index = 0; index < 3; index += 1) await createPage(agent);
    const all = await list({ userId: user.id });
    expect(all.totalItems).toBe(4); // the login and three pages
    const creates = await list({ userId: user.id, action: 'page.create', pageSize: 2 });
    expect(creates.totalItems).toBe(3);
    expect(creates.items).toHaveLength(2);
    const second = await list({ userId: user.id, action: 'page.create', pageSize: 2, pageIndex: 1 });
    expect(second.items).toHaveLength(1);
    expect(new Set([...creates.items, ...second.items].map((entry) => entry.id)).size).toBe(3);
    // Newest first by default.
    expect(creates.items[0]!.id).toBeGreaterThan(creates.items[1]!.id);

    const today = new Date().toISOString().slice(0, 10);
    expect((await list({ userId: user.id, from: today, to: today })).totalItems).toBe(4);
    expect((await list({ userId: user.id, to: '2000-01-01' })).totalItems).toBe(0);
    expect((await list({ userId: user.id, from: '2999-01-01' })).totalItems).toBe(0);
  });

  it('refuses bad filters with V_12', async () => {
    for (const body of [{ action: 'page.nope' }, { from: 'yesterday' }, { objectType: 'planet' }, { userId: -1 }]) {
      const response = await admin.post('/api/audit/list', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.Errors[0].code).toBe('V_12');
    }
  });

  it('needs view-audit-log: 403 for an editor, 401 anonymous', async () => {
    const { agent } = await loggedInUser(t, { role: 'Editor' });
    const response = await agent.post('/api/audit/list', {});
    expect(response.status).toBe(403);
    expect(response.body.Errors[0].code).toBe('UM_01');
    expect((await t.agent().post('/api/audit/list', {})).status).toBe(401);
  });
});

describe('entries stay', () => {
  it('no call edits or deletes them', async () => {
    const { items } = await list({ pageSize: 1 });
    const id = items[0]!.id;
    for (const [method, url] of [
      ['DELETE', `/api/audit/${id}`],
      ['PUT', `/api/audit/${id}`],
      ['POST', `/api/audit/${id}/delete`],
      ['DELETE', '/api/audit'],
      ['POST', '/api/audit/clear'],
    ] as const) {
      expect((await admin.request(method, url, method === 'DELETE' ? {} : { payload: {} })).status, `${method} ${url}`).toBe(404);
    }
    expect((await list()).items.some((entry) => entry.id === id)).toBe(true);
  });

  it("survive the user's deletion, still naming who it was", async () => {
    const { user, agent } = await loggedInUser(t, { name: 'Gone Soon' });
    const page = await createPage(agent);
    expect((await admin.delete(`/api/user/${user.id}`)).status).toBe(200);
    const { items } = await list({ objectType: 'page', objectId: String(page.pageID) });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      action: 'page.create',
      userId: null,
      userName: 'Gone Soon',
      userEmail: user.email,
      objectExists: true,
    });
    const deletion = await list({ action: 'user.delete', objectId: String(user.id) });
    // The deleted user is no longer linked.
    expect(deletion.items[0]).toMatchObject({ userId: adminId, objectType: 'user', outcome: 'success', objectExists: false });
  });

  it('an entry written after its user was deleted keeps the name instead of being lost', async () => {
    // Entries are written after the answer, so a quick deletion can come first (seen on PostgreSQL).
    const user = await createUser(t, { name: 'Raced Away' });
    expect((await admin.delete(`/api/user/${user.id}`)).status).toBe(200);
    await recordEntry(t.deps.db, {
      userId: user.id,
      userName: 'Raced Away',
      userEmail: user.email,
      action: 'page.create',
      objectType: 'page',
      objectId: 'raced-away',
      detail: null,
      ip: null,
      userAgent: null,
      outcome: 'success',
      statusCode: 200,
      errorCode: null,
      createdAt: new Date().toISOString(),
    });
    const { items } = await list({ objectType: 'page', objectId: 'raced-away' });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ userId: null, userName: 'Raced Away', userEmail: user.email });
  });

  it('retention removes only entries older than the setting', async () => {
    const now = new Date();
    const old = new Date(now.getTime() - 400 * 24 * 60 * 60_000).toISOString();
    const recent = new Date(now.getTime() - 300 * 24 * 60 * 60_000).toISOString();
    await t.deps.db
      .insertInto('audit_log')
      .values([
        { user_id: null, action: 'auth.logout', details: 'retention-old', created_at: old },
        { user_id: null, action: 'auth.logout', details: 'retention-recent', created_at: recent },
      ])
      .execute();
    expect(t.config.auditRetentionDays).toBe(365);
    expect(await removeExpiredEntries(t.deps.db, t.config.auditRetentionDays, now)).toBeGreaterThanOrEqual(1);
    const left = (await list({ searchTerm: 'retention-' })).items.map((entry) => entry.detail);
    expect(left).toEqual(['retention-recent']);
    // 0 keeps everything.
    expect(await removeExpiredEntries(t.deps.db, 0, now)).toBe(0);
  });
});
