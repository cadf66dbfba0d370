import { sql, type ExpressionBuilder, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { EngineHit, EngineListing, EngineQuery, TermGroup } from './search-engine.ts';

type DocumentsBuilder = ExpressionBuilder<Database, 'search_documents'>;

/**
 * Locale (of the term group), type, theme, service and tag filters, the same SQL on both
 * engines. The tag filter is a subquery on the page's tags (their indexes make it a few index
 * reads per tag), so a tag change needs no reindexing and is seen by the next search.
 */
export function documentFilters(
  eb: DocumentsBuilder,
  query: Pick<EngineQuery, 'pageTypes' | 'themes' | 'services' | 'publicTagKeys'>,
  group: Pick<TermGroup, 'locales'>,
): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (group.locales) conditions.push(eb('search_documents.locale', 'in', group.locales.length > 0 ? group.locales : ['']));
  if (query.pageTypes.length > 0) conditions.push(eb('search_documents.page_type', 'in', query.pageTypes));
  if (query.themes.length > 0) conditions.push(eb.or(query.themes.map((theme) => eb('search_documents.themes', 'like', `%|${theme}|%`))));
  if (query.services.length > 0)
    conditions.push(eb.or(query.services.map((service) => eb('search_documents.services', 'like', `%|${service}|%`))));
  if (query.publicTagKeys) conditions.push(eb('search_documents.page_id', 'in', pagesWithPublicTags(eb, query.publicTagKeys)));
  return eb.and(conditions);
}

/**
 * The ids of the pages that carry at least one of these PUBLIC tags (by tag key). Private tags
 * never match, whatever the name; no keys at all matches nothing.
 */
function pagesWithPublicTags(eb: DocumentsBuilder, keys: string[]) {
  return eb
    .selectFrom('page_tags')
    .innerJoin('tags', 'tags.id', 'page_tags.tag_id')
    .select('page_tags.page_id')
    .where('tags.is_private', '=', 0)
    .where('tags.name_key', 'in', keys.length > 0 ? keys : ['']);
}

/**
 * A search without words: the filtered documents in title order, the same SQL on both engines
 * but for the sort key (`titleKey`: each engine's case-insensitive title with a byte-order
 * collation, so both list alike). One pass gives the page and the total (a window count): a
 * theme or service filter reads every candidate row, so a separate count would read them twice.
 * Only a page past the end needs the count on its own.
 */
export async function listDocuments(
  db: Kysely<Database>,
  listing: EngineListing,
  titleKey: RawBuilder<string>,
): Promise<{ total: number; hits: EngineHit[] }> {
  const selected = db.selectFrom('search_documents').where((eb) => documentFilters(eb, listing, listing));
  const rows = await selected
    .select(['search_documents.page_id', sql<number>`count(*) over ()`.as('total')])
    .orderBy(titleKey)
    .orderBy('search_documents.page_id')
    .limit(listing.count)
    .offset(listing.offset)
    .execute();
  if (rows.length > 0) return { total: Number(rows[0]!.total), hits: rows.map((hit) => ({ pageId: Number(hit.page_id) })) };
  const row = await selected.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return { total: Number(row.total), hits: [] };
}
