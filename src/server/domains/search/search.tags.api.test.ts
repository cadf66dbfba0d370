import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { searchListingHelpers } from './search-listing.test-helpers.ts';

/**
 * The tag filter of POST /api/search/search (issue 6: public tags can be filtered on the site,
 * private ones never leave the admin API). An app of its own, so the listings hold exactly the
 * pages made here. Runs on SQLite and, with DATABASE_URL, on PostgreSQL.
 */
let t: TestApp;
let admin: TestAgent;

const listing = searchListingHelpers('tagged', () => ({ app: t, admin }));
const { find, titles } = listing;
function page(
  title: string,
  tags: { public?: string[]; private?: string[] },
  options: { type?: string; locale?: string; html?: string; publish?: boolean } = {},
): Promise<number> {
  return listing.page(title, { html: `<p>Over ${title}.</p>`, ...options, tags });
}

const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  ids.kerk = await page(
    'Vleermuizen in de kerk',
    { public: ['Vleermuizen', 'Monumenten'] },
    { html: '<p>Een kolonie laatvliegers op de zolder.</p>' },
  );
  ids.windpark = await page(
    'Windpark Noord',
    { public: ['vleermuizen'], private: ['Offerte 2024'] },
    { html: '<p>Batdetectoren bij de turbines, geen kolonie.</p>' },
  );
  ids.nieuws = await page(
    'Akoestische monitoring',
    { public: ['Vleermuizen'] },
    { type: 'news', html: '<p>Een kolonie gevonden met AI.</p>' },
  );
  ids.heide = await page('Heideherstel', { public: ['Stikstof'] }, { html: '<p>Steenmeel tegen stikstof.</p>' });
  ids.bats = await page('Bats in the church', { public: ['Bats'] }, { locale: 'en-gb', html: '<p>A colony in the attic.</p>' });
  ids.geheim = await page(
    'Geheim project',
    { public: ['Otters'], private: ['Geheim', 'Vleermuizen'] },
    { html: '<p>Een kolonie otters.</p>' },
  );
  ids.concept = await page('Alleen een concept', { public: ['Vleermuizen'] }, { publish: false });
});
afterAll(async () => t.close());

describe('the tag filter', () => {
  it('without words lists the published pages carrying the tag, by title, any case', async () => {
    expect(await titles({ tags: ['Vleermuizen'] })).toEqual(['Akoestische monitoring', 'Vleermuizen in de kerk', 'Windpark Noord']);
    expect(await titles({ tags: ['VLEERMUIZEN'], locales: ['nl-nl'] })).toEqual([
      'Akoestische monitoring',
      'Vleermuizen in de kerk',
      'Windpark Noord',
    ]);
    expect(await titles({ tags: ['Vleermuizen'], locales: ['en-gb'] })).toEqual([]);
    expect(await titles({ tags: ['bats'], locales: ['en-gb'] })).toEqual(['Bats in the church']);
    // Several tags: pages with at least one of them.
    expect(await titles({ tags: ['Stikstof', 'Monumenten'] })).toEqual(['Heideherstel', 'Vleermuizen in de kerk']);
    // With the other filters.
    expect(await titles({ tags: ['Vleermuizen'], pageTypes: ['news'] })).toEqual(['Akoestische monitoring']);
    expect(await titles({ tags: ['No such tag'] })).toEqual([]);
  });

  it('with words keeps the matches that carry the tag', async () => {
    expect(await titles({ term: 'kolonie', locales: ['nl-nl'] })).toHaveLength(4);
    const response = await find({ term: 'kolonie', locales: ['nl-nl'], tags: ['vleermuizen'] });
    expect(response.status).toBe(200);
    expect(response.body.total).toBe(3);
    expect(response.body.results.map((result) => result.pageID).sort((a, b) => a - b)).toEqual(
      [ids.kerk!, ids.windpark!, ids.nieuws!].sort((a, b) => a - b),
    );
    expect(response.body.results.every((result) => result.snippet.includes('<mark>'))).toBe(true);
    expect(await titles({ term: 'stikstof', tags: ['Vleermuizen'] })).toEqual([]);
    expect(await titles({ term: 'colony', tags: ['Bats'] })).toEqual(['Bats in the church']);
  });

  it('pages with count and offset, the total independent of paging', async () => {
    const all = await find({ tags: ['Vleermuizen'], count: 100 });
    expect(all.body.total).toBe(3);
    const collected: number[] = [];
    for (let offset = 0; offset < 4; offset += 2) {
      const slice = await find({ tags: ['Vleermuizen'], count: 2, offset });
      expect(slice.status).toBe(200);
      expect(slice.body.total).toBe(3);
      collected.push(...slice.body.results.map((result) => result.pageID));
    }
    expect(collected).toEqual(all.body.results.map((result) => result.pageID));
    expect((await find({ tags: ['Vleermuizen'], offset: 50 })).body).toEqual({ total: 3, results: [] });
    const words = await find({ term: 'kolonie', tags: ['Vleermuizen'], count: 1, offset: 2 });
    expect(words.body.total).toBe(3);
    expect(words.body.results).toHaveLength(1);
  });

  it('never matches a private tag, also when a public tag of another page has that name', async () => {
    expect(await titles({ tags: ['Geheim'] })).toEqual([]);
    expect(await titles({ tags: ['Offerte 2024'] })).toEqual([]);
    expect(await titles({ term: 'kolonie', tags: ['Geheim'] })).toEqual([]);
    // 'Vleermuizen' is private on the otter page: that page is not listed under the public tag.
    expect(await titles({ tags: ['Vleermuizen'] })).not.toContain('Geheim project');
    expect(await titles({ tags: ['Otters'] })).toEqual(['Geheim project']);
  });

  it('follows tag changes and unpublishing at once', async () => {
    expect((await admin.put(`/api/page/${ids.windpark}/tags`, { public: ['Windenergie'], private: ['Offerte 2024'] })).status).toBe(200);
    expect(await titles({ tags: ['Vleermuizen'] })).toEqual(['Akoestische monitoring', 'Vleermuizen in de kerk']);
    expect(await titles({ tags: ['windenergie'] })).toEqual(['Windpark Noord']);
    expect((await admin.post(`/api/page/${ids.nieuws}/unpublish`)).status).toBe(200);
    expect(await titles({ tags: ['Vleermuizen'] })).toEqual(['Vleermuizen in de kerk']);
  });

  it('refuses bad tag lists', async () => {
    const refused = async (body: Record<string, unknown>, code: string, property: string) => {
      const response = await find(body);
      expect(response.status, JSON.stringify(response.body)).toBe(400);
      expect(response.body).toEqual({ Success: false, Errors: [{ code, property }] });
    };
    await refused({ tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'V_14', 'tags');
    await refused({ tags: ['x'.repeat(61)] }, 'V_14', 'tags.0');
    await refused({ tags: ['ok', '  '] }, 'V_01', 'tags.1');
    await refused({ tags: 'Vleermuizen' }, 'V_12', 'tags');
    await refused({ tags: [5] }, 'V_12', 'tags.0');
  });
});
