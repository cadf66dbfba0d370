import { sql } from 'kysely';
import { nowIso } from '../../../lib/clock.ts';
import { listDocuments } from './document-filters.repository.ts';
import { facetListingApplies, listFromFacets } from './facet-listing.repository.ts';
import { runWordQuery } from './word-query.ts';
import { postgresWordReads } from './postgres-word-reads.repository.ts';
import { listingRows } from './search-facets.ts';
import { documentRow, type EngineAnswer, type SearchEngine } from './search-engine.ts';

/**
 * PostgreSQL full text over the same stemmed terms as SQLite, taken as they are: the vectors
 * are the terms split at their spaces (0040) and the queries their lexemes joined by AND
 * (lexeme-query.ts), so both engines match and rank alike and no text parser runs.
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

  // The documents' listing rows go with them: a trigger (0044) deletes them, without an
  // anti-join over every listing row after a rebuild.
  async remove(db, pageIds) {
    if (pageIds.length === 0) return;
    await db.deleteFrom('search_documents').where('page_id', 'in', pageIds).execute();
  },

  async removeAll(db) {
    await db.deleteFrom('search_documents').execute();
  },

  async removeIndexedBefore(db, indexedAt) {
    await db.deleteFrom('search_documents').where('indexed_at', '<', indexedAt).execute();
  },

  async afterRebuild(db) {
    // A rebuild rewrites every row. VACUUM merges the GIN indexes' pending lists (every search
    // scans them: megabytes after 100,000 inserts), marks the pages all-visible (a capped count
    // and the listing's index range then skip the table) and refreshes the statistics.
    await sql`VACUUM (ANALYZE) search_documents, search_facets`.execute(db);
  },

  /**
   * GIN does the matching and the filters (facet lexemes in both vectors); the title matches
   * come from title_vector (its own small indexes: the sample's and the others', 0038 and
   * 0043). Only the window's rows are read, their stemmed text scored in ranking-window.ts:
   * ts_rank_cd read every match's vector.
   */
  async query(outer, query) {
    // A capped count looks cheap to the planner as a scan that stops early, but testing the
    // vectors of a common word's pages one by one costs more than the GIN lookup: the index always.
    // No parallel plan: a parallel Append starts with its dearest branch and Gather interleaves
    // workers' rows, and the candidates' order (the sample's first) must not change between
    // calls. One snapshot for the count and both sections (a title saved meanwhile would show a
    // page twice, or not at all).
    // The answer is handed back before the COMMIT's round trip (a read-only transaction has
    // nothing to lose); the connection goes back to the pool only after it.
    return new Promise<EngineAnswer>((resolve, reject) => {
      outer
        .connection()
        .execute(async (db) => {
          try {
            // One round trip opens the transaction and sets its rules (a text without parameters
            // travels by the simple protocol, which takes several statements): three before.
            await sql
              .raw(
                'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY; SET LOCAL enable_seqscan = off; SET LOCAL max_parallel_workers_per_gather = 0',
              )
              .execute(db);
            resolve(await runWordQuery(outer, query, postgresWordReads(db, query)));
          } catch (error) {
            await sql`ROLLBACK`.execute(db).catch(() => undefined);
            throw error;
          }
          await sql`COMMIT`.execute(db);
        })
        // After the answer, a failed COMMIT cannot change it (reject is then a no-op); the
        // connection's own error handling applies as for any statement.
        .catch(reject);
    });
  },

  async list(db, listing) {
    if (facetListingApplies(listing)) return listFromFacets(db, listing);
    // Under "C", lower() folds ASCII only and comparison is by bytes: exactly SQLite's order,
    // whatever the cluster's collation.
    return listDocuments(db, listing, sql<string>`lower(search_documents.title collate "C")`);
  },
};
