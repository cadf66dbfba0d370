import { SqliteAdapter, sql, type RawBuilder } from 'kysely';
import { nameIndexNarrows, namesContain, withNameIndexes, type NameLookup } from '../../lib/sql-search.ts';
import { shortTermLookup } from '../../lib/name-grams.repository.ts';
import type { Executor } from '../../db/executor.ts';
import { indexedFoundPages, type PageFilterQuery } from './page-list-filters.repository.ts';
import { walkedPageIds } from './page-list-walk.repository.ts';

/** Up to this many matches of a term are sorted by title from their ids (one IN list). */
const SORTED_TITLE_MATCHES = 200;

/** The menu editor's and the page finder's search: the first pages by title whose names hold the term. */
export async function searchPagesByTitle(db: Executor, locale: string, term: string, limit: number) {
  // The page row's copy of the concept's title (0034): neither the term, the order nor the answer
  // needs the version, whose row (with its blocks) would be read for every match before the sort.
  const select = (executor: Executor = db) =>
    executor
      .selectFrom('pages')
      .select(['pages.id', 'pages.slug', 'pages.type', 'pages.locale', 'pages.published_version_id', 'pages.concept_title as title']);
  const title = sql`lower(${sql.ref('pages.concept_title')})`;
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  // Pages of one title oldest first. The title index (0034) holds (title, id), and SQLite's walk
  // of it meets them so; named in its ORDER BY, the id made SQLite read a locale's pages by the
  // locale index and sort them all (45 ms at 100,000 pages) instead. PostgreSQL walks the index
  // for both keys.
  const byTitle = <Query extends ReturnType<typeof select>>(builder: Query, order: RawBuilder<unknown> = title, tieBreak = !sqlite) =>
    builder
      .orderBy(order)
      .$if(tieBreak, (ordered) => ordered.orderBy('pages.id'))
      .limit(limit);
  // Sorted, never found by walking the title index and testing each page against the list.
  const sortedByTitle = (ids: readonly number[]) => byTitle(select().where('pages.id', 'in', ids), sql`${title} || ''`, true).execute();
  const matching = (executor: Executor, lookup: NameLookup) => {
    const query = locale ? select(executor).where('pages.locale', '=', locale) : select(executor);
    return term ? query.where(namesContain(executor, 'page_names_fts', term, lookup)) : query;
  };
  if (term && sqlite) {
    // The matches streamed from the name index up to a bound (indexedFoundPages): when they are
    // fewer, the answer is a sort of those. Else the term is common and its first pages by title
    // are met soon on a walk of the title index ("otter", in 3,843 of 100,000 pages: a sort of
    // all matches 2.0 ms); a walk that ends before the answer is full gives way to that sort.
    const filters: PageFilterQuery = { type: '', locale, searchTerm: term, filter: 'all', userId: 0 };
    const found = await indexedFoundPages(db, filters)
      .select('pages.id')
      .limit(SORTED_TITLE_MATCHES + 1)
      .execute();
    if (found.length <= SORTED_TITLE_MATCHES) return found.length === 0 ? [] : sortedByTitle(found.map((row) => row.id));
    const walked = walkedPageIds(db, { ...filters, offset: 0, limit }, title, 'asc');
    const rows = await select().where('pages.id', 'in', walked).orderBy(title).orderBy('pages.id').execute();
    return rows.length === limit ? rows : byTitle(matching(db, {})).execute();
  }
  // A term no trigram narrows: the pages whose names hold its grams (0039).
  const short = await shortTermLookup(db, 'page_names_fts', term);
  // No index narrows "a-b" on PostgreSQL (three characters, as the menu's search needs, but one
  // letter a word), nor "qx" (the page finder takes a term of any length). Its matches are read
  // first, in one pass (through the grams when they narrow it); when they are few, the answer
  // is a sort of those.
  if (term && !nameIndexNarrows(db, term)) {
    const found = await withNameIndexes(
      db,
      term,
      (executor) =>
        matching(executor, short)
          .clearSelect()
          .select('pages.id')
          .limit(SORTED_TITLE_MATCHES + 1)
          .execute(),
      short,
    );
    if (found.length === 0) return [];
    if (found.length <= SORTED_TITLE_MATCHES) return sortedByTitle(found.map((row) => row.id));
  }
  return byTitle(matching(db, {})).execute();
}
