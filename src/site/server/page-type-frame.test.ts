import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_TYPE_IDS, PAGE_TYPES } from '../../shared/pages/page-types.ts';
import type { TestAgent } from '../../server/test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../server/test-support/test-app.ts';

/**
 * SPEC 3 Page type: the header and footer variants and the image map a page type declares
 * are what the public site renders with.
 */
let t: TestApp;
let admin: TestAgent;
let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;

const THUMB = { hash: 'cd'.repeat(16), fileName: 'thumb.jpg', altText: 'A thumbnail' };
const BLOCK_IMAGE = { hash: 'ef'.repeat(16), fileName: 'block.jpg', altText: '' };
const SEO = { hash: 'ab'.repeat(16), fileName: 'seo.jpg', altText: '' };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  // A header menu item, so the full header has a main navigation to show.
  const revision = (await admin.get('/api/menu/edit?locale=nl-nl')).body.data.revisions.header;
  const menu = await admin.put('/api/menu', {
    locale: 'nl-nl',
    menu: 'header',
    items: [{ key: 'a', label: 'Elsewhere', type: 'external', target: 'https://example.org/' }],
    revision,
  });
  expect(menu.status, JSON.stringify(menu.body)).toBe(200);
});
afterAll(async () => t.close());

async function published(input: {
  type: string;
  title?: string;
  blocks?: unknown[];
  typeData?: Record<string, unknown>;
  seoImage?: unknown[];
}) {
  const slug = unique('page');
  const created = await admin.post('/api/page/create', {
    title: input.title ?? 'A page',
    slug,
    type: input.type,
    locale: 'nl-nl',
    content: input.blocks ?? [{ type: 'pageHeader', key: unique('h'), props: { title: input.title ?? 'A page' } }],
    typeData: input.typeData ?? {},
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  if (input.seoImage) {
    const stored = await admin.post(`/api/page/version/${created.body.pageVersionID}/store`, { revision: 0, seoImage: input.seoImage });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
  }
  const publish = await admin.post(`/api/page/${created.body.pageID}/publish`, {});
  expect(publish.status, JSON.stringify(publish.body)).toBe(200);
  return { id: created.body.pageID as number, slug: (await admin.get(`/api/page/${created.body.pageID}`)).body.page.slug as string };
}

const visit = async (slug: string) => {
  const response = await t.app.inject({ method: 'GET', url: `/${slug}`, headers: { cookie: 'cms_consent=n1s1m1' } });
  expect(response.statusCode).toBe(200);
  return response.body;
};

describe('header and footer variants from the page type', () => {
  it('the declarations name the variants the site renders: every demo type has the full frame', () => {
    for (const type of PAGE_TYPE_IDS) expect(PAGE_TYPES[type], type).toMatchObject({ header: 'default', footer: 'default' });
  });

  /** What SPEC 2.9 asks of the footer, as the server renders it. */
  function expectSpecFooter(html: string, label: string) {
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    expect(footer, label).toContain('aria-labelledby="footer-office"');
    expect(footer, label).toContain('Stationsweg 1');
    expect(footer, label).toContain('<a href="tel:+31345000000">+31 345 000 000</a>');
    expect(footer, label).toContain('<a href="/contact#kantoren">');
    expect(footer, label).toContain('aria-labelledby="footer-legal"');
    expect(footer, label).toContain('href="/privacyverklaring"');
    expect(footer.match(/<ul class="site-footer__social">/g)?.length, label).toBe(1);
    for (const network of ['linkedin.com', 'x.com', 'instagram.com', 'youtube.com', 'facebook.com'])
      expect(footer, label).toContain(network);
    expect(footer, label).toContain('class="site-footer__badge"');
    expect(footer, label).toContain('class="site-footer__back"');
  }

  it('every page type renders the whole SPEC 2.9 footer: office, other offices, legal, social links, independence label (issue 17)', async () => {
    for (const type of PAGE_TYPE_IDS) {
      const html = await visit((await published({ type, title: `A ${type} page` })).slug);
      expectSpecFooter(html, type);
    }
  });

  it('a type that picks the compact footer still has everything SPEC 2.9 asks for; only the footer menu goes', async () => {
    // No demo type picks it, so a site builder's choice is simulated on one type for this page.
    const revision = (await admin.get('/api/menu/edit?locale=nl-nl')).body.data.revisions.footer;
    const menu = await admin.put('/api/menu', {
      locale: 'nl-nl',
      menu: 'footer',
      items: [{ key: 'f', label: 'Footer only', type: 'external', target: 'https://example.org/footer' }],
      revision,
    });
    expect(menu.status, JSON.stringify(menu.body)).toBe(200);
    const news = PAGE_TYPES.news;
    const before = news.footer;
    news.footer = 'compact';
    try {
      const compact = await visit((await published({ type: 'news', title: 'Bats are back' })).slug);
      expect(compact).toContain('class="site-footer site-footer--compact"');
      expectSpecFooter(compact, 'compact');
      expect(compact).not.toContain('aria-labelledby="footer-menu"');
    } finally {
      news.footer = before;
    }
    const full = await visit((await published({ type: 'news', title: 'Bats are back' })).slug);
    expect(full).toContain('aria-labelledby="footer-menu"');
    expect(full).toContain('https://example.org/footer');
  });

  it('a blank page has the full header and footer', async () => {
    const html = await visit((await published({ type: 'blank' })).slug);
    expect(html).toContain('<header class="site-header" data-variant="default">');
    expect(html).toContain('class="site-nav"');
    expect(html).toContain('id="site-menu-toggle"');
    expect(html).toContain(
      'data-variant="default"><div class="site-footer__inner"><section class="site-footer__column" aria-labelledby="footer-office">',
    );
    expect(html).toContain('aria-labelledby="footer-social"');
  });

  it('a news page keeps the full header (its navigation) and the full footer', async () => {
    const html = await visit((await published({ type: 'news', title: 'Bats are back' })).slug);
    expect(html).toContain('<header class="site-header" data-variant="default">');
    expect(html).toContain('class="site-nav"');
    expect(html).toContain('<footer class="site-footer" aria-label=');
  });

  it('a type that picks the compact header renders the logo and the language switcher, without the main menu and its toggle', async () => {
    // No demo type picks it, so a site builder's choice is simulated on one type for this page.
    const team = PAGE_TYPES.team;
    const before = team.header;
    team.header = 'compact';
    try {
      const html = await visit((await published({ type: 'team', title: 'Anna' })).slug);
      expect(html).toContain('<header class="site-header site-header--compact" data-variant="compact">');
      // The first paint waits for this marker (SiteDocument's render-blocking link): every variant ends with it.
      expect(html).toContain('<span id="site-header-end" hidden=""></span></header>');
      expect(html).toContain('site-header__logo');
      expect(html).not.toContain('class="site-nav"');
      expect(html).not.toContain('id="site-menu-toggle"');
    } finally {
      team.header = before;
    }
  });
});

describe('page-level images (image map)', () => {
  it('the thumbnail is the social image when there is no SEO image; an SEO image still wins', async () => {
    const own = await published({ type: 'project', typeData: { __images: { thumbnail: [THUMB] } } });
    expect(await visit(own.slug)).toContain(
      `<meta property="og:image" content="http://cms.test/api/medialib/get-page-file/${own.id}/block_images___page/${THUMB.hash}/thumb.jpg"/>`,
    );
    const both = await published({ type: 'project', typeData: { __images: { thumbnail: [THUMB] } }, seoImage: [SEO] });
    expect(await visit(both.slug)).toContain(
      `<meta property="og:image" content="http://cms.test/api/medialib/get-page-file/${both.id}/seo_image/${SEO.hash}/seo.jpg"/>`,
    );
  });

  it('listings show the page thumbnail instead of the first block image', async () => {
    const imageBlock = { type: 'image', key: unique('i'), props: {}, __images: { image: [BLOCK_IMAGE] } };
    const theme = 'BIODIVERSITY';
    const withThumb = await published({
      type: 'project',
      title: 'With thumbnail',
      blocks: [imageBlock],
      typeData: { themes: [theme], __images: { thumbnail: [THUMB] } },
    });
    const withoutThumb = await published({
      type: 'project',
      title: 'Without thumbnail',
      blocks: [{ ...imageBlock, key: unique('i') }],
      typeData: { themes: [theme] },
    });
    const listing = await published({
      type: 'blank',
      blocks: [{ type: 'relatedProjects', key: unique('r'), props: { title: 'Related', theme, service: 'NONE', limit: 12 } }],
    });
    const html = await visit(listing.slug);
    expect(html).toContain(`/api/medialib/get-page-file/${withThumb.id}/block_images___page/${THUMB.hash}/thumb.jpg`);
    expect(html).not.toContain(`/api/medialib/get-page-file/${withThumb.id}/block_images_`.concat(imageBlock.key));
    expect(html).toContain(`/api/medialib/get-page-file/${withoutThumb.id}/block_images_`);
  });
});
