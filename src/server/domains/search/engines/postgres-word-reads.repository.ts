import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { SEARCH_OUTSIDE_SAMPLE_PREDICATE, SEARCH_SAMPLE_PREDICATE, SEARCH_SAMPLE_SHARE } from '../../../db/search-sample.ts';
import { documentFilters } from './document-filters.repository.ts';
import type { WordQueryReads } from './word-query.ts';
import { RANK_WINDOW, windowStats, type WindowRow } from './ranking-window.ts';
import { facetAlternatives } from './search-facets.ts';
import { allLexemes, eachOfLexemes } from './lexeme-query.ts';
import type { EngineQuery, TermGroup } from './search-engine.ts';

/**
 * What a search with words reads (word-query.ts), inside the query's transaction: `db` is the
 * connection that transaction is open on, though Kysely does not know it (`isTransaction` is
 * false), so nothing here may open or end a transaction of its own (withoutTableScans would).
 */
export function postgresWordReads(db: Kysely<Database>, query: EngineQuery): WordQueryReads {
  const words = (group: TermGroup) => sql`${allLexemes(group.terms)}::tsquery`;
  const filtered = (group: TermGroup) => {
    const lists = facetAlternatives(query, group.locales);
    return lists.length === 0 ? words(group) : sql`(${words(group)} && ${eachOfLexemes(lists)}::tsquery)`;
  };
  const { publicTagKeys } = query;
  const matchingIn = (part: 'sample' | 'rest', group: TermGroup, kind: 'all' | 'title' | 'body') => {
    const base = db
      .selectFrom('search_documents')
      .where(sql.raw<boolean>(part === 'sample' ? SEARCH_SAMPLE_PREDICATE : SEARCH_OUTSIDE_SAMPLE_PREDICATE))
      .$if(publicTagKeys !== null, (qb) =>
        qb.where((eb) => documentFilters(eb, { pageTypes: [], themes: [], services: [], publicTagKeys }, { locales: null })),
      );
    if (kind === 'title') return base.where(sql<boolean>`title_vector @@ ${filtered(group)}`);
    const all = base.where(sql<boolean>`search_vector @@ ${filtered(group)}`);
    return kind === 'all' ? all : all.where(sql<boolean>`not (title_vector @@ ${words(group)})`);
  };
  /**
   * The matches in the order a search reads them: the sample's (an eighth of the pages, with
   * indexes of their own: 0038) first, then the others, each part in the table's order. Under
   * a LIMIT the executor reads the second part only when the first falls short, so a common
   * word costs the sample's bitmap, not one of every page holding it. The order holds because
   * the Append is not parallel (the engine's transaction rules parallel plans out).
   */
  const matching = <Column extends 'page_id' | 'priority' | 'title_terms' | 'body_terms'>(
    group: TermGroup,
    kind: 'all' | 'title' | 'body',
    columns: Column[],
  ) =>
    db.selectFrom(
      matchingIn('sample', group, kind)
        .select(columns)
        .unionAll(matchingIn('rest', group, kind).select(columns))
        .as('m'),
    );
  /** A section's candidates in the scan's order, numbered; the window's with their stemmed text. */
  const section = (group: TermGroup, kind: 'title' | 'body', limit: number) => {
    const candidates = matching(group, kind, ['page_id', 'priority', 'title_terms', 'body_terms']).selectAll('m').limit(limit);
    const numbered = db
      .selectFrom(candidates.as('s'))
      .selectAll('s')
      .select(sql<number>`row_number() over ()`.as('n'));
    const inWindow = (column: 'title_terms' | 'body_terms') =>
      sql<string | null>`CASE WHEN w.n <= ${RANK_WINDOW} THEN ${sql.ref(`w.${column}`)} END`;
    return db
      .selectFrom(numbered.as('w'))
      .select(['w.page_id', 'w.priority', 'w.n', inWindow('title_terms').as('title_terms'), inWindow('body_terms').as('body_terms')]);
  };
  return {
    /**
     * One round trip: the capped count beside the title section. A group whose matches fill
     * the sample to twice its share of the cap has more than the cap (countLimit - 1) in all:
     * it counts as past the cap, without the visits of its other matches (the count's floor
     * was one heap visit per match up to the cap). The sample is an eighth of the pages by a
     * hash of their id, so a word in at most 1,000 pages fills its 251 places with a
     * probability far below 10^-20; below that mark the count is exact up to the cap.
     */
    async countAndTitles(group, countLimit, limit) {
      const sampleMark = Math.ceil((SAMPLE_COUNT_MARGIN * countLimit) / SEARCH_SAMPLE_SHARE);
      const sampled = matchingIn('sample', group, 'all').select('page_id').limit(sampleMark);
      // Below the mark the sample's count is complete: only the other pages are counted on.
      const others = matchingIn('rest', group, 'all').select('page_id').limit(countLimit);
      const othersCount = db.selectFrom(others.as('others')).select((eb) => eb.fn.countAll<number>().as('n'));
      // PostgreSQL runs the exact count (an init plan) only when the CASE reaches it.
      const counted = db
        .selectFrom(
          db
            .selectFrom(sampled.as('sampled'))
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .as('sample'),
        )
        .select(
          sql<number>`CASE WHEN sample.n >= ${sampleMark} THEN ${countLimit} ELSE least(${countLimit}, sample.n + (${othersCount})) END`.as(
            'total',
          ),
        );
      const rows = await db
        .selectFrom(counted.as('counted'))
        .leftJoin(section(group, 'title', limit).as('t'), (join) => join.onTrue())
        .selectAll('t')
        .select('counted.total')
        .execute();
      const count = Number(rows[0]?.total ?? 0);
      const titles = inScanOrder(rows.filter((row) => row.page_id !== null)).map((row) => sectionRow(row, group.terms));
      return { count, titles };
    },
    async others(group, limit) {
      const rows = await section(group, 'body', limit).execute();
      return inScanOrder(rows).map((row) => sectionRow(row, group.terms));
    },
    /**
     * A word the sample holds often enough weighs by the sample's count times eight (capped at
     * `limit`): with at least SAMPLE_ESTIMATE_FROM places its error is a few tenths of its idf's
     * distance to a word ten times as common, and the exact count visited a table row per
     * document up to the cap (2,000 for a word in 2% of the pages: 16-30 ms here, its rows cold).
     * A rarer word is counted exactly, which is cheap because it is rare. Frequencies only weigh
     * words against each other.
     */
    async frequency(term, limit) {
      // Read at least up to the mark, so below it the sample's count is complete and the other
      // pages are counted on from their own index (0043; every document is in one of the two).
      const sampleLimit = Math.max(SAMPLE_ESTIMATE_FROM, Math.ceil(limit / SEARCH_SAMPLE_SHARE));
      const { rows } = await sql<{ sampled: string; n: string | null }>`SELECT sampled, CASE WHEN sampled < ${SAMPLE_ESTIMATE_FROM}
          THEN sampled + (SELECT count(*) FROM (SELECT 1 FROM search_documents WHERE search_vector @@ ${allLexemes([term])}::tsquery
            AND ${sql.raw(SEARCH_OUTSIDE_SAMPLE_PREDICATE)} LIMIT ${limit}) AS capped)
        END AS n
        FROM (SELECT count(*) AS sampled FROM (SELECT 1 FROM search_documents
          WHERE search_vector @@ ${allLexemes([term])}::tsquery AND ${sql.raw(SEARCH_SAMPLE_PREDICATE)} LIMIT ${sampleLimit}) AS s) AS sample`.execute(
        db,
      );
      const row = rows[0];
      if (!row) return 0;
      return Math.min(limit, row.n === null ? Number(row.sampled) * SEARCH_SAMPLE_SHARE : Number(row.n));
    },
    // The planner's estimate (kept by VACUUM and ANALYZE): enough for idf, without a count.
    async documents() {
      const { rows } = await sql<{
        n: number;
      }>`SELECT greatest(reltuples, 1)::float8 AS n FROM pg_class WHERE oid = 'search_documents'::regclass`.execute(db);
      return Number(rows[0]?.n ?? 1);
    },
    /**
     * ANALYZE keeps the thousand most common lexemes of search_vector with the share of non-null
     * rows holding each (pg_stats.most_common_elems; for a tsvector the frequencies array ends
     * with the lowest and highest share). None before the first ANALYZE.
     */
    async commonTermFrequencies() {
      const { rows } = await sql<{ elems: string[] | null; freqs: number[] | null; n: number }>`SELECT
          s.most_common_elems::text::text[] AS elems, s.most_common_elem_freqs AS freqs,
          greatest(c.reltuples, 0)::float8 * (1 - s.null_frac) AS n
        FROM pg_class c JOIN pg_namespace ns ON ns.oid = c.relnamespace
        JOIN pg_stats s ON s.schemaname = ns.nspname AND s.tablename = c.relname AND s.attname = 'search_vector' AND NOT s.inherited
        WHERE c.oid = 'search_documents'::regclass`.execute(db);
      const frequencies = new Map<string, number>();
      const row = rows[0];
      if (!row?.elems || !row.freqs) return frequencies;
      row.elems.forEach((term, index) => frequencies.set(term, Math.round(Number(row.freqs![index]) * Number(row.n))));
      return frequencies;
    },
  };
}

/**
 * From this many places in the sample a word's frequency is estimated from the sample alone
 * (relative error about a quarter at the mark, less above it).
 */
const SAMPLE_ESTIMATE_FROM = 16;

/** How many times its share of the cap the sample must hold for a count to pass the cap unread. */
const SAMPLE_COUNT_MARGIN = 2;

/**
 * Rows by their number. Sorted here, not by ORDER BY: PostgreSQL would copy the window's rows,
 * their text included, into a sort it does not need (they come numbered in that order).
 */
function inScanOrder<Row extends { n: number | string | null }>(rows: Row[]): Row[] {
  return rows.sort((a, b) => Number(a.n) - Number(b.n));
}

/**
 * A section row as the ranking needs it. The window's rows bring their stemmed text (about a
 * kilobyte each), counted in process as on SQLite: computing the counts in SQL (spaces doubled,
 * one replace() per term) cost 2-3 ms of the server's time per section of 300 rows, the text's
 * transfer less than that.
 */
function sectionRow(row: SectionRow, terms: string[]): WindowRow {
  const pageId = Number(row.page_id);
  const priority = Number(row.priority ?? 0);
  if (row.title_terms === null || row.body_terms === null) return { pageId, priority, titleTerms: '', length: 0, bodyOccurrences: [] };
  return windowStats({ pageId, priority, titleTerms: row.title_terms, bodyTerms: row.body_terms }, terms);
}

interface SectionRow {
  page_id: number | null;
  priority: number | null;
  title_terms: string | null;
  body_terms: string | null;
}
