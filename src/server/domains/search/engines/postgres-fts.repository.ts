import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/clock.ts';
import { documentFilters, listDocuments } from './document-filters.repository.ts';
import { facetListingApplies, listFromFacets, removeListingRows, removeOrphanListingRows } from './facet-listing.repository.ts';
import { runWordQuery } from './word-query.ts';
import { RANK_WINDOW } from './ranking-window.ts';
import { windowColumns, windowRow } from '../search.repository.ts';
import { facetAlternatives, listingRows } from './search-facets.ts';
import { documentRow, type EngineQuery, type SearchEngine, type TermGroup } from './search-engine.ts';

/**
 * PostgreSQL full text over the same stemmed terms as SQLite (config 'simple': the stemming
 * already happened), so both engines match and rank alike. plainto_tsquery treats its input
 * as plain words joined by AND.
 */
export const postgresFtsEngine: SearchEngine = {
  /**
   * A backend works on one core, and one was the whole cost of a rebuild (at 100,000 pages
   * 45-52 s, 38-39 s with the next batch read meanwhile); two transactions writing halves of a
   * batch side by side took 29-30 s (three: 28.8 s). Batch size mattered little (500-2,000).
   */
  rebuildBatchSize: { intoEmpty: 2_000, overExisting: 2_000 },
  rebuildWriters: 2,
  async replace(db, document) {
    await this.replaceMany(db, [document]);
  },

  /**
   * Three statements per batch whatever its size: each column travels as one array parameter
   * that unnest() turns back into rows, instead of a statement with thousands of parameters to
   * build, parse and plan per 200 rows. Documents first, then listing rows (the table order of
   * every write, so two writers never wait on each other crosswise); the listing rows in key
   * order, so a batch's B-tree inserts land next to each other.
   */
  async replaceMany(db, documents) {
    if (documents.length === 0) return;
    const indexedAt = nowIso();
    const rows = documents.map((document) => documentRow(document, indexedAt));
    const text = (key: Exclude<keyof (typeof rows)[number], 'page_id' | 'priority'>) => rows.map((row) => row[key]);
    await sql`INSERT INTO search_documents (page_id, locale, page_type, title, body, url, themes, services, title_terms, body_terms, priority, facets, indexed_at)
      SELECT * FROM unnest(${rows.map((row) => row.page_id)}::int[], ${text('locale')}::text[], ${text('page_type')}::text[],
        ${text('title')}::text[], ${text('body')}::text[], ${text('url')}::text[], ${text('themes')}::text[], ${text('services')}::text[],
        ${text('title_terms')}::text[], ${text('body_terms')}::text[], ${rows.map((row) => row.priority)}::int[], ${text('facets')}::text[],
        ${text('indexed_at')}::text[])
      ON CONFLICT (page_id) DO UPDATE SET locale = excluded.locale, page_type = excluded.page_type, title = excluded.title,
        body = excluded.body, url = excluded.url, themes = excluded.themes, services = excluded.services,
        title_terms = excluded.title_terms, body_terms = excluded.body_terms, priority = excluded.priority,
        facets = excluded.facets, indexed_at = excluded.indexed_at`.execute(db);
    await sql`DELETE FROM search_facets WHERE page_id = ANY(${rows.map((row) => row.page_id)}::int[])`.execute(db);
    const listing = listingRows(documents);
    await sql`INSERT INTO search_facets (key, title_key, page_id) SELECT * FROM unnest(${listing.map((row) => row[0])}::text[],
      ${listing.map((row) => row[1])}::text[], ${listing.map((row) => row[2])}::int[])`.execute(db);
  },

  async remove(db, pageIds) {
    if (pageIds.length === 0) return;
    await db.deleteFrom('search_documents').where('page_id', 'in', pageIds).execute();
    await removeListingRows(db, pageIds);
  },

  async removeAll(db) {
    await db.deleteFrom('search_documents').execute();
    await removeListingRows(db, 'all');
  },

  async removeIndexedBefore(db, indexedAt) {
    await db.deleteFrom('search_documents').where('indexed_at', '<', indexedAt).execute();
    await removeOrphanListingRows(db);
  },

  async afterRebuild(db) {
    // A rebuild rewrites every row. VACUUM merges the GIN indexes' pending lists (every search
    // scans them: megabytes after 100,000 inserts), marks the pages all-visible (a capped count
    // and the listing's index range then skip the table) and refreshes the statistics.
    await sql`VACUUM (ANALYZE) search_documents, search_facets`.execute(db);
  },

  /**
   * GIN does the matching and the filters (facet lexemes in both vectors); the title matches
   * come from title_vector (its own small index). Only the window's rows are read, their
   * stemmed text scored in ranking-window.ts: ts_rank_cd read every match's vector.
   */
  async query(outer, query) {
    // A capped count looks cheap to the planner as a scan that stops early, but testing the
    // vectors of a common word's pages one by one costs more than the GIN lookup: the index always.
    return outer.transaction().execute(async (db) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(db);
      return wordQuery(outer, db, query);
    });
  },

  async list(db, listing) {
    if (facetListingApplies(listing)) return listFromFacets(db, listing);
    // Under "C", lower() folds ASCII only and comparison is by bytes: exactly SQLite's order,
    // whatever the cluster's collation.
    return listDocuments(db, listing, sql<string>`lower(search_documents.title collate "C")`);
  },
};

/** A search with words inside the query's transaction (`db`); `outer` keys the statistics cache. */
function wordQuery(outer: Kysely<Database>, db: Transaction<Database>, query: EngineQuery) {
  const words = (group: TermGroup) => sql`plainto_tsquery('simple', ${group.terms.join(' ')})`;
  const filtered = (group: TermGroup) => {
    const lists = facetAlternatives(query, group.locales);
    // Facet tokens are letters and digits only: safe in to_tsquery's syntax.
    const facets = lists.map((tokens) => `(${tokens.join(' | ')})`).join(' & ');
    return lists.length === 0 ? words(group) : sql`(${words(group)} && to_tsquery('simple', ${facets}))`;
  };
  const { publicTagKeys } = query;
  const matching = (group: TermGroup, kind: 'all' | 'title' | 'body') => {
    const base = db
      .selectFrom('search_documents')
      .$if(publicTagKeys !== null, (qb) =>
        qb.where((eb) => documentFilters(eb, { pageTypes: [], themes: [], services: [], publicTagKeys }, { locales: null })),
      );
    if (kind === 'title') return base.where(sql<boolean>`title_vector @@ ${filtered(group)}`);
    const all = base.where(sql<boolean>`search_vector @@ ${filtered(group)}`);
    return kind === 'all' ? all : all.where(sql<boolean>`not (title_vector @@ ${words(group)})`);
  };
  /** A section's candidates in the scan's order, numbered; the window's with the ranking's inputs. */
  const section = (group: TermGroup, kind: 'title' | 'body', limit: number) => {
    const candidates = matching(group, kind).select(['page_id', 'priority', 'title_terms', 'body_terms']).limit(limit);
    const numbered = db
      .selectFrom(candidates.as('s'))
      .selectAll('s')
      .select(sql<number>`row_number() over ()`.as('n'));
    return db
      .selectFrom(numbered.as('w'))
      .select(['w.page_id', 'w.priority', 'w.n', ...windowColumns('w', group.terms, sql`w.n <= ${RANK_WINDOW}`)]);
  };
  return runWordQuery(outer, query, {
    // One round trip: the capped count beside the title section.
    async countAndTitles(group, countLimit, limit) {
      const capped = matching(group, 'all')
        .select(sql<number>`1`.as('one'))
        .limit(countLimit);
      const counted = db.selectFrom(capped.as('capped')).select((eb) => eb.fn.countAll<number>().as('total'));
      const rows = await db
        .selectFrom(counted.as('counted'))
        .leftJoin(section(group, 'title', limit).as('t'), (join) => join.onTrue())
        .selectAll('t')
        .select('counted.total')
        .orderBy('t.n')
        .execute();
      const count = Number(rows[0]?.total ?? 0);
      const titles = rows.filter((row) => row.page_id !== null).map((row) => windowRow(row, group.terms.length));
      return { count, titles };
    },
    async others(group, limit) {
      const rows = await section(group, 'body', limit).orderBy('w.n').execute();
      return rows.map((row) => windowRow(row, group.terms.length));
    },
    async frequency(term, limit) {
      const { rows } = await sql<{ n: string }>`SELECT count(*) AS n FROM (SELECT 1 FROM search_documents
        WHERE search_vector @@ plainto_tsquery('simple', ${term}) LIMIT ${limit}) AS capped`.execute(db);
      return Number(rows[0]?.n ?? 0);
    },
    // The planner's estimate (kept by VACUUM and ANALYZE): enough for idf, without a count.
    async documents() {
      const { rows } = await sql<{
        n: number;
      }>`SELECT greatest(reltuples, 1)::float8 AS n FROM pg_class WHERE oid = 'search_documents'::regclass`.execute(db);
      return Number(rows[0]?.n ?? 1);
    },
  });
}
