import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../server/test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../server/test-support/test-app.ts';

/**
 * Issue 6: a page's public tags show on the site as links to the search page filtered by them;
 * private tags never reach the site's HTML nor match the public search's tag filter.
 */
let t: TestApp;
let admin: TestAgent;
let counter = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

const header = (title: string) => ({
  type: 'pageHeader',
  key: `h${++counter}`,
  anchorPoint: '',
  props: { title, intro: `Intro of ${title}` },
  __images: {},
  __files: {},
});
const searchBox = () => ({
  type: 'searchBox',
  key: `s${++counter}`,
  anchorPoint: '',
  props: { title: '', placeholder: '' },
  __images: {},
  __files: {},
});

async function publishedPage(input: {
  title: string;
  slug: string;
  locale?: string;
  type?: string;
  blocks?: unknown[];
  tags?: { public?: string[]; private?: string[] };
}): Promise<number> {
  const created = await admin.post('/api/page/create', {
    title: input.title,
    slug: input.slug,
    type: input.type ?? 'project',
    locale: input.locale ?? 'nl-nl',
    content: input.blocks ?? [header(input.title)],
    typeData: {},
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const id = created.body.pageID as number;
  if (input.tags) {
    const tagged = await admin.put(`/api/page/${id}/tags`, input.tags);
    expect(tagged.status, JSON.stringify(tagged.body)).toBe(200);
  }
  expect((await admin.post(`/api/page/${id}/publish`, {})).status).toBe(200);
  return id;
}

const visit = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: 'cms_consent=n1s1m1' } });

describe('public tags on the site', () => {
  it('shows the public tags as links to the search page filtered by the tag, in both languages', async () => {
    await publishedPage({ title: 'Kerkzolder', slug: 'projecten/kerkzolder', tags: { public: ['Vleermuizen', 'Natuur & Milieu'] } });
    await publishedPage({ title: 'Church attic', slug: 'projects/church-attic', locale: 'en-gb', tags: { public: ['Bats'] } });

    const dutch = (await visit('/projecten/kerkzolder')).body;
    expect(dutch).toMatch(/<nav class="block block-page-tags" aria-labelledby="page-tags-title"><h2[^>]*>Tags<\/h2>/);
    expect(dutch).toContain('<a class="page-tags__tag" href="/zoeken?tag=Vleermuizen">Vleermuizen</a>');
    expect(dutch).toContain('<a class="page-tags__tag" href="/zoeken?tag=Natuur+%26+Milieu">Natuur &amp; Milieu</a>');
    // Below the content, inside <main>.
    const tags = dutch.indexOf('<nav class="block block-page-tags"');
    expect(tags).toBeGreaterThan(dutch.indexOf('Intro of Kerkzolder'));
    expect(tags).toBeLessThan(dutch.indexOf('</main>'));

    const english = (await visit('/en-gb/projects/church-attic')).body;
    expect(english).toContain('<a class="page-tags__tag" href="/en-gb/search?tag=Bats">Bats</a>');
  });

  it('shows nothing for a page without public tags', async () => {
    await publishedPage({ title: 'Zonder tags', slug: 'zonder-tags', type: 'blank' });
    const html = (await visit('/zonder-tags')).body;
    expect(html).toContain('Intro of Zonder tags');
    expect(html).not.toContain('<nav class="block block-page-tags"');
  });

  it('never lets a private tag out: not in the page HTML, not matched by the search tag filter', async () => {
    const id = await publishedPage({
      title: 'Begroting',
      slug: 'projecten/begroting',
      tags: { public: ['Zichtbaar'], private: ['Geheim budget', 'Interne review'] },
    });
    const html = (await visit('/projecten/begroting')).body;
    expect(html).toContain('Zichtbaar');
    for (const secret of ['Geheim budget', 'Interne review', 'geheim', 'Interne']) expect(html).not.toContain(secret);

    for (const tags of [['Geheim budget'], ['geheim budget'], ['Interne review', 'Geheim budget']]) {
      const found = await t.agent().post('/api/search/search', { tags });
      expect(found.status).toBe(200);
      expect(found.body, JSON.stringify(tags)).toEqual({ total: 0, results: [] });
    }
    const visible = await t.agent().post('/api/search/search', { tags: ['Zichtbaar'] });
    expect(visible.body.results.map((result: { pageID: number }) => result.pageID)).toEqual([id]);
    expect(JSON.stringify(visible.body)).not.toContain('Geheim');
  });

  it("the search page lists a tag's pages, shows the filter with a remove link, and keeps it in the form", async () => {
    await publishedPage({ title: 'Zoeken', slug: 'zoeken', type: 'blank', blocks: [header('Zoeken'), searchBox()] });
    await publishedPage({ title: 'Search', slug: 'search', type: 'blank', locale: 'en-gb', blocks: [header('Search'), searchBox()] });
    await publishedPage({ title: 'Windpark', slug: 'projecten/windpark', tags: { public: ['vleermuizen'] } });

    const dutch = (await visit('/zoeken?tag=vleermuizen')).body;
    expect(dutch).toMatch(/Tag(<!-- -->)?: <strong class="search-box__tag-name">vleermuizen<\/strong>/);
    expect(dutch).toContain('<input type="hidden" name="tag" value="vleermuizen"/>');
    expect(dutch).toContain('<a class="search-box__tag-remove" href="/zoeken">Tagfilter verwijderen</a>');
    expect(dutch).toContain('2 resultaten');
    expect(dutch).toContain('href="/projecten/kerkzolder"');
    expect(dutch).toContain('href="/projecten/windpark"');

    // With words and another filter, the remove link keeps them.
    const combined = (await visit('/zoeken?q=windpark&type=project&tag=Vleermuizen')).body;
    expect(combined).toContain('1 resultaat voor “windpark”');
    expect(combined).toContain('<a class="search-box__tag-remove" href="/zoeken?q=windpark&amp;type=project">Tagfilter verwijderen</a>');

    const english = (await visit('/en-gb/search?tag=Bats')).body;
    expect(english).toMatch(/Tag(<!-- -->)?: <strong class="search-box__tag-name">Bats<\/strong>/);
    expect(english).toContain('<a class="search-box__tag-remove" href="/en-gb/search">Remove tag filter</a>');
    expect(english).toContain('1 result');
    expect(english).toContain('href="/en-gb/projects/church-attic"');

    // A private tag's name finds nothing on the site either.
    const secret = (await visit('/zoeken?tag=Geheim+budget')).body;
    expect(secret).toContain('Geen resultaten gevonden');
    expect(secret).not.toContain('href="/projecten/begroting"');
  });
});
