import { sql, type RawBuilder } from 'kysely';
import { type SearchEngine, type TermGroup, type EngineQuery } from './search-engine.ts';
import { listDocuments } from './document-filters.repository.ts';
import { nowIso } from '../../../lib/clock.ts';
import { facetListingApplies, listFromFacets, removeListingRows, removeOrphanListingRows } from './facet-listing.repository.ts';
import { facetAlternatives } from './search-facets.ts';
import { sqliteBatchRows, type SqliteBatchRows } from './sqlite-batch-rows.ts';
import { holdMerges, mergeAndRelease } from './fts5-merges.repository.ts';
import { runWordQuery } from './word-query.ts';
import { countDocuments } from '../search.repository.ts';
import { RANK_WINDOW, windowStats, type RankedText, type WindowRow } from './ranking-window.ts';
import type { Executor } from '../../../db/executor.ts';

/** FTS5 phrase syntax with every term quoted: terms are letters and digits only, so nothing escapes. */
function quoted(terms: string[]): string {
  return terms.map((term) => `"${term.replaceAll('"', '')}"`).join(' ');
}

/**
 * The FTS5 expressions of a group, with the filters as facet tokens so FTS5 intersects posting
 * lists and never reads a document row: every term in the title or the body (`all`, search_fts),
 * every term in the title (`title`, search_title_fts), and the matches that are not title
 * matches (`body`, search_fts).
 */
function expressions(query: EngineQuery, group: TermGroup): { all: string; title: string; body: string } {
  const filters = facetAlternatives(query, group.locales)
    .map((tokens) => ` AND facets : (${tokens.map((token) => `"${token}"`).join(' OR ')})`)
    .join('');
  const inTitle = `title_terms : (${quoted(group.terms)})`;
  const all = `{title_terms body_terms} : (${quoted(group.terms)})${filters}`;
  return { all, title: `${inTitle}${filters}`, body: `(${all}) NOT ${inTitle}` };
}

/**
 * The stemmed text and priority of the documents a ranking window scores (ranking-window.ts).
 * SQLite reads them in process: turning a row into strings costs less than counting the terms
 * with replace() in SQL (3.6 against 0.8 ms for 300 rows).
 */
async function windowTexts(db: Executor, pageIds: number[]): Promise<Map<number, RankedText>> {
  if (pageIds.length === 0) return new Map();
  // One JSON parameter instead of one per id: a statement with 300 placeholders cost SQLite (which
  // prepares every statement anew) about 2.5 ms a section against 0.5 ms (issue 20). SQLite only.
  const { rows } = await sql<{ page_id: number; priority: number; title_terms: string; body_terms: string }>`
    SELECT page_id, priority, title_terms, body_terms FROM search_documents
    WHERE page_id IN (SELECT value FROM json_each(${JSON.stringify(pageIds)}))`.execute(db);
  return new Map(
    rows.map((row) => [
      Number(row.page_id),
      { pageId: Number(row.page_id), priority: Number(row.priority), titleTerms: row.title_terms, bodyTerms: row.body_terms },
    ]),
  );
}

/**
 * Writes a batch's rows (sqliteBatchRows) but those of the pages in `leaveOut`: pages written one
 * by one since the batch was read, whose newer entries stay as they are.
 */
async function writeBatchRows(db: Executor, rows: SqliteBatchRows, leaveOut: ReadonlySet<number>): Promise<void> {
  const leftOut = JSON.stringify([...leaveOut]);
  const kept = (pageId: RawBuilder<unknown>) =>
    leaveOut.size === 0 ? sql`` : sql` WHERE ${pageId} NOT IN (SELECT value FROM json_each(${leftOut}))`;
  // The texts arrive as UTF-8 bytes, which SQLite binds as a BLOB: json_each() would take a BLOB
  // for its binary JSON format, so each is read as the text it is.
  const each = (bytes: Uint8Array) => sql`json_each(CAST(${bytes} AS TEXT))`;
  const batch = sql`SELECT value FROM ${each(rows.pageIds)}${kept(sql`value`)}`;
  await removeEntries(db, batch);
  await sql`DELETE FROM search_documents WHERE page_id IN (${batch})`.execute(db);
  await sql`DELETE FROM search_facets WHERE page_id IN (${batch})`.execute(db);
  const column = (index: number) => sql.raw(`value ->> ${index}`);
  await sql`INSERT INTO search_documents (page_id, locale, page_type, title, body, url, themes, services, title_terms, body_terms, priority, facets, indexed_at)
    SELECT ${sql.join([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].map(column))}, ${rows.indexedAt} FROM ${each(rows.documents)}${kept(column(0))}`.execute(
    db,
  );
  await sql`INSERT INTO search_fts (rowid, title_terms, body_terms, facets)
    SELECT value ->> 0, value ->> 1, value ->> 2, value ->> 3 FROM ${each(rows.entries)}${kept(column(0))}`.execute(db);
  await sql`INSERT INTO search_title_fts (rowid, title_terms, facets)
    SELECT value ->> 0, value ->> 1, value ->> 3 FROM ${each(rows.entries)}${kept(column(0))}`.execute(db);
  await sql`INSERT INTO search_facets (key, title_key, page_id)
    SELECT value ->> 0, value ->> 1, value ->> 2 FROM ${each(rows.listing)}${kept(column(2))}`.execute(db);
}

/** Both full-text tables hold one entry per document, under its page id. */
async function removeEntries(db: Executor, pageIds: number[] | RawBuilder<unknown>): Promise<void> {
  const ids = Array.isArray(pageIds) ? sql.join(pageIds) : pageIds;
  await sql`DELETE FROM search_fts WHERE rowid IN (${ids})`.execute(db);
  await sql`DELETE FROM search_title_fts WHERE rowid IN (${ids})`.execute(db);
}

export const sqliteFtsEngine: SearchEngine = {
  /**
   * Every commit writes each B-tree page the batch touched to the WAL, and a batch's listing rows
   * (search_facets, seven a page) touch pages all over that table: at 100,000 pages a rebuild
   * into an empty index in batches of 500 took 38-43 s, of 2,000 32-34 s, of 5,000 27-30 s. Over
   * an existing index (every page's rows deleted first) 5,000 took 116 s against 68-70 s with 500
   * or 2,000. A batch holds SQLite's write lock for up to a second; other writers wait it out
   * (busy_timeout).
   */
  rebuildBatchSize: { intoEmpty: 5_000, overExisting: 2_000 },
  // One connection, one writer.
  rebuildWriters: 1,

  async replace(db, document) {
    await this.replaceMany(db, [document]);
  },

  /**
   * One statement per table for the whole batch: the rows travel as one JSON parameter that
   * json_each() unpacks, so SQLite parses a short statement instead of one with thousands of
   * parameters (Kysely builds, SQLite prepares every statement anew). Listing rows go in key
   * order, so the B-tree inserts of a batch land next to each other.
   */
  async replaceMany(db, documents) {
    if (documents.length === 0) return;
    await writeBatchRows(db, sqliteBatchRows(documents, nowIso()), new Set());
  },

  replacePrepared: writeBatchRows,

  beforeRebuild: (db) => db.transaction().execute((trx) => holdMerges(trx)),
  afterRebuild: (db) => db.transaction().execute((trx) => mergeAndRelease(trx)),

  async remove(db, pageIds) {
    if (pageIds.length === 0) return;
    await removeEntries(db, pageIds);
    await db.deleteFrom('search_documents').where('page_id', 'in', pageIds).execute();
    await removeListingRows(db, pageIds);
  },

  async removeAll(db) {
    await sql`INSERT INTO search_fts (search_fts) VALUES ('delete-all')`.execute(db);
    await sql`INSERT INTO search_title_fts (search_title_fts) VALUES ('delete-all')`.execute(db);
    await db.deleteFrom('search_documents').execute();
    await removeListingRows(db, 'all');
  },

  async removeIndexedBefore(db, indexedAt) {
    await removeEntries(db, sql`SELECT page_id FROM search_documents WHERE indexed_at < ${indexedAt}`);
    await db.deleteFrom('search_documents').where('indexed_at', '<', indexedAt).execute();
    await removeOrphanListingRows(db);
    // Searches count matches in search_fts alone, so an entry that outlived its document (its
    // page row deleted with the cascade, an update that failed half-way) would count. A rebuild
    // drops them: one pass over the ids (tens of milliseconds at 100,000 pages).
    await sql`DELETE FROM search_fts WHERE rowid NOT IN (SELECT page_id FROM search_documents)`.execute(db);
    await sql`DELETE FROM search_title_fts WHERE rowid NOT IN (SELECT page_id FROM search_documents)`.execute(db);
  },

  /**
   * Matching, filters and counts run inside FTS5 over its posting lists; the only rows read are
   * the ranking window's (ranking-window.ts). FTS5's bm25 first scanned every match of every
   * phrase (the locale's facet: half the index) for its statistics: most of a search's time.
   */
  async query(db, query) {
    // Tags stay a subquery on the page's tags (a few index reads per tag), so a tag change
    // needs no reindexing.
    const tagged = query.publicTagKeys
      ? sql` AND +rowid IN (SELECT page_tags.page_id FROM page_tags JOIN tags ON tags.id = page_tags.tag_id
          WHERE tags.is_private = 0 AND tags.name_key IN (${sql.join(query.publicTagKeys.length > 0 ? query.publicTagKeys : [''])}))`
      : sql``;
    const matching = (table: 'search_fts' | 'search_title_fts', expression: string) =>
      sql`FROM ${sql.table(table)} WHERE ${sql.table(table)} MATCH ${expression}${tagged}`;
    // A section's candidates in index order (ascending page id); the window's with their text.
    const section = async (table: 'search_fts' | 'search_title_fts', expression: string, terms: string[], limit: number) => {
      const { rows } = await sql<{ page_id: number }>`SELECT rowid AS page_id ${matching(table, expression)} LIMIT ${limit}`.execute(db);
      const ids = rows.map((row) => Number(row.page_id));
      const texts = await windowTexts(db, ids.slice(0, RANK_WINDOW));
      return ids.map((pageId): WindowRow => {
        const text = texts.get(pageId);
        return text ? windowStats(text, terms) : { pageId, priority: 0, titleTerms: '', length: 0, bodyOccurrences: [] };
      });
    };
    return runWordQuery(db, query, {
      async countAndTitles(group, countLimit, limit) {
        const { all, title } = expressions(query, group);
        const { rows } = await sql<{
          n: number;
        }>`SELECT count(*) AS n FROM (SELECT 1 ${matching('search_fts', all)} LIMIT ${countLimit})`.execute(db);
        const count = Number(rows[0]?.n ?? 0);
        return { count, titles: count > 0 ? await section('search_title_fts', title, group.terms, limit) : [] };
      },
      others: (group, limit) => section('search_fts', expressions(query, group).body, group.terms, limit),
      async frequency(term, limit) {
        const { rows } = await sql<{
          n: number;
        }>`SELECT count(*) AS n FROM (SELECT 1 FROM search_fts WHERE search_fts MATCH ${`{title_terms body_terms} : (${quoted([term])})`} LIMIT ${limit})`.execute(
          db,
        );
        return Number(rows[0]?.n ?? 0);
      },
      documents: () => countDocuments(db),
    });
  },

  async list(db, listing) {
    if (facetListingApplies(listing)) return listFromFacets(db, listing);
    // lower() folds ASCII only and text compares by bytes (the PostgreSQL engine does the same).
    return listDocuments(db, listing, sql<string>`lower(search_documents.title)`);
  },
};
