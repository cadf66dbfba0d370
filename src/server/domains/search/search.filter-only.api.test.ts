import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { searchListingHelpers } from './search-listing.test-helpers.ts';

/**
 * Searching with filters but without words (issue 7): a visitor who picks "Projects" on the
 * search page and types nothing sees every published project, by title. An app of its own, so
 * the listings hold exactly the pages made here. Runs on SQLite and, with DATABASE_URL, on
 * PostgreSQL.
 */
let t: TestApp;
let admin: TestAgent;

const listing = searchListingHelpers('lijst', () => ({ app: t, admin }));
const { find, titles } = listing;
function page(title: string, options: { type?: string; locale?: string; typeData?: object; publish?: boolean } = {}): Promise<number> {
  return listing.page(title, { html: `<p>Over ${title} en meer.</p>`, ...options });
}

const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  // Titles out of order and in mixed case: the listing sorts them case-insensitively.
  ids.bevers = await page('Bevers in de uiterwaarden', { typeData: { themes: ['BIODIVERSITY'], services: ['MONITORING_AND_SURVEYS'] } });
  ids.aalscholvers = await page('aalscholvers tellen', { typeData: { themes: ['RENEWABLE_ENERGY'] } });
  ids.zonnepark = await page('Zonnepark Noord', { typeData: { themes: ['RENEWABLE_ENERGY', 'BIODIVERSITY'], services: ['LAB_ANALYSES'] } });
  ids.dassen = await page('Dassen', {});
  ids.energieThema = await page('Energie', { type: 'theme', typeData: { theme: 'RENEWABLE_ENERGY' } });
  ids.labDienst = await page('Laboratorium', { type: 'service', typeData: { service: 'LAB_ANALYSES' } });
  ids.nieuws = await page('Nieuws uit het veld', { type: 'news' });
  ids.otters = await page('Otters', { locale: 'en-gb', typeData: { themes: ['BIODIVERSITY'] } });
  ids.concept = await page('Alleen een concept', { publish: false, typeData: { themes: ['BIODIVERSITY'] } });
});
afterAll(async () => t.close());

describe('a search without words', () => {
  it('lists the published pages of a page type by title, with the total', async () => {
    expect(await titles({ term: '', locales: ['nl-nl'], pageTypes: ['project'] })).toEqual([
      'aalscholvers tellen',
      'Bevers in de uiterwaarden',
      'Dassen',
      'Zonnepark Noord',
    ]);
    expect(await titles({ pageTypes: ['project'], locales: ['en-gb'] })).toEqual(['Otters']);
    // No locale: every language.
    expect(await titles({ pageTypes: ['project'] })).toEqual([
      'aalscholvers tellen',
      'Bevers in de uiterwaarden',
      'Dassen',
      'Otters',
      'Zonnepark Noord',
    ]);
    expect(await titles({ pageTypes: ['theme', 'news'], locales: ['nl-nl'] })).toEqual(['Energie', 'Nieuws uit het veld']);
    expect(await titles({ pageTypes: ['innovation'] })).toEqual([]);
  });

  it('lists the pages related to a theme', async () => {
    expect(await titles({ themes: ['RENEWABLE_ENERGY'], locales: ['nl-nl'] })).toEqual([
      'aalscholvers tellen',
      'Energie',
      'Zonnepark Noord',
    ]);
    expect(await titles({ themes: ['BIODIVERSITY'] })).toEqual(['Bevers in de uiterwaarden', 'Otters', 'Zonnepark Noord']);
    expect(await titles({ themes: ['BIODIVERSITY'], pageTypes: ['project'], locales: ['nl-nl'] })).toEqual([
      'Bevers in de uiterwaarden',
      'Zonnepark Noord',
    ]);
    expect(await titles({ themes: ['WILDLIFE_INCLUSIVE_DESIGN'] })).toEqual([]);
  });

  it('lists the pages related to a service', async () => {
    expect(await titles({ services: ['LAB_ANALYSES'], locales: ['nl-nl'] })).toEqual(['Laboratorium', 'Zonnepark Noord']);
    expect(await titles({ services: ['MONITORING_AND_SURVEYS', 'LAB_ANALYSES'] })).toEqual([
      'Bevers in de uiterwaarden',
      'Laboratorium',
      'Zonnepark Noord',
    ]);
    expect(await titles({ services: ['LAB_ANALYSES'], themes: ['BIODIVERSITY'] })).toEqual(['Zonnepark Noord']);
  });

  it('returns the page fields and an unmarked snippet', async () => {
    const response = await find({ themes: ['BIODIVERSITY'], locales: ['en-gb'] });
    expect(response.body.results).toEqual([
      expect.objectContaining({
        pageID: ids.otters,
        title: 'Otters',
        locale: 'en-gb',
        pageType: 'project',
        themes: ['BIODIVERSITY'],
        services: [],
      }),
    ]);
    expect(response.body.results[0]!.snippet).toContain('Over Otters en meer.');
    expect(response.body.results[0]!.snippet).not.toContain('<mark>');
  });

  it('treats a term without words (operators, spaces) like no term', async () => {
    for (const term of ['   ', '*', '""', '()', '🦦']) {
      expect(await titles({ term, pageTypes: ['service'] }), term).toEqual(['Laboratorium']);
    }
  });

  it('pages with count and offset, the total independent of paging', async () => {
    const all = await find({ pageTypes: ['project'], count: 100 });
    expect(all.body.total).toBe(5);
    const order = all.body.results.map((result) => result.pageID);
    const collected: number[] = [];
    for (let offset = 0; offset < 6; offset += 2) {
      const slice = await find({ pageTypes: ['project'], count: 2, offset });
      expect(slice.status).toBe(200);
      expect(slice.body.total).toBe(5);
      collected.push(...slice.body.results.map((result) => result.pageID));
    }
    expect(collected).toEqual(order);
    expect((await find({ pageTypes: ['project'], count: 10, offset: 50 })).body).toEqual({ total: 5, results: [] });
  });

  it('finds nothing without filters (a locale alone is not a filter)', async () => {
    expect((await find({ term: '' })).body).toEqual({ total: 0, results: [] });
    expect((await find({ term: '', locales: ['nl-nl'] })).body).toEqual({ total: 0, results: [] });
  });

  it('follows unpublish', async () => {
    expect((await admin.post(`/api/page/${ids.dassen}/unpublish`)).status).toBe(200);
    expect(await titles({ pageTypes: ['project'], locales: ['nl-nl'] })).toEqual([
      'aalscholvers tellen',
      'Bevers in de uiterwaarden',
      'Zonnepark Noord',
    ]);
  });
});
