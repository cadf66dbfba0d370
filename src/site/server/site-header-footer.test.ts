import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_TYPE_IDS } from '../../shared/pages/page-types.ts';
import type { TestAgent } from '../../server/test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../server/test-support/test-app.ts';

/**
 * Issue 17, as the server renders it: the header's search field and contact call to action, the
 * company facts and each legal link once in the footer, and an og:image on every page type (the
 * settings' share image where a page has none of its own).
 */
let t: TestApp;
let admin: TestAgent;
let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;
const SHARE_IMAGE = '/api/medialib/get-page-file/1/seo_image/abc/share.jpg';
const SEO = { hash: 'ab'.repeat(16), fileName: 'own image.jpg', altText: '' };

async function published(input: { type: string; slug?: string; locale?: string; seoImage?: unknown[] }) {
  const created = await admin.post('/api/page/create', {
    title: 'A page',
    slug: input.slug ?? unique('page'),
    type: input.type,
    locale: input.locale ?? 'nl-nl',
    content: [{ type: 'pageHeader', key: unique('h'), props: { title: 'A page' } }],
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  if (input.seoImage) {
    const stored = await admin.post(`/api/page/version/${created.body.pageVersionID}/store`, { revision: 0, seoImage: input.seoImage });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
  }
  expect((await admin.post(`/api/page/${created.body.pageID}/publish`, {})).status).toBe(200);
  const page = (await admin.get(`/api/page/${created.body.pageID}`)).body.page as { id: number; url: string };
  return page;
}

async function saveMenu(menu: 'header' | 'footer', items: unknown[]) {
  const revision = (await admin.get('/api/menu/edit?locale=nl-nl')).body.data.revisions[menu];
  const saved = await admin.put('/api/menu', { locale: 'nl-nl', menu, items, revision });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
}

async function visit(url: string, status = 200) {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: 'cms_consent=n1s1m1' } });
  expect(response.statusCode, url).toBe(status);
  return response.body;
}
const part = (html: string, tag: 'header' | 'footer') => html.slice(html.indexOf(`<${tag} class="site-${tag}`), html.indexOf(`</${tag}>`));
const meta = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1] ?? null;
const count = (text: string, needle: string) => text.split(needle).length - 1;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  const company = (await admin.get('/api/settings/company')).body.company;
  const saved = await admin.put('/api/settings/company', {
    ...company,
    kvkNumber: '12345678',
    vatNumber: 'NL123456789B01',
    accessibilityStatementPath: '/toegankelijkheid',
    shareImageUrl: SHARE_IMAGE,
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  // Editors put the legal pages and the offices in the footer menu too; the footer has columns for them.
  const privacy = await published({ type: 'blank', slug: 'privacyverklaring' });
  const contact = await published({ type: 'blank', slug: 'contact' });
  await saveMenu('header', [{ key: 'a', label: 'Elsewhere', type: 'external', target: 'https://example.org/' }]);
  await saveMenu('footer', [
    { key: 'p', label: 'Privacyverklaring', type: 'internal', pageId: privacy.id },
    { key: 'o', label: 'Onze kantoren', type: 'internal', pageId: contact.id, target: '#kantoren' },
    { key: 'x', label: 'Vacatures', type: 'external', target: 'https://example.org/jobs' },
  ]);
});
afterAll(async () => t.close());

describe('header: search field and contact call to action', () => {
  it('a labelled GET search form to the search page, the phone as a tel: link and "Offerte aanvragen" to the contact page', async () => {
    const header = part(await visit(`/${(await published({ type: 'blank' })).url.slice(1)}`), 'header');
    const form = /<form class="site-search"[^>]*>/.exec(header)?.[0] ?? '';
    for (const attribute of ['role="search"', 'action="/zoeken"', 'method="get"', 'aria-label="Zoeken op de website"'])
      expect(form, attribute).toContain(attribute);
    expect(header).toContain('<label class="visually-hidden" for="site-search-q">Zoeken op de website</label>');
    expect(header).toMatch(/<input class="site-search__input" id="site-search-q" type="search" [^>]*name="q"/);
    expect(header).toContain('<a class="site-header__phone" href="tel:+31345000000" aria-label="Bel +31 345 000 000">');
    expect(header).toContain('<a class="site-header__cta" href="/contact">Offerte aanvragen</a>');
    // Inside the menu: below the menu button's breakpoint they are in its panel.
    expect(header.indexOf('class="site-header__tools"')).toBeGreaterThan(header.indexOf('id="site-menu"'));
  });

  it('the search page itself has no header search (its own is the full one), but keeps the call to action', async () => {
    const header = part(await visit((await published({ type: 'blank', slug: 'zoeken' })).url), 'header');
    expect(header).not.toContain('site-search');
    expect(header).toContain('class="site-header__cta"');
  });

  it('in English: the English search and contact pages and "Request a quote"', async () => {
    const page = await published({ type: 'blank', locale: 'en-gb' });
    const header = part(await visit(page.url), 'header');
    expect(header).toContain('action="/en-gb/search"');
    expect(header).toContain('<a class="site-header__cta" href="/en-gb/contact">Request a quote</a>');
    expect(header).toContain('aria-label="Call +31 345 000 000"');
  });
});

describe('footer: company facts and legal links', () => {
  it('shows the general e-mail address, KvK and VAT numbers and the accessibility statement; each legal link once', async () => {
    const footer = part(await visit((await published({ type: 'project' })).url), 'footer');
    expect(footer).toMatch(/<a class="email-link" href="mailto:info@verdant-ecology\.example">/);
    expect(footer).toContain('KvK-nummer: 12345678');
    expect(footer).toContain('Btw-nummer: NL123456789B01');
    expect(footer).toContain('<a href="/toegankelijkheid">Toegankelijkheidsverklaring</a>');
    for (const href of ['/cookieverklaring', '/privacyverklaring', '/algemene-voorwaarden', '/toegankelijkheid', '/contact#kantoren'])
      expect(count(footer, `href="${href}"`), href).toBe(1);
    // The rest of the footer menu stays.
    expect(footer).toContain('https://example.org/jobs');
  });

  it('leaves out what is not set', async () => {
    const company = (await admin.get('/api/settings/company')).body.company;
    const cleared = { ...company, kvkNumber: '', vatNumber: '', accessibilityStatementPath: '' };
    expect((await admin.put('/api/settings/company', cleared)).status).toBe(200);
    try {
      const footer = part(await visit((await published({ type: 'blank' })).url), 'footer');
      expect(footer).not.toContain('KvK');
      expect(footer).not.toContain('Btw');
      expect(footer).not.toContain('Toegankelijkheidsverklaring');
      expect(footer).toContain('href="mailto:info@verdant-ecology.example"');
    } finally {
      expect((await admin.put('/api/settings/company', company)).status).toBe(200);
    }
  });
});

describe('og:image on every page', () => {
  it('every page type without an image of its own has the share image, absolute, as og:image and twitter:image', async () => {
    for (const type of PAGE_TYPE_IDS) {
      const html = await visit((await published({ type })).url);
      expect(meta(html, 'og:image'), type).toBe(`http://cms.test${SHARE_IMAGE}`);
      expect(meta(html, 'twitter:image'), type).toBe(`http://cms.test${SHARE_IMAGE}`);
      expect(meta(html, 'twitter:card'), type).toBe('summary_large_image');
    }
    // The "page not found" answer too.
    expect(meta(await visit('/does-not-exist', 404), 'og:image')).toBe(`http://cms.test${SHARE_IMAGE}`);
  });

  it('a page with its own social image keeps it', async () => {
    const page = await published({ type: 'news', seoImage: [SEO] });
    expect(meta(await visit(page.url), 'og:image')).toBe(
      `http://cms.test/api/medialib/get-page-file/${page.id}/seo_image/${SEO.hash}/own%20image.jpg`,
    );
  });

  it('an https share image is used as it is; without one, pages have no og:image', async () => {
    const company = (await admin.get('/api/settings/company')).body.company;
    try {
      expect((await admin.put('/api/settings/company', { ...company, shareImageUrl: 'https://images.example/share.jpg' })).status).toBe(
        200,
      );
      const url = (await published({ type: 'team' })).url;
      expect(meta(await visit(url), 'og:image')).toBe('https://images.example/share.jpg');
      expect((await admin.put('/api/settings/company', { ...company, shareImageUrl: '' })).status).toBe(200);
      const html = await visit(url);
      expect(meta(html, 'og:image')).toBeNull();
      expect(meta(html, 'twitter:card')).toBe('summary');
    } finally {
      expect((await admin.put('/api/settings/company', company)).status).toBe(200);
    }
  });
});
