import { sql } from 'kysely';
import { nowIso } from '../../../lib/clock.ts';
import { documentFilters, titleMatch } from './document-filters.ts';
import { delimited, type SearchEngine } from './search-engine.ts';

/**
 * PostgreSQL full text over the same stemmed terms as SQLite (config 'simple': the stemming
 * already happened), so both engines match and rank alike. plainto_tsquery treats its input
 * as plain words joined by AND.
 */
export const postgresFtsEngine: SearchEngine = {
  async replace(db, document) {
    const values = {
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
    };
    const { page_id: _key, ...changes } = values;
    await db
      .insertInto('search_documents')
      .values(values)
      .onConflict((oc) => oc.column('page_id').doUpdateSet(changes))
      .execute();
  },

  async remove(db, pageIds) {
    if (pageIds.length === 0) return;
    await db.deleteFrom('search_documents').where('page_id', 'in', pageIds).execute();
  },

  async removeAll(db) {
    await db.deleteFrom('search_documents').execute();
  },

  async query(db, query) {
    const tsQuery = sql`plainto_tsquery('simple', ${query.terms.join(' ')})`;
    const base = () =>
      db
        .selectFrom('search_documents')
        .where(sql<boolean>`search_vector @@ ${tsQuery}`)
        .where((eb) => documentFilters(eb, query));
    const total = await base().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await base()
      .select(['search_documents.page_id'])
      .orderBy(titleMatch(query.terms), 'desc')
      .orderBy(sql`ts_rank_cd(search_vector, ${tsQuery}, 1)`, 'desc')
      .orderBy('search_documents.page_id')
      .limit(query.count)
      .offset(query.offset)
      .execute();
    return { total: Number(total.total), hits: rows.map((row) => ({ pageId: row.page_id })) };
  },
};
