import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../server/test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../server/test-support/test-app.ts';

/**
 * Issue 18: HTTP caching a shared cache (Varnish, a CDN) can use. A public page carries no
 * Set-Cookie, a public Cache-Control with s-maxage, an ETag and surrogate keys naming what it
 * shows; anything personal stays private or no-store.
 */
let t: TestApp;
let admin: TestAgent;
let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;
const PUBLIC = 'public, max-age=0, s-maxage=300, stale-while-revalidate=60';
const THUMB = { hash: 'cd'.repeat(16), fileName: 'thumb.jpg', altText: 'A thumbnail' };
const BLOCK_IMAGE = { hash: 'ef'.repeat(16), fileName: 'block.jpg', altText: '' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

async function published(input: { type?: string; blocks?: unknown[]; typeData?: Record<string, unknown>; locale?: string } = {}) {
  const created = await admin.post('/api/page/create', {
    title: 'A page',
    slug: unique('page'),
    type: input.type ?? 'blank',
    locale: input.locale ?? 'nl-nl',
    content: input.blocks ?? [{ type: 'pageHeader', key: unique('h'), props: { title: 'A page' } }],
    typeData: input.typeData ?? {},
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.pageID as number;
  expect((await admin.post(`/api/page/${id}/publish`, {})).status).toBe(200);
  const page = (await admin.get(`/api/page/${id}`)).body.page as { url: string };
  return { id, url: page.url };
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const keysOf = (response: { headers: Record<string, unknown> }) => String(response.headers.xkey).split(' ');

describe('public pages for a shared cache', () => {
  it('an anonymous view: no Set-Cookie, public s-maxage, ETag, 304 on If-None-Match, Vary: Cookie', async () => {
    const page = await published();
    const first = await get(page.url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.headers['cache-control']).toBe(PUBLIC);
    expect(first.headers.vary).toBe('Accept-Encoding, Cookie');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(page.url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe(PUBLIC);
    // Compressed: another representation, another validator.
    const gzip = await get(page.url, { 'accept-encoding': 'gzip' });
    expect(gzip.headers.etag).not.toBe(etag);
    expect((await get(page.url, { 'accept-encoding': 'gzip', 'if-none-match': gzip.headers.etag as string })).statusCode).toBe(304);
  });

  it('with a consent cookie: public too, one variant per consent value', async () => {
    const page = await published();
    const chosen = await get(page.url, { cookie: 'cms_consent=n1s0m1; _ga=noise' });
    expect(chosen.headers['cache-control']).toBe(PUBLIC);
    expect(chosen.headers['set-cookie']).toBeUndefined();
    const other = await get(page.url, { cookie: 'cms_consent=n1s1m1' });
    expect(other.headers.etag).not.toBe(chosen.headers.etag);
    // The same consent with other cookies around it: the same page.
    expect((await get(page.url, { cookie: 'x=1; cms_consent=n1s0m1' })).headers.etag).toBe(chosen.headers.etag);
  });

  it('a logged-in editor gets the same page as anyone (the site renders nothing per session)', async () => {
    const page = await published();
    const anonymous = await get(page.url, { cookie: 'cms_consent=n1s1m1' });
    const cookie = `cms_session=${admin.cookie('cms_session')}; cms_consent=n1s1m1`;
    const editor = await get(page.url, { cookie });
    expect(editor.headers.etag).toBe(anonymous.headers.etag);
    expect(editor.headers['set-cookie']).toBeUndefined();
  });

  it('names what it shows in xkey and Surrogate-Key: site, page, locale, menu, settings, media', async () => {
    const imageBlock = { type: 'image', key: unique('i'), props: {}, __images: { image: [BLOCK_IMAGE] } };
    const page = await published({ type: 'project', blocks: [imageBlock], typeData: { __images: { thumbnail: [THUMB] } } });
    const response = await get(page.url);
    expect(response.headers['surrogate-key']).toBe(response.headers.xkey);
    const keys = keysOf(response);
    for (const key of ['site', `page-${page.id}`, 'locale-nl-nl', 'menu', 'settings', `media-${BLOCK_IMAGE.hash}`, `media-${THUMB.hash}`]) {
      expect(keys, key).toContain(key);
    }
    expect(keys).not.toContain('listing');
    // Its overview (the projects page) is not published here: the breadcrumbs miss it, and a
    // publication there must purge this page (`notfound`, which a new address purges).
    expect(keys).toContain('notfound');
  });

  it('a page listing other pages carries `listing` and the listed thumbnails; a 404 carries `notfound`', async () => {
    const theme = 'BIODIVERSITY';
    await published({ type: 'project', typeData: { themes: [theme], __images: { thumbnail: [THUMB] } } });
    const listing = await published({
      blocks: [{ type: 'relatedProjects', key: unique('r'), props: { title: 'Related', theme, service: 'NONE', limit: 12 } }],
    });
    const keys = keysOf(await get(listing.url));
    expect(keys).toEqual(expect.arrayContaining(['listing', 'listing-project']));
    expect(keys).toContain(`media-${THUMB.hash}`);
    const missing = await get(`/${unique('nowhere')}`);
    expect(missing.statusCode).toBe(404);
    expect(keysOf(missing)).toEqual(expect.arrayContaining(['site', 'notfound']));
  });

  it('sitemap.xml (key `sitemap`) and robots.txt are public with the key `site`', async () => {
    for (const [url, keys] of [
      ['/sitemap.xml', 'site sitemap'],
      ['/robots.txt', 'site'],
    ]) {
      const response = await get(url!);
      expect(response.headers['cache-control'], url).toBe(PUBLIC);
      expect(response.headers.xkey, url).toBe(keys);
      expect(response.headers['surrogate-key'], url).toBe(keys);
    }
  });
});

describe('personal answers stay out of shared caches', () => {
  it('API, preview and admin are no-store or not public', async () => {
    const page = await published();
    const api = await admin.get(`/api/page/${page.id}`);
    expect(api.headers['cache-control']).toBe('no-store');
    const preview = await admin.get(`/api/page/${page.id}/preview`);
    expect(String(preview.headers['cache-control'])).toMatch(/no-store|private/);
    const admins = await get('/cmsadmin/');
    expect(String(admins.headers['cache-control'] ?? '')).not.toMatch(/public/);
  });

  it('browsing on (personal consent) is private; a form post is no-store', async () => {
    const page = await published();
    const browsed = await get(page.url, { cookie: 'cms_consent_seen=v1' });
    expect(browsed.headers['cache-control']).toBe('private, no-cache');
    const posted = await t.app.inject({
      method: 'POST',
      url: page.url,
      payload: 'contactForm=x&name=A',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'cms_consent=n1s1m1' },
    });
    expect(posted.headers['cache-control']).toBe('no-store');
    expect(posted.headers['set-cookie']).toBeUndefined();
  });
});

describe('configuration', () => {
  it('CACHE_S_MAXAGE and CACHE_STALE_WHILE_REVALIDATE set the lifetimes', async () => {
    const other = await createTestApp({ env: { CACHE_S_MAXAGE: '30', CACHE_STALE_WHILE_REVALIDATE: '5' } });
    try {
      const response = await other.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(response.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=5');
    } finally {
      await other.close();
    }
  });
});
