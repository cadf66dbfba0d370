import { SqliteAdapter, sql, type RawBuilder } from 'kysely';
import type { SortOrder } from '../../../shared/limits.ts';
import { nameIndexMatches, namesLike, usesTrigramTable } from '../../lib/sql-search.ts';
import type { Executor } from '../../db/executor.ts';
import { isFewRowTab, pageConditions, type PageFilterQuery } from './page-list-filters.repository.ts';

/**
 * How far into the sort's index a walk reads: 1 ms on SQLite at worst for a term the trigram
 * table serves, 2 ms for a shorter one tested row by row (the walk then gives way to a sort of
 * all matches, so a page is never wrong, only later).
 */
export const WALKED_INDEX_ENTRIES = 5000;

/** A walk serves the first pages only: page 200 of a term in 1% of the pages lies 500,000 entries deep. */
const WALKED_PAGE_END = 100;

export interface WalkQuery extends PageFilterQuery {
  offset: number;
  limit: number;
}

/**
 * Whether a page of a search term's matches is read by walking the sort's index
 * (walkedPageIds). Only where the term is known to be common (`dense`: more matches than the
 * count reads), only on SQLite, whose plan for the other way sorts every match: "otter", in
 * 3,843 of 100,000 pages, 2.8 ms sorted against 0.9 walked. Not for the few-row tabs, whose
 * pages lie far apart in any order.
 */
export function walksSortIndex(db: Executor, query: WalkQuery, dense: boolean): boolean {
  return (
    dense &&
    !isFewRowTab(query.filter) &&
    query.offset + query.limit <= WALKED_PAGE_END &&
    db.getExecutor().adapter instanceof SqliteAdapter
  );
}

/**
 * The page's ids, from the first WALKED_INDEX_ENTRIES entries of the sort's index in order:
 * each row's filters are tested as the walk meets it and the walk stops once the page is full.
 * The CROSS JOIN keeps SQLite from starting at the term's matches instead. Fewer ids than the
 * page holds means the walk ended first, and the caller sorts all matches instead.
 */
export function walkedPageIds(db: Executor, query: WalkQuery, column: RawBuilder<unknown>, sortOrder: SortOrder) {
  const entries = db
    .selectFrom('pages')
    .select(['pages.id', column.as('sort_key')])
    .orderBy(column, sortOrder)
    .orderBy('pages.id', 'asc')
    .limit(WALKED_INDEX_ENTRIES)
    .as('walk');
  const walked = db.selectFrom(entries).crossJoin('pages').whereRef('pages.id', '=', 'walk.id');
  // A term of three characters or more: each entry's id is first looked up among the trigram
  // table's matches, so only those rows are read from the table ("otter" on the menu's title
  // walk: 1.6 ms testing each row, 0.8 ms so). A shorter one's grams would list most rows.
  const throughIndex = usesTrigramTable(query.searchTerm)
    ? walked.where(sql<boolean>`${sql.ref('walk.id')} in ${nameIndexMatches('page_names_fts', query.searchTerm)}`)
    : walked;
  return pageConditions(db, query, {}, (_db, term) => namesLike('page_names_fts', term))
    .reduce((builder, condition) => builder.where(condition), throughIndex)
    .select('walk.id')
    .orderBy('walk.sort_key', sortOrder)
    .orderBy('walk.id', 'asc')
    .limit(query.limit)
    .offset(query.offset);
}
