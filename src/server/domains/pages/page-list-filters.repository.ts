import { SqliteAdapter, sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { PageListFilter } from '../../../shared/pages/page-list-options.ts';
import { nameIndexMatches, namesContain, namesLike, type NameLookup } from '../../lib/sql-search.ts';
import type { Executor } from '../../db/executor.ts';

/** What the page overview's filters need of its query (page-list.repository.ts). */
export interface PageFilterQuery {
  type: string;
  locale: string;
  searchTerm: string;
  filter: PageListFilter;
  userId: number;
}

type PageCondition = (eb: ExpressionBuilder<Database, 'pages'>) => Expression<SqlBool>;

/**
 * Whether the query's filters and sort read the pages table alone: all but the tabs of
 * publication requests (a flag of the version) and schedules. Every page has its concept version
 * (a page and its first version are made in one transaction, and the concept is never deleted),
 * so the join to it then neither drops nor repeats a row: skipping it lets a deep page and the
 * bounded count walk one index instead of looking up thousands of versions (page 200 on
 * PostgreSQL at 100,000 pages: about 30 times less).
 */
export function readsPagesOnly(query: PageFilterQuery): boolean {
  return query.filter !== 'publishRequest' && query.filter !== 'scheduled';
}

/** The tabs that hold a few pages of many: "mine", publication requested, scheduled (indexed: 0031, 0034). */
export function isFewRowTab(filter: PageListFilter): boolean {
  return filter === 'editor' || filter === 'publishRequest' || filter === 'scheduled';
}

/**
 * The overview's filters that readsPagesOnly allows, as conditions on a pages row: the same for
 * a read of the pages table (filteredPages) and for a walk of a sort order (page-list-walk).
 */
export function pageConditions(db: Executor, query: PageFilterQuery, lookup: NameLookup, termTest = matchesTerm): PageCondition[] {
  const conditions: PageCondition[] = [];
  if (query.type) conditions.push(equals(db, 'pages.type', query.type, query.searchTerm));
  if (query.locale) conditions.push(equals(db, 'pages.locale', query.locale, query.searchTerm));
  if (query.searchTerm) conditions.push(() => termTest(db, query.searchTerm, lookup));
  if (query.filter === 'concept') conditions.push(hasUnpublishedConcept);
  if (query.filter === 'translationOutOfDate') conditions.push(isOutOfDate);
  // Made or last saved by the user: two indexed columns of one row (0034), which both
  // databases read as the union of two index lookups.
  if (query.filter === 'editor')
    conditions.push((eb) => eb.or([eb('pages.created_by', '=', query.userId), eb('pages.concept_updated_by', '=', query.userId)]));
  return conditions;
}

/** The pages that pass the overview's filters, on the pages table alone (see readsPagesOnly). */
export function filteredPages(db: Executor, query: PageFilterQuery, lookup: NameLookup) {
  return pageConditions(db, query, lookup).reduce((builder, condition) => builder.where(condition), db.selectFrom('pages'));
}

/**
 * SQLite: the same pages read in the order its name indexes find the term (nameIndexMatches),
 * for a read of matches up to a bound: the index's rows stream in and the read stops at the
 * bound, where `pages.id IN (…)` first gathers every one of them and a term without one ("ot")
 * reads the table ("otter" at 100,000 pages, 3,843 ids for a read of 1,026: 1.43 ms against
 * 0.91; "ot", in 7,319 pages, 3.7 ms against 0.7). The CROSS JOIN keeps that order of tables.
 */
export function indexedFoundPages(db: Executor, query: PageFilterQuery) {
  const found = db
    .selectFrom(nameIndexMatches('page_names_fts', query.searchTerm).as('names'))
    .crossJoin('pages')
    .whereRef('pages.id', '=', 'names.id');
  return pageConditions(db, query, {}, (_db, term) => namesLike('page_names_fts', term)).reduce(
    (builder, condition) => builder.where(condition),
    found,
  );
}

/**
 * The "translation out of date" tab: the flag translation-out-of-date.service.ts keeps (0033).
 * A literal, so SQLite can use the partial index of the flagged pages.
 */
function isOutOfDate(eb: ExpressionBuilder<Database, 'pages'>) {
  return eb('pages.translation_out_of_date', '=', sql.lit(1));
}

/** The "concept" tab: never published, or changed since. */
function hasUnpublishedConcept(eb: ExpressionBuilder<Database, 'pages'>) {
  return eb.or([eb('pages.published_version_id', 'is', null), eb('pages.concept_dirty', '=', 1)]);
}

/**
 * A type or language filter. Beside a search term SQLite gets it written so no index serves it:
 * walking a type's index and testing each of its 25,000 rows for the term (100,000 pages) is
 * slower than reading the table in order. PostgreSQL intersects the type's index with the
 * term's trigram bitmap (0035) and so visits only the pages holding both: "bos" among news
 * pages 2.9 ms instead of 7.1 (3,748 pages hold "bos", 763 of them news).
 */
function equals(db: Executor, column: 'pages.type' | 'pages.locale', value: string, searchTerm: string): PageCondition {
  const indexed = !searchTerm || !(db.getExecutor().adapter instanceof SqliteAdapter);
  return (eb) => (indexed ? eb(column, '=', value) : eb(unindexed(sql.ref(column)), '=', value));
}

/** The same text as a value no index matches, so the planner starts from the query's other conditions. */
export function unindexed(expression: Expression<unknown>) {
  return sql<string>`(${expression} || '')`;
}

/** A search term: in the concept's title or in the address. */
export function matchesTerm(db: Executor, term: string, lookup: NameLookup) {
  return namesContain(db, 'page_names_fts', term, lookup);
}
