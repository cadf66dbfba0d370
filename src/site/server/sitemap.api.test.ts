import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../server/test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../server/test-support/test-app.ts';
import { RenderCache, type CachedPage } from './render-cache.ts';
import { siteRoutes } from './site.routes.ts';

/*
 * Issue 20: past its split size, /sitemap.xml is an index of /sitemap-n.xml files, each read a
 * file at a time from the database (SQLite and PostgreSQL). The site's routes run here on the
 * test app's real port with a split size of a few addresses, so no 10,000 pages are needed.
 */

let t: TestApp;
let site: FastifyInstance;
const documents = new RenderCache<CachedPage>(16);
const PER_FILE = 4;
let slugs: string[] = [];

let counter = 0;
const uniqueSlug = (prefix: string) => `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;

async function createPage(admin: TestAgent, body: { slug: string }) {
  const response = await admin.post('/api/page/create', { title: 'A page', type: 'blank', locale: 'nl-nl', ...body });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { pageID: response.body.pageID as number, slug: body.slug };
}

let admin: TestAgent;
async function publish(_t: TestApp, pageId: number) {
  const response = await admin.post(`/api/page/${pageId}/publish`, {});
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  for (let index = 0; index < 9; index += 1) {
    const page = await createPage(admin, { slug: uniqueSlug('kaart') });
    await publish(t, page.pageID);
    slugs.push(page.slug);
  }
  const source = await createPage(admin, { slug: uniqueSlug('vertaald') });
  await publish(t, source.pageID);
  slugs.push(source.slug);
  const translated = await admin.post('/api/page/create-translation', {
    pageID: source.pageID,
    newLocale: 'en-gb',
    title: 'Translated',
    slug: uniqueSlug('translated'),
  });
  expect(translated.status).toBe(200);
  await publish(t, translated.body.pageID);
  slugs = slugs.sort();
  site = Fastify();
  await site.register(siteRoutes, {
    renderer: t.deps.siteRenderer,
    port: t.deps.sitePort,
    caches: { pages: new RenderCache<CachedPage>(), documents },
    publicUrl: 'http://cms.test',
    secureCookies: false,
    sitemapUrlsPerFile: PER_FILE,
  });
}, 60_000);

afterAll(async () => {
  await site?.close();
  await t?.close();
});

const get = (url: string) => site.inject({ method: 'GET', url });
const locs = (xml: string) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

describe('a split sitemap', () => {
  it('serves an index of parts that together list every published page once, at most the split size each', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.headers.xkey).toBe('site sitemap');
    expect(index.body).toContain('<sitemapindex');
    const parts = [...index.body.matchAll(/<loc>http:\/\/cms\.test(\/sitemap-\d+\.xml)<\/loc>/g)].map((match) => match[1]!);
    expect(parts.length).toBeGreaterThanOrEqual(3);

    const listed: string[] = [];
    for (const part of parts) {
      const response = await get(part);
      expect(response.statusCode, part).toBe(200);
      expect(response.headers.xkey).toBe('site sitemap');
      const addresses = locs(response.body);
      expect(addresses.length).toBeGreaterThan(0);
      expect(addresses.length).toBeLessThanOrEqual(PER_FILE);
      listed.push(...addresses);
    }
    expect(new Set(listed).size).toBe(listed.length);
    for (const slug of slugs) expect(listed).toContain(`http://cms.test/${slug}`);
    // A translation lists its alternate in whichever part it is.
    expect(listed.some((address) => address.startsWith('http://cms.test/en-gb/translated'))).toBe(true);
    const all = (await Promise.all(parts.map((part) => get(part)))).map((response) => response.body).join('');
    expect(all).toMatch(/hreflang="en-gb" href="http:\/\/cms\.test\/en-gb\/translated/);
    expect(all).toMatch(
      /<url><loc>http:\/\/cms\.test\/en-gb\/translated[^<]*<\/loc><lastmod>[^<]+<\/lastmod><xhtml:link rel="alternate" hreflang="nl-nl" href="http:\/\/cms\.test\/vertaald/,
    );

    expect((await get(`/sitemap-${parts.length + 1}.xml`)).statusCode).toBe(404);
    expect((await get('/sitemap-0.xml')).statusCode).toBe(404);
    const robots = await get('/robots.txt');
    expect(robots.body).toContain('Sitemap: http://cms.test/sitemap.xml');
  });

  it("dates each address by its published version's publication, else by the page's last change", async () => {
    const [byPublication, byChange] = await t.deps.db
      .selectFrom('pages')
      .select(['id', 'slug', 'published_version_id'])
      .where('slug', 'in', [slugs[0]!, slugs[1]!])
      .orderBy('slug')
      .execute();
    await t.deps.db
      .updateTable('page_versions')
      .set({ published_at: '2020-01-02T03:04:05.000Z' })
      .where('id', '=', byPublication!.published_version_id!)
      .execute();
    await t.deps.db.updateTable('pages').set({ updated_at: '2019-05-06T07:08:09.000Z' }).where('id', '=', byChange!.id).execute();
    await t.deps.db.updateTable('page_versions').set({ published_at: null }).where('id', '=', byChange!.published_version_id!).execute();
    // Written behind the CMS's back: nothing purged the sitemap.
    documents.clear();
    const index = await get('/sitemap.xml');
    const parts = [...index.body.matchAll(/<loc>http:\/\/cms\.test(\/sitemap-\d+\.xml)<\/loc>/g)].map((match) => match[1]!);
    const all = (await Promise.all(parts.map((part) => get(part)))).map((response) => response.body).join('');
    expect(all).toContain(`<url><loc>http://cms.test/${byPublication!.slug}</loc><lastmod>2020-01-02</lastmod>`);
    expect(all).toContain(`<url><loc>http://cms.test/${byChange!.slug}</loc><lastmod>2019-05-06</lastmod>`);
  });

  it('is one urlset in the application (the real split size), with no parts', async () => {
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain('<urlset');
    for (const slug of slugs) expect(sitemap.body).toContain(`<loc>http://cms.test/${slug}</loc>`);
    expect((await t.app.inject({ method: 'GET', url: '/sitemap-1.xml' })).statusCode).toBe(404);
  });

  it("lists a page whose address holds the read's field separator (an imported archive), without it", async () => {
    const [page] = await t.deps.db.selectFrom('pages').select(['id', 'slug']).where('slug', '=', slugs[2]!).execute();
    await t.deps.db
      .updateTable('pages')
      .set({ slug: `${page!.slug}\u001fx` })
      .where('id', '=', page!.id)
      .execute();
    try {
      documents.clear();
      const index = await get('/sitemap.xml');
      const parts = [...index.body.matchAll(/<loc>http:\/\/cms\.test(\/sitemap-\d+\.xml)<\/loc>/g)].map((match) => match[1]!);
      const responses = await Promise.all(parts.map((part) => get(part)));
      expect(responses.map((response) => response.statusCode)).toEqual(parts.map(() => 200));
      expect(responses.map((response) => response.body).join('')).toContain(`<loc>http://cms.test/${page!.slug}x</loc>`);
    } finally {
      await t.deps.db.updateTable('pages').set({ slug: page!.slug }).where('id', '=', page!.id).execute();
      documents.clear();
    }
  });

  it.runIf(!process.env.DATABASE_URL?.startsWith('postgres'))(
    'reads the dates without their index (SQLite) should it be gone',
    async () => {
      await sql`DROP INDEX page_versions_published_at_idx`.execute(t.deps.db);
      try {
        documents.clear();
        const response = await get('/sitemap-1.xml');
        expect(response.statusCode).toBe(200);
        expect(locs(response.body).length).toBe(PER_FILE);
      } finally {
        await sql`CREATE INDEX page_versions_published_at_idx ON page_versions (id, published_at)`.execute(t.deps.db);
      }
    },
  );
});
