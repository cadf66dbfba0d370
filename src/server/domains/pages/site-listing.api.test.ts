import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createPage, publish, uniqueSlug } from './pages.test-helpers.ts';

/*
 * The project finder's and news overview's listing (issue 17), on SQLite and PostgreSQL:
 * filters, counts and pages come from SQL; bad addresses still answer 200 with a list.
 */

let t: TestApp;
const ids: Record<string, number> = {};

interface ProjectSpec {
  key: string;
  themes: string[];
  services: string[];
  year: number | null;
  province?: string;
}

const PROJECTS: ProjectSpec[] = [
  { key: 'a', themes: ['BIODIVERSITY'], services: ['MONITORING_AND_SURVEYS'], year: 2024, province: 'GELDERLAND' },
  { key: 'b', themes: ['BIODIVERSITY', 'RENEWABLE_ENERGY'], services: ['LAB_ANALYSES'], year: 2023, province: 'GELDERLAND' },
  { key: 'c', themes: ['RENEWABLE_ENERGY'], services: ['MONITORING_AND_SURVEYS'], year: 2024, province: 'FLEVOLAND' },
  { key: 'd', themes: ['RESTORATING_ECOLOGY'], services: ['LAWS_REGULATIONS'], year: 2021 },
  { key: 'e', themes: ['BIODIVERSITY'], services: ['MONITORING_AND_SURVEYS'], year: null, province: 'LIMBURG' },
];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.adminAgent();
  for (const project of PROJECTS) {
    const { key, ...typeData } = project;
    const page = await createPage(admin, {
      title: `Project ${key}`,
      type: 'project',
      slug: `projecten/${uniqueSlug(key)}`,
      typeData,
      content: [{ type: 'richText', key: 'k1', props: { html: `<p>Project ${key}.</p>` } }],
    });
    await publish(t, page.pageID);
    ids[key] = page.pageID;
  }
  // An unpublished project is never listed.
  await createPage(admin, { title: 'Draft', type: 'project', slug: `projecten/${uniqueSlug('draft')}`, typeData: { year: 2024 } });
  for (const [key, date, author] of [
    ['n1', '2024-05-02', 'Joost Verhoeven'],
    ['n2', '2025-03-04', 'Marieke van Dijk'],
    ['n3', '2024-11-20', ''],
  ] as const) {
    const page = await createPage(admin, {
      title: `News ${key}`,
      type: 'news',
      slug: `nieuws/${uniqueSlug(key)}`,
      typeData: { publicationDate: date, author, themes: ['BIODIVERSITY'] },
    });
    await publish(t, page.pageID);
    ids[key] = page.pageID;
  }
  await createPage(admin, {
    title: 'Projecten',
    slug: 'projecten',
    content: [{ type: 'pageList', key: 'list', props: { title: 'Alle projecten', pageType: 'project', limit: 2 } }],
  }).then((page) => publish(t, page.pageID));
  await createPage(admin, {
    title: 'Nieuws',
    slug: 'nieuws',
    content: [{ type: 'pageList', key: 'list', props: { title: '', pageType: 'news', limit: 2 } }],
  }).then((page) => publish(t, page.pageID));
}, 60_000);

afterAll(async () => {
  await t?.close();
});

const listing = (query: Partial<Parameters<TestApp['deps']['sitePort']['listingPage']>[0]>) =>
  t.deps.sitePort.listingPage({ type: 'project', locale: 'nl-nl', page: 1, pageSize: 10, ...query }, 'nl-nl');
const titles = (result: { items: { title: string }[] }) => result.items.map((item) => item.title);

describe('listingPage (the project finder)', () => {
  it('lists published projects newest year first, unknown years last, and counts them', async () => {
    const result = await listing({});
    expect(result.total).toBe(5);
    expect(titles(result)).toEqual(['Project c', 'Project a', 'Project b', 'Project d', 'Project e']);
    expect(result.years).toEqual([2024, 2023, 2021]);
  });

  it('filters by theme, service, province and year, each alone and combined', async () => {
    expect(titles(await listing({ theme: 'BIODIVERSITY' }))).toEqual(['Project a', 'Project b', 'Project e']);
    expect(titles(await listing({ service: 'MONITORING_AND_SURVEYS' }))).toEqual(['Project c', 'Project a', 'Project e']);
    expect(titles(await listing({ province: 'GELDERLAND' }))).toEqual(['Project a', 'Project b']);
    expect(titles(await listing({ year: 2024 }))).toEqual(['Project c', 'Project a']);
    const combined = await listing({ theme: 'BIODIVERSITY', service: 'MONITORING_AND_SURVEYS', province: 'GELDERLAND', year: 2024 });
    expect({ total: combined.total, titles: titles(combined) }).toEqual({ total: 1, titles: ['Project a'] });
    expect((await listing({ province: 'ZEELAND' })).total).toBe(0);
    expect((await listing({ locale: 'en-gb' })).total).toBe(0);
  });

  it('pages with a stable order: the pages together are the whole list, once each', async () => {
    const pages = await Promise.all([1, 2, 3].map((page) => listing({ page, pageSize: 2 })));
    expect(pages.map((page) => page.total)).toEqual([5, 5, 5]);
    expect(pages.flatMap(titles)).toEqual(titles(await listing({})));
    const beyond = await listing({ page: 40, pageSize: 2 });
    expect({ total: beyond.total, items: beyond.items }).toEqual({ total: 5, items: [] });
  });

  it('bounds what an address can ask for: page size, page number, excluded page', async () => {
    expect((await listing({ pageSize: 100_000 })).items.length).toBe(5);
    expect((await listing({ page: -3 })).items.length).toBe(5);
    expect((await listing({ page: Number.NaN, pageSize: Number.NaN })).items.length).toBe(1);
    expect(titles(await listing({ excludeId: ids.a }))).not.toContain('Project a');
  });

  it('lists news by publication date, newest first, with the author in typeData', async () => {
    const news = await listing({ type: 'news' });
    expect(titles(news)).toEqual(['News n2', 'News n3', 'News n1']);
    expect(news.items[0]?.typeData).toMatchObject({ publicationDate: '2025-03-04', author: 'Marieke van Dijk' });
    expect(news.years).toEqual([]);
  });
});

describe('the finder and news pages over HTTP', () => {
  const get = async (url: string) => {
    const response = await t.app.inject({ method: 'GET', url, headers: { cookie: 'cms_consent=n1s1m1' } });
    return { status: response.statusCode, html: response.body };
  };
  const cardTitles = (html: string) => [...html.matchAll(/<h3 class="card__title"><a href="[^"]*">([^<]*)<\/a>/g)].map((match) => match[1]);

  it('shows the count, one page of cards and real links to the next page', async () => {
    const first = await get('/projecten');
    expect(first.status).toBe(200);
    expect(first.html).toContain('5 projecten');
    expect(cardTitles(first.html)).toEqual(['Project c', 'Project a']);
    expect(first.html).toContain('href="/projecten?page=2"');
    expect(first.html).toMatch(/<form class="finder"[^>]* action="\/projecten" method="get">/);
    // The cache keys the page by its listing query: page 2 is not page 1 from the cache.
    const second = await get('/projecten?page=2');
    expect(cardTitles(second.html)).toEqual(['Project b', 'Project d']);
    expect(second.html).toContain('aria-current="page"');
  });

  it('applies the filters from the address and keeps them in the page links', async () => {
    const filtered = await get('/projecten?province=GELDERLAND&year=2024');
    expect(filtered.html).toContain('1 project<');
    expect(cardTitles(filtered.html)).toEqual(['Project a']);
    const theme = await get('/projecten?theme=BIODIVERSITY');
    expect(theme.html).toContain('3 projecten');
    expect(theme.html).toContain('href="/projecten?theme=BIODIVERSITY&amp;page=2"');
    expect(theme.html).toMatch(/<option value="BIODIVERSITY" selected="">/);
  });

  it('answers bad parameters with 200 and the unfiltered list, never an error', async () => {
    for (const query of [
      '?theme=NOPE&service=%00&province=MARS&year=abcd&page=-1',
      '?page=99999999999999999999',
      '?year=1800',
      '?page=2.5&theme[]=x',
    ]) {
      const response = await get(`/projecten${query}`);
      expect(response.status, query).toBe(200);
      expect(response.html, query).toContain('5 projecten');
    }
    const empty = await get('/projecten?page=50');
    expect(empty.status).toBe(200);
    expect(empty.html).toContain('Geen projecten gevonden met deze filters.');
  });

  it('shows news newest first with the date in words, a <time> and the author', async () => {
    const page = await get('/nieuws');
    expect(page.status).toBe(200);
    expect(page.html.indexOf('News n2')).toBeLessThan(page.html.indexOf('News n3'));
    expect(page.html).toContain('<time dateTime="2025-03-04">4 maart 2025</time>');
    expect(page.html).toContain('door Marieke van Dijk');
    expect(page.html).toContain('<span class="news-meta__category">Biodiversiteit</span>');
    expect(page.html).toContain('href="/nieuws?page=2"');
    expect(await get('/nieuws?page=2').then((second) => second.html)).toContain('2 mei 2024');
  });
});
