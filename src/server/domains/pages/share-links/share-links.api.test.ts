import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditWritesSettled } from '../../audit/audit.hook.ts';
import { createRole, loggedInUser } from '../../../test-support/fixtures.ts';
import type { TestAgent } from '../../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { hashToken } from '../../../lib/tokens.ts';
import { image, upload } from '../../media/media-test-helpers.ts';
import { createPage, expectError, publish } from '../pages.test-helpers.ts';

/** Issue 16: shareable preview links, made and revoked by editors, opened by anyone who has one. */

let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());
afterEach(() => {
  vi.useRealTimers();
});

const quote = (key: string, text: string) => ({ type: 'quote', key, props: { text, author: '', role: '' } });

/** A published page whose concept then changed: the published text and the concept's differ. */
async function pageWithConcept(locale = 'en-gb') {
  const page = await createPage(admin, { title: 'Otters', locale, content: [quote('q', 'Published otter words')] });
  const concept = await publish(t, page.pageID);
  const current = await admin.get(`/api/page/version/fetch/${concept}`);
  const stored = await admin.post(`/api/page/version/${concept}/store`, {
    revision: current.body.version.revision,
    title: 'Otters (new)',
    blocks: [quote('q', 'Concept otter words')],
  });
  expect(stored.status, JSON.stringify(stored.body)).toBe(200);
  return page;
}

async function createLink(pageId: number, body: Record<string, unknown> = {}) {
  const response = await admin.post(`/api/page/${pageId}/share-links`, body);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  const { id, url, expiresAt } = response.body as { id: number; url: string; expiresAt: string };
  return { id, url, expiresAt, path: url.slice('http://cms.test'.length), token: url.split('/share/')[1]! };
}

/** Someone without an account opening the link. */
const open = (path: string) => t.app.inject({ method: 'GET', url: path });

describe('POST /api/page/{id}/share-links', () => {
  it('answers an absolute URL from PUBLIC_URL with an unguessable token, stored only as its hash', async () => {
    const page = await createPage(admin);
    const before = Date.now();
    const link = await createLink(page.pageID);
    expect(link.url).toMatch(/^http:\/\/cms\.test\/share\/[A-Za-z0-9_-]{43}$/);
    // Default: seven days.
    const days = (Date.parse(link.expiresAt) - before) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(7 - 0.001);
    expect(days).toBeLessThan(7.01);

    const rows = await t.deps.db.selectFrom('share_links').selectAll().where('page_id', '=', page.pageID).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(link.token));
    expect(JSON.stringify(rows)).not.toContain(link.token);

    const second = await createLink(page.pageID, { expiresInDays: 30 });
    expect(second.token).not.toBe(link.token);
    expect((Date.parse(second.expiresAt) - Date.now()) / 86_400_000).toBeGreaterThan(29.99);
  });

  it('refuses a number of days outside 1..30 or not a whole number with V_12', async () => {
    const page = await createPage(admin);
    for (const expiresInDays of [0, 31, 1.5, '7', null, -1]) {
      expectError(await admin.post(`/api/page/${page.pageID}/share-links`, { expiresInDays }), 400, [
        { code: 'V_12', property: 'expiresInDays' },
      ]);
    }
    expectError(await admin.post('/api/page/99999999/share-links', {}), 404, [{ code: 'PM_01' }]);
  });

  it('needs create-page for making, listing and revoking, and a login', async () => {
    const page = await createPage(admin);
    const link = await createLink(page.pageID);
    const { agent: reader } = await loggedInUser(t, { role: await createRole(t, ['manage-menu', 'publish-page']) });
    expectError(await reader.post(`/api/page/${page.pageID}/share-links`, {}), 403, [{ code: 'UM_01' }]);
    expectError(await reader.get(`/api/page/${page.pageID}/share-links`), 403, [{ code: 'UM_01' }]);
    expectError(await reader.delete(`/api/page/${page.pageID}/share-links/${link.id}`), 403, [{ code: 'UM_01' }]);
    const anonymous = t.agent();
    expect((await anonymous.get(`/api/page/${page.pageID}/share-links`)).status).toBe(401);
    expect((await anonymous.post(`/api/page/${page.pageID}/share-links`, {})).status).toBe(401);

    const { agent: editor } = await loggedInUser(t, { role: await createRole(t, ['create-page']) });
    expect((await editor.post(`/api/page/${page.pageID}/share-links`, {})).status).toBe(200);
    expect((await editor.get(`/api/page/${page.pageID}/share-links`)).body.data.items).toHaveLength(2);
  });
});

describe('GET and DELETE /api/page/{id}/share-links', () => {
  it('lists the active links with their maker and expiry, never a token; a revoked link leaves the list', async () => {
    const page = await createPage(admin);
    const { user, agent: editor } = await loggedInUser(t, { role: await createRole(t, ['create-page']), name: 'Eddie Editor' });
    const mine = await createLink(page.pageID, { expiresInDays: 2 });
    const theirs = await editor.post(`/api/page/${page.pageID}/share-links`, { expiresInDays: 3 });

    const listed = await admin.get(`/api/page/${page.pageID}/share-links`);
    expect(listed.status).toBe(200);
    const items = listed.body.data.items as { id: number; createdByName: string; createdBy: number; expiresAt: string }[];
    expect(items.map((item) => [item.id, item.createdByName])).toEqual([
      [mine.id, expect.any(String)],
      [theirs.body.id, 'Eddie Editor'],
    ]);
    expect(items[1]!.createdBy).toBe(user.id);
    expect(items[0]!.expiresAt).toBe(mine.expiresAt);
    expect(JSON.stringify(listed.body)).not.toContain(mine.token);
    expect(JSON.stringify(listed.body)).not.toMatch(/token|url/i);

    expect((await admin.delete(`/api/page/${page.pageID}/share-links/${mine.id}`)).status).toBe(200);
    const after = await admin.get(`/api/page/${page.pageID}/share-links`);
    expect(after.body.data.items.map((item: { id: number }) => item.id)).toEqual([theirs.body.id]);
    // Revoking twice: it is gone.
    expectError(await admin.delete(`/api/page/${page.pageID}/share-links/${mine.id}`), 404, [{ code: 'G_02' }]);
  });

  it('a link id of another page is not found, and that link keeps working', async () => {
    const page = await pageWithConcept();
    const other = await createPage(admin);
    const link = await createLink(page.pageID);
    expectError(await admin.delete(`/api/page/${other.pageID}/share-links/${link.id}`), 404, [{ code: 'G_02' }]);
    expect((await open(link.path)).statusCode).toBe(200);
    expectError(await admin.delete(`/api/page/${page.pageID}/share-links/abc`), 400, [{ code: 'V_12', property: 'linkId' }]);
  });

  it('records making and revoking in the audit log without the token', async () => {
    const page = await createPage(admin);
    const link = await createLink(page.pageID, { expiresInDays: 5 });
    expect((await admin.delete(`/api/page/${page.pageID}/share-links/${link.id}`)).status).toBe(200);
    await auditWritesSettled(t.app);
    const entries = await admin.post('/api/audit/list', { pageSize: 50, objectType: 'page', objectId: String(page.pageID) });
    expect(entries.status, JSON.stringify(entries.body)).toBe(200);
    const mine = entries.body.data.items as { action: string; detail: string | null }[];
    expect(mine.map((entry) => entry.action).sort()).toEqual(['page.create', 'page.share-link-create', 'page.share-link-revoke']);
    expect(mine.find((entry) => entry.action === 'page.share-link-create')?.detail).toBe(`link: ${link.id}, expiresInDays: 5`);
    expect(JSON.stringify(entries.body)).not.toContain(link.token);
  });
});

describe('GET /share/{token}', () => {
  it('shows the current concept, not the published version, with the ribbon, noindex and no-store', async () => {
    const page = await pageWithConcept();
    const link = await createLink(page.pageID);
    const cache = t.deps.siteCaches.pages!;
    cache.clear();
    const response = await open(link.path);
    expect(response.statusCode).toBe(200);
    // Never kept in the render cache.
    expect(cache.size).toBe(0);
    expect(response.headers['x-robots-tag']).toBe('noindex');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).toContain('Concept otter words');
    expect(response.body).not.toContain('Published otter words');
    expect(response.body).toContain('Preview of an unpublished version — link expires');
    expect(response.body).toContain('<meta name="robots" content="noindex"/>');
    // The public address still shows the published version (and the share view was not cached for it).
    const live = await open(`/en-gb/${page.slug}`);
    expect(live.statusCode).toBe(200);
    expect(live.body).toContain('Published otter words');
    expect((await open(link.path)).body).toContain('Concept otter words');
  });

  it("writes the ribbon in the page's language", async () => {
    const page = await pageWithConcept('nl-nl');
    const link = await createLink(page.pageID);
    const response = await open(link.path);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Voorbeeld van een niet-gepubliceerde versie — link verloopt op');
  });

  it('follows the concept: a change saved after the link was made shows at once', async () => {
    const page = await pageWithConcept();
    const link = await createLink(page.pageID);
    expect((await open(link.path)).body).toContain('Concept otter words');
    const concept = await t.deps.db
      .selectFrom('pages')
      .select('concept_version_id')
      .where('id', '=', page.pageID)
      .executeTakeFirstOrThrow();
    const current = await admin.get(`/api/page/version/fetch/${concept.concept_version_id}`);
    await admin.post(`/api/page/version/${concept.concept_version_id}/store`, {
      revision: current.body.version.revision,
      blocks: [quote('q', 'Later otter words')],
    });
    expect((await open(link.path)).body).toContain('Later otter words');
  });

  it('a revoked, expired, unknown or malformed link is a plain 404 in the default language', async () => {
    const page = await pageWithConcept();
    const revoked = await createLink(page.pageID);
    await admin.delete(`/api/page/${page.pageID}/share-links/${revoked.id}`);
    const expired = await createLink(page.pageID, { expiresInDays: 1 });
    await t.deps.db
      .updateTable('share_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', expired.id)
      .execute();
    const unknown = `/share/${'A'.repeat(43)}`;
    for (const path of [revoked.path, expired.path, unknown, '/share/short', `/share/${'x'.repeat(300)}`]) {
      const response = await open(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-robots-tag']).toBe('noindex');
      expect(response.body).not.toContain('otter');
      // The test site's default language is Dutch.
      expect(response.body).toContain('Pagina niet gevonden');
    }
  });

  it('stops working when its time is up (the clock moved on)', async () => {
    const page = await pageWithConcept();
    const link = await createLink(page.pageID, { expiresInDays: 1 });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 86_400_000 - 60_000 });
    expect((await open(link.path)).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 120_000 });
    expect((await open(link.path)).statusCode).toBe(404);
    vi.useRealTimers();
    const listed = await admin.get(`/api/page/${page.pageID}/share-links`);
    expect(listed.body.data.items.map((item: { id: number }) => item.id)).toContain(link.id);
  });

  it('offers only published translations in the language switch: nothing leads to other unpublished pages', async () => {
    const page = await pageWithConcept();
    const translation = await admin.post('/api/page/create-translation', {
      pageID: page.pageID,
      newLocale: 'nl-nl',
      title: 'Otters NL',
      slug: `${page.slug}-nl`,
    });
    expect(translation.status, JSON.stringify(translation.body)).toBe(200);
    const link = await createLink(page.pageID);
    const response = await open(link.path);
    expect(response.body).not.toContain(`${page.slug}-nl`);
    expect(response.body).not.toContain('/api/page/');
  });
});

describe("the concept's own images through a share link", () => {
  it('load with the cookie the link sets (scoped to the page), and stop when it is revoked', async () => {
    const uploaded = await upload(admin, '/', 'share-otter.png', await image('png', 40, 30));
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const file = uploaded.body.file as { hash: string; fileName: string };
    const page = await createPage(admin, {
      locale: 'en-gb',
      content: [{ type: 'image', key: 'img', props: {}, __images: { image: [{ hash: file.hash, fileName: file.fileName, altText: '' }] } }],
    });
    const other = await createPage(admin);
    const link = await createLink(page.pageID);
    const fileUrl = (pageId: number) => `/api/medialib/get-page-file/${pageId}/block_images_img/${file.hash}/${file.fileName}`;

    const view = await open(link.path);
    expect(view.statusCode).toBe(200);
    expect(view.body).toContain(fileUrl(page.pageID));
    const cookie = String(view.headers['set-cookie']);
    expect(cookie).toContain(`verdant_share=${link.token}`);
    expect(cookie).toContain(`Path=/api/medialib/get-page-file/${page.pageID}/`);
    expect(cookie).toContain('HttpOnly');

    const get = (url: string, withCookie: boolean) =>
      t.app.inject({ method: 'GET', url, headers: withCookie ? { cookie: `verdant_share=${link.token}` } : {} });
    // An unpublished page's image: not for visitors, but for whoever holds a working link to it.
    expect((await get(fileUrl(page.pageID), false)).statusCode).toBe(404);
    const shown = await get(fileUrl(page.pageID), true);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['cache-control']).toBe('private, no-cache');
    expect((await get(fileUrl(other.pageID), true)).statusCode).toBe(404);

    await admin.delete(`/api/page/${page.pageID}/share-links/${link.id}`);
    expect((await get(fileUrl(page.pageID), true)).statusCode).toBe(404);
    expect((await open(link.path)).headers['set-cookie']).toBeUndefined();
  });
});

describe('GET /share/{token} rate limit', () => {
  it('answers 429 in plain words after 120 views a minute from one client', async () => {
    const from = (n: number) => t.app.inject({ method: 'GET', url: `/share/${'B'.repeat(43)}`, remoteAddress: `10.9.9.${n}` });
    const statuses: number[] = [];
    for (let index = 0; index < 120; index += 1) statuses.push((await from(1)).statusCode);
    expect(statuses.every((status) => status === 404)).toBe(true);
    const limited = await from(1);
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('Too many requests');
    // Another client is not affected.
    expect((await from(2)).statusCode).toBe(404);
  });
});
