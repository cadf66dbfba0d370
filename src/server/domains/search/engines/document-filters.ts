import { sql, type ExpressionBuilder, type Expression, type SqlBool } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { EngineQuery, TermGroup } from './search-engine.ts';

type DocumentsBuilder = ExpressionBuilder<Database, 'search_documents'>;

/** Locale (of the term group), type, theme and service filters, the same SQL on both engines. */
export function documentFilters(eb: DocumentsBuilder, query: EngineQuery, group: TermGroup): Expression<SqlBool> {
  const conditions: Expression<SqlBool>[] = [];
  if (group.locales) conditions.push(eb('search_documents.locale', 'in', group.locales.length > 0 ? group.locales : ['']));
  if (query.pageTypes.length > 0) conditions.push(eb('search_documents.page_type', 'in', query.pageTypes));
  if (query.themes.length > 0) conditions.push(eb.or(query.themes.map((theme) => eb('search_documents.themes', 'like', `%|${theme}|%`))));
  if (query.services.length > 0) conditions.push(eb.or(query.services.map((service) => eb('search_documents.services', 'like', `%|${service}|%`))));
  return eb.and(conditions);
}

/** 1 when every term occurs in the title: title matches rank first (SPEC ranking rule). */
export function titleMatch(terms: string[]) {
  const checks = terms.map((term) => sql<boolean>`(' ' || ${sql.ref('search_documents.title_terms')} || ' ') like ${`% ${term} %`}`);
  return sql<number>`case when ${sql.join(checks, sql` and `)} then 1 else 0 end`;
}
