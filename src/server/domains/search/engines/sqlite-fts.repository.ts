import { sql } from 'kysely';
import { documentRow, INSERT_CHUNK, type SearchEngine, type TermGroup } from './search-engine.ts';
import { documentFilters, listDocuments } from './document-filters.repository.ts';
import { nowIso } from '../../../lib/clock.ts';

/** FTS5 phrase syntax with every term quoted: terms are letters and digits only, so nothing escapes. */
function matchExpression(terms: string[]): string {
  return terms.map((term) => `"${term.replaceAll('"', '')}"`).join(' ');
}

/** Every term in the title column. */
function titleExpression(terms: string[]): string {
  return `title_terms : (${matchExpression(terms)})`;
}

export const sqliteFtsEngine: SearchEngine = {
  async replace(db, document) {
    await this.replaceMany(db, [document]);
  },

  async replaceMany(db, documents) {
    const indexedAt = nowIso();
    for (let start = 0; start < documents.length; start += INSERT_CHUNK) {
      const chunk = documents.slice(start, start + INSERT_CHUNK);
      const ids = chunk.map((document) => document.pageId);
      await sql`DELETE FROM search_fts WHERE rowid IN (${sql.join(ids)})`.execute(db);
      await db.deleteFrom('search_documents').where('page_id', 'in', ids).execute();
      await db
        .insertInto('search_documents')
        .values(chunk.map((document) => documentRow(document, indexedAt)))
        .execute();
      const rows = chunk.map((document) => sql`(${document.pageId}, ${document.titleTerms}, ${document.bodyTerms})`);
      await sql`INSERT INTO search_fts (rowid, title_terms, body_terms) VALUES ${sql.join(rows)}`.execute(db);
    }
  },

  async remove(db, pageIds) {
    if (pageIds.length === 0) return;
    await sql`DELETE FROM search_fts WHERE rowid IN (${sql.join(pageIds)})`.execute(db);
    await db.deleteFrom('search_documents').where('page_id', 'in', pageIds).execute();
  },

  async removeAll(db) {
    await sql`DELETE FROM search_fts`.execute(db);
    await db.deleteFrom('search_documents').execute();
  },

  async removeIndexedBefore(db, indexedAt) {
    await sql`DELETE FROM search_fts WHERE rowid IN (SELECT page_id FROM search_documents WHERE indexed_at < ${indexedAt})`.execute(db);
    await db.deleteFrom('search_documents').where('indexed_at', '<', indexedAt).execute();
    // Searches count matches in search_fts alone, so an entry that outlived its document (its
    // page row deleted with the cascade, an update that failed half-way) would count. A rebuild
    // drops them: one pass over the ids (tens of milliseconds at 100,000 pages).
    await sql`DELETE FROM search_fts WHERE rowid NOT IN (SELECT page_id FROM search_documents)`.execute(db);
  },

  /**
   * Everything runs inside FTS5 over its compact posting lists: filters become a set of page
   * ids from the (locale, page_type) index (`+rowid` keeps SQLite from turning that set into
   * one FTS lookup per id), and "every term in the title" is a second, small FTS match. Reading
   * the wide document rows for every match, as a join would, costs ten times more.
   */
  async query(db, query) {
    if (query.groups.length === 0) return { total: 0, hits: [] };
    const filtered = (group: TermGroup) => {
      const unfiltered =
        !group.locales && query.pageTypes.length === 0 && query.themes.length === 0 && query.services.length === 0 && !query.publicTagKeys;
      if (unfiltered) return sql``;
      const ids = db
        .selectFrom('search_documents')
        .select('search_documents.page_id')
        .where((eb) => documentFilters(eb, query, group));
      return sql` AND +rowid IN (${ids})`;
    };
    const titleMatches = (group: TermGroup) => sql`(SELECT rowid FROM search_fts WHERE search_fts MATCH ${titleExpression(group.terms)})`;
    // The few legal pages (issue 17), read from the priority index: they rank after content
    // that matches alike, title matches still first.
    const lowPriority = sql`(SELECT page_id FROM search_documents WHERE priority < 0)`;
    // One pass counts the matches and, of those, the title matches. Groups never share a
    // locale, so their counts add up.
    let total = 0;
    let titleTotal = 0;
    for (const group of query.groups) {
      const { rows } = await sql<{
        total: number;
        titles: number;
      }>`SELECT count(*) AS total, total(+rowid IN ${titleMatches(group)}) AS titles
        FROM search_fts WHERE search_fts MATCH ${matchExpression(group.terms)}${filtered(group)}`.execute(db);
      total += Number(rows[0]?.total ?? 0);
      titleTotal += Number(rows[0]?.titles ?? 0);
    }
    if (total === 0 || query.offset >= total) return { total, hits: [] };
    // When the requested page holds title matches only, only those need a bm25 score.
    const titleOnly = query.offset + query.count <= titleTotal;
    const ranked = query.groups.map(
      (group) => sql`SELECT rowid AS page_id, bm25(search_fts, 10.0, 1.0) AS rank, +rowid IN ${titleMatches(group)} AS title_match,
        +rowid IN ${lowPriority} AS low_priority
        FROM search_fts WHERE search_fts MATCH ${matchExpression(group.terms)}${filtered(group)}${titleOnly ? sql` AND +rowid IN ${titleMatches(group)}` : sql``}`,
    );
    const { rows } = await sql<{ page_id: number }>`SELECT page_id FROM (${sql.join(ranked, sql` UNION ALL `)})
      ORDER BY title_match DESC, low_priority ASC, rank ASC, page_id ASC LIMIT ${query.count} OFFSET ${query.offset}`.execute(db);
    return { total, hits: rows.map((row) => ({ pageId: Number(row.page_id) })) };
  },

  async list(db, listing) {
    // lower() folds ASCII only and text compares by bytes (the PostgreSQL engine does the same).
    return listDocuments(db, listing, sql<string>`lower(search_documents.title)`);
  },
};
