import { SqliteAdapter, sql, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { addConceptVersions, pageListQuery } from './page-list.test-helpers.ts';
import { countWindow, listPages, type PageListQuery } from './page-list.repository.ts';
import { WALKED_INDEX_ENTRIES } from './page-list-walk.repository.ts';
import { searchPagesByTitle } from './page-title-search.repository.ts';

/**
 * A common term's first pages (more matches than the count reads) are read on SQLite by walking
 * the sort's index (page-list-walk.repository.ts), and its matches up to the count's bound in the
 * order the name index finds them. 6,300 pages: "Aap n" (projects) for the first 5,200, then
 * 1,100 news pages "Zotter n", the newest: last by title, first by date. A walk by title from
 * the start meets WALKED_INDEX_ENTRIES non-matching pages first, so it must give way to a sort.
 */
const PLAIN = 5200;
const PAGES = 6300;
let t: TestApp;

beforeAll(async () => {
  expect(PLAIN).toBeGreaterThan(WALKED_INDEX_ENTRIES);
  t = await createTestApp();
  const now = '2026-01-01T00:00:00.000Z';
  await sql`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${PAGES})
    INSERT INTO pages (slug, type, locale, translation_group, concept_dirty, concept_title, created_at, updated_at)
    SELECT 'walk/p-' || i, CASE WHEN i > ${PLAIN} THEN 'news' ELSE 'project' END, 'nl-nl', 'walk-' || i, 0,
      CASE WHEN i > ${PLAIN} THEN 'Zotter ' ELSE 'Aap ' END || ((i * 37) % 101),
      ${now}, '2026-03-' || CASE WHEN i > ${PLAIN} THEN '2' ELSE '1' END || ((i * 7) % 9) || 'T00:00:00.000Z' FROM n`.execute(t.deps.db);
  await addConceptVersions(t.deps.db, 'walk/');
});
afterAll(async () => t.close());

const query = pageListQuery;

/** Every match written out plainly, in the overview's order for the sort. */
async function reference(term: string, sort: 'title asc' | 'title desc' | 'newest', type = ''): Promise<number[]> {
  const pattern = `%${term.toLowerCase()}%`;
  const rows = await t.deps.db
    .selectFrom('pages')
    .select('pages.id')
    .where((eb) => eb.or([sql<boolean>`lower(pages.concept_title) like ${pattern}`, sql<boolean>`lower(pages.slug) like ${pattern}`]))
    .$if(type !== '', (builder) => builder.where('pages.type', '=', type))
    .$if(sort === 'newest', (builder) => builder.orderBy('pages.updated_at', 'desc'))
    .$if(sort !== 'newest', (builder) => builder.orderBy(sql`lower(pages.concept_title)`, sort === 'title asc' ? 'asc' : 'desc'))
    .orderBy('pages.id')
    .execute();
  return rows.map((row) => row.id);
}

/** The overview's answer and the number of statements it ran. */
async function listCounted(fields: Partial<PageListQuery>) {
  let statements = 0;
  const counting: KyselyPlugin = {
    transformQuery: (args) => args.node,
    // Called once per statement run (transformQuery is called for subqueries too).
    transformResult: async (args) => {
      statements += 1;
      return args.result;
    },
  };
  const answer = await listPages(t.deps.db.withPlugin(counting), query(fields));
  return { answer, statements };
}

describe('the page overview on a common term', () => {
  it.each([
    ['otter', 'newest', ''],
    ['otter', 'title desc', ''],
    ['otter', 'title asc', ''],
    ['ot', 'newest', ''],
    ['ot', 'title asc', ''],
    ['otter', 'newest', 'news'],
  ] as const)('lists the first pages of %s (%s, type %o) as a plain query does', async (term, sort, type) => {
    const expected = await reference(term, sort, type);
    expect(expected.length).toBeGreaterThan(countWindow(25, 25));
    const [column, order] = sort === 'newest' ? (['', 'desc'] as const) : (['title', sort === 'title asc' ? 'asc' : 'desc'] as const);
    for (const offset of [0, 25, 75]) {
      const answer = await listPages(t.deps.db, query({ searchTerm: term, type, sortColumn: column, sortOrder: order, offset }));
      expect(answer.rows.map((row) => row.id)).toEqual(expected.slice(offset, offset + 25));
      const window = countWindow(offset, 25);
      expect(answer).toMatchObject({ total: Math.min(expected.length, window), totalIsEstimate: expected.length > window });
    }
  });

  it('gives way to a sort when the walk ends before the page is full (SQLite), one statement more', async () => {
    const walked = await listCounted({ searchTerm: 'otter', sortColumn: 'title', sortOrder: 'desc' });
    const sorted = await listCounted({ searchTerm: 'otter', sortColumn: 'title', sortOrder: 'asc' });
    expect(walked.answer.rows).toHaveLength(25);
    expect(sorted.answer.rows.map((row) => row.id)).toEqual((await reference('otter', 'title asc')).slice(0, 25));
    const sqlite = t.deps.db.getExecutor().adapter instanceof SqliteAdapter;
    expect(sorted.statements).toBe(walked.statements + (sqlite ? 1 : 0));
  });

  it('counts a term in fewer pages than the bound exactly', async () => {
    const expected = await reference('zotter 1', 'newest');
    expect(expected.length).toBeGreaterThan(25);
    expect(expected.length).toBeLessThan(countWindow(0, 25));
    const answer = await listPages(t.deps.db, query({ searchTerm: 'zotter 1' }));
    expect(answer).toMatchObject({ total: expected.length, totalIsEstimate: false });
    expect(answer.rows.map((row) => row.id)).toEqual(expected.slice(0, 25));
  });
});

describe("a term's matches, all read, by a date", () => {
  // Fewer matches than the count reads: ordered in process from the dates read with them. The
  // fixture's pages share 18 dates, so ties (by id) decide most places.
  it.each([
    ['zotter 5', 'updatedAt', 'desc', ''],
    ['zotter 5', 'updatedAt', 'asc', ''],
    ['aap 7', 'createdAt', 'desc', ''],
    ['aap 7', 'createdAt', 'asc', 'project'],
    ['p-6', 'updatedAt', 'desc', 'news'],
  ] as const)('pages %s by %s %s (type %o) as a plain query does, past its end too', async (term, column, order, type) => {
    const pattern = `%${term}%`;
    const rows = await t.deps.db
      .selectFrom('pages')
      .select('id')
      .where((eb) => eb.or([sql<boolean>`lower(pages.concept_title) like ${pattern}`, sql<boolean>`lower(pages.slug) like ${pattern}`]))
      .$if(type !== '', (builder) => builder.where('pages.type', '=', type))
      .orderBy(column === 'updatedAt' ? 'updated_at' : 'created_at', order)
      .orderBy('id')
      .execute();
    const expected = rows.map((row) => row.id);
    expect(expected.length).toBeGreaterThan(50);
    expect(expected.length).toBeLessThan(countWindow(0, 25));
    for (const offset of [0, 25, expected.length - 10, expected.length, expected.length + 25]) {
      const answer = await listPages(t.deps.db, query({ searchTerm: term, type, sortColumn: column, sortOrder: order, offset }));
      expect(answer.rows.map((row) => row.id)).toEqual(expected.slice(offset, offset + 25));
      expect(answer).toMatchObject({ total: expected.length, totalIsEstimate: false });
    }
  });
});

describe('the page overview far down a list without a term', () => {
  // SQLite counts a full page past the first 1,000 rows on from its last row (pastRow): the
  // totals must be those of a count from the start, whatever the ties in the sort's values.
  it.each([
    ['newest', ''],
    ['title asc', ''],
    ['title desc', ''],
    ['newest', 'news'],
    ['title asc', 'project'],
  ] as const)('pages and counts the %s list (type %o) as a plain query does', async (sort, type) => {
    const expected = await reference('', sort, type);
    const [column, order] = sort === 'newest' ? (['', 'desc'] as const) : (['title', sort === 'title asc' ? 'asc' : 'desc'] as const);
    for (const offset of [0, 975, 1000, 1050, 4975, 5175, 5250, 6275, 6300]) {
      const answer = await listPages(t.deps.db, query({ type, sortColumn: column, sortOrder: order, offset }));
      expect(answer.rows.map((row) => row.id)).toEqual(expected.slice(offset, offset + 25));
      const window = countWindow(offset, 25);
      expect(answer).toMatchObject({ total: Math.min(expected.length, window), totalIsEstimate: expected.length > window });
    }
  });
});

describe("a few-row tab's page and count in one pass", () => {
  it('pages and counts "mine" as a plain query does, past its end too', async () => {
    const user = await t.deps.db.selectFrom('users').select('id').orderBy('id').executeTakeFirstOrThrow();
    // Every third page of the fixture made by the user, and a few others last saved by them.
    await sql`UPDATE pages SET created_by = ${user.id} WHERE slug LIKE 'walk/%' AND id % 3 = 0`.execute(t.deps.db);
    await sql`UPDATE pages SET concept_updated_by = ${user.id} WHERE slug LIKE 'walk/%' AND id % 7 = 1`.execute(t.deps.db);
    const mine = await t.deps.db
      .selectFrom('pages')
      .select('id')
      .where((eb) => eb.or([eb('created_by', '=', user.id), eb('concept_updated_by', '=', user.id)]))
      .orderBy('updated_at', 'desc')
      .orderBy('id')
      .execute();
    const expected = mine.map((row) => row.id);
    expect(expected.length).toBeGreaterThan(countWindow(0, 25));
    for (const offset of [0, 25, 1000, expected.length - 10, expected.length, expected.length + 25]) {
      const answer = await listPages(t.deps.db, query({ filter: 'editor', userId: user.id, offset }));
      expect(answer.rows.map((row) => row.id)).toEqual(expected.slice(offset, offset + 25));
      const window = countWindow(offset, 25);
      expect(answer).toMatchObject({ total: Math.min(expected.length, window), totalIsEstimate: expected.length > window });
    }
    await sql`UPDATE pages SET created_by = NULL, concept_updated_by = NULL WHERE slug LIKE 'walk/%'`.execute(t.deps.db);
  });
});

describe("the menu editor's page search", () => {
  // "otter" and "ot" lie past WALKED_INDEX_ENTRIES pages by title (the walk gives way to a sort),
  // "aap" first; "zotter 5" has fewer matches than are sorted by their ids. Every title is shared
  // by about fifty pages: those come oldest first, the same on every call and both databases.
  it.each([
    ['otter', 200],
    ['ot', 200],
    ['aap', 200],
    ['ap', 200],
    ['zotter 5', 20],
  ])('finds the first twenty matches of %s by title, ties by id', async (term, moreThan) => {
    const expected = await reference(term, 'title asc');
    expect(expected.length).toBeGreaterThan(moreThan);
    const found = await searchPagesByTitle(t.deps.db, 'nl-nl', term, 20);
    expect(found.map((row) => row.id)).toEqual(expected.slice(0, 20));
  });
});
