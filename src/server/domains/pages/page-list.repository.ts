import { SqliteAdapter, sql, type Expression, type SqlBool } from 'kysely';
import type { SortOrder } from '../../../shared/limits.ts';
import type { PageListFilter, PageSortColumn } from '../../../shared/pages/page-list-options.ts';
import { withNameIndexes, type NameLookup } from '../../lib/sql-search.ts';
import { shortTermLookup } from '../../lib/name-grams.repository.ts';
import type { Executor } from '../../db/executor.ts';
import { filteredPages, indexedFoundPages, isFewRowTab, matchesTerm, readsPagesOnly, unindexed } from './page-list-filters.repository.ts';
import { walkedPageIds, walksSortIndex } from './page-list-walk.repository.ts';

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
  const column = textual ? sql`lower(${sql.ref(sortColumn)})` : sql.ref(sortColumn);
  // The few-row tabs: walking the sort column's index in the hope of meeting 25 of their pages
  // soon reads most of the table (PostgreSQL picks that plan under a LIMIT); a sort key no index
  // matches makes both databases start from the few and sort them.
  const sortKey = isFewRowTab(query.filter) ? unindexed(column) : column;
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
  // All matches up to a bound, for the page's ids or the count; SQLite streams them from its name index.
  const matchesUpTo = (executor: Executor, bound: number) =>
    query.searchTerm && lean && executor.getExecutor().adapter instanceof SqliteAdapter
      ? indexedFoundPages(executor, query)
          .select(['pages.id', column.as('sort_key')])
          .limit(bound)
          .as('matching')
      : matching(executor, true).select(column.as('sort_key')).limit(bound).as('matching');
  // With each match's sort value, read with its row: a complete set needs no second read to sort.
  const readIds = async (executor: Executor) =>
    (await executor.selectFrom(matchesUpTo(executor, idLimit)).select(['matching.id', 'matching.sort_key']).execute()).map((row) => ({
      id: row.id,
      sortKey: row.sort_key,
    }));
  const matches = query.searchTerm ? await withNameIndexes(db, query.searchTerm, readIds, short) : null;
  const found = matches?.map((match) => match.id) ?? null;
  if (found?.length === 0) return { rows: [], total: 0, totalIsEstimate: false };
  const complete = found !== null && found.length < idLimit;
  const listed = complete ? db.selectFrom('pages').select('pages.id').where('pages.id', 'in', found) : matching(db);
  // A few known ids are sorted, never found by walking the sort column's index and testing each.
  const pageOrder = complete ? unindexed(column) : sortKey;
  // The page of ids first (a deferred join): skipping to page 200 steps over thousands of rows,
  // and those steps read only what the filter and the sort need, not the editor's name, the
  // schedule or the listed columns. Then only the page's own rows are read.
  const sortedIds = listed
    .orderBy(pageOrder, sortOrder)
    // Ties (thousands of pages share a type or a language) oldest first in either direction:
    // the (column, id) and (column DESC, id) indexes of 0031 give that order without a sort.
    .orderBy('pages.id', 'asc')
    .limit(query.limit)
    .offset(query.offset);
  const readRows = (pageIds: typeof sortedIds | ReturnType<typeof walkedPageIds> | number[]) =>
    selectPageList(db)
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
        // The sort's own value, from which a full page's count goes on (pastRow).
        column.as('sort_key'),
      ])
      .where('pages.id', 'in', pageIds)
      .orderBy(column, sortOrder)
      .orderBy('pages.id', 'asc')
      .execute();
  // All of a term's matches, sorted by a date: ordered here from the values read with them, and
  // only the page's rows read again ("bos" among news pages at 100,000 pages: 763 rows read twice
  // before). A date sorts alike everywhere (ISO text); titles and addresses sort by the database's
  // rules, so those the database sorts.
  if (complete && matches && DATE_SORTS.has(sortColumn)) {
    const page = byDate(matches, sortOrder)
      .slice(query.offset, query.offset + query.limit)
      .map((match) => match.id);
    return { rows: page.length === 0 ? [] : await readRows(page), total: matches.length, totalIsEstimate: false };
  }
  // A few-row tab's page is a sort of all its rows (sortKey): counted in the same pass, instead of
  // reading them all again for the count (the publication-request tab at 100,000 pages: 1,021
  // versions and their pages, twice). Past the end there is no row to carry the count.
  if (isFewRowTab(query.filter) && found === null) {
    const page = await sortedIds.select(sql<number>`count(*) over ()`.as('tab_total')).execute();
    if (page.length > 0) {
      const total = Number(page[0]!.tab_total);
      const rows = await readRows(page.map((row) => row.id));
      return { rows, total: Math.min(total, window), totalIsEstimate: total > window };
    }
  }
  // A common term (more matches than were read): its first pages lie near the start of any order.
  const walks = walksSortIndex(db, query, found !== null && !complete);
  let rows = await readRows(walks ? walkedPageIds(db, query, column, sortOrder) : sortedIds);
  // The walk ended before the page was full (the matches lie deeper in this order): sorted instead.
  if (walks && rows.length < query.limit) rows = await readRows(sortedIds);
  const counted = (executor: Executor) =>
    executor
      .selectFrom(matchesUpTo(executor, window + 1))
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
  const last = rows.at(-1);
  // A full page far down a list without a term (SQLite): the rows before it exist, so the count
  // goes on from the page's last row (its sort value and id), a seek in the sort's index, instead
  // of walking from the start a second time (a few-row tab's full page has its count already).
  // PostgreSQL plans that count as a scan testing each row's value (a collation's comparison: 7 ms
  // for 1,001 titles at 100,000 pages, against 2.4 ms to count 6,001 from the start), so it counts
  // from the start.
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  if (sqlite && !query.searchTerm && query.offset >= LIST_COUNT_LIMIT && last && rows.length === query.limit) {
    const after = await db
      .selectFrom(
        matching(db)
          .where(pastRow(sortKey, sortOrder, last))
          .limit(LIST_COUNT_LIMIT + 1)
          .as('after'),
      )
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow();
    const total = query.offset + rows.length + Number(after.total);
    return { rows, total: Math.min(total, window), totalIsEstimate: total > window };
  }
  // Past SORTED_SEARCH_MATCHES (a page far down a common term's matches) the window needs a count.
  const total =
    found && (complete || found.length > window)
      ? found.length
      : Number((await withNameIndexes(db, query.searchTerm, counted, short)).total);
  return { rows, total: Math.min(total, window), totalIsEstimate: total > window };
}

/**
 * The rows after this one in the overview's order (the sort value in its direction, then the id
 * ascending): written with the value's bound first, so SQLite seeks the sort's index.
 */
function pastRow(column: Expression<unknown>, sortOrder: SortOrder, row: { sort_key: unknown; id: number }) {
  const [within, beyond] = sortOrder === 'asc' ? ['>=', '>'] : ['<=', '<'];
  return sql<SqlBool>`${column} ${sql.raw(within)} ${row.sort_key} and (${column} ${sql.raw(beyond)} ${row.sort_key} or pages.id > ${row.id})`;
}

const DATE_SORTS = new Set<string>([SORTABLE.createdAt, SORTABLE.updatedAt]);

/** Matches in the overview's order by a date (ISO text): the date in the given direction, then the id ascending. */
function byDate(matches: { id: number; sortKey: unknown }[], sortOrder: SortOrder) {
  const direction = sortOrder === 'asc' ? 1 : -1;
  return [...matches].sort((a, b) => {
    const [x, y] = [String(a.sortKey), String(b.sortKey)];
    return x === y ? a.id - b.id : x < y ? -direction : direction;
  });
}

/** Up to this many matches of a search term are sorted for the page by their ids (one IN list). */
export const SORTED_SEARCH_MATCHES = 2000;

/** Totals are exact up to this many rows (and up to a page this far past the requested one). */
export const LIST_COUNT_LIMIT = 1000;

/** How far a list's count goes for this page: at least LIST_COUNT_LIMIT, and that far past the page's end. */
export function countWindow(offset: number, limit: number): number {
  return offset + limit + LIST_COUNT_LIMIT;
}
