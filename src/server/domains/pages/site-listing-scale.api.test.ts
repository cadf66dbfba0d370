import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createPage, publish, uniqueSlug } from './pages.test-helpers.ts';

/*
 * Issue 20: every listing of the site reads one bounded page, with many pages of content too
 * (SQLite and PostgreSQL): the finder and news pages by ?page=N, the related projects and the
 * other page lists by their limit.
 */

let t: TestApp;
const PROJECTS = 47;
const INNOVATIONS = 9;
const projectIds: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.adminAgent();
  for (let index = 0; index < PROJECTS; index += 1) {
    const page = await createPage(admin, {
      title: `Schaal ${String(index).padStart(2, '0')}`,
      type: 'project',
      slug: `projecten/${uniqueSlug('schaal')}`,
      typeData: { themes: [index % 2 === 0 ? 'BIODIVERSITY' : 'RENEWABLE_ENERGY'], services: [], year: 2000 + (index % 5) },
    });
    await publish(t, page.pageID);
    projectIds.push(page.pageID);
  }
  for (let index = 0; index < INNOVATIONS; index += 1)
    await publish(t, (await createPage(admin, { title: `Innovatie ${index}`, type: 'innovation' })).pageID);
  const overview = await createPage(admin, {
    title: 'Projecten',
    slug: 'projecten',
    content: [{ type: 'pageList', key: 'list', props: { title: 'Alle projecten', pageType: 'project', limit: 10 } }],
  });
  await publish(t, overview.pageID);
  const blanks = await createPage(admin, {
    title: 'Lijst',
    slug: uniqueSlug('lijst'),
    content: [{ type: 'pageList', key: 'list', props: { title: 'Pagina’s', pageType: 'innovation', limit: 4 } }],
  });
  await publish(t, blanks.pageID);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

const listing = (query: Partial<Parameters<TestApp['deps']['sitePort']['listingPage']>[0]>) =>
  t.deps.sitePort.listingPage({ type: 'project', locale: 'nl-nl', page: 1, pageSize: 10, ...query }, 'nl-nl');

describe('listings with many pages', () => {
  it('reads page N of the finder at the page size, the pages together being every project once', async () => {
    const pages = await Promise.all([1, 2, 3, 4, 5].map((page) => listing({ page })));
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 10, 10, 7]);
    expect(pages.every((page) => page.total === PROJECTS)).toBe(true);
    const ids = pages.flatMap((page) => page.items.map((item) => item.id));
    expect(new Set(ids).size).toBe(PROJECTS);
    expect([...ids].sort((a, b) => a - b)).toEqual([...projectIds].sort((a, b) => a - b));
    expect((await listing({ page: 6 })).items).toEqual([]);
  });

  it('counts with and without typeData filters alike, and leaves out the excluded page', async () => {
    expect((await listing({ excludeId: projectIds[0] })).total).toBe(PROJECTS - 1);
    expect((await listing({ theme: 'BIODIVERSITY' })).total).toBe(Math.ceil(PROJECTS / 2));
    expect((await listing({ theme: 'BIODIVERSITY', page: 3 })).items.length).toBe(Math.ceil(PROJECTS / 2) - 20);
  });

  it('reads only the items for related projects: no count, no years', async () => {
    const related = await listing({ theme: 'RENEWABLE_ENERGY', pageSize: 3, counted: false });
    expect(related.items.length).toBe(3);
    expect(related.total).toBe(3);
    expect(related.years).toEqual([]);
    expect((await listing({})).years).toEqual([2004, 2003, 2002, 2001, 2000]);
  });

  it('serves page N of the finder at a stable address, and a page list of cards at its limit', async () => {
    const cardTitles = (html: string) => [...html.matchAll(/<h3 class="card__title"><a href="[^"]*">([^<]*)<\/a>/g)].map((m) => m[1]);
    const fifth = await t.app.inject({ method: 'GET', url: '/projecten?page=5' });
    expect(fifth.statusCode).toBe(200);
    const expected = (await listing({ page: 5 })).items.map((item) => item.title);
    expect(cardTitles(fifth.body)).toEqual(expected);
    expect(fifth.body).toContain('href="/projecten?page=4"');
    expect((await t.app.inject({ method: 'GET', url: '/projecten?page=5' })).body).toBe(fifth.body);

    const cards = await t.deps.sitePort.publishedPages({ type: 'innovation', locale: 'nl-nl', limit: 4 }, 'nl-nl');
    expect(cards.length).toBe(4);
    const all = await t.deps.sitePort.publishedPages({ type: 'innovation', locale: 'nl-nl', limit: 100 }, 'nl-nl');
    expect(all.length).toBeGreaterThanOrEqual(INNOVATIONS);
    const skipped = await t.deps.sitePort.publishedPages(
      { type: 'innovation', locale: 'nl-nl', limit: 4, excludeIds: [cards[0]!.id] },
      'nl-nl',
    );
    expect(skipped.map((card) => card.id)).not.toContain(cards[0]!.id);
    expect(skipped.length).toBe(4);
  });
});
