import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../server/test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../server/test-support/test-app.ts';

/**
 * Issue 17, search quality on the site: result pages are "noindex, follow", the theme filter
 * names each theme as its page (and so the menu) does, a tag search shows its tag and the
 * language switcher opens the same tag's search in the other language. Runs on SQLite and,
 * with DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
let admin: TestAgent;
let counter = 0;

const block = (type: string, props: object) => ({ type, key: `b${++counter}`, anchorPoint: '', props, __images: {}, __files: {} });
const header = (title: string) => block('pageHeader', { title, intro: `Over ${title}.` });
const searchBox = () => block('searchBox', { title: '', placeholder: '' });

async function publish(id: number): Promise<void> {
  const published = await admin.post(`/api/page/${id}/publish`, {});
  expect(published.status, JSON.stringify(published.body)).toBe(200);
}

async function setTags(id: number, tags: string[]): Promise<void> {
  const tagged = await admin.put(`/api/page/${id}/tags`, { public: tags, private: [] });
  expect(tagged.status, JSON.stringify(tagged.body)).toBe(200);
}

async function page(input: {
  title: string;
  slug: string;
  locale?: string;
  type?: string;
  typeData?: object;
  blocks?: unknown[];
  tags?: string[];
}) {
  const created = await admin.post('/api/page/create', {
    title: input.title,
    slug: input.slug,
    type: input.type ?? 'project',
    locale: input.locale ?? 'nl-nl',
    content: input.blocks ?? [header(input.title)],
    typeData: input.typeData ?? {},
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.pageID as number;
  if (input.tags) await setTags(id, input.tags);
  await publish(id);
  return id;
}

/** A published translation of a page, with tags of its own language. */
async function translation(pageId: number, input: { title: string; slug: string; tags?: string[] }): Promise<number> {
  const created = await admin.post('/api/page/create-translation', {
    pageID: pageId,
    newLocale: 'en-gb',
    title: input.title,
    slug: input.slug,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.pageID as number;
  if (input.tags) await setTags(id, input.tags);
  await publish(id);
  return id;
}

const visit = async (url: string) => (await t.app.inject({ method: 'GET', url, headers: { cookie: 'cms_consent=n1s1m1' } })).body;
const languageLink = (html: string, locale: string) =>
  new RegExp(`<a[^>]*href="([^"]*)"[^>]*hrefLang="${locale}"|<a[^>]*hrefLang="${locale}"[^>]*href="([^"]*)"`, 'i').exec(html);
const decode = (href: string) => href.replaceAll('&amp;', '&');

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  const zoeken = await page({ title: 'Zoeken', slug: 'zoeken', type: 'blank', blocks: [searchBox()] });
  await translation(zoeken, { title: 'Search', slug: 'search' });
  const kerk = await page({ title: 'Kerkzolder', slug: 'projecten/kerkzolder', tags: ['Vleermuizen', 'Natuur', 'Otters'] });
  await translation(kerk, { title: 'Church attic', slug: 'projects/church-attic', tags: ['Bats', 'Nature', 'Otters'] });
  const brug = await page({ title: 'Brug', slug: 'projecten/brug', tags: ['Vleermuizen'] });
  await translation(brug, { title: 'Bridge', slug: 'projects/bridge', tags: ['Bats'] });
  await page({ title: 'Heide', slug: 'projects/heath', locale: 'en-gb', tags: ['Nature'] });
  await page({ title: 'Weide', slug: 'projects/meadow', locale: 'en-gb', tags: ['Nature'] });
  await page({ title: 'Natuurherstel', slug: 'themas/natuurherstel', type: 'theme', typeData: { theme: 'RESTORATING_ECOLOGY' } });
  await page({ title: 'Soortenrijkdom', slug: 'themas/soortenrijkdom', type: 'theme', typeData: { theme: 'BIODIVERSITY' } });
});
afterAll(async () => t.close());

describe('search result pages (issue 17)', () => {
  it('are "noindex, follow" with a query, with or without a tag; the search page itself and other pages are not', async () => {
    for (const url of ['/zoeken?q=vleermuis', '/zoeken?tag=Vleermuizen', '/zoeken?theme=BIODIVERSITY', '/en-gb/search?q=bats']) {
      const html = await visit(url);
      expect(html, url).toContain('<meta name="robots" content="noindex, follow"/>');
      expect(html.match(/name="robots"/g), url).toHaveLength(1);
    }
    for (const url of ['/zoeken', '/projecten/kerkzolder']) expect(await visit(url), url).not.toContain('name="robots"');
  });

  it('name each theme in the filter as its published page does, else as the menu of the demo site does', async () => {
    const html = await visit('/zoeken');
    expect(html).toContain('<option value="RESTORATING_ECOLOGY">Natuurherstel</option>');
    expect(html).toContain('<option value="BIODIVERSITY">Soortenrijkdom</option>');
    expect(html).not.toContain('Ecologisch herstel');
    // No theme page in English: the built-in names.
    expect(await visit('/en-gb/search')).toContain('<option value="RESTORATING_ECOLOGY">Restoring ecology</option>');
  });
});

describe('a tag search (issue 17)', () => {
  it('shows the tag applied and a way to remove it, without JavaScript', async () => {
    const html = await visit('/zoeken?tag=Vleermuizen');
    expect(html).toMatch(/Tag(<!-- -->)?: <strong class="search-box__tag-name">Vleermuizen<\/strong>/);
    expect(html).toMatch(/<a class="search-box__tag-remove" href="\/zoeken"/);
    expect(html).toContain('Kerkzolder');
  });

  it('switches language to the same tag of the other language, which finds the translations', async () => {
    const dutch = await visit('/zoeken?q=&tag=Vleermuizen&type=project');
    const link = languageLink(dutch, 'en-gb');
    expect(link).not.toBeNull();
    const href = decode(link![1] ?? link![2]!);
    expect(href).toBe('/en-gb/search?type=project&tag=Bats');
    const english = await visit(href);
    expect(english).toContain('Church attic');
    expect(english).toContain('Bridge');
    // And back.
    const back = languageLink(english, 'nl-nl');
    expect(decode(back![1] ?? back![2]!)).toBe('/zoeken?type=project&tag=Vleermuizen');
  });

  it('keeps a tag both languages use, and a tag the other language lacks', async () => {
    const otters = languageLink(await visit('/zoeken?tag=Otters'), 'en-gb');
    expect(decode(otters![1] ?? otters![2]!)).toBe('/en-gb/search?tag=Otters');
    const unknown = languageLink(await visit('/zoeken?tag=Onbekend'), 'en-gb');
    expect(decode(unknown![1] ?? unknown![2]!)).toBe('/en-gb/search?tag=Onbekend');
  });
});
