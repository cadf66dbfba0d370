import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../test-support/test-app.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { deliverQueuedMail } from '../../test-support/fixtures.ts';
import { SESSION_COOKIE } from './security.ts';

let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => {
  await t.close();
});

const G_03 = { Success: false, Errors: [{ code: 'G_03' }] };

describe('X-CSRF-Token on every response', () => {
  it.each([
    ['GET', '/api/auth/user'],
    ['GET', '/api/settings/get'],
    ['GET', '/api/user'],
    ['GET', '/api/does-not-exist'],
    ['POST', '/api/auth/user'],
  ] as const)('anonymous %s %s carries the header', async (method, url) => {
    const agent = t.agent();
    const response = await agent.request(method, url);
    expect(typeof response.headers['x-csrf-token']).toBe('string');
    expect(String(response.headers['x-csrf-token']).length).toBeGreaterThan(10);
  });

  it('is present on successful and failed logins and on a CSRF rejection', async () => {
    const agent = t.agent();
    const failed = await agent.post('/api/auth/login', { email: TEST_ADMIN.email, password: 'wrong-Password!1' });
    expect(failed.status).toBe(401);
    expect(failed.headers['x-csrf-token']).toBeTypeOf('string');
    const success = await agent.post('/api/auth/login', TEST_ADMIN);
    expect(success.status).toBe(200);
    expect(success.headers['x-csrf-token']).toBeTypeOf('string');
    agent.sendCsrf = false;
    const rejected = await agent.post('/api/auth/logout');
    expect(rejected.status).toBe(403);
    expect(rejected.headers['x-csrf-token']).toBeTypeOf('string');
  });

  it('is present on validation failures and on 401 answers', async () => {
    const agent = t.agent();
    const invalid = await agent.post('/api/auth/login', {});
    expect(invalid.status).toBe(400);
    expect(invalid.headers['x-csrf-token']).toBeTypeOf('string');
    const unauthorised = await agent.get('/api/user');
    expect(unauthorised.status).toBe(401);
    expect(unauthorised.headers['x-csrf-token']).toBeTypeOf('string');
  });

  it('API answers are not cached', async () => {
    const response = await t.agent().get('/api/settings/get');
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('CSRF check on unsafe methods', () => {
  it.each([
    ['POST', '/api/auth/logout'],
    ['POST', '/api/auth/login'],
    ['PUT', '/api/user/1'],
    ['DELETE', '/api/user/2'],
    ['PUT', '/api/user/password'],
  ] as const)('%s %s without the token gives 403 G_03', async (method, url) => {
    const agent = await t.adminAgent();
    agent.sendCsrf = false;
    const response = await agent.request(method, url, { payload: {} });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(G_03);
  });

  it.each([
    ['POST', '/api/auth/logout'],
    ['PUT', '/api/user/1'],
    ['DELETE', '/api/user/2'],
  ] as const)('%s %s with a wrong token gives 403 G_03', async (method, url) => {
    const agent = await t.adminAgent();
    agent.csrfToken = 'not-the-right-token';
    const response = await agent.request(method, url, { payload: {} });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(G_03);
  });

  it('a token from another session is refused', async () => {
    const other = t.agent();
    await other.get('/api/auth/user');
    const agent = await t.adminAgent();
    agent.csrfToken = other.csrfToken;
    const response = await agent.post('/api/auth/logout');
    expect(response.status).toBe(403);
    expect(response.body).toEqual(G_03);
    // The session survived the forged request.
    expect((await agent.get('/api/user')).status).toBe(200);
  });

  it('a POST with no session at all is refused', async () => {
    const agent = t.agent();
    agent.sendCsrf = false;
    const response = await agent.request('POST', '/api/auth/forgot-password', {
      payload: { email: TEST_ADMIN.email },
      headers: { 'x-csrf-token': 'made-up' },
    });
    expect(response.status).toBe(403);
    expect(response.body).toEqual(G_03);
    await deliverQueuedMail(t);
    expect(t.mails.sent.filter((mail) => mail.to === TEST_ADMIN.email)).toHaveLength(0);
  });

  it('GET needs no token', async () => {
    const agent = await t.adminAgent();
    agent.sendCsrf = false;
    expect((await agent.get('/api/user')).status).toBe(200);
  });
});

describe('session cookie', () => {
  it('is HttpOnly, SameSite=Lax and scoped to the whole site', async () => {
    const response = await t.agent().post('/api/auth/login', TEST_ADMIN);
    expect(response.status).toBe(200);
    const cookie = response.raw.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toBeDefined();
    expect(cookie?.httpOnly).toBe(true);
    expect(String(cookie?.sameSite).toLowerCase()).toBe('lax');
    expect(cookie?.path).toBe('/');
    // PUBLIC_URL is http in tests, so no Secure flag (it would stop the cookie over http).
    expect(cookie?.secure).toBeFalsy();
  });

  it('is Secure behind a TLS proxy when the public URL is https, and login works', async () => {
    const secure = await createTestApp({ env: { PUBLIC_URL: 'https://cms.test' } });
    try {
      const agent = secure.agent();
      const forwarded = { headers: { 'x-forwarded-proto': 'https' } };
      const first = await agent.request('GET', '/api/auth/user', forwarded);
      const cookie = first.raw.cookies.find((c) => c.name === SESSION_COOKIE);
      expect(cookie?.secure).toBe(true);
      expect(cookie?.httpOnly).toBe(true);
      const login = await agent.request('POST', '/api/auth/login', { ...forwarded, payload: TEST_ADMIN });
      expect(login.status).toBe(200);
      const session = await agent.request('POST', '/api/auth/user', forwarded);
      expect(session.body.ID).toBe(login.body.User.ID);
    } finally {
      await secure.close();
    }
  });

  it('a tampered session cookie counts as no session', async () => {
    const agent = t.agent();
    agent.setCookie(SESSION_COOKIE, 'garbage.value');
    const response = await agent.get('/api/auth/user');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ID: 0 });
  });
});

describe('unknown routes and malformed requests', () => {
  it.each(['/api/nope', '/api/user/1/nope', '/api/auth'])('GET %s gives 404 G_02 as JSON', async (url) => {
    const response = await t.agent().get(url);
    expect(response.status).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.body).toEqual({ Success: false, Errors: [{ code: 'G_02' }] });
  });

  it('POST to an unknown route gives 404 G_02', async () => {
    const response = await t.agent().post('/api/nope', {});
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ Success: false, Errors: [{ code: 'G_02' }] });
  });

  it('a malformed JSON body gives 400 with Errors', async () => {
    const agent = t.agent();
    const response = await agent.request('POST', '/api/auth/login', {
      payload: '{"email": "a@b.c", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ Success: false, Errors: [{ code: 'V_12' }] });
  });

  it('an empty JSON body gives 400', async () => {
    const response = await t.agent().request('POST', '/api/auth/login', { payload: '', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(400);
    expect(response.body.Success).toBe(false);
  });

  it('a prototype-polluting body is refused with 400', async () => {
    const response = await t.agent().request('POST', '/api/auth/login', {
      payload: '{"__proto__": {"admin": true}, "email": "a@b.c", "password": "x"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.Success).toBe(false);
  });

  it.each([
    ['null', 400],
    ['[]', 400],
    ['"text"', 400],
    ['42', 400],
  ])('a JSON body of %s gives %i', async (payload, status) => {
    const response = await t.agent().request('POST', '/api/auth/login', { payload, headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(status);
    expect(response.body.Success).toBe(false);
    expect(response.body.Errors.length).toBeGreaterThan(0);
  });

  it('a text/plain body reaches validation and gives 400', async () => {
    const response = await t
      .agent()
      .request('POST', '/api/auth/login', { payload: 'email=a@b.c&password=x', headers: { 'content-type': 'text/plain' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ Success: false, Errors: [{ code: 'V_12' }] });
  });

  it.each(['application/x-www-form-urlencoded', 'application/xml', 'image/png'])('a %s body is refused with 415', async (contentType) => {
    const response = await t
      .agent()
      .request('POST', '/api/auth/login', { payload: 'email=a@b.c&password=x', headers: { 'content-type': contentType } });
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ Success: false, Errors: [{ code: 'V_12' }] });
  });

  it('multipart sent to a JSON call is a validation failure, not a crash', async () => {
    const response = await admin.upload('PUT', '/api/user/1', 'file', 'a.txt', Buffer.from('hello'), 'text/plain');
    expect(response.status).toBe(400);
    expect(response.body.Success).toBe(false);
  });

  it('a body over the limit gives 413', async () => {
    const response = await t.agent().request('POST', '/api/auth/login', {
      payload: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ Success: false, Errors: [{ code: 'V_14' }] });
  });

  it.each([
    '/api/user/abc',
    '/api/user/99999999999',
    '/api/user/0',
    '/api/user/-1',
    '/api/user/1.5',
    `/api/user/${'9'.repeat(400)}`,
    '/api/user/%00',
    '/api/user/%E0%A4%A',
  ])('GET %s gives 400 or 404, never 500', async (url) => {
    const response = await admin.get(url);
    expect([400, 404]).toContain(response.status);
    expect(response.body.Success).toBe(false);
  });

  it.each([
    ['PUT', '/api/user/abc'],
    ['PUT', '/api/user/99999999999'],
    ['DELETE', '/api/user/abc'],
    ['DELETE', '/api/user/99999999999'],
    ['DELETE', '/api/user/abc/image'],
    ['PUT', '/api/role/abc'],
    ['DELETE', '/api/role/99999999999'],
  ] as const)('%s %s gives 400 V_12 property id', async (method, url) => {
    const response = await admin.request(method, url, {
      payload: { email: 'x@test.local', role: 1, profile: { name: 'X' }, name: 'X', permissions: [] },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ Success: false, Errors: [{ code: 'V_12', property: 'id' }] });
  });

  it('an id that is well formed but unknown gives 404 UM_02', async () => {
    const response = await admin.get('/api/user/2147483647');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ Success: false, Errors: [{ code: 'UM_02' }] });
  });

  it('list query parameters of the wrong type give 400, not 500', async () => {
    for (const query of [
      'searchTerm=%00',
      'columnToSort=na%00me',
      'pageIndex=abc',
      'pageIndex=-1',
      'pageSize=1e400',
      'pageIndex=1&pageIndex=2',
      'sortOrder=asc&sortOrder=desc',
      'searchTerm=a&searchTerm=b',
    ]) {
      const response = await admin.get(`/api/user/list?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.Success).toBe(false);
    }
  });
});

describe('no bad input gives a 500', () => {
  const routes: [method: 'POST' | 'PUT' | 'DELETE', url: string][] = [
    ['POST', '/api/auth/login'],
    ['POST', '/api/auth/forgot-password'],
    ['POST', '/api/auth/reset-account'],
    ['POST', '/api/auth/register'],
    ['POST', '/api/auth/refresh-session'],
    ['POST', '/api/user'],
    ['PUT', '/api/user/2'],
    ['PUT', '/api/user/password'],
    ['PUT', '/api/user/language'],
    ['PUT', '/api/user/2/image'],
    ['POST', '/api/role'],
    ['PUT', '/api/role/2'],
  ];
  const bodies: unknown[] = [
    {},
    [],
    { email: {}, password: [], role: { id: 1 }, profile: 'x', name: 7, permissions: 'all' },
    { email: 'a@b.c', role: '1e999', profile: { name: ['x'], jobTitle: {} }, language: null },
    { role: -1, permissions: Array.from({ length: 5000 }, () => 'create-page') },
    { token: 'x'.repeat(5000), password: 'A!'.repeat(2000), confirm: 'A!'.repeat(2000) },
    { currentPassword: 12, newPassword: null, confirmNewPassword: true },
    { email: 'a@b.c'.padStart(10_000, 'x') },
    // PostgreSQL refuses NUL in text columns: it must be a 400 before any SQL runs.
    {
      name: 'Ni\u0000ls',
      email: 'nul@test.local',
      role: 2,
      jobTitle: 'a\u0000b',
      profile: { name: 'N\u0000', jobTitle: '' },
      permissions: [],
    },
  ];

  it.each(routes)('%s %s', async (method, url) => {
    const agent = await t.adminAgent();
    for (const payload of bodies) {
      const response = await agent.request(method, url, {
        payload: JSON.stringify(payload),
        headers: { 'content-type': 'application/json' },
      });
      expect(response.status, `${JSON.stringify(payload).slice(0, 80)} -> ${JSON.stringify(response.body)}`).toBeLessThan(500);
      if (response.status >= 400) expect(response.body.Success).toBe(false);
    }
  });
});
