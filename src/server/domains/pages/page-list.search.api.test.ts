import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { addConceptVersions, pageListQuery } from './page-list.test-helpers.ts';
import { countWindow, listPages, SORTED_SEARCH_MATCHES, type PageListQuery } from './page-list.repository.ts';
import { searchPagesByTitle } from './page-title-search.repository.ts';

/**
 * A search term's matches are read first (page-list.repository.ts): when they fit the count's
 * window the page is a sort of them, else the overview walks its order as without a term, and
 * past SORTED_SEARCH_MATCHES it counts again. Every way must list and count what a plain query
 * over all pages does. 2,100 pages: "otter" in 2,050 titles, "qx" (a term no trigram narrows) in
 * the addresses of 30, "Kx" in 7 titles.
 */
const PAGES = 2100;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const now = '2026-01-01T00:00:00.000Z';
  // Both databases: numbers from a recursive CTE; updated_at spread so the sorts have work to do.
  await sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${PAGES})
    INSERT INTO pages (slug, type, locale, translation_group, concept_dirty, concept_title, created_at, updated_at)
    SELECT CASE WHEN i % 70 = 0 THEN 'bulk/qx-' || i ELSE 'bulk/p-' || i END, CASE WHEN i % 2 = 0 THEN 'news' ELSE 'project' END, 'nl-nl',
      'bulk-' || i, 0,
      CASE WHEN i <= 2050 THEN 'Otter ' || ((i * 37) % 101) ELSE 'Bever ' || i END || CASE WHEN i % 300 = 0 THEN ' Kx' ELSE '' END,
      ${now}, '2026-02-' || CASE WHEN (i * 7) % 28 < 9 THEN '0' ELSE '' END || ((i * 7) % 28 + 1) || 'T00:00:00.000Z' FROM n`.execute(
    t.deps.db,
  );
  await addConceptVersions(t.deps.db, 'bulk/');
  // A publication request on every third page: the tab that joins the concept versions.
  await sql`UPDATE page_versions SET has_publication_request = 1 WHERE page_id % 3 = 0`.execute(t.deps.db);
});
afterAll(async () => t.close());

const query = (fields: Partial<PageListQuery>): PageListQuery => pageListQuery({ sortColumn: 'title', sortOrder: 'asc', ...fields });

/** The overview's answer written out plainly: every match, by title then id (or newest first). */
async function reference(term: string, type = '', options: { requested?: boolean; newestFirst?: boolean } = {}): Promise<number[]> {
  const pattern = `%${term.toLowerCase()}%`;
  const rows = await t.deps.db
    .selectFrom('pages')
    .innerJoin('page_versions', 'page_versions.id', 'pages.concept_version_id')
    .select('pages.id')
    .where((eb) => eb.or([sql<boolean>`lower(pages.concept_title) like ${pattern}`, sql<boolean>`lower(pages.slug) like ${pattern}`]))
    .$if(type !== '', (builder) => builder.where('pages.type', '=', type))
    .$if(options.requested === true, (builder) => builder.where('page_versions.has_publication_request', '=', 1))
    .$if(options.newestFirst === true, (builder) => builder.orderBy('pages.updated_at', 'desc'))
    .$if(options.newestFirst !== true, (builder) => builder.orderBy(sql`lower(pages.concept_title)`))
    .orderBy('pages.id')
    .execute();
  return rows.map((row) => row.id);
}

describe('the page overview with a search term', () => {
  it.each([
    ['qx', ''],
    ['kx', ''],
    ['kx', 'news'],
    ['otter', 'project'],
  ])('lists and counts all matches of %s (type %o) when they fit the window', async (term, type) => {
    const expected = await reference(term, type);
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThanOrEqual(countWindow(0, 25));
    const seen: number[] = [];
    for (let offset = 0; offset < expected.length; offset += 25) {
      const answer = await listPages(t.deps.db, query({ searchTerm: term, type, offset }));
      expect(answer).toMatchObject({ total: expected.length, totalIsEstimate: false });
      seen.push(...answer.rows.map((row) => row.id));
    }
    expect(seen).toEqual(expected);
  });

  it('lists the publication-request tab and the default order (newest first) alike', async () => {
    const requested = await reference('kx', '', { requested: true });
    expect(requested.length).toBeGreaterThan(0);
    const tab = await listPages(t.deps.db, query({ searchTerm: 'kx', filter: 'publishRequest' }));
    expect(tab.rows.map((row) => row.id)).toEqual(requested);
    expect(tab).toMatchObject({ total: requested.length, totalIsEstimate: false });
    const requestedOtters = await reference('otter', '', { requested: true });
    expect(requestedOtters.length).toBeLessThan(countWindow(0, 25));
    const otters = await listPages(t.deps.db, query({ searchTerm: 'otter', filter: 'publishRequest', offset: 25 }));
    expect(otters.rows.map((row) => row.id)).toEqual(requestedOtters.slice(25, 50));
    expect(otters.total).toBe(requestedOtters.length);
    const newest = await reference('qx', '', { newestFirst: true });
    const byDefault = await listPages(t.deps.db, query({ searchTerm: 'qx', sortColumn: '', sortOrder: 'asc' }));
    expect(byDefault.rows.map((row) => row.id)).toEqual(newest.slice(0, 25));
  });

  it('walks the order and flags the total as a lower bound when the matches pass the window', async () => {
    const expected = await reference('otter');
    expect(expected.length).toBeGreaterThan(countWindow(0, 25));
    const answer = await listPages(t.deps.db, query({ searchTerm: 'otter', offset: 50 }));
    expect(answer.rows.map((row) => row.id)).toEqual(expected.slice(50, 75));
    expect(answer).toMatchObject({ total: countWindow(50, 25), totalIsEstimate: true });
  });

  it('counts again past SORTED_SEARCH_MATCHES: a page far down a common term', async () => {
    const expected = await reference('otter');
    const offset = SORTED_SEARCH_MATCHES - 25;
    expect(countWindow(offset, 25)).toBeGreaterThan(SORTED_SEARCH_MATCHES);
    expect(expected.length).toBeGreaterThan(SORTED_SEARCH_MATCHES);
    const answer = await listPages(t.deps.db, query({ searchTerm: 'otter', offset }));
    expect(answer.rows.map((row) => row.id)).toEqual(expected.slice(offset, offset + 25));
    // All 2,050 matches lie within this page's window: the total is exact.
    expect(answer).toMatchObject({ total: expected.length, totalIsEstimate: false });
  });

  it('answers no match with an empty page', async () => {
    expect(await listPages(t.deps.db, query({ searchTerm: 'zq' }))).toEqual({ rows: [], total: 0, totalIsEstimate: false });
  });
});

describe("the menu editor's page search", () => {
  it.each(['qx', 'kx', 'otter', 'q', 'o'])('finds the first twenty matches of %s by title', async (term) => {
    const expected = await reference(term);
    const titles = new Map(
      (await t.deps.db.selectFrom('pages').select(['id', 'concept_title']).execute()).map((row) => [row.id, row.concept_title]),
    );
    const found = await searchPagesByTitle(t.deps.db, 'nl-nl', term, 20);
    // Ties (101 titles for 2,050 pages) may come in any order; the titles' order may not.
    expect(found.map((row) => row.title)).toEqual(expected.slice(0, 20).map((id) => titles.get(id)));
    for (const row of found) expect(expected).toContain(row.id);
  });
});
