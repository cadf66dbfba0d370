import { sql } from 'kysely';
import { nowIso } from '../../../lib/clock.ts';
import { documentFilters, listDocuments, titleMatch } from './document-filters.repository.ts';
import { documentRow, INSERT_CHUNK, type SearchEngine, type TermGroup } from './search-engine.ts';

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
            indexed_at: eb.ref('excluded.indexed_at'),
          })),
        )
        .execute();
    }
  },

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
    // A rebuild rewrites every row; fresh statistics let the planner choose between the GIN
    // index (rare words) and a scan (words on most pages) from the first search on.
    await sql`ANALYZE search_documents`.execute(db);
  },

  async query(db, query) {
    if (query.groups.length === 0) return { total: 0, hits: [] };
    const tsQuery = (group: TermGroup) => sql`plainto_tsquery('simple', ${group.terms.join(' ')})`;
    const matching = (group: TermGroup) =>
      db
        .selectFrom('search_documents')
        .where(sql<boolean>`search_vector @@ ${tsQuery(group)}`)
        .where((eb) => documentFilters(eb, query, group));
    // Groups never share a locale, so their counts add up.
    let total = 0;
    for (const group of query.groups) {
      const row = await matching(group)
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow();
      total += Number(row.total);
    }
    if (total === 0 || query.offset >= total) return { total, hits: [] };
    const rankedPage = async (titleOnly: boolean, limit: number, offset: number) => {
      const ranked = query.groups.map((group) =>
        matching(group)
          .$if(titleOnly, (qb) => qb.where(sql<boolean>`${titleMatch(group.terms)} = 1`))
          .select([
            'search_documents.page_id as page_id',
            titleMatch(group.terms).as('title_match'),
            'search_documents.priority as priority',
            sql<number>`ts_rank_cd(search_vector, ${tsQuery(group)}, 1)`.as('rank'),
          ]),
      );
      const union = ranked.slice(1).reduce((all, next) => all.unionAll(next), ranked[0]!);
      const rows = await db
        .selectFrom(union.as('hits'))
        .select('hits.page_id')
        .orderBy('hits.title_match', 'desc')
        // Legal pages after content that matches alike (issue 17), title matches still first.
        .orderBy('hits.priority', 'desc')
        .orderBy('hits.rank', 'desc')
        .orderBy('hits.page_id')
        .limit(limit)
        .offset(offset)
        .execute();
      return rows.map((row) => ({ pageId: row.page_id }));
    };
    // Ranking costs a read of each match's vector. When the requested page holds title matches
    // only, ranking those (the title test reads a short column) gives the same page.
    const wanted = query.offset + query.count;
    const titleHits = await rankedPage(true, wanted, 0);
    if (titleHits.length === wanted) return { total, hits: titleHits.slice(query.offset) };
    return { total, hits: await rankedPage(false, query.count, query.offset) };
  },

  async list(db, listing) {
    // Under "C", lower() folds ASCII only and comparison is by bytes: exactly SQLite's order,
    // whatever the cluster's collation.
    return listDocuments(db, listing, sql<string>`lower(search_documents.title collate "C")`);
  },
};
