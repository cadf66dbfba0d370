import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInUser } from '../../server/test-support/fixtures.ts';
import { withRevision } from '../../server/test-support/page-store.ts';
import type { TestAgent } from '../../server/test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../server/test-support/test-app.ts';
import { viewMark } from './consent.ts';

let t: TestApp;
let admin: TestAgent;
let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;
/** A script element that would run: any but the page's JSON-LD data block (issue 17). */
const SCRIPT_TO_RUN = /<script(?! type="application\/ld\+json">)/;

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

const header = (title: string, anchorPoint = '') => ({
  type: 'pageHeader',
  key: unique('h'),
  anchorPoint,
  props: { title, intro: `Intro of ${title}` },
  __images: {},
  __files: {},
});
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
    const stored = await admin.post(`/api/page/version/${response.body.pageVersionID}/store`, { revision: 0, ...input.seo });
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

/** PUT /api/menu with the menu's current revision (the API refuses a stale or missing one). */
async function putMenu(menu: 'header' | 'footer', items: unknown[]) {
  const revision = (await admin.get('/api/menu/edit?locale=nl-nl')).body.data.revisions[menu];
  return admin.put('/api/menu', { locale: 'nl-nl', menu, items, revision });
}

/** The seen beacon's address in a page (issue 18), unescaped. */
function seenBeacon(html: string): string | undefined {
  return /<img class="consent-beacon" src="(\/consent\/seen\?m=[^"]+)"/.exec(html)?.[1];
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
      seo: {
        seoTitle: 'Otters SEO',
        seoDescription: 'All about otters',
        seoKeywords: ['otter', 'river'],
        seoImage: [{ hash: 'ab'.repeat(16), fileName: 'otter.jpg', altText: 'An otter' }],
      },
    });
    const menu = await putMenu('header', [
      { key: 'a', label: 'Otters menu', type: 'internal', pageId: page.id },
      { key: 'b', label: 'External', type: 'external', target: 'https://example.org/' },
    ]);
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
    expect(html).toContain(
      `<meta property="og:image" content="http://cms.test/api/medialib/get-page-file/${page.id}/seo_image/${'ab'.repeat(16)}/otter.jpg"/>`,
    );
    expect(html).toContain('<meta property="og:title" content="Otters SEO | Verdant Ecology"/>');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain('<meta name="viewport"');
    expect(html).toContain('<meta name="theme-color"');
    expect(html).toContain('Otters are <strong>back</strong>.');
    expect(html).toMatch(/<a class="skip-link" href="#main"/);
    expect(html).toContain('<main id="main"');
    // The first paint waits for the whole header (a partly parsed menu would shift when completed).
    expect(html).toContain('<link rel="expect" href="#site-header-end" blocking="render"/>');
    expect(html).toMatch(/<header class="site-header"[^>]*>/);
    // Chromium ends the blocking when the element is inserted (its start tag): the marker must close the header.
    expect(html).toContain('<span id="site-header-end" hidden=""></span></header>');
    expect(html).toContain(`href="/${page.slug}">Otters menu</a>`);
    expect(html).toContain('href="https://example.org/">External</a>');
    // Footer: main office, other offices, legal links, badge, five social networks, back link.
    expect(html).toContain('Stationsweg 1');
    // "Our other offices" goes to the offices on the contact page (the seeded anchor).
    expect(html).toContain('<a href="/contact#kantoren">Onze andere vestigingen</a>');
    expect(html).toContain('href="/cookieverklaring"');
    expect(html).toContain('href="/privacyverklaring"');
    expect(html).toContain('href="/algemene-voorwaarden"');
    expect(html).toContain('aria-label="Onafhankelijk ecologisch adviesbureau"');
    for (const network of ['LinkedIn', 'X', 'Instagram', 'YouTube', 'Facebook'])
      expect(html).toContain(`aria-label="Verdant Ecology op ${network}"`);
    expect(html).toContain('Terug naar boven');
    // Critical CSS inline, no scripts (the JSON-LD block is data) and no external stylesheet.
    expect(html).toContain('<style>');
    expect(html).not.toMatch(SCRIPT_TO_RUN);
    expect(html).not.toContain('rel="stylesheet"');
    await putMenu('header', []);
  });

  it('ends title, og:title and twitter:title with the company once, also when the SEO title ends with it', async () => {
    const titleOf = (html: string) => ({
      title: /<title>(.*?)<\/title>/.exec(html)?.[1],
      og: /<meta property="og:title" content="(.*?)"\/>/.exec(html)?.[1],
      twitter: /<meta name="twitter:title" content="(.*?)"\/>/.exec(html)?.[1],
    });
    const plain = await createPublished({ title: 'Projecten', seo: { seoTitle: 'Projecten' } });
    expect(titleOf((await visit(`/${plain.slug}`)).body)).toEqual({
      title: 'Projecten | Verdant Ecology',
      og: 'Projecten | Verdant Ecology',
      twitter: 'Projecten | Verdant Ecology',
    });
    const named = await createPublished({ title: 'Over ons', seo: { seoTitle: 'Projecten | Verdant Ecology' } });
    expect(titleOf((await visit(`/${named.slug}`)).body)).toEqual({
      title: 'Projecten | Verdant Ecology',
      og: 'Projecten | Verdant Ecology',
      twitter: 'Projecten | Verdant Ecology',
    });
    // Issue 17: a title naming the company still ends with it like every other title.
    const about = await createPublished({ title: 'Over Verdant Ecology' });
    expect(titleOf((await visit(`/${about.slug}`)).body).title).toBe('Over Verdant Ecology | Verdant Ecology');
  });

  it('serves the locale prefix, hreflang alternates and a language switcher to the sibling', async () => {
    const nl = await createPublished({ title: 'Vleermuizen', slug: unique('vleermuizen') });
    const translation = await admin.post('/api/page/create-translation', {
      pageID: nl.id,
      newLocale: 'en-gb',
      title: 'Bats',
      slug: `bats-${nl.id}`,
    });
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
    expect(en.body).toContain('<a href="/en-gb/contact#offices">Our other offices</a>');

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
    const page = await createPublished({
      blocks: [
        header('Video page'),
        {
          type: 'video',
          key: unique('v'),
          anchorPoint: '',
          props: { provider: 'youtube', videoId: 'abcdefghijk', title: 'Field day' },
          __images: {},
          __files: {},
        },
      ],
    });
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
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=60');
    const second = await visit(`/${page.slug}`, 'cms_consent=n1s1m1', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
  });

  it('a query string no block reads cannot force a render: it is the cached page', async () => {
    const page = await createPublished({ title: 'Cached once', blocks: [header('Cached once')] });
    const first = await visit(`/${page.slug}`);
    const concept = (await admin.get(`/api/page/${page.id}`)).body.page.conceptVersionID;
    // Written behind the cache's back (no change event), so only a fresh render could show it.
    await t.deps.db.updateTable('page_versions').set({ title: 'Rendered again' }).where('id', '=', concept).execute();
    // A listing's filters and page are part of the cache key (issue 17), canonicalised: values
    // no listing accepts share the bare page's entry.
    for (const query of ['?utm_source=x', '?nocache=123', '?page=abc', '?province=MARS', '?type=unknown']) {
      const response = await visit(`/${page.slug}${query}`);
      expect(response.statusCode, query).toBe(200);
      expect(response.headers.etag, query).toBe(first.headers.etag);
    }
  });

  it('server-rendered searches are limited per client like the search API; other views are not', async () => {
    const page = await createPublished({ title: 'Search host', blocks: [header('Search host')] });
    const from = (remoteAddress: string, url: string) =>
      t.app.inject({ method: 'GET', url, remoteAddress, headers: { cookie: 'cms_consent=n1s1m1' } });
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await from('203.0.113.7', `/${page.slug}?q=otter${i}`)).statusCode);
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    const refused = await from('203.0.113.7', `/${page.slug}?q=otter`);
    expect(refused.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.body).toContain('Please wait a minute');
    // The same client may still read pages, and another client may still search.
    expect((await from('203.0.113.7', `/${page.slug}`)).statusCode).toBe(200);
    expect((await from('203.0.113.8', `/${page.slug}?q=otter`)).statusCode).toBe(200);
  });

  it('shows changes as soon as publish, unpublish, menu and settings calls return', async () => {
    const page = await createPublished({ title: 'Version one', blocks: [header('Version one')] });
    expect((await visit(`/${page.slug}`)).body).toContain('Version one');

    const concept = (await admin.get(`/api/page/${page.id}`)).body.page.conceptVersionID;
    await admin.post(
      `/api/page/version/${concept}/store`,
      await withRevision(admin, concept, { title: 'Version two', blocks: [header('Version two')] }),
    );
    expect((await visit(`/${page.slug}`)).body).toContain('Version one');
    await publish(page.id);
    expect((await visit(`/${page.slug}`)).body).toContain('Version two');

    await putMenu('footer', [{ key: 'f', label: 'Footer link here', type: 'external', target: 'https://example.org/f' }]);
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
    const translation = await admin.post('/api/page/create-translation', {
      pageID: nl.id,
      newLocale: 'en-gb',
      title: 'Map',
      slug: `map-${nl.id}`,
    });
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
    // Images (og:image included) are served under /api: crawlers may fetch them.
    expect(robots.body.indexOf('Allow: /api/medialib/get-page-file/')).toBeGreaterThan(-1);
    expect(robots.body.indexOf('Allow: /api/medialib/get-page-file/')).toBeLessThan(robots.body.indexOf('Disallow: /api'));
    expect(robots.body).toContain('Sitemap: http://cms.test/sitemap.xml');
  });
});

describe('links to fixed site pages', () => {
  it('builds the search and privacy links from the locale and the default-locale setting', async () => {
    const blocks = [
      { type: 'searchBox', key: unique('s'), anchorPoint: '', props: { title: '', placeholder: '' }, __images: {}, __files: {} },
      { type: 'contactForm', key: unique('c'), anchorPoint: '', props: { title: '', intro: '' }, __images: {}, __files: {} },
    ];
    const dutch = await createPublished({ slug: unique('links'), blocks });
    const english = await createPublished({ slug: unique('links'), locale: 'en-gb', blocks });
    for (const id of [dutch.id, english.id]) expect((await admin.put(`/api/page/${id}/tags`, { public: ['Otters'] })).status).toBe(200);
    const links = (html: string) => ({
      search: /<form[^>]*action="(?!\/consent)([^"]*)"/.exec(html)?.[1],
      tag: /class="page-tags__tag" href="([^"]*)"/.exec(html)?.[1],
      privacy: html.includes('/privacyverklaring')
        ? (/"(\/(?:[a-z-]+\/)?privacyverklaring)"/.exec(html)?.[1] ?? '')
        : (/"(\/(?:[a-z-]+\/)?privacy-statement)"/.exec(html)?.[1] ?? ''),
    });

    expect(links((await visit(`/${dutch.slug}`)).body)).toEqual({
      search: '/zoeken',
      tag: '/zoeken?tag=Otters',
      privacy: '/privacyverklaring',
    });
    expect(links((await visit(`/en-gb/${english.slug}`)).body)).toEqual({
      search: '/en-gb/search',
      tag: '/en-gb/search?tag=Otters',
      privacy: '/en-gb/privacy-statement',
    });

    const locales = { availableLocales: ['nl-nl', 'en-gb'], customSlugLocales: ['nl-nl', 'en-gb'] };
    expect((await admin.put('/api/settings/site', { ...locales, defaultLocale: 'en-gb' })).status).toBe(200);
    try {
      expect(links((await visit(`/nl-nl/${dutch.slug}`)).body)).toEqual({
        search: '/nl-nl/zoeken',
        tag: '/nl-nl/zoeken?tag=Otters',
        privacy: '/nl-nl/privacyverklaring',
      });
      expect(links((await visit(`/${english.slug}`)).body)).toEqual({
        search: '/search',
        tag: '/search?tag=Otters',
        privacy: '/privacy-statement',
      });
    } finally {
      expect((await admin.put('/api/settings/site', { ...locales, defaultLocale: 'nl-nl' })).status).toBe(200);
    }
  });
});

describe('cookie consent', () => {
  it('shows the banner without a cookie; a view of another page counts as consent, a reload does not', async () => {
    const page = await createPublished();
    const other = await createPublished();
    const first = await visit(`/${page.slug}`, '');
    expect(first.body).toContain('class="cookie-banner"');
    expect(first.body).toContain('action="/consent"');
    expect(first.body).toContain(`name="return" value="/${page.slug}"`);
    expect(first.body).not.toMatch(SCRIPT_TO_RUN);
    // Issue 18: the page sets no cookie (a shared cache stores it); its beacon image does.
    expect(first.headers['set-cookie']).toBeUndefined();
    expect(first.headers['cache-control']).toMatch(/^public, /);
    const beacon = seenBeacon(first.body);
    expect(beacon).toBe(`/consent/seen?m=${viewMark(`/${page.slug}`)}`);
    const marked = await visit(beacon!, '');
    expect(marked.statusCode).toBe(200);
    expect(marked.headers['content-type']).toBe('image/gif');
    expect(marked.headers['cache-control']).toBe('no-store');
    const seen = String(marked.headers['set-cookie']);
    const mark = `cms_consent_seen=${viewMark(`/${page.slug}`)}`;
    expect(seen).toContain(mark);
    expect(seen).toContain('SameSite=Lax');

    // A reload of the same address (also with a query or a trailing slash) is not browsing on:
    // the same public banner page.
    for (const url of [`/${page.slug}`, `/${page.slug}?utm_source=x`, `/${page.slug}/`]) {
      const reload = await visit(url, mark);
      expect(reload.body, url).toContain('class="cookie-banner"');
      expect(reload.headers['set-cookie'], url).toBeUndefined();
      expect(reload.headers['cache-control'], url).toMatch(/^public, /);
    }

    const second = await visit(`/${other.slug}`, mark);
    expect(second.body).not.toContain('class="cookie-banner"');
    expect(second.headers['set-cookie']).toBeUndefined();
    // Personal: only this visitor browsed on; the page's beacon stores and records the consent.
    expect(second.headers['cache-control']).toBe('private, no-cache');
    expect(second.body).toContain('<img class="consent-beacon" src="/consent/browsed"');
    // A mark from before marks held the page still counts for any page.
    const legacy = await visit(`/${page.slug}`, 'cms_consent_seen=1');
    expect(legacy.body).not.toContain('class="cookie-banner"');
    expect(legacy.body).toContain('src="/consent/browsed"');

    const withConsent = await visit(`/${page.slug}`, 'cms_consent=n1s0m0');
    expect(withConsent.body).not.toContain('class="cookie-banner"');
    expect(withConsent.body).not.toContain('consent-beacon');
    expect(withConsent.headers['set-cookie']).toBeUndefined();
    expect(withConsent.headers['cache-control']).toMatch(/^public, /);
  });

  it('the beacons set the cookies, check the mark, and record consent by browsing on once', async () => {
    const records = () => t.deps.db.selectFrom('consent_records').select('choice').where('choice', '=', 'browsing').execute();
    const before = (await records()).length;
    for (const bad of ['/consent/seen', '/consent/seen?m=', '/consent/seen?m=../x', '/consent/seen?m=v123456789']) {
      const response = await visit(bad, '');
      expect(response.statusCode, bad).toBe(200);
      expect(response.headers['set-cookie'], bad).toBeUndefined();
    }
    // Without the seen mark, or with a choice already stored: nothing set, nothing recorded.
    expect((await visit('/consent/browsed', '')).headers['set-cookie']).toBeUndefined();
    expect((await visit('/consent/browsed', 'cms_consent_seen=v1;cms_consent=n1s0m0')).headers['set-cookie']).toBeUndefined();
    // With a stored choice the seen beacon changes nothing either.
    expect((await visit(`/consent/seen?m=${viewMark('/x')}`, 'cms_consent=n1s0m0')).headers['set-cookie']).toBeUndefined();
    expect((await records()).length).toBe(before);

    const browsed = await visit('/consent/browsed', 'cms_consent_seen=v1');
    expect(browsed.headers['cache-control']).toBe('no-store');
    expect(String(browsed.headers['set-cookie'])).toMatch(/^cms_consent=n1s1m1; Max-Age=31536000; Path=\/; SameSite=Lax/);
    // Once: the browser now sends cms_consent, so its next beacon (a reload) records nothing.
    await visit('/consent/browsed', 'cms_consent_seen=v1; cms_consent=n1s1m1');
    await expect.poll(async () => (await records()).length).toBe(before + 1);
    // Viewing the page records nothing by itself (issue 18: the beacon does).
    const page = await createPublished();
    await visit(`/${page.slug}`, 'cms_consent_seen=v1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await records()).length).toBe(before + 1);
  });

  it('the banner returns to the address with its query; only a same-site path', async () => {
    const page = await createPublished();
    const withQuery = await visit(`/${page.slug}?q=otter&type=project`, '');
    expect(withQuery.body).toContain(`name="return" value="/${page.slug}?q=otter&amp;type=project"`);
    // A search is not served from (or into) the cache of the plain address.
    const plain = await visit(`/${page.slug}?`, '');
    expect(plain.body).toContain(`name="return" value="/${page.slug}"`);
    // Parameters no block reads are the plain page, from the cache: they return to the plain address.
    const again = await visit(`/${page.slug}?utm_source=news`, '');
    expect(again.headers.etag).toBe(plain.headers.etag);
    expect(again.body).toContain(`name="return" value="/${page.slug}"`);
    // Never another site.
    const evil = await visit('//evil.example/x?y=1', '');
    expect(evil.body).toContain('name="return" value="/"');
    expect(evil.body).not.toContain('evil.example/x?');
  });

  it('POST /consent stores the choice and redirects only to same-site paths', async () => {
    const post = (payload: string) =>
      t.app.inject({ method: 'POST', url: '/consent', payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    const all = await post('choice=all&return=%2Fprojecten%3Fx%3D1');
    expect(all.statusCode).toBe(303);
    expect(all.headers.location).toBe('/projecten?x=1');
    expect(String(all.headers['set-cookie'])).toMatch(/^cms_consent=n1s1m1; Max-Age=31536000; Path=\/; SameSite=Lax/);

    const custom = await post('choice=custom&statistics=1&return=%2Fen-gb');
    expect(String(custom.headers['set-cookie'])).toContain('cms_consent=n1s1m0');
    expect(custom.headers.location).toBe('/en-gb');

    const dotSegments = ['/.//evil.example/login', '/..//evil.example', '/%2e//evil.example', '/x/..//evil.example/'];
    for (const bad of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', '', ...dotSegments]) {
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

describe('render cache invalidation', () => {
  const versionOf = async (id: number) => (await admin.get(`/api/page/${id}`)).body.page.conceptVersionID as number;

  it('store-and-publish shows the stored version at once', async () => {
    const page = await createPublished({ title: 'Before store', blocks: [header('Before store')] });
    expect((await visit(`/${page.slug}`)).body).toContain('Before store');
    const version = await versionOf(page.id);
    const response = await admin.post(
      `/api/page/version/${version}/store-and-publish`,
      await withRevision(admin, version, { title: 'After store', blocks: [header('After store')] }),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const body = (await visit(`/${page.slug}`)).body;
    expect(body).toContain('After store');
    expect(body).not.toContain('Before store');
  });

  it('accepting a publication request updates pages that list the page', async () => {
    const { agent: editor } = await loggedInUser(t, { role: 'Editor', name: 'Site Editor' });
    const { agent: reviewer } = await loggedInUser(t, { role: 'Reviewer', name: 'Site Reviewer' });
    const marker = unique('Innovation');
    const item = await createPublished({
      type: 'innovation',
      title: `${marker} one`,
      slug: unique('innovaties/item'),
      blocks: [header(`${marker} one`)],
    });
    const list = await createPublished({
      blocks: [
        header('Innovations'),
        {
          type: 'pageList',
          key: unique('l'),
          anchorPoint: '',
          props: { title: 'All innovations', pageType: 'innovation', limit: 50 },
          __images: {},
          __files: {},
        },
      ],
    });
    expect((await visit(`/${list.slug}`)).body).toContain(`${marker} one`);

    const version = await versionOf(item.id);
    expect(
      (
        await editor.post(
          `/api/page/version/${version}/store`,
          await withRevision(editor, version, { title: `${marker} two`, blocks: [header(`${marker} two`)] }),
        )
      ).status,
    ).toBe(200);
    expect((await editor.post(`/api/page/${item.id}/request-publication`, { comment: 'please' })).status).toBe(200);
    // Issue 14: the published version stays live during the review; the list shows it, not the change.
    const waiting = (await visit(`/${list.slug}`)).body;
    expect(waiting).toContain(`${marker} one`);
    expect(waiting).not.toContain(`${marker} two`);

    const accepted = await reviewer.post(`/api/page/version/${version}/accept-publication`, { feedback: '' });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect((await visit(`/${list.slug}`)).body).toContain(`${marker} two`);
    expect((await visit(`/${item.slug}`)).body).toContain(`${marker} two`);
  });

  it('a slug change moves the page at once: the old address redirects (issue 16), the new one renders', async () => {
    const page = await createPublished({ title: 'Moving page', blocks: [header('Moving page')] });
    expect((await visit(`/${page.slug}`)).statusCode).toBe(200);
    const slug = unique('moved');
    const saved = await admin.put(`/api/page/${page.id}/save`, { id: page.id, slug, shouldUpdateLinks: false });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const old = await visit(`/${page.slug}`);
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe(`/${slug}`);
    const moved = await visit(`/${slug}`);
    expect(moved.statusCode).toBe(200);
    expect(moved.body).toContain('Moving page');
  });

  it('a deleted page is gone at once', async () => {
    const page = await createPublished({ title: 'Doomed page', blocks: [header('Doomed page')] });
    expect((await visit(`/${page.slug}`)).statusCode).toBe(200);
    const deleted = await admin.post(`/api/page/${page.id}/delete`, {});
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const after = await visit(`/${page.slug}`);
    expect(after.statusCode).toBe(404);
    expect(after.body).not.toContain('Doomed page');
  });

  it('site settings apply at once (a locale taken off the site stops answering)', async () => {
    const page = await createPublished({ title: 'English only', locale: 'en-gb', blocks: [header('English only')] });
    expect((await visit(`/en-gb/${page.slug}`)).statusCode).toBe(200);
    const { availableLocales, defaultLocale, customSlugLocales } = (await admin.get('/api/settings/get')).body as {
      availableLocales: string[];
      defaultLocale: string;
      customSlugLocales: string[];
    };
    const settings = { availableLocales, defaultLocale, customSlugLocales };
    try {
      // customSlugLocales must stay a subset of availableLocales (V_12 otherwise).
      const without = (list: string[]) => list.filter((locale) => locale !== 'en-gb');
      const saved = await admin.put('/api/settings/site', {
        ...settings,
        availableLocales: without(availableLocales),
        customSlugLocales: without(customSlugLocales),
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect((await visit(`/en-gb/${page.slug}`)).statusCode).toBe(404);
    } finally {
      expect((await admin.put('/api/settings/site', settings)).status).toBe(200);
    }
    expect((await visit(`/en-gb/${page.slug}`)).statusCode).toBe(200);
  });
});

describe('cookie settings link', () => {
  it('every page links "Cookie settings" in the footer to the banner, which after a choice is the settings panel, pre-filled', async () => {
    const page = await createPublished();
    const checkbox = (html: string, name: string) => new RegExp(`<input type="checkbox" name="${name}"[^>]*/>`).exec(html)?.[0] ?? '';

    const first = (await visit(`/${page.slug}`, '')).body;
    expect(first).toContain('<a href="#cookie-settings" class="site-footer__cookie-settings">Cookie-instellingen</a>');
    expect(first).toMatch(/<section class="cookie-banner" id="cookie-settings"/);

    const chosen = (await visit(`/${page.slug}`, 'cms_consent=n1s1m0')).body;
    expect(chosen).toContain('<a href="#cookie-settings" class="site-footer__cookie-settings">Cookie-instellingen</a>');
    expect(chosen).toMatch(/<section class="cookie-banner cookie-banner--settings" id="cookie-settings"/);
    expect(chosen).toContain('>Cookie-instellingen</h2>');
    expect(chosen).toMatch(/<details class="cookie-banner__manage" open="">/);
    expect(checkbox(chosen, 'statistics')).toContain('checked');
    expect(checkbox(chosen, 'marketing')).not.toContain('checked');
    expect(chosen).toContain(`name="return" value="/${page.slug}"`);
    // Hidden until the link targets it; no script involved.
    expect(chosen).not.toMatch(SCRIPT_TO_RUN);

    const all = (await visit(`/${page.slug}`, 'cms_consent=n1s0m1')).body;
    expect(checkbox(all, 'statistics')).not.toContain('checked');
    expect(checkbox(all, 'marketing')).toContain('checked');
  });
});

describe('sharing (SPEC 4: only with marketing consent)', () => {
  const newsPage = () =>
    createPublished({ type: 'news', title: 'Otters are back', slug: unique('nieuws/otters'), blocks: [header('Otters are back')] });

  it('news and project pages offer share links with marketing consent', async () => {
    const page = await newsPage();
    const html = (await visit(`/${page.slug}`, 'cms_consent=n1s0m1')).body;
    const url = encodeURIComponent(`http://cms.test/${page.slug}`);
    expect(html).toContain('>Deel deze pagina</h2>');
    expect(html).toContain(`href="https://www.linkedin.com/sharing/share-offsite/?url=${url}"`);
    expect(html).toContain(`href="https://x.com/intent/tweet?url=${url}&amp;text=Otters%20are%20back"`);
    expect(html).toContain(`href="https://www.facebook.com/sharer/sharer.php?u=${url}"`);
    expect(html).toContain('href="mailto:?subject=Otters%20are%20back');
    expect(html).not.toContain('class="share-consent"');

    const project = await createPublished({
      type: 'project',
      title: 'Bat survey',
      slug: unique('projecten/bats'),
      blocks: [header('Bat survey')],
    });
    expect((await visit(`/${project.slug}`, 'cms_consent=n1s1m1')).body).toContain('https://www.linkedin.com/sharing/share-offsite/');
  });

  it('without marketing consent a placeholder explains why and offers to accept (a form, no script)', async () => {
    const page = await newsPage();
    for (const cookie of ['cms_consent=n1s1m0', '']) {
      const html = (await visit(`/${page.slug}`, cookie)).body;
      expect(html, cookie).not.toContain('linkedin.com/sharing');
      expect(html, cookie).not.toContain('facebook.com/sharer');
      expect(html, cookie).not.toContain('x.com/intent');
      expect(html, cookie).toContain('<div class="share-consent" role="group"');
      expect(html, cookie).toContain('Accepteer marketingcookies om deze pagina te delen.');
      const form = /<div class="share-consent"[\s\S]*?<\/form>/.exec(html)![0];
      expect(form).toContain('action="/consent"');
      expect(form).toContain(`name="return" value="/${page.slug}#share"`);
      expect(form).toContain('name="marketing" value="1"');
      expect(form.includes('name="statistics" value="1"'), cookie).toBe(cookie === 'cms_consent=n1s1m0');
      expect(form).toContain('>Accepteren en delen</button>');
      // E-mail involves no third party and stays.
      expect(html, cookie).toContain('href="mailto:?subject=');
    }
    // Accepting comes back to the share links.
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/consent',
      payload: `choice=custom&statistics=1&marketing=1&return=${encodeURIComponent(`/${page.slug}#share`)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'cms_consent=n1s1m0' },
    });
    expect(accepted.headers.location).toBe(`/${page.slug}#share`);
    expect(String(accepted.headers['set-cookie'])).toContain('cms_consent=n1s1m1');
  });

  it('other page types have no share section', async () => {
    const page = await createPublished();
    expect((await visit(`/${page.slug}`)).body).not.toContain('Deel deze pagina');
  });
});

describe('contact form without JavaScript', () => {
  const contactBlock = {
    type: 'contactForm',
    key: 'cf1',
    anchorPoint: '',
    props: { title: 'Schrijf ons', intro: '' },
    __images: {},
    __files: {},
  };
  const post = (url: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: 'cms_consent=n1s1m1' },
    });
  const submissions = async () =>
    Number(
      (
        await t.deps.db
          .selectFrom('contact_submissions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const form = (fields: Record<string, string>) => new URLSearchParams({ contactForm: 'cf1', ...fields }).toString();

  it('posting to the page shows the form again with what was typed and why it was not sent, never a 404', async () => {
    const page = await createPublished({ blocks: [header('Contact'), contactBlock] });
    const before = await submissions();
    const response = await post(
      `/${page.slug}`,
      form({
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '',
        email: 'ada@example.org',
        subject: 'Vleermuizen <op zolder>',
        message: 'Wij hebben vleermuizen.\nKunt u komen kijken?',
        privacy: 'true',
        website: '',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const html = response.body;
    expect(html).toContain('Uw bericht is nog niet verzonden');
    expect(html).toContain('heeft JavaScript nodig');
    expect(html).toContain('*Vul de reCAPTCHA in');
    expect(html).toMatch(/id="contact-cf1-firstName"[^>]*value="Ada"/);
    expect(html).toMatch(/id="contact-cf1-subject"[^>]*value="Vleermuizen &lt;op zolder&gt;"/);
    expect(html).toContain('Wij hebben vleermuizen.\nKunt u komen kijken?</textarea>');
    expect(html).toMatch(/id="contact-cf1-privacy"[^>]*checked=""/);
    expect(html).not.toContain('*Dit veld is verplicht');
    expect(await submissions()).toBe(before);
  });

  it('shows the field messages of what is missing or wrong, in the page language', async () => {
    const page = await createPublished({ locale: 'en-gb', blocks: [header('Contact'), contactBlock] });
    const html = (
      await post(
        `/en-gb/${page.slug}`,
        form({ firstName: '', lastName: 'Lovelace', email: 'not-an-address', subject: '', message: 'Hello' }),
      )
    ).body;
    expect(html).toContain('Your message has not been sent yet');
    expect(html.match(/\*This field is required/g)?.length).toBe(3);
    expect(html).toContain('*Invalid email addres');
    expect(html).toContain('*Please do the reCAPTCHA');
    expect(html).toMatch(/id="contact-cf1-email"[^>]*value="not-an-address"/);
  });

  it('a filled-in honeypot is answered like a success and nothing is kept', async () => {
    const page = await createPublished({ blocks: [header('Contact'), contactBlock] });
    const before = await submissions();
    const response = await post(
      `/${page.slug}`,
      form({
        firstName: 'Bot',
        lastName: 'Bot',
        email: 'bot@example.org',
        subject: 'Buy',
        message: 'Buy',
        privacy: 'true',
        website: 'https://spam.example',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Bedankt voor uw bericht');
    expect(await submissions()).toBe(before);
  });

  it('other posts to a page are not allowed, and /api keeps its own 404', async () => {
    const page = await createPublished();
    const other = await post(`/${page.slug}`, 'something=else');
    expect(other.statusCode).toBe(405);
    expect(other.headers.allow).toBe('GET, HEAD');
    const api = await post('/api/no-such-call', form({}));
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ Success: false, Errors: [{ code: 'G_02' }] });
  });
});
