import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './support/harness.ts';
import { companySlug, firstLinkOn, giveConsent } from './support/site-actions.ts';

/**
 * Issue 17 on the seeded demo site: breadcrumbs below home (a labelled navigation with an ordered
 * list, the current page marked), the way back from a detail page to its overview, in Dutch and
 * English, and the JSON-LD every page carries, parsed as a search engine would read it.
 */

type Node = Record<string, unknown>;

interface Language {
  breadcrumbLabel: string;
  home: string;
  backTo: (overview: string) => string;
  /** Overview address and title, for a project, a news article and a team member. */
  overviews: Record<'project' | 'news' | 'team', { url: string; title: string }>;
}

const LANGUAGES: Record<'nl' | 'en', Language> = {
  nl: {
    breadcrumbLabel: 'Kruimelpad',
    home: '/',
    backTo: (overview) => `Terug naar ${overview}`,
    overviews: {
      project: { url: '/projecten', title: 'Projecten' },
      news: { url: '/nieuws', title: 'Nieuws' },
      team: { url: '/team', title: 'Team' },
    },
  },
  en: {
    breadcrumbLabel: 'Breadcrumb',
    home: '/en-gb',
    backTo: (overview) => `Back to ${overview}`,
    overviews: {
      project: { url: '/en-gb/projects', title: 'Projects' },
      news: { url: '/en-gb/news', title: 'News' },
      team: { url: '/en-gb/team', title: 'Team' },
    },
  },
};

/** The breadcrumb trail as the page shows it: each link's text and address, and which one is current. */
async function trailOf(page: Page, label: string) {
  const nav = page.getByRole('navigation', { name: label, exact: true });
  expect(await nav.count(), 'one breadcrumb navigation').toBe(1);
  expect(await nav.locator('> ol > li').count(), 'an ordered list of items').toBeGreaterThan(1);
  return nav.locator('> ol > li > a').evaluateAll((links) =>
    links.map((link) => ({
      name: link.textContent ?? '',
      href: link.getAttribute('href') ?? '',
      current: link.getAttribute('aria-current'),
    })),
  );
}

/** Every ld+json block of the page, parsed (a syntax error fails the test). */
async function jsonLdOf(page: Page): Promise<Node[]> {
  const texts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  return texts.map((text) => JSON.parse(text) as Node);
}

/** The typed nodes of the page's graphs, flattened one level (the nodes the graph lists). */
async function graphOf(page: Page): Promise<Node[]> {
  const blocks = await jsonLdOf(page);
  expect(blocks.length, 'JSON-LD blocks').toBeGreaterThan(0);
  for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
  return blocks.flatMap((block) => (Array.isArray(block['@graph']) ? (block['@graph'] as Node[]) : [block]));
}

describe('breadcrumbs, back links and structured data on the demo site (issue 17)', () => {
  let harness: Harness;
  let page: Page;

  beforeAll(async () => {
    harness = await startHarness({ demoSite: true });
    const opened = await harness.newPage();
    page = opened.page;
    await giveConsent(opened.context, harness);
  });
  afterAll(async () => {
    await harness?.close();
  });

  for (const [code, language] of Object.entries(LANGUAGES)) {
    for (const type of ['project', 'news', 'team'] as const) {
      it(`${code}: a ${type} page shows home › overview › page and links back to the overview`, async () => {
        const overview = language.overviews[type];
        const url = await firstLinkOn(page, overview.url, `${overview.url}/`);
        await page.goto(url);
        const heading = (await page.locator('h1').first().innerText()).trim();
        const trail = await trailOf(page, language.breadcrumbLabel);
        expect(trail.slice(0, 2)).toEqual([
          { name: 'Home', href: language.home, current: null },
          { name: overview.title, href: overview.url, current: null },
        ]);
        expect(trail).toHaveLength(3);
        expect(trail[2]).toMatchObject({ href: url, current: 'page' });
        expect(trail[2]!.name.length).toBeGreaterThan(0);

        // The same trail, absolute, as the BreadcrumbList.
        const graph = await graphOf(page);
        const lists = graph.filter((node) => node['@type'] === 'BreadcrumbList');
        expect(lists).toHaveLength(1);
        const items = lists[0]!.itemListElement as Node[];
        expect(items.map((item) => [item.position, item.name, new URL(item.item as string).pathname])).toEqual(
          trail.map((item, index) => [index + 1, item.name, item.href]),
        );
        if (type === 'news') {
          const article = graph.find((node) => node['@type'] === 'NewsArticle')!;
          expect(article).toBeDefined();
          expect(article.headline).toBe(heading);
          expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}/);
          expect(article.dateModified).toMatch(/^\d{4}-\d{2}-\d{2}/);
          expect(article.publisher).toMatchObject({ '@type': 'Organization' });
          expect(article.author).toBeDefined();
          // Absolute on PUBLIC_URL (the test server's is http://cms.test).
          expect(article.image).toEqual([expect.stringMatching(/^https?:\/\/[^/]+\/api\/medialib\/get-page-file\//)]);
        }
        if (type === 'team') {
          const person = graph.find((node) => node['@type'] === 'Person')!;
          expect(person).toMatchObject({ name: heading, worksFor: { '@type': 'Organization' } });
          expect(typeof person.jobTitle).toBe('string');
        }

        const back = page.getByRole('link', { name: language.backTo(overview.title), exact: true });
        expect(await back.count()).toBe(1);
        await back.click();
        await page.waitForURL((address) => address.pathname === overview.url);
      });
    }

    it(`${code}: the overview page has a trail of two, and the home page none`, async () => {
      await page.goto(language.overviews.project.url);
      expect(await trailOf(page, language.breadcrumbLabel)).toEqual([
        { name: 'Home', href: language.home, current: null },
        { name: language.overviews.project.title, href: language.overviews.project.url, current: 'page' },
      ]);
      expect(await page.locator('.back-to-overview').count()).toBe(0);
      await page.goto(language.home);
      expect(await page.getByRole('navigation', { name: language.breadcrumbLabel }).count()).toBe(0);
    });
  }

  it('every page parses as schema.org JSON-LD: the organisation with three offices, the website search, no breadcrumbs at home', async () => {
    const about = `/over-${await companySlug(harness)}`;
    for (const url of ['/', '/en-gb', '/contact', '/en-gb/search', about, '/en-gb/privacy-statement']) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(200);
      const graph = await graphOf(page);
      const organization = graph.find((node) => node['@type'] === 'Organization')!;
      expect(organization, url).toMatchObject({ name: expect.any(String), url: expect.stringMatching(/^http/) });
      const offices = organization.department as Node[];
      expect(
        offices.map((office) => office['@type']),
        url,
      ).toEqual(['LocalBusiness', 'LocalBusiness', 'LocalBusiness']);
      for (const office of offices) {
        expect(office.address, url).toMatchObject({ '@type': 'PostalAddress', addressLocality: expect.any(String) });
        expect(office.telephone, url).toEqual(expect.any(String));
      }
      const search = graph.find((node) => node['@type'] === 'WebSite')!.potentialAction as Node;
      const template = (search.target as Node).urlTemplate as string;
      expect(template, url).toContain('{search_term_string}');
      // The template opens the search page with the term (its path and query: PUBLIC_URL is not this server).
      const searchUrl = new URL(template.replace('{search_term_string}', 'otter'));
      await page.goto(`${searchUrl.pathname}${searchUrl.search}`);
      expect(await page.locator('main input[name="q"]').first().inputValue()).toBe('otter');
      await page.goto(url);
      const breadcrumbs = graph.filter((node) => node['@type'] === 'BreadcrumbList');
      expect(breadcrumbs.length, url).toBe(url === '/' || url === '/en-gb' ? 0 : 1);
    }
  });

  it('the breadcrumbs of a long article title fit a 320px phone screen', async () => {
    const url = await firstLinkOn(page, '/nieuws', '/nieuws/');
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(url);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await page.setViewportSize({ width: 1280, height: 860 });
  });
});
