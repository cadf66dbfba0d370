import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_PATTERN } from '../../../shared/api-tokens/api-token-schemas.ts';
import { createRole, loggedInUser } from '../../test-support/fixtures.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/** Issue 19, API tokens: made once, stored hashed, acting within their scope and their user's rights. */
let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

async function makeToken(agent: TestAgent, body: Record<string, unknown>): Promise<{ id: number; token: string }> {
  const response = await agent.post('/api/tokens', body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as { id: number; token: string };
}

function withToken(token: string, method: InjectOptions['method'], url: string, payload?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

const pageBody = (slug: string) => ({ title: `Token page ${slug}`, slug, type: 'blank', locale: 'nl-nl' });

describe('API tokens', () => {
  it('shows the token once, stores only its hash, and lists it without the secret', async () => {
    const made = await makeToken(admin, { name: 'Deploy script', scope: 'user' });
    expect(made.token).toMatch(API_TOKEN_PATTERN);
    const row = await t.deps.db.selectFrom('api_tokens').selectAll().where('id', '=', made.id).executeTakeFirstOrThrow();
    // The secret (base64url, so it may hold underscores itself) is nowhere in the row.
    const secret = API_TOKEN_PATTERN.exec(made.token)?.[2] ?? '';
    expect(secret).toHaveLength(43);
    expect(JSON.stringify(row)).not.toContain(secret);
    const listed = await admin.get('/api/tokens');
    expect(listed.status).toBe(200);
    const item = listed.body.data.items.find((token: { id: number }) => token.id === made.id);
    expect(item).toMatchObject({ name: 'Deploy script', scope: 'user', lastUsedAt: null, expiresAt: null });
    expect(JSON.stringify(listed.body)).not.toContain(made.token);
  });

  it('a user token acts as its user without a CSRF header and gets no session cookie; its use is recorded', async () => {
    const made = await makeToken(admin, { name: 'CRM', scope: 'user' });
    const me = await withToken(made.token, 'GET', '/api/auth/user');
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json()).toMatchObject({ email: 'admin@test.local' });
    const created = await withToken(made.token, 'POST', '/api/page/create', pageBody('made-by-token'));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.headers['set-cookie']).toBeUndefined();
    expect(created.headers['x-csrf-token']).toBeUndefined();
    const listed = await admin.get('/api/tokens');
    expect(listed.body.data.items.find((token: { id: number }) => token.id === made.id).lastUsedAt).not.toBeNull();
  });

  it('a read-only token reads published content as an anonymous visitor would, and nothing else', async () => {
    const made = await makeToken(admin, { name: 'Front end', scope: 'read' });
    const published = (await admin.post('/api/page/create', pageBody('published-for-token'))).body.pageID as number;
    expect((await admin.post(`/api/page/${published}/publish`, {})).status).toBe(200);
    const draft = (await admin.post('/api/page/create', pageBody('draft-for-token'))).body.pageID as number;

    const pages = await withToken(made.token, 'POST', '/api/page/get-multiple', { pageIDs: [published, draft], locale: 'nl-nl' });
    expect(pages.statusCode, pages.body).toBe(200);
    const ids = (pages.json().data.items as { ID?: number; id?: number; pageID?: number }[]).map(
      (item) => item.ID ?? item.id ?? item.pageID,
    );
    expect(ids).toContain(published);
    expect(ids).not.toContain(draft);
    // The same call with a session shows the draft too: the token is not that session.
    const asAdmin = await admin.post('/api/page/get-multiple', { pageIDs: [published, draft], locale: 'nl-nl' });
    expect(asAdmin.body.data.items).toHaveLength(2);

    for (const [method, url, payload] of [
      ['GET', '/api/settings/get', undefined],
      ['GET', '/api/menu?locale=nl-nl', undefined],
      ['POST', '/api/page/get-by-slug', { slug: 'published-for-token' }],
    ] as const) {
      expect((await withToken(made.token, method, url, payload)).statusCode, url).toBe(200);
    }
    // Editors' reads (the page overview, a page's concept, the user list) and every change are refused.
    for (const [method, url, payload] of [
      ['POST', '/api/page/list', {}],
      ['GET', `/api/page/${draft}`, undefined],
      ['GET', '/api/user/list', undefined],
      ['POST', '/api/page/create', pageBody('read-only-attempt')],
      ['POST', '/api/redirects/list', {}],
    ] as const) {
      const refused = await withToken(made.token, method, url, payload);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ Success: false, Errors: [{ code: 'UM_01' }] });
    }
  });

  it('a token with chosen permissions can use only those, and never more than its creator holds', async () => {
    const made = await makeToken(admin, { name: 'Redirect sync', scope: { permissions: ['manage-redirects'] } });
    expect((await withToken(made.token, 'POST', '/api/redirects/list', {})).statusCode).toBe(200);
    expect((await withToken(made.token, 'POST', '/api/page/create', pageBody('subset-attempt'))).statusCode).toBe(403);

    const role = await createRole(t, ['manage-api-tokens', 'create-page']);
    const { agent: maker } = await loggedInUser(t, { role });
    const escalation = await maker.post('/api/tokens', { name: 'More', scope: { permissions: ['manage-users'] } });
    expect(escalation.status).toBe(403);
    expect(escalation.body).toEqual({ Success: false, Errors: [{ code: 'UM_01' }] });
    const own = await makeToken(maker, { name: 'Mine', scope: 'user' });
    expect((await withToken(own.token, 'POST', '/api/page/create', pageBody('maker-page'))).statusCode).toBe(200);
    expect((await withToken(own.token, 'POST', '/api/redirects/list', {})).statusCode).toBe(403);
    // Without manage-users, only the own tokens are listed and another's cannot be revoked.
    const mine = await maker.get('/api/tokens');
    expect(mine.body.data.items.map((token: { id: number }) => token.id)).toEqual([own.id]);
    expect((await maker.delete(`/api/tokens/${made.id}`)).status).toBe(404);
  });

  it('refuses wrong, malformed, expired and revoked tokens with 401, and validates the request', async () => {
    const made = await makeToken(admin, { name: 'Short-lived', scope: 'user', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    const wrongSecret = made.token.replace(/_[^_]{4}/, '_AAAA').replace(/.$/, made.token.endsWith('A') ? 'B' : 'A');
    for (const header of [
      `Bearer ${wrongSecret}`,
      'Bearer nonsense',
      'Bearer',
      `Bearer vcms_999999_${'A'.repeat(43)}`,
      // Beyond a 32-bit id: refused as malformed, never a database error.
      `Bearer vcms_9999999999_${'A'.repeat(43)}`,
    ]) {
      const answer = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: header } });
      expect(answer.statusCode, header).toBe(401);
      expect(answer.json()).toEqual({ Success: false, Errors: [{ code: 'G_04' }] });
    }
    await t.deps.db
      .updateTable('api_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', made.id)
      .execute();
    expect((await withToken(made.token, 'GET', '/api/auth/user')).statusCode).toBe(401);

    const revoked = await makeToken(admin, { name: 'To revoke', scope: 'user' });
    expect((await withToken(revoked.token, 'GET', '/api/auth/user')).statusCode).toBe(200);
    expect((await admin.delete(`/api/tokens/${revoked.id}`)).status).toBe(200);
    expect((await withToken(revoked.token, 'GET', '/api/auth/user')).statusCode).toBe(401);

    const past = await admin.post('/api/tokens', { name: 'Past', scope: 'user', expiresAt: '2020-01-01T00:00:00Z' });
    expect(past.body).toEqual({ Success: false, Errors: [{ code: 'V_12', property: 'expiresAt' }] });
    const badScope = await admin.post('/api/tokens', { name: 'Odd', scope: 'everything' });
    expect(badScope.status).toBe(400);
    expect((await admin.post('/api/tokens', { scope: 'user' })).body).toEqual({
      Success: false,
      Errors: [{ code: 'V_01', property: 'name' }],
    });
  });

  it('stops at once when its user is deactivated or deleted', async () => {
    const role = await createRole(t, ['manage-api-tokens', 'create-page']);
    const { user, agent } = await loggedInUser(t, { role });
    const made = await makeToken(agent, { name: 'Leaver', scope: 'user' });
    expect((await withToken(made.token, 'GET', '/api/auth/user')).statusCode).toBe(200);
    await t.deps.db.updateTable('users').set({ active: 0 }).where('id', '=', user.id).execute();
    expect((await withToken(made.token, 'GET', '/api/auth/user')).statusCode).toBe(401);
    await t.deps.db.updateTable('users').set({ active: 1 }).where('id', '=', user.id).execute();
    expect((await withToken(made.token, 'GET', '/api/auth/user')).statusCode).toBe(200);
    expect((await admin.delete(`/api/user/${user.id}`)).status).toBe(200);
    expect((await withToken(made.token, 'GET', '/api/auth/user')).statusCode).toBe(401);
  });

  it('cannot manage tokens, sessions or the password, or sign out, with a token', async () => {
    const made = await makeToken(admin, { name: 'Everything', scope: 'user' });
    for (const [method, url, payload] of [
      ['POST', '/api/tokens', { name: 'Child', scope: 'user' }],
      ['GET', '/api/tokens', undefined],
      ['POST', '/api/auth/logout', {}],
      ['GET', '/api/user/sessions', undefined],
      ['PUT', '/api/user/password', { currentPassword: 'x', newPassword: 'y' }],
    ] as const) {
      const answer = await withToken(made.token, method, url, payload);
      expect(answer.statusCode, url).toBe(403);
    }
  });

  it('is rate-limited per token (G_06)', async () => {
    const made = await makeToken(admin, { name: 'Busy', scope: 'read' });
    const other = await makeToken(admin, { name: 'Calm', scope: 'read' });
    let last = 200;
    for (let index = 0; index < 601 && last === 200; index += 1)
      last = (await withToken(made.token, 'GET', '/api/settings/get')).statusCode;
    expect(last).toBe(429);
    expect((await withToken(made.token, 'GET', '/api/settings/get')).json()).toEqual({ Success: false, Errors: [{ code: 'G_06' }] });
    expect((await withToken(other.token, 'GET', '/api/settings/get')).statusCode).toBe(200);
  });
});
