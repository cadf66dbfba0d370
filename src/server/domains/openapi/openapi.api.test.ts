import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgentResponse, TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { API_ROUTES, openApiPath, type OpenApiDocument } from './openapi-document.ts';
import { registeredApiRoutes } from './route-collector.ts';

/** The catch-all that answers unknown /api paths with 404 (app.ts) is no call of the API. */
const NOT_DESCRIBED = new Set(['GET /api/*']);

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => void;

let t: TestApp;
let admin: TestAgent;
let doc: OpenApiDocument;
let ajv: Ajv2020;
const checked: string[] = [];

beforeAll(async () => {
  // Webhooks to this host are allowed; the worker stays still so the delivery log is as the calls left it.
  t = await createTestApp({ env: { WEBHOOK_ALLOWED_HOSTS: '127.0.0.1', WEBHOOK_INTERVAL_MS: '3600000' } });
  await t.deps.webhooks.stop();
  admin = await t.adminAgent();
  const answer = await admin.get('/api/openapi.json');
  expect(answer.status).toBe(200);
  doc = answer.body as OpenApiDocument;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  // The whole document is one schema resource, so `#/components/schemas/…` refs resolve in it.
  ajv.addSchema(doc, 'openapi.json');
});
afterAll(async () => t?.close());

const pointer = (...parts: string[]) => parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

/**
 * Holds a real answer against the document: its status must be described for the route, and a
 * JSON answer must validate against that status's schema (ajv, JSON Schema 2020-12).
 */
function expectDescribed(method: string, url: string, response: AgentResponse): void {
  const path = openApiPath(url);
  const operation = doc.paths[path]?.[method.toLowerCase()] as
    { responses: Record<string, { content?: Record<string, unknown> }> } | undefined;
  expect(operation, `${method} ${url} in the document`).toBeDefined();
  const described = operation?.responses[String(response.status)];
  expect(described, `${method} ${url} answers ${response.status}: ${JSON.stringify(response.body)}`).toBeDefined();
  const contentType = String(response.headers['content-type'] ?? '');
  if (contentType.startsWith('application/json')) {
    expect(Object.keys(described?.content ?? {}), `${method} ${url} ${response.status} is JSON`).toContain('application/json');
    const ref = `openapi.json#/${pointer('paths', path, method.toLowerCase(), 'responses', String(response.status), 'content', 'application/json', 'schema')}`;
    const validate = ajv.getSchema(ref) as ValidateFunction | undefined;
    expect(validate, ref).toBeDefined();
    const valid = validate?.(response.body);
    expect(valid ? [] : validate?.errors, `${method} ${url} ${response.status}: ${JSON.stringify(response.body).slice(0, 400)}`).toEqual(
      [],
    );
  } else {
    expect(Object.keys(described?.content ?? {}).some((type) => contentType.startsWith(type.replace('/*', '/')))).toBe(true);
  }
  checked.push(`${method} ${url} ${response.status}`);
}

async function call(agent: TestAgent, method: 'GET' | 'POST' | 'PUT' | 'DELETE', route: string, url: string, body?: unknown) {
  const response = await agent.request(method, url, body === undefined ? {} : { payload: body as object });
  expectDescribed(method, route, response);
  return response;
}

describe('the OpenAPI document', () => {
  it('describes every registered /api route, and no route that does not exist', () => {
    const registered = registeredApiRoutes(t.app).filter((route) => !NOT_DESCRIBED.has(route));
    expect(registered).toContain('POST /api/page/:id/publish');
    expect(registered.length).toBeGreaterThan(100);
    const described = new Set(
      Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`)),
    );
    expect(registered.filter((route) => !described.has(openApiPath(route)))).toEqual([]);
    expect(Object.keys(API_ROUTES).filter((route) => !registered.includes(route))).toEqual([]);
  });

  it('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi).toMatch(/^3\.1\./);
    const result = await new Validator().validate(doc as unknown as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? [], JSON.stringify(result.errors)?.slice(0, 2000)).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('names the security schemes and the SPEC 8 codes of each route', () => {
    expect(Object.keys(doc.components.securitySchemes as object).sort()).toEqual(['bearerToken', 'csrfHeader', 'sessionCookie']);
    const publish = doc.paths['/api/page/{id}/publish']?.post as {
      responses: Record<string, { 'x-error-codes'?: string[] }>;
      security: unknown[];
    };
    expect(publish.responses['400']?.['x-error-codes']).toEqual(expect.arrayContaining(['V_12']));
    expect(publish.responses['401']?.['x-error-codes']).toEqual(['G_04']);
    expect(publish.responses['403']?.['x-error-codes']).toEqual(['G_03', 'UM_01']);
    expect(publish.responses['404']?.['x-error-codes']).toEqual(['G_02']);
    expect(publish.security).toEqual([{ sessionCookie: [], csrfHeader: [] }, { bearerToken: [] }]);
    // A token never mints another: the token calls are described as session-only.
    expect((doc.paths['/api/tokens']?.post as { security: unknown[] }).security).toEqual([{ sessionCookie: [], csrfHeader: [] }]);
  });

  it('describes the secret in the answer of POST /api/webhooks only', () => {
    const answer = (method: string, path: string) => {
      const ref = (doc.paths[path]?.[method] as { responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }> })
        .responses['200']?.content['application/json']?.schema.$ref;
      const data = doc.components.schemas[String(ref).split('/').pop() ?? '']?.properties as {
        data: { properties: object; required: string[] };
      };
      return data.data;
    };
    expect(answer('post', '/api/webhooks').required).toContain('secret');
    expect(answer('put', '/api/webhooks/{id}').properties).not.toHaveProperty('secret');
    expect(answer('post', '/api/webhooks/deliveries/{id}/resend').required).toContain('eventId');
  });

  it('describes the optional totalIsEstimate of the bounded counts (page list, site search)', () => {
    type Schema = { $ref?: string; properties?: Record<string, Schema>; required?: string[]; type?: string };
    const resolve = (schema: Schema | undefined): Schema | undefined =>
      schema?.$ref ? resolve(doc.components.schemas[schema.$ref.split('/').pop() ?? ''] as Schema) : schema;
    const answer = (path: string) =>
      resolve(
        (doc.paths[path]?.post as { responses: Record<string, { content: Record<string, { schema: Schema }> }> }).responses['200']?.content[
          'application/json'
        ]?.schema,
      );
    const list = resolve(answer('/api/page/list')?.properties?.data);
    expect(resolve(list?.properties?.totalIsEstimate)?.type).toBe('boolean');
    expect(list?.required).not.toContain('totalIsEstimate');
    const search = answer('/api/search/search');
    expect(resolve(search?.properties?.totalIsEstimate)?.type).toBe('boolean');
    expect(search?.required ?? []).not.toContain('totalIsEstimate');
  });

  it('has examples that its own schemas accept', () => {
    let examples = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const body = (operation as { requestBody?: { content: Record<string, { example?: unknown }> } }).requestBody?.content[
          'application/json'
        ];
        if (body?.example === undefined) continue;
        examples += 1;
        const validate = ajv.getSchema(
          `openapi.json#/${pointer('paths', path, method, 'requestBody', 'content', 'application/json', 'schema')}`,
        );
        expect(validate?.(body.example) ? [] : validate?.errors, `${method} ${path}`).toEqual([]);
      }
    }
    expect(examples).toBeGreaterThan(5);
  });
});

describe('real answers match the document', () => {
  it('accounts, roles, sessions, second factors and tokens', async () => {
    const anonymous = t.agent();
    await call(anonymous, 'GET', '/api/auth/user', '/api/auth/user');
    await call(anonymous, 'GET', '/api/user', '/api/user');
    await call(anonymous, 'POST', '/api/auth/login', '/api/auth/login', { email: 'nobody@test.local', password: 'Wrong-Password!1' });
    await call(admin, 'GET', '/api/user', '/api/user');
    await call(admin, 'GET', '/api/user/list', '/api/user/list?pageIndex=0&pageSize=10');
    await call(admin, 'GET', '/api/user/:id', '/api/user/999999');
    await call(admin, 'GET', '/api/user/:id', '/api/user/abc');
    await call(admin, 'GET', '/api/role/list', '/api/role/list');
    await call(admin, 'GET', '/api/user/sessions', '/api/user/sessions');
    await call(admin, 'GET', '/api/auth/two-factor/status', '/api/auth/two-factor/status');
    const created = await call(admin, 'POST', '/api/tokens', '/api/tokens', { name: 'OpenAPI test', scope: 'read' });
    await call(admin, 'GET', '/api/tokens', '/api/tokens');
    const bearer = t.agent();
    const read = await bearer.request('GET', '/api/settings/get', { headers: { authorization: `Bearer ${created.body.data.token}` } });
    expectDescribed('GET', '/api/settings/get', read);
    const refused = await bearer.request('GET', '/api/user/list', { headers: { authorization: 'Bearer not-a-token' } });
    expectDescribed('GET', '/api/user/list', refused);
    const noCsrf = await t.adminAgent();
    noCsrf.sendCsrf = false;
    expect((await call(noCsrf, 'PUT', '/api/user/language', '/api/user/language', { language: 'en' })).status).toBe(403);
  });

  it('pages, publication, tags, menus and search', async () => {
    const page = await call(admin, 'POST', '/api/page/create', '/api/page/create', {
      title: 'Described',
      slug: 'described',
      type: 'blank',
      locale: 'nl-nl',
    });
    const id = page.body.pageID as number;
    await call(admin, 'POST', '/api/page/create', '/api/page/create', { title: '', type: 'nope' });
    await call(admin, 'GET', '/api/page/:id', `/api/page/${id}`);
    await call(admin, 'GET', '/api/page/:id', '/api/page/999999');
    await call(admin, 'POST', '/api/page/list', '/api/page/list', { pageIndex: 0, pageSize: 10 });
    await call(admin, 'GET', '/api/page/:id/versions', `/api/page/${id}/versions`);
    await call(admin, 'POST', '/api/page/anchor-available', '/api/page/anchor-available', {
      anchorName: 'top',
      blockKey: 'a',
      pageVersionBlocks: [{ key: 'b', anchorPoint: 'top' }],
    });
    await call(admin, 'GET', '/api/page/:id/schedule', `/api/page/${id}/schedule`);
    await call(admin, 'POST', '/api/page/:id/publish', `/api/page/${id}/publish`, { revision: 'x' });
    const review = await call(admin, 'POST', '/api/page/create', '/api/page/create', {
      title: 'Reviewed',
      slug: 'reviewed',
      type: 'blank',
      locale: 'nl-nl',
    });
    await call(admin, 'POST', '/api/page/:id/request-publication', `/api/page/${review.body.pageID}/request-publication`, {
      comment: 'please',
    });
    const requests = await call(admin, 'GET', '/api/page/fetch-request', '/api/page/fetch-request');
    expect(requests.body.data.totalItems).toBeGreaterThan(0);
    const versionId = review.body.pageVersionID as number;
    await call(admin, 'GET', '/api/page/version/:id/fetch-request-comment', `/api/page/version/${versionId}/fetch-request-comment`);
    await call(admin, 'GET', '/api/page/version/:id/fetch-request-comment', '/api/page/version/999999/fetch-request-comment');
    await call(admin, 'POST', '/api/page/:id/publish', `/api/page/${id}/publish`, {});
    await call(admin, 'PUT', '/api/page/:id/tags', `/api/page/${id}/tags`, { public: ['Described'], private: [] });
    const published = await call(t.agent(), 'POST', '/api/page/get-pages', '/api/page/get-pages', { type: 'blank', locale: 'nl-nl' });
    expect(published.body.data.items.map((item: { id: number }) => item.id)).toContain(id);
    const several = await call(admin, 'POST', '/api/page/get-multiple', '/api/page/get-multiple', { pageIDs: [id] });
    expect(several.body.data.items).toHaveLength(1);
    await call(t.agent(), 'POST', '/api/page/get-multiple', '/api/page/get-multiple', { pageIDs: [id], locale: 'nl-nl' });
    await call(admin, 'GET', '/api/tags/fetch', '/api/tags/fetch?pageIndex=0&pageSize=10');
    const target = await call(admin, 'POST', '/api/tags', '/api/tags', { name: 'Described tag' });
    const source = await call(admin, 'POST', '/api/tags', '/api/tags', { name: 'Described too' });
    await call(admin, 'POST', '/api/tags/merge', '/api/tags/merge', { sourceIds: [source.body.data.id], targetId: target.body.data.id });
    await call(admin, 'GET', '/api/menu/edit', '/api/menu/edit?locale=nl-nl');
    const menu = await admin.get('/api/menu/edit?locale=nl-nl');
    await call(admin, 'PUT', '/api/menu', '/api/menu', {
      locale: 'nl-nl',
      menu: 'header',
      revision: menu.body.data.revisions.header,
      items: [
        { key: 'a', parentKey: null, label: 'Home', type: 'external', target: 'https://example.com/', openInNewTab: false },
        { key: 'b', parentKey: 'a', label: 'Sub', type: 'external', target: 'https://example.com/sub', openInNewTab: true },
      ],
    });
    const menus = await call(t.agent(), 'GET', '/api/menu', '/api/menu?locale=nl-nl');
    expect(menus.body.data.header[0].children).toHaveLength(1);
    await call(t.agent(), 'GET', '/api/menu', '/api/menu?locale=xx');
    await call(admin, 'GET', '/api/search/status', '/api/search/status');
    await call(t.agent(), 'POST', '/api/search/search', '/api/search/search', { term: 'described' });
    await call(t.agent(), 'POST', '/api/page/get-by-slug', '/api/page/get-by-slug', { slug: '/nl/nothing-here' });
  });

  it('media, redirects, settings, contact, audit, notifications, webhooks and the reference', async () => {
    await call(admin, 'POST', '/api/medialib/create-dir', '/api/medialib/create-dir', { path: '/', folderName: 'Described' });
    await call(admin, 'POST', '/api/medialib/get-dir', '/api/medialib/get-dir', { path: '/' });
    await call(admin, 'POST', '/api/medialib/get-dir', '/api/medialib/get-dir', { path: 42 });
    await call(admin, 'POST', '/api/redirects', '/api/redirects', { from: '/described-old', to: '/described', status: 301 });
    await call(admin, 'POST', '/api/redirects', '/api/redirects', { from: '' });
    await call(admin, 'POST', '/api/redirects/list', '/api/redirects/list', {});
    await call(admin, 'GET', '/api/redirects/export', '/api/redirects/export');
    await call(t.agent(), 'GET', '/api/settings/get', '/api/settings/get');
    await call(admin, 'GET', '/api/settings/company', '/api/settings/company');
    await call(t.agent(), 'GET', '/api/settings/company', '/api/settings/company');
    await call(t.agent(), 'GET', '/api/contact/challenge', '/api/contact/challenge');
    await call(admin, 'GET', '/api/contact/submissions', '/api/contact/submissions?pageIndex=0&pageSize=10');
    await call(admin, 'GET', '/api/consent/summary', '/api/consent/summary');
    await call(admin, 'POST', '/api/audit/list', '/api/audit/list', {});
    await call(admin, 'GET', '/api/notifications/unread-count', '/api/notifications/unread-count');
    await call(admin, 'GET', '/api/webhooks', '/api/webhooks');
    await call(admin, 'POST', '/api/webhooks', '/api/webhooks', { url: 'ftp://example.com', events: [], active: true });
    const hook = await call(admin, 'POST', '/api/webhooks', '/api/webhooks', {
      url: 'http://127.0.0.1:9/hook',
      events: ['redirect.changed'],
    });
    expect(hook.status).toBe(200);
    expect(hook.body.data.secret).toMatch(/^whsec_/);
    const hookId = hook.body.data.id as number;
    const changed = await call(admin, 'PUT', '/api/webhooks/:id', `/api/webhooks/${hookId}`, {
      url: 'http://127.0.0.1:9/changed',
      events: ['redirect.changed'],
      active: true,
    });
    expect(changed.body.data).not.toHaveProperty('secret');
    await call(admin, 'POST', '/api/redirects', '/api/redirects', { from: '/described-hook', to: '/described', status: 301 });
    const log = await call(admin, 'GET', '/api/webhooks/:id/deliveries', `/api/webhooks/${hookId}/deliveries`);
    const deliveryId = log.body.data.items[0].id as number;
    await call(admin, 'POST', '/api/webhooks/:id/deliveries/list', `/api/webhooks/${hookId}/deliveries/list`, {});
    await call(admin, 'POST', '/api/webhooks/deliveries/:id/resend', `/api/webhooks/deliveries/${deliveryId}/resend`);
    await call(admin, 'POST', '/api/webhooks/:id/deliveries/:deliveryId/resend', `/api/webhooks/${hookId}/deliveries/${deliveryId}/resend`);
    await call(admin, 'DELETE', '/api/webhooks/:id', `/api/webhooks/${hookId}`);
    await call(admin, 'GET', '/api/openapi.json', '/api/openapi.json');
    await call(t.agent(), 'GET', '/api/openapi.json', '/api/openapi.json');
    await call(t.agent(), 'GET', '/api/docs', '/api/docs');
    await call(admin, 'GET', '/api/docs', '/api/docs');
    await call(t.agent(), 'GET', '/api/docs/:file', '/api/docs/docs-init.js');
    await call(t.agent(), 'GET', '/api/docs/:file', '/api/docs/..%2Fpackage.json');
    // Success and failure both appear among the recorded answers.
    expect(checked.some((entry) => entry.endsWith(' 200'))).toBe(true);
    expect(checked.filter((entry) => / (400|401|403|404)$/.test(entry)).length).toBeGreaterThan(8);
  });
});

describe('who may read the reference', () => {
  it('refuses anonymous visitors by default, with the reference under its own CSP for users', async () => {
    expect((await t.agent().get('/api/openapi.json')).status).toBe(401);
    const refused = await t.agent().get('/api/docs');
    expect(refused.status).toBe(401);
    expect(refused.raw.body).toContain('Sign in');
    const page = await admin.get('/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect((await admin.get('/api/openapi.json')).headers['cache-control']).toBe('private, no-store');
    expect(page.raw.body).toContain('src="/api/docs/docs-init.js"');
    expect(page.raw.body).not.toMatch(/<script>|<style>| on\w+=/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect((await t.agent().get('/api/docs/swagger-ui-bundle.js')).status).toBe(200);
    expect((await t.agent().get('/api/docs/..%2F..%2Fpackage.json')).status).toBe(404);
  });

  it('opens both to everyone while an administrator has the site setting apiDocsPublic on, and closes them again', async () => {
    const anonymous = t.agent();
    const setPublic = async (apiDocsPublic: boolean) => {
      const stored = (await admin.get('/api/settings/get')).body;
      const { availableLocales, defaultLocale, customSlugLocales, timeZone, consentByBrowsing } = stored;
      const saved = await admin.put('/api/settings/site', {
        availableLocales,
        defaultLocale,
        customSlugLocales,
        timeZone,
        consentByBrowsing,
        apiDocsPublic,
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    };
    try {
      expect((await anonymous.get('/api/openapi.json')).status).toBe(401);
      await setPublic(true);
      const document = await anonymous.get('/api/openapi.json');
      expect(document.status).toBe(200);
      expect(document.body.paths['/api/page/{id}']).toBeDefined();
      // The same for everyone, so a cache may keep it (and must ask again before using it).
      expect(document.headers['cache-control']).toBe('no-cache');
      const page = await anonymous.get('/api/docs');
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.raw.body).toContain('src="/api/docs/docs-init.js"');
      // Read on every request: turning it off closes both at once, with no restart.
      await setPublic(false);
      const closed = await anonymous.get('/api/openapi.json');
      expect(closed.status).toBe(401);
      expect(closed.headers['cache-control']).not.toBe('no-cache');
      const refused = await anonymous.get('/api/docs');
      expect(refused.status).toBe(401);
      expect(refused.headers['cache-control']).toBe('private, no-store');
      expect((await admin.get('/api/openapi.json')).headers['cache-control']).toBe('private, no-store');
    } finally {
      await setPublic(false);
    }
  });
});
