import { sql } from 'kysely';
import { documentRow, INSERT_CHUNK, type SearchEngine, type TermGroup } from './search-engine.ts';
import { documentFilters, titleMatch } from './document-filters.ts';
import { nowIso } from '../../../lib/clock.ts';

/** FTS5 phrase syntax with every term quoted: terms are letters and digits only, so nothing escapes. */
function matchExpression(terms: string[]): string {
  return terms.map((term) => `"${term.replaceAll('"', '')}"`).join(' ');
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
      await db.insertInto('search_documents').values(chunk.map((document) => documentRow(document, indexedAt))).execute();
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
  },

  async query(db, query) {
    if (query.groups.length === 0) return { total: 0, hits: [] };
    const matching = (group: TermGroup, ranked: boolean) =>
      db
        .selectFrom('search_documents')
        .innerJoin(
          ranked
            ? sql<{ rowid: number; rank: number }>`(SELECT rowid, bm25(search_fts, 10.0, 1.0) AS rank FROM search_fts WHERE search_fts MATCH ${matchExpression(group.terms)})`.as('fts')
            : sql<{ rowid: number; rank: number }>`(SELECT rowid FROM search_fts WHERE search_fts MATCH ${matchExpression(group.terms)})`.as('fts'),
          'fts.rowid',
          'search_documents.page_id',
        )
        .where((eb) => documentFilters(eb, query, group));
    // The count needs no ranking; only the page of results pays for bm25. Groups never share a
    // locale, so their counts add up.
    let total = 0;
    for (const group of query.groups) {
      const row = await matching(group, false).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
      total += Number(row.total);
    }
    if (total === 0) return { total: 0, hits: [] };
    const ranked = query.groups.map((group) =>
      matching(group, true).select([
        'search_documents.page_id as page_id',
        titleMatch(group.terms).as('title_match'),
        sql<number>`fts.rank`.as('rank'),
      ]),
    );
    const union = ranked.slice(1).reduce((all, next) => all.unionAll(next), ranked[0]!);
    const rows = await db
      .selectFrom(union.as('hits'))
      .select('hits.page_id')
      .orderBy('hits.title_match', 'desc')
      .orderBy('hits.rank', 'asc')
      .orderBy('hits.page_id')
      .limit(query.count)
      .offset(query.offset)
      .execute();
    return { total, hits: rows.map((row) => ({ pageId: row.page_id })) };
  },
};
