import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../server/test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../server/test-support/test-app.ts';

let t: TestApp;
let admin: TestAgent;
let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

interface PageInput {
  title?: string;
  slug?: string;
  locale?: string;
  type?: string;
  blocks?: unknown[];
  typeData?: Record<string, unknown>;
  seo?: Record<string, unknown>;
}

const header = (title: string, anchorPoint = '') => ({ type: 'pageHeader', key: unique('h'), anchorPoint, props: { title, intro: `Intro of ${title}` }, __images: {}, __files: {} });
const rich = (html: string) => ({ type: 'richText', key: unique('r'), anchorPoint: '', props: { html }, __images: {}, __files: {} });

async function createPage(input: PageInput = {}): Promise<{ id: number; slug: string; versionId: number }> {
  const slug = input.slug ?? unique('page');
  const response = await admin.post('/api/page/create', {
    title: input.title ?? 'A page',
    slug,
    type: input.type ?? 'blank',
    locale: input.locale ?? 'nl-nl',
    content: input.blocks ?? [header(input.title ?? 'A page')],
    typeData: input.typeData ?? {},
  });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  if (input.seo) {
    const stored = await admin.post(`/api/page/version/${response.body.pageVersionID}/store`, input.seo);
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
  }
  return { id: response.body.pageID, slug, versionId: response.body.pageVersionID };
}

async function publish(id: number) {
  const response = await admin.post(`/api/page/${id}/publish`, {});
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

async function createPublished(input: PageInput = {}) {
  const page = await createPage(input);
  await publish(page.id);
  return page;
}

/** A visitor without cookies (consent given, so no banner unless a test wants it). */
function visit(url: string, cookie = 'cms_consent=n1s1m1', headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { ...(cookie ? { cookie } : {}), ...headers } });
}

describe('public pages', () => {
  it('renders a published page with head metadata, blocks, header menu and footer', async () => {
    const page = await createPublished({
      title: 'Otters in the Lek',
      blocks: [header('Otters in the Lek'), rich('<p>Otters are <strong>back</strong>.</p>')],
      seo: { seoTitle: 'Otters SEO', seoDescription: 'All about otters', seoKeywords: ['otter', 'river'], seoImage: [{ hash: 'ab'.repeat(16), fileName: 'otter.jpg', altText: 'An otter' }] },
    });
    const menu = await admin.put('/api/menu', { locale: 'nl-nl', menu: 'header', items: [{ key: 'a', label: 'Otters menu', type: 'internal', pageId: page.id }, { key: 'b', label: 'External', type: 'external', target: 'https://example.org/' }] });
    expect(menu.status, JSON.stringify(menu.body)).toBe(200);

    const response = await visit(`/${page.slug}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html.startsWith('<!doctype html><html lang="nl">')).toBe(true);
    expect(html).toContain('<title>Otters SEO | Verdant Ecology</title>');
    expect(html).toContain('<meta name="description" content="All about otters"/>');
    expect(html).toContain('<meta name="keywords" content="otter, river"/>');
    expect(html).toContain(`<link rel="canonical" href="http://cms.test/${page.slug}"/>`);
    expect(html).toContain(`<meta property="og:image" content="http://cms.test/api/medialib/get-page-file/${page.id}/seo_image/${'ab'.repeat(16)}/otter.jpg"/>`);
    expect(html).toContain('<meta property="og:title" content="Otters SEO | Verdant Ecology"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain('<meta name="theme-color"');
    expect(html).toContain('Otters are <strong>back</strong>.');
    expect(html).toMatch(/<a class="skip-link" href="#main"/);
    expect(html).toContain('<main id="main"');
    expect(html).toContain(`href="/${page.slug}">Otters menu</a>`);
    expect(html).toContain('href="https://example.org/">External</a>');
    // Footer: main office, other offices, legal links, badge, five social networks, back link.
    expect(html).toContain('Stationsweg 1');
    expect(html).toContain('href="/contact"');
    expect(html).toContain('href="/cookieverklaring"');
    expect(html).toContain('href="/privacyverklaring"');
    expect(html).toContain('href="/algemene-voorwaarden"');
    expect(html).toContain('aria-label="Onafhankelijk ecologisch adviesbureau"');
    for (const network of ['LinkedIn', 'X', 'Instagram', 'YouTube', 'Facebook']) expect(html).toContain(`aria-label="Verdant Ecology op ${network}"`);
    expect(html).toContain('Terug naar boven');
    // Critical CSS inline, no scripts and no external stylesheet.
    expect(html).toContain('<style>');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('rel="stylesheet"');
    await admin.put('/api/menu', { locale: 'nl-nl', menu: 'header', items: [] });
  });

  it('serves the locale prefix, hreflang alternates and a language switcher to the sibling', async () => {
    const nl = await createPublished({ title: 'Vleermuizen', slug: unique('vleermuizen') });
    const translation = await admin.post('/api/page/create-translation', { pageID: nl.id, newLocale: 'en-gb', title: 'Bats', slug: `bats-${nl.id}` });
    expect(translation.status).toBe(200);
    await publish(translation.body.pageID);

    const en = await visit(`/en-gb/bats-${nl.id}`);
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<html lang="en">');
    expect(en.body).toContain(`<link rel="canonical" href="http://cms.test/en-gb/bats-${nl.id}"/>`);
    expect(en.body).toContain(`<link rel="alternate" hrefLang="nl-nl" href="http://cms.test/${nl.slug}"/>`);
    expect(en.body).toContain(`<link rel="alternate" hrefLang="en-gb" href="http://cms.test/en-gb/bats-${nl.id}"/>`);
    expect(en.body).toContain(`<link rel="alternate" hrefLang="x-default" href="http://cms.test/${nl.slug}"/>`);
    expect(en.body).toMatch(new RegExp(`<a href="/${nl.slug}" hrefLang="nl-nl" lang="nl">Nederlands</a>`));
    expect(en.body).toContain('href="/en-gb/cookie-policy"');
    expect(en.body).toContain('Back to top');

    const nlResponse = await visit(`/${nl.slug}`);
    expect(nlResponse.body).toMatch(new RegExp(`<a href="/en-gb/bats-${nl.id}" hrefLang="en-gb" lang="en">English</a>`));
    expect(nlResponse.body).toMatch(/aria-current="page"[^>]*>Nederlands|lang="nl" aria-current="page">Nederlands/);
  });

  it('wraps a block with an anchor point', async () => {
    const page = await createPublished({ blocks: [header('Anchored', 'over-ons')] });
    const response = await visit(`/${page.slug}`);
    expect(response.body).toContain('<div id="over-ons" class="anchor-point-element">');
  });

  it('answers 404 with the locale\'s "404" page, or a built-in one', async () => {
    const builtIn = await visit('/en-gb/does-not-exist');
    expect(builtIn.statusCode).toBe(404);
    expect(builtIn.body).toContain('Page not found');
    expect(builtIn.body).toContain('<meta name="robots" content="noindex"/>');

    await createPublished({ slug: '404', title: 'Helaas, niet gevonden', blocks: [header('Helaas, niet gevonden')] });
    const direct = await visit('/404');
    expect(direct.statusCode).toBe(404);
    expect(direct.body).toContain('Helaas, niet gevonden');
    const unknown = await visit('/bestaat/niet');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Helaas, niet gevonden');
    // An unknown locale prefix is a path of the default locale.
    const unknownLocale = await visit('/xx-yy/something');
    expect(unknownLocale.statusCode).toBe(404);
    expect(unknownLocale.body).toContain('<html lang="nl">');
  });

  it('leaves /api, /cmsadmin and /site-assets alone', async () => {
    const api = await visit('/api/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ Success: false, Errors: [{ code: 'G_02' }] });
    expect((await visit('/site-assets/missing.js')).statusCode).toBe(404);
    expect((await visit('/site-assets/missing.js')).body).toBe('Not found');
  });

  it('includes island assets only on pages with islands (none built here: never a script)', async () => {
    const page = await createPublished({ blocks: [header('Video page'), { type: 'video', key: unique('v'), anchorPoint: '', props: { provider: 'youtube', videoId: 'abcdefghijk', title: 'Field day' }, __images: {}, __files: {} }] });
    const response = await visit(`/${page.slug}`);
    expect(response.body).toContain('data-island="video-consent"');
  });
});

describe('render cache', () => {
  it('serves a strong ETag and answers 304 to If-None-Match', async () => {
    const page = await createPublished();
    const first = await visit(`/${page.slug}`);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const second = await visit(`/${page.slug}`, 'cms_consent=n1s1m1', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('shows changes as soon as publish, unpublish, menu and settings calls return', async () => {
    const page = await createPublished({ title: 'Version one', blocks: [header('Version one')] });
    expect((await visit(`/${page.slug}`)).body).toContain('Version one');

    const concept = (await admin.get(`/api/page/${page.id}`)).body.page.conceptVersionID;
    await admin.post(`/api/page/version/${concept}/store`, { title: 'Version two', blocks: [header('Version two')] });
    expect((await visit(`/${page.slug}`)).body).toContain('Version one');
    await publish(page.id);
    expect((await visit(`/${page.slug}`)).body).toContain('Version two');

    await admin.put('/api/menu', { locale: 'nl-nl', menu: 'footer', items: [{ key: 'f', label: 'Footer link here', type: 'external', target: 'https://example.org/f' }] });
    expect((await visit(`/${page.slug}`)).body).toContain('Footer link here');

    const company = (await admin.get('/api/settings/company')).body.company;
    const saved = await admin.put('/api/settings/company', { ...company, name: 'Renamed Ecology' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await visit(`/${page.slug}`)).body).toContain('<title>Version two | Renamed Ecology</title>');
    await admin.put('/api/settings/company', company);

    const unpublished = await admin.post(`/api/page/${page.id}/unpublish`, {});
    expect(unpublished.status).toBe(200);
    expect((await visit(`/${page.slug}`)).statusCode).toBe(404);
  });
});

describe('sitemap and robots', () => {
  it('lists published pages with alternates; robots points at it', async () => {
    const nl = await createPublished({ slug: unique('kaart') });
    const translation = await admin.post('/api/page/create-translation', { pageID: nl.id, newLocale: 'en-gb', title: 'Map', slug: `map-${nl.id}` });
    await publish(translation.body.pageID);
    const hidden = await createPage({ slug: unique('concept') });

    const sitemap = await visit('/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    expect(sitemap.body).toContain(`<loc>http://cms.test/${nl.slug}</loc>`);
    expect(sitemap.body).toContain(`<xhtml:link rel="alternate" hreflang="en-gb" href="http://cms.test/en-gb/map-${nl.id}"/>`);
    expect(sitemap.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(sitemap.body).not.toContain(hidden.slug);

    await publish(hidden.id);
    expect((await visit('/sitemap.xml')).body).toContain(hidden.slug);

    const robots = await visit('/robots.txt');
    expect(robots.body).toContain('Disallow: /cmsadmin');
    expect(robots.body).toContain('Disallow: /api');
    expect(robots.body).toContain('Sitemap: http://cms.test/sitemap.xml');
  });
});

describe('cookie consent', () => {
  it('shows the banner without a cookie, and a second view counts as consent', async () => {
    const page = await createPublished();
    const first = await visit(`/${page.slug}`, '');
    expect(first.body).toContain('class="cookie-banner"');
    expect(first.body).toContain('action="/consent"');
    expect(first.body).toContain(`name="return" value="/${page.slug}"`);
    expect(first.body).not.toContain('<script');
    const seen = String(first.headers['set-cookie']);
    expect(seen).toContain('cms_consent_seen=1');
    expect(seen).toContain('SameSite=Lax');

    const second = await visit(`/${page.slug}`, 'cms_consent_seen=1');
    expect(second.body).not.toContain('class="cookie-banner"');
    expect(String(second.headers['set-cookie'])).toContain('cms_consent=n1s1m1');

    const withConsent = await visit(`/${page.slug}`, 'cms_consent=n1s0m0');
    expect(withConsent.body).not.toContain('class="cookie-banner"');
    expect(withConsent.headers['set-cookie']).toBeUndefined();
  });

  it('POST /consent stores the choice and redirects only to same-site paths', async () => {
    const post = (payload: string) => t.app.inject({ method: 'POST', url: '/consent', payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const all = await post('choice=all&return=%2Fprojecten%3Fx%3D1');
    expect(all.statusCode).toBe(303);
    expect(all.headers.location).toBe('/projecten?x=1');
    expect(String(all.headers['set-cookie'])).toMatch(/^cms_consent=n1s1m1; Max-Age=31536000; Path=\/; SameSite=Lax/);

    const custom = await post('choice=custom&statistics=1&return=%2Fen-gb');
    expect(String(custom.headers['set-cookie'])).toContain('cms_consent=n1s1m0');
    expect(custom.headers.location).toBe('/en-gb');

    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '']) {
      const response = await post(`choice=all&return=${encodeURIComponent(bad)}`);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe('/');
    }
    const nonsense = await post('choice=maybe');
    expect(nonsense.statusCode).toBe(303);
    expect(nonsense.headers['set-cookie']).toBeUndefined();
  });
});

describe('preview', () => {
  it('shows the concept to editors only, marked and not indexable', async () => {
    const page = await createPage({ title: 'Secret concept', blocks: [header('Secret concept text')] });
    expect((await visit(`/${page.slug}`)).statusCode).toBe(404);

    const anonymous = await t.agent().get(`/api/page/${page.id}/preview`);
    expect(anonymous.status).toBe(401);

    const preview = await admin.get(`/api/page/${page.id}/preview`);
    expect(preview.status).toBe(200);
    expect(preview.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.body).toContain('Secret concept text');
    expect(preview.body).toContain('<meta name="robots" content="noindex"/>');
    expect(preview.body).toContain('class="preview-ribbon"');
    expect(preview.body).not.toContain('class="cookie-banner"');
    expect((await admin.get('/api/page/999999/preview')).status).toBe(404);
  });
});
