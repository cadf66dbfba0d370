import { SqliteAdapter, sql, type Expression, type ExpressionBuilder } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { SortOrder } from '../../../shared/limits.ts';
import type { PageListFilter, PageSortColumn } from '../../../shared/pages/page-schemas.ts';
import { namesContain, withNameIndexes, type NameLookup } from '../../lib/sql-search.ts';
import { shortTermLookup } from '../../lib/name-grams.repository.ts';
import type { Executor } from '../../db/executor.ts';

/** The admin's page overview (POST /page/list): its filters, sorts and bounded count. */
// The list is shared with the admin; the service checks a requested column against it here.

const SORTABLE = {
  // The concept's title as the page row keeps it (0034): sorting by it reads the pages table alone.
  title: 'pages.concept_title',
  slug: 'pages.slug',
  type: 'pages.type',
  locale: 'pages.locale',
  createdAt: 'pages.created_at',
  updatedAt: 'pages.updated_at',
} as const satisfies Record<PageSortColumn, string>;

export interface PageListQuery {
  type: string;
  locale: string;
  searchTerm: string;
  filter: PageListFilter;
  userId: number;
  sortColumn: PageSortColumn | '';
  sortOrder: SortOrder;
  offset: number;
  limit: number;
}

function selectPageList(db: Executor) {
  return (
    db
      .selectFrom('pages')
      .innerJoin('page_versions', 'page_versions.id', 'pages.concept_version_id')
      .leftJoin('users', 'users.id', 'page_versions.updated_by')
      // One schedule per page at most (unique page_id), so the join never repeats a row.
      .leftJoin('schedules', 'schedules.page_id', 'pages.id')
  );
}

/** The overview: one query for the page of rows and one bounded count, at any size. */
export async function listPages(db: Executor, query: PageListQuery) {
  // A term no trigram narrows ("qx") is looked up by its grams (0039), not by reading the whole
  // table when none or few pages hold it: SQLite's candidates first, PostgreSQL's index in the
  // reads of all matches up to a bound.
  const short = await shortTermLookup(db, 'page_names_fts', query.searchTerm);
  if (short.candidates?.length === 0) return { rows: [], total: 0, totalIsEstimate: false };
  const filtered = (builder: ReturnType<typeof selectPageList>, lookup: NameLookup) => {
    let result = builder;
    if (query.type) result = result.where('pages.type', '=', query.type);
    if (query.locale) result = result.where('pages.locale', '=', query.locale);
    if (query.searchTerm) result = result.where(matchesTerm(db, query.searchTerm, lookup));
    if (query.filter === 'publishRequest') {
      // A literal, so SQLite can use the partial index on requested versions (0031).
      result = result.where('page_versions.has_publication_request', '=', sql.lit(1));
    } else if (query.filter === 'scheduled') {
      result = result.where((eb) =>
        eb.or([eb('schedules.publish_state', '=', 'pending'), eb('schedules.unpublish_state', '=', 'pending')]),
      );
    }
    return result;
  };
  const sortColumn = query.sortColumn ? SORTABLE[query.sortColumn] : SORTABLE.updatedAt;
  const sortOrder = query.sortColumn ? query.sortOrder : 'desc';
  const textual = sortColumn === SORTABLE.title || sortColumn === SORTABLE.slug;
  // These tabs hold a few pages of many (indexed: 0031, 0034). Walking the sort column's index in the
  // hope of meeting 25 of them soon reads most of the table (PostgreSQL picks that plan under a
  // LIMIT); a sort key no index matches makes both databases start from the few and sort them.
  const selective = query.filter === 'editor' || query.filter === 'publishRequest' || query.filter === 'scheduled';
  const column = textual ? sql`lower(${sql.ref(sortColumn)})` : sql.ref(sortColumn);
  const sortKey = selective ? unindexed(column) : column;
  const lean = readsPagesOnly(query);
  const matching = (executor: Executor, readsAll = false) => {
    const lookup = readsAll ? short : { candidates: short.candidates };
    return (lean ? filteredPages(executor, query, lookup) : filtered(selectPageList(executor), lookup)).select('pages.id');
  };
  // The count stops one row past the window: an exact total at every size would read every
  // matching row (100,000 at scale) on each call. Beyond it the total is a lower bound.
  const window = countWindow(query.offset, query.limit);
  // A search term's matches are found first, up to past the window: when they are fewer (most
  // searches), the page is a sort of those, and a rare term is read once. A short one reads the
  // whole table (no trigram narrows "qx"), which walking the sort's index while testing each row
  // did a second time, by row lookups: 133 ms at 100,000 pages on SQLite, against 30 ms.
  const idLimit = Math.min(window, SORTED_SEARCH_MATCHES) + 1;
  const readIds = async (executor: Executor) => (await matching(executor, true).limit(idLimit).execute()).map((row) => row.id);
  const found = query.searchTerm ? await withNameIndexes(db, query.searchTerm, readIds, short) : null;
  if (found?.length === 0) return { rows: [], total: 0, totalIsEstimate: false };
  const complete = found !== null && found.length < idLimit;
  const listed = complete ? db.selectFrom('pages').select('pages.id').where('pages.id', 'in', found) : matching(db);
  // A few known ids are sorted, never found by walking the sort column's index and testing each.
  const pageOrder = complete ? unindexed(column) : sortKey;
  // The page of ids first (a deferred join): skipping to page 200 steps over thousands of rows,
  // and those steps read only what the filter and the sort need, not the editor's name, the
  // schedule or the listed columns. Then only the page's own rows are read.
  const pageIds = listed
    .orderBy(pageOrder, sortOrder)
    // Ties (thousands of pages share a type or a language) oldest first in either direction:
    // the (column, id) and (column DESC, id) indexes of 0031 give that order without a sort.
    .orderBy('pages.id', 'asc')
    .limit(query.limit)
    .offset(query.offset);
  const rows = await selectPageList(db)
    .select([
      'pages.id',
      'pages.slug',
      'pages.type',
      'pages.locale',
      'pages.published_version_id',
      'pages.concept_dirty',
      'pages.created_at',
      'pages.updated_at',
      'page_versions.title',
      'page_versions.has_publication_request',
      'users.name as updated_by_name',
      'schedules.publish_at',
      'schedules.publish_state',
      'schedules.unpublish_at',
      'schedules.unpublish_state',
    ])
    .where('pages.id', 'in', pageIds)
    .orderBy(column, sortOrder)
    .orderBy('pages.id', 'asc')
    .execute();
  const counted = (executor: Executor) =>
    executor
      .selectFrom(
        matching(executor, true)
          .limit(window + 1)
          .as('matching'),
      )
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
  // Past SORTED_SEARCH_MATCHES (a page far down a common term's matches) the window needs a count.
  const total =
    found && (complete || found.length > window)
      ? found.length
      : Number((await withNameIndexes(db, query.searchTerm, counted, short)).total);
  return { rows, total: Math.min(total, window), totalIsEstimate: total > window };
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
 * Whether the query's filters and sort read the pages table alone: all but the tabs of
 * publication requests (a flag of the version) and schedules. Every page has its concept version
 * (a page and its first version are made in one transaction, and the concept is never deleted),
 * so the join to it then neither drops nor repeats a row: skipping it lets a deep page and the
 * bounded count walk one index instead of looking up thousands of versions (page 200 on
 * PostgreSQL at 100,000 pages: about 30 times less).
 */
function readsPagesOnly(query: PageListQuery): boolean {
  return query.filter !== 'publishRequest' && query.filter !== 'scheduled';
}

/** The overview's filters that readsPagesOnly allows, on the pages table alone. */
function filteredPages(db: Executor, query: PageListQuery, lookup: NameLookup) {
  return (
    db
      .selectFrom('pages')
      .$if(Boolean(query.type), (builder) => builder.where(equals(db, 'pages.type', query.type, query.searchTerm)))
      .$if(Boolean(query.locale), (builder) => builder.where(equals(db, 'pages.locale', query.locale, query.searchTerm)))
      .$if(Boolean(query.searchTerm), (builder) => builder.where(matchesTerm(db, query.searchTerm, lookup)))
      .$if(query.filter === 'concept', (builder) => builder.where(hasUnpublishedConcept))
      .$if(query.filter === 'translationOutOfDate', (builder) => builder.where(isOutOfDate))
      // Made or last saved by the user: two indexed columns of one row (0034), which both
      // databases read as the union of two index lookups.
      .$if(query.filter === 'editor', (builder) =>
        builder.where((eb) => eb.or([eb('pages.created_by', '=', query.userId), eb('pages.concept_updated_by', '=', query.userId)])),
      )
  );
}

/**
 * A type or language filter. Beside a search term SQLite gets it written so no index serves it:
 * walking a type's index and testing each of its 25,000 rows for the term (100,000 pages) is
 * slower than reading the table in order. PostgreSQL intersects the type's index with the
 * term's trigram bitmap (0035) and so visits only the pages holding both: "bos" among news
 * pages 2.9 ms instead of 7.1 (3,748 pages hold "bos", 763 of them news).
 */
function equals(db: Executor, column: 'pages.type' | 'pages.locale', value: string, searchTerm: string) {
  const indexed = !searchTerm || !(db.getExecutor().adapter instanceof SqliteAdapter);
  return (eb: ExpressionBuilder<Database, 'pages'>) => (indexed ? eb(column, '=', value) : eb(unindexed(sql.ref(column)), '=', value));
}

/** The same text as a value no index matches, so the planner starts from the query's other conditions. */
function unindexed(expression: Expression<unknown>) {
  return sql<string>`(${expression} || '')`;
}

/** A search term: in the concept's title or in the address. */
function matchesTerm(db: Executor, term: string, lookup: NameLookup) {
  return namesContain(db, 'page_names_fts', term, lookup);
}

/** Up to this many matches of a search term are sorted for the page by their ids (one IN list). */
export const SORTED_SEARCH_MATCHES = 2000;

/** Totals are exact up to this many rows (and up to a page this far past the requested one). */
export const LIST_COUNT_LIMIT = 1000;

/** How far a list's count goes for this page: at least LIST_COUNT_LIMIT, and that far past the page's end. */
export function countWindow(offset: number, limit: number): number {
  return offset + limit + LIST_COUNT_LIMIT;
}
