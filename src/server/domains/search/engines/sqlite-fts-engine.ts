import { sql } from 'kysely';
import { delimited, type SearchEngine } from './search-engine.ts';
import { documentFilters, titleMatch } from './document-filters.ts';
import { nowIso } from '../../../lib/clock.ts';

/** FTS5 phrase syntax with every term quoted: terms are letters and digits only, so nothing escapes. */
function matchExpression(terms: string[]): string {
  return terms.map((term) => `"${term.replaceAll('"', '')}"`).join(' ');
}

export const sqliteFtsEngine: SearchEngine = {
  async replace(db, document) {
    await sql`DELETE FROM search_fts WHERE rowid = ${document.pageId}`.execute(db);
    await db.deleteFrom('search_documents').where('page_id', '=', document.pageId).execute();
    await db
      .insertInto('search_documents')
      .values({
        page_id: document.pageId,
        locale: document.locale,
        page_type: document.pageType,
        title: document.title,
        body: document.body,
        url: document.url,
        themes: delimited(document.themes),
        services: delimited(document.services),
        title_terms: document.titleTerms,
        body_terms: document.bodyTerms,
        indexed_at: nowIso(),
      })
      .execute();
    await sql`INSERT INTO search_fts (rowid, title_terms, body_terms) VALUES (${document.pageId}, ${document.titleTerms}, ${document.bodyTerms})`.execute(db);
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

  async query(db, query) {
    const match = matchExpression(query.terms);
    const base = () =>
      db
        .selectFrom('search_documents')
        .innerJoin(sql<{ rowid: number; rank: number }>`(SELECT rowid, bm25(search_fts, 10.0, 1.0) AS rank FROM search_fts WHERE search_fts MATCH ${match})`.as('fts'), 'fts.rowid', 'search_documents.page_id')
        .where((eb) => documentFilters(eb, query));
    const total = await base().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await base()
      .select(['search_documents.page_id'])
      .orderBy(titleMatch(query.terms), 'desc')
      .orderBy(sql`fts.rank`, 'asc')
      .orderBy('search_documents.page_id')
      .limit(query.count)
      .offset(query.offset)
      .execute();
    return { total: Number(total.total), hits: rows.map((row) => ({ pageId: row.page_id })) };
  },
};
