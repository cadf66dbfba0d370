import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../server/test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../server/test-support/test-app.ts';

/**
 * Issue 17 through the whole application: the breadcrumbs, the back link and the JSON-LD a
 * rendered page carries, read from real published pages (the pure builders have their own tests).
 */
let t: TestApp;
let admin: TestAgent;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

const header = (title: string) => ({
  type: 'pageHeader',
  key: `h${title.length}`,
  anchorPoint: '',
  props: { title, intro: '' },
  __images: {},
  __files: {},
});

async function published(input: {
  title: string;
  slug: string;
  type?: string;
  locale?: string;
  typeData?: Record<string, unknown>;
  blocks?: unknown[];
}) {
  const created = await admin.post('/api/page/create', {
    title: input.title,
    slug: input.slug,
    type: input.type ?? 'blank',
    locale: input.locale ?? 'nl-nl',
    content: input.blocks ?? [header(input.title)],
    typeData: input.typeData ?? {},
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const publish = await admin.post(`/api/page/${created.body.pageID}/publish`, {});
  expect(publish.status, JSON.stringify(publish.body)).toBe(200);
}

async function html(url: string): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url, headers: { cookie: 'cms_consent=n1s1m1' } });
  expect(response.statusCode, url).toBe(200);
  return response.body;
}

/** The visible trail: each item's text, address and whether it is marked as the current page. */
function breadcrumbs(page: string): { name: string; href: string; current: boolean }[] {
  const nav = /<nav class="site-breadcrumbs" aria-label="([^"]+)"><ol class="site-breadcrumbs__list">(.*?)<\/ol><\/nav>/.exec(page);
  if (!nav) return [];
  return [...nav[2]!.matchAll(/<li class="site-breadcrumbs__item"><a href="([^"]*)"( aria-current="page")?>(.*?)<\/a><\/li>/g)].map(
    (match) => ({
      name: match[3]!,
      href: match[1]!,
      current: Boolean(match[2]),
    }),
  );
}

/** Every JSON-LD block of the page, parsed. */
function jsonLd(page: string): Record<string, unknown>[] {
  return [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

function graphOf(page: string): Record<string, unknown>[] {
  const blocks = jsonLd(page);
  expect(blocks).toHaveLength(1);
  return blocks[0]!['@graph'] as Record<string, unknown>[];
}

describe('breadcrumbs, back link and structured data on rendered pages (issue 17)', () => {
  beforeAll(async () => {
    await published({ title: 'Projecten', slug: 'projecten' });
    await published({ title: 'Otters </script><script>alert(1)</script>', slug: 'projecten/otters', type: 'project' });
    await published({ title: 'Nieuws', slug: 'nieuws' });
    await published({
      title: 'Recordaantal gierzwaluwen',
      slug: 'nieuws/gierzwaluwen',
      type: 'news',
      typeData: { publicationDate: '2024-03-12', author: 'Lotte Visser' },
    });
    await published({ title: 'Team', slug: 'team', locale: 'en-gb' });
    await published({
      title: 'Lotte Visser',
      slug: 'team/lotte-visser',
      type: 'team',
      locale: 'en-gb',
      typeData: { name: 'Lotte Visser', specialism: 'Mammals' },
      blocks: [
        {
          type: 'teamMember',
          key: 'member',
          anchorPoint: '',
          props: { name: 'Lotte Visser', function: 'Ecologist', description: '', specialties: [], professionalNetworkUrl: '' },
          __images: {},
          __files: {},
        },
      ],
    });
  });

  it('a project: home › projects › project, the last one current, a back link, and the same trail as BreadcrumbList', async () => {
    const page = await html('/projecten/otters');
    expect(page).toContain('<nav class="site-breadcrumbs" aria-label="Kruimelpad">');
    expect(breadcrumbs(page)).toEqual([
      { name: 'Home', href: '/', current: false },
      { name: 'Projecten', href: '/projecten', current: false },
      { name: 'Otters &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;', href: '/projecten/otters', current: true },
    ]);
    expect(page).toContain('<p class="back-to-overview"><a class="back-to-overview__link" href="/projecten">Terug naar Projecten</a></p>');
    // The title's "</script>" stays inside the JSON: no script element ends early, none is added.
    expect(page.match(/<script/g)).toHaveLength(1);
    expect(page.match(/<\/script>/g)).toHaveLength(1);
    const list = graphOf(page).find((node) => node['@type'] === 'BreadcrumbList')!;
    expect((list.itemListElement as { name: string; item: string }[]).map(({ name, item }) => [name, item])).toEqual([
      ['Home', 'http://cms.test/'],
      ['Projecten', 'http://cms.test/projecten'],
      ['Otters </script><script>alert(1)</script>', 'http://cms.test/projecten/otters'],
    ]);
  });

  it('an overview page: home › overview, no back link', async () => {
    const page = await html('/projecten');
    expect(breadcrumbs(page)).toEqual([
      { name: 'Home', href: '/', current: false },
      { name: 'Projecten', href: '/projecten', current: true },
    ]);
    expect(page.includes('class="back-to-overview"'), 'a back link').toBe(false);
    expect(graphOf(page).map((node) => node['@type'])).toEqual(['Organization', 'WebSite', 'BreadcrumbList']);
  });

  it('a news article: breadcrumbs through the news overview and a NewsArticle with date and author', async () => {
    const page = await html('/nieuws/gierzwaluwen');
    expect(breadcrumbs(page).map((item) => item.href)).toEqual(['/', '/nieuws', '/nieuws/gierzwaluwen']);
    expect(page).toContain('>Terug naar Nieuws</a>');
    const article = graphOf(page).find((node) => node['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      headline: 'Recordaantal gierzwaluwen',
      datePublished: '2024-03-12',
      author: { '@type': 'Person', name: 'Lotte Visser' },
      publisher: { '@id': 'http://cms.test/#organization' },
    });
  });

  it('an English team member: English trail and back link, and a Person', async () => {
    const page = await html('/en-gb/team/lotte-visser');
    expect(page).toContain('<nav class="site-breadcrumbs" aria-label="Breadcrumb">');
    expect(breadcrumbs(page).map((item) => [item.name, item.href])).toEqual([
      ['Home', '/en-gb'],
      ['Team', '/en-gb/team'],
      ['Lotte Visser', '/en-gb/team/lotte-visser'],
    ]);
    expect(page).toContain('>Back to Team</a>');
    const graph = graphOf(page);
    expect(graph.find((node) => node['@type'] === 'Person')).toMatchObject({
      name: 'Lotte Visser',
      jobTitle: 'Ecologist',
      knowsAbout: ['Mammals'],
    });
    expect(graph.find((node) => node['@type'] === 'WebSite')).toMatchObject({
      potentialAction: { target: { urlTemplate: 'http://cms.test/en-gb/search?q={search_term_string}' } },
    });
  });
});
