import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, loggedInUser } from '../../test-support/fixtures.ts';
import type { AgentResponse, TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createPage, uniqueSlug } from '../pages/pages.test-helpers.ts';
import { auditWritesSettled } from '../audit/audit.hook.ts';

/** Issue 16, redirects: automatic ones on a published page's address change, chains, loops, CRUD, CSV. */
let t: TestApp;
let admin: TestAgent;
let editor: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  ({ agent: editor } = await loggedInUser(t, { role: 'Editor' }));
});
afterAll(async () => t.close());

type Redirect = {
  id: number;
  from: string;
  to: string | null;
  status: number;
  automatic: boolean;
  pageId: number | null;
  locale: string | null;
};

function expectErrors(response: AgentResponse, status: number, errors: { code: string; property?: string }[]) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toEqual({ Success: false, Errors: errors });
}

async function create(body: Record<string, unknown>): Promise<Redirect> {
  const response = await admin.post('/api/redirects', body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data as Redirect;
}

async function list(body: Record<string, unknown> = {}): Promise<{ items: Redirect[]; totalItems: number }> {
  const response = await admin.post('/api/redirects/list', { pageSize: 200, ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
}

async function redirectFrom(from: string): Promise<Redirect | undefined> {
  return (await list({ searchTerm: from })).items.find((item) => item.from === from);
}

async function publish(agent: TestAgent, pageId: number) {
  const response = await agent.post(`/api/page/${pageId}/publish`, {});
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

async function livePage(body: Record<string, unknown> = {}) {
  const page = await createPage(admin, body);
  await publish(admin, page.pageID);
  return page;
}

const path = (prefix: string) => `/${uniqueSlug(prefix)}`;

describe('automatic redirects', () => {
  it("a publisher's slug change of a published page redirects the old address permanently, keeping the query", async () => {
    const page = await livePage();
    const moved = uniqueSlug('moved');
    const saved = await admin.put(`/api/page/${page.pageID}/save`, { id: page.pageID, slug: moved });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await redirectFrom(`/${page.slug}`)).toMatchObject({
      to: `/${moved}`,
      status: 301,
      automatic: true,
      pageId: page.pageID,
      locale: 'nl-nl',
    });
    const visit = await t.app.inject({ method: 'GET', url: `/${page.slug}?utm_source=mail&x=1` });
    expect(visit.statusCode).toBe(301);
    expect(visit.headers.location).toBe(`/${moved}?utm_source=mail&x=1`);
    expect((await t.app.inject({ method: 'GET', url: `/${moved}` })).statusCode).toBe(200);
  });

  it('per locale: a page under /en-gb gets its redirect under /en-gb', async () => {
    const page = await livePage({ locale: 'en-gb' });
    const moved = uniqueSlug('moved-en');
    expect((await admin.put(`/api/page/${page.pageID}/save`, { slug: moved })).status).toBe(200);
    expect(await redirectFrom(`/en-gb/${page.slug}`)).toMatchObject({ to: `/en-gb/${moved}`, locale: 'en-gb' });
  });

  it('no redirect for a page that was never published', async () => {
    const page = await createPage(admin);
    expect((await admin.put(`/api/page/${page.pageID}/save`, { slug: uniqueSlug('draft') })).status).toBe(200);
    expect(await redirectFrom(`/${page.slug}`)).toBeUndefined();
  });

  it("an editor's pending slug makes the redirect only when it goes live at publication", async () => {
    const page = await livePage();
    const moved = uniqueSlug('pending');
    expect((await editor.put(`/api/page/${page.pageID}/save`, { slug: moved })).status).toBe(200);
    expect(await redirectFrom(`/${page.slug}`)).toBeUndefined();
    await publish(admin, page.pageID);
    expect(await redirectFrom(`/${page.slug}`)).toMatchObject({ to: `/${moved}`, status: 301, automatic: true });
  });

  it('collapses chains (A→B, B→C gives A→C and B→C) and a page moved back removes the redirect from its address', async () => {
    const page = await livePage();
    const [a, b, c] = [page.slug, uniqueSlug('b'), uniqueSlug('c')];
    await admin.put(`/api/page/${page.pageID}/save`, { slug: b });
    await admin.put(`/api/page/${page.pageID}/save`, { slug: c });
    expect(await redirectFrom(`/${a}`)).toMatchObject({ to: `/${c}` });
    expect(await redirectFrom(`/${b}`)).toMatchObject({ to: `/${c}` });
    // Back to A: A is live again, so its redirect goes; B and C now lead to A, never in a circle.
    await admin.put(`/api/page/${page.pageID}/save`, { slug: a });
    expect(await redirectFrom(`/${a}`)).toBeUndefined();
    expect(await redirectFrom(`/${b}`)).toMatchObject({ to: `/${a}` });
    expect(await redirectFrom(`/${c}`)).toMatchObject({ to: `/${a}` });
    expect((await t.app.inject({ method: 'GET', url: `/${a}` })).statusCode).toBe(200);
  });

  it('a manual redirect that ended at the old address follows the page', async () => {
    const page = await livePage();
    const legacy = path('legacy');
    await create({ from: legacy, to: `/${page.slug}` });
    const moved = uniqueSlug('moved');
    await admin.put(`/api/page/${page.pageID}/save`, { slug: moved });
    expect(await redirectFrom(legacy)).toMatchObject({ to: `/${moved}`, automatic: false });
  });

  it('publishing a new page at a redirected address removes that redirect', async () => {
    const slug = uniqueSlug('taken-later');
    await create({ from: `/${slug}`, to: '/elsewhere' });
    const page = await createPage(admin, { slug });
    await publish(admin, page.pageID);
    expect(await redirectFrom(`/${slug}`)).toBeUndefined();
  });
});

describe('CRUD', () => {
  it('creates, lists (search, sort, paging), updates and deletes', async () => {
    const tag = uniqueSlug('crud');
    const first = await create({ from: `/${tag}/Old-Page/`, to: '/nieuw?ref=old#top', status: 301 });
    expect(first).toMatchObject({ from: `/${tag}/old-page`, to: '/nieuw?ref=old#top', status: 301, automatic: false, pageId: null });
    const second = await create({ from: `/${tag}/second`, to: 'https://example.org/elsewhere?q=1', status: 302 });
    expect(second.to).toBe('https://example.org/elsewhere?q=1');
    const gone = await create({ from: `/${tag}/gone`, status: 410 });
    expect(gone).toMatchObject({ to: null, status: 410 });

    const found = await list({ searchTerm: tag, columnToSort: 'from', sortOrder: 'desc' });
    expect(found.totalItems).toBe(3);
    expect(found.items.map((item) => item.from)).toEqual([`/${tag}/second`, `/${tag}/old-page`, `/${tag}/gone`]);
    const paged = await list({ searchTerm: tag, columnToSort: 'status', sortOrder: 'asc', pageSize: 2, pageIndex: 1 });
    expect(paged).toMatchObject({ totalItems: 3, items: [{ status: 410 }] });
    expect((await list({ searchTerm: 'example.org/elsewhere' })).items.map((item) => item.id)).toContain(second.id);

    const updated = await admin.put(`/api/redirects/${first.id}`, { from: `/${tag}/old-page`, to: '/ander', status: 302 });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data).toMatchObject({ id: first.id, to: '/ander', status: 302 });
    // Status 410 drops the target.
    const toGone = await admin.put(`/api/redirects/${second.id}`, { from: `/${tag}/second`, to: '/ignored', status: 410 });
    expect(toGone.body.data).toMatchObject({ to: null, status: 410 });

    expect((await admin.delete(`/api/redirects/${first.id}`)).status).toBe(200);
    expectErrors(await admin.delete(`/api/redirects/${first.id}`), 404, [{ code: 'G_02' }]);
    expectErrors(await admin.put(`/api/redirects/${first.id}`, { from: '/x', to: '/y' }), 404, [{ code: 'G_02' }]);
    expect((await list({ searchTerm: tag })).totalItems).toBe(2);
  });

  it('validates every body with SPEC 8 codes', async () => {
    expectErrors(await admin.post('/api/redirects', { to: '/a' }), 400, [{ code: 'V_01', property: 'from' }]);
    expectErrors(await admin.post('/api/redirects', { from: '', to: '/a' }), 400, [{ code: 'V_01', property: 'from' }]);
    for (const from of [
      'https://evil.example/x',
      '//evil.example/x',
      'relative',
      '/with?query=1',
      '/api/users',
      '/cmsadmin',
      '/sitemap.xml',
    ]) {
      expectErrors(await admin.post('/api/redirects', { from, to: '/a' }), 400, [{ code: 'V_12', property: 'from' }]);
    }
    for (const to of ['javascript:alert(1)', '//evil.example', 'ftp://example.org/x', 'https://user:pass@example.org/', 'nieuw']) {
      expectErrors(await admin.post('/api/redirects', { from: path('bad-to'), to }), 400, [{ code: 'V_13', property: 'to' }]);
    }
    expectErrors(await admin.post('/api/redirects', { from: path('no-to'), status: 301 }), 400, [{ code: 'V_01', property: 'to' }]);
    expectErrors(await admin.post('/api/redirects', { from: path('bad-status'), to: '/a', status: 303 }), 400, [
      { code: 'V_12', property: 'status' },
    ]);
    expectErrors(await admin.post('/api/redirects', { from: `/${'x'.repeat(1000)}`, to: '/a' }), 400, [{ code: 'V_14', property: 'from' }]);
    expectErrors(await admin.post('/api/redirects/list', { columnToSort: 'secret' }), 400, [{ code: 'V_12', property: 'columnToSort' }]);
    expectErrors(await admin.put('/api/redirects/abc', { from: '/a', to: '/b' }), 400, [{ code: 'V_12', property: 'id' }]);
  });

  it('refuses an old address that is taken (409 V_06) or a live page (400 V_07)', async () => {
    const from = path('dup');
    const existing = await create({ from, to: '/a' });
    expectErrors(await admin.post('/api/redirects', { from: from.toUpperCase(), to: '/b' }), 409, [{ code: 'V_06', property: 'from' }]);
    const other = await create({ from: path('other'), to: '/a' });
    expectErrors(await admin.put(`/api/redirects/${other.id}`, { from, to: '/a' }), 409, [{ code: 'V_06', property: 'from' }]);
    // Saving a redirect under its own address is no conflict.
    expect((await admin.put(`/api/redirects/${existing.id}`, { from, to: '/c' })).status).toBe(200);
    const page = await livePage();
    expectErrors(await admin.post('/api/redirects', { from: `/${page.slug}`, to: '/a' }), 400, [{ code: 'V_07', property: 'from' }]);
  });

  it('collapses chains in both directions', async () => {
    const [a, b, c, d] = [path('a'), path('b'), path('c'), path('d')];
    await create({ from: a, to: b });
    await create({ from: b, to: c });
    expect(await redirectFrom(a)).toMatchObject({ to: c });
    // A new redirect to an address that redirects goes straight to the end.
    expect(await create({ from: d, to: a })).toMatchObject({ to: c });
  });

  it('refuses loops (400 V_07 on to) and leaves everything as it was', async () => {
    const [a, b, c] = [path('loop-a'), path('loop-b'), path('loop-c')];
    expectErrors(await admin.post('/api/redirects', { from: a, to: a }), 400, [{ code: 'V_07', property: 'to' }]);
    await create({ from: a, to: b });
    expectErrors(await admin.post('/api/redirects', { from: b, to: a }), 400, [{ code: 'V_07', property: 'to' }]);
    await create({ from: b, to: c });
    expectErrors(await admin.post('/api/redirects', { from: c, to: a }), 400, [{ code: 'V_07', property: 'to' }]);
    expect(await redirectFrom(c)).toBeUndefined();
    expect(await redirectFrom(a)).toMatchObject({ to: c });
    const edited = await redirectFrom(b);
    expectErrors(await admin.put(`/api/redirects/${edited!.id}`, { from: b, to: b }), 400, [{ code: 'V_07', property: 'to' }]);
    expectErrors(await admin.put(`/api/redirects/${edited!.id}`, { from: c, to: a }), 400, [{ code: 'V_07', property: 'to' }]);
    // Pointing B at A is no loop: A goes on to C, so B goes straight to C.
    expect((await admin.put(`/api/redirects/${edited!.id}`, { from: b, to: a })).body.data).toMatchObject({ to: c });
  });

  it('refuses a loop through a query or fragment (the site looks redirects up by path alone)', async () => {
    const [a, b] = [path('qloop-a'), path('qloop-b')];
    expectErrors(await admin.post('/api/redirects', { from: a, to: `${a}?campaign=1` }), 400, [{ code: 'V_07', property: 'to' }]);
    expectErrors(await admin.post('/api/redirects', { from: a, to: `${a}#top` }), 400, [{ code: 'V_07', property: 'to' }]);
    await create({ from: a, to: `${b}?from=a` });
    expectErrors(await admin.post('/api/redirects', { from: b, to: `${a}#again` }), 400, [{ code: 'V_07', property: 'to' }]);
    expect(await redirectFrom(b)).toBeUndefined();
  });

  it('keeps the case of a target path, and refuses addresses that grow too long when encoded (V_14, never a 500)', async () => {
    const from = path('case');
    expect(await create({ from, to: '/api/medialib/Report.PDF' })).toMatchObject({ to: '/api/medialib/Report.PDF' });
    expectErrors(await admin.post('/api/redirects', { from: `/${'é'.repeat(400)}`, to: '/x' }), 400, [{ code: 'V_14', property: 'from' }]);
    expectErrors(await admin.post('/api/redirects', { from: path('long'), to: `/${'é'.repeat(900)}` }), 400, [
      { code: 'V_14', property: 'to' },
    ]);
    expectErrors(await admin.post('/api/redirects', { from: '/share/abc', to: '/x' }), 400, [{ code: 'V_12', property: 'from' }]);
  });

  it('needs manage-redirects: 401 anonymous, 403 without the permission', async () => {
    const item = await create({ from: path('perm'), to: '/a' });
    const anonymous = t.agent();
    const { agent: without } = await loggedInUser(t, { role: await createRole(t, ['create-page', 'publish-page', 'manage-settings']) });
    const calls = (agent: TestAgent) => [
      agent.post('/api/redirects/list', {}),
      agent.post('/api/redirects', { from: path('perm'), to: '/a' }),
      agent.put(`/api/redirects/${item.id}`, { from: item.from, to: '/b' }),
      agent.delete(`/api/redirects/${item.id}`),
      agent.post('/api/redirects/import', { csv: '/x,/y' }),
      agent.get('/api/redirects/export'),
    ];
    for (const response of await Promise.all(calls(anonymous))) expectErrors(response, 401, [{ code: 'G_04' }]);
    for (const response of await Promise.all(calls(without))) expectErrors(response, 403, [{ code: 'UM_01' }]);
    for (const response of await Promise.all(calls(editor))) expectErrors(response, 403, [{ code: 'UM_01' }]);
    expect(await redirectFrom(item.from)).toMatchObject({ to: '/a' });
    // A role with the permission may.
    const { agent: manager } = await loggedInUser(t, { role: await createRole(t, ['manage-redirects']) });
    expect((await manager.post('/api/redirects/list', {})).status).toBe(200);
  });
});

describe('audit trail', () => {
  it('records create, update, delete and import with the redirect as object', async () => {
    const from = path('audited');
    const created = await create({ from, to: '/a' });
    expect((await admin.put(`/api/redirects/${created.id}`, { from, to: '/b', status: 302 })).status).toBe(200);
    expect((await admin.delete(`/api/redirects/${created.id}`)).status).toBe(200);
    expect((await admin.post('/api/redirects/import', { csv: `${path('audited-import')},/a` })).status).toBe(200);
    // Entries are written after the answer: CI's PostgreSQL run once listed before the import's was.
    await auditWritesSettled(t.app);
    const entries = await admin.post('/api/audit/list', { pageSize: 200, objectType: 'redirect', outcome: 'success' });
    expect(entries.status, JSON.stringify(entries.body)).toBe(200);
    const mine = (entries.body.data.items as { action: string; objectId: string | null; detail: string | null }[]).filter(
      (entry) => entry.objectId === String(created.id) || entry.action === 'redirect.import',
    );
    expect(mine.map((entry) => entry.action).sort()).toEqual(['redirect.create', 'redirect.delete', 'redirect.import', 'redirect.update']);
    expect(mine.find((entry) => entry.action === 'redirect.create')?.detail).toBe(`from: ${from}, to: /a`);
    expect(mine.find((entry) => entry.action === 'redirect.import')?.detail).toBe('created: 1, refused: 0');
  });
});

describe('CSV import and export', () => {
  it('imports the good rows and reports the refused ones with line number and code', async () => {
    const tag = uniqueSlug('csv');
    const page = await livePage();
    await create({ from: `/${tag}/existing`, to: '/a' });
    const csv = [
      'from,to,status',
      `/${tag}/one,/een,301`,
      `/${tag}/two,"https://example.org/a,b",302`,
      `/${tag}/gone,,410`,
      `/${tag}/default,/standaard`,
      '',
      `https://evil.example/x,/a,301`,
      `/${tag}/no-target,,301`,
      `/${tag}/bad-status,/a,303`,
      `/${tag}/existing,/b,301`,
      `/${tag}/one,/again,301`,
      `/${page.slug},/a,301`,
      `/${tag}/self,/${tag}/self,301`,
      `/${tag}/bad-target,javascript:alert(1),301`,
      `/${tag}/too,/many,301,columns`,
      `"/${tag}/multi`,
      `line",/a,301`,
    ].join('\r\n');
    const response = await admin.post('/api/redirects/import', { csv });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data).toEqual({
      created: 4,
      refused: [
        { line: 7, code: 'V_12', property: 'from' },
        { line: 8, code: 'V_01', property: 'to' },
        { line: 9, code: 'V_12', property: 'status' },
        { line: 10, code: 'V_06', property: 'from' },
        { line: 11, code: 'V_06', property: 'from' },
        { line: 12, code: 'V_07', property: 'from' },
        { line: 13, code: 'V_07', property: 'to' },
        { line: 14, code: 'V_13', property: 'to' },
        { line: 15, code: 'V_12' },
        // A quoted cell may span lines: the record is reported at the line it starts on.
        { line: 16, code: 'V_12', property: 'from' },
      ],
    });
    expect(await redirectFrom(`/${tag}/two`)).toMatchObject({ to: 'https://example.org/a,b', status: 302 });
    expect(await redirectFrom(`/${tag}/gone`)).toMatchObject({ to: null, status: 410 });
    expect(await redirectFrom(`/${tag}/default`)).toMatchObject({ to: '/standaard', status: 301 });
  });

  it('refuses an empty or oversized body', async () => {
    expectErrors(await admin.post('/api/redirects/import', {}), 400, [{ code: 'V_01', property: 'csv' }]);
    expectErrors(await admin.post('/api/redirects/import', { csv: '' }), 400, [{ code: 'V_17', property: 'csv' }]);
  });

  it('exports every redirect as CSV that the import reads back', async () => {
    const tag = uniqueSlug('export');
    await create({ from: `/${tag}/a`, to: 'https://example.org/x,y', status: 302 });
    await create({ from: `/${tag}/b`, status: 410 });
    const response = await admin.get('/api/redirects/export');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toBe('attachment; filename="redirects.csv"');
    const text = response.body as string;
    expect(text.startsWith('from,to,status\r\n')).toBe(true);
    expect(text).toContain(`/${tag}/a,"https://example.org/x,y",302\r\n`);
    expect(text).toContain(`/${tag}/b,,410\r\n`);
    // Importing the export again changes nothing: every row is already there.
    const again = await admin.post('/api/redirects/import', { csv: text });
    expect(again.body.data.created).toBe(0);
    expect(again.body.data.refused.every((row: { code: string }) => row.code === 'V_06')).toBe(true);
  });
});
