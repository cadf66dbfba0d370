import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import { nowIso } from '../../../lib/clock.ts';
import { documentFilters, listDocuments } from './document-filters.repository.ts';
import {
  facetListingApplies,
  listFromFacets,
  removeListingRows,
  removeOrphanListingRows,
  writeListingRows,
} from './facet-listing.repository.ts';
import { runWordQuery } from './word-query.ts';
import { facetAlternatives } from './search-facets.ts';
import { documentRow, INSERT_CHUNK, type EngineQuery, type SearchEngine, type TermGroup } from './search-engine.ts';

/**
 * PostgreSQL full text over the same stemmed terms as SQLite (config 'simple': the stemming
 * already happened), so both engines match and rank alike. plainto_tsquery treats its input
 * as plain words joined by AND.
 */
export const postgresFtsEngine: SearchEngine = {
  async replace(db, document) {
    await this.replaceMany(db, [document]);
  },

  async replaceMany(db, documents) {
    const indexedAt = nowIso();
    for (let start = 0; start < documents.length; start += INSERT_CHUNK) {
      const rows = documents.slice(start, start + INSERT_CHUNK).map((document) => documentRow(document, indexedAt));
      await db
        .insertInto('search_documents')
        .values(rows)
        .onConflict((oc) =>
          oc.column('page_id').doUpdateSet((eb) => ({
            locale: eb.ref('excluded.locale'),
            page_type: eb.ref('excluded.page_type'),
            title: eb.ref('excluded.title'),
            body: eb.ref('excluded.body'),
            url: eb.ref('excluded.url'),
            themes: eb.ref('excluded.themes'),
            services: eb.ref('excluded.services'),
            title_terms: eb.ref('excluded.title_terms'),
            body_terms: eb.ref('excluded.body_terms'),
            priority: eb.ref('excluded.priority'),
            facets: eb.ref('excluded.facets'),
            indexed_at: eb.ref('excluded.indexed_at'),
          })),
        )
        .execute();
      await writeListingRows(db, documents.slice(start, start + INSERT_CHUNK));
    }
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
  return runWordQuery(outer, query, {
    async count(group, limit) {
      const capped = matching(group, 'all')
        .select(sql<number>`1`.as('one'))
        .limit(limit);
      const row = await db
        .selectFrom(capped.as('capped'))
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async section(group, kind, limit) {
      const rows = await matching(group, kind).select(['page_id', 'priority', 'title_terms', 'body_terms']).limit(limit).execute();
      return rows.map((row) => ({
        pageId: Number(row.page_id),
        priority: Number(row.priority),
        titleTerms: row.title_terms,
        bodyTerms: row.body_terms,
      }));
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
