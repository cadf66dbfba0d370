import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { WindowRow } from './engines/ranking-window.ts';
// The search domain's plain reads of its documents. Matching and ranking are dialect-specific
// SQL and live in the engines (engines/*.repository.ts), behind the SearchEngine interface.

/** What a search result shows of its documents. */
export function findDocuments(db: Executor, pageIds: number[]) {
  return db
    .selectFrom('search_documents')
    .select(['page_id', 'title', 'body', 'url', 'locale', 'page_type', 'themes', 'services'])
    .where('page_id', 'in', pageIds)
    .execute();
}

export async function countDocuments(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('search_documents')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/**
 * The ranking's inputs of a window candidate (ranking-window.ts WindowRow), computed in the
 * database with the same SQL on both: the title terms, the length, and each term's whole-word
 * occurrences in the body terms. Spaces doubled, ' term ' finds every occurrence, adjacent ones
 * too, and the characters a replace() removes count them; the body text stays in the database.
 * `table` names the row's source (a subquery alias); `inWindow` limits the work to the window.
 */
export function windowColumns(table: string, terms: string[], inWindow: RawBuilder<unknown>) {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const spaced = sql<string>`(' ' || replace(${column('body_terms')}, ' ', '  ') || ' ')`;
  const when = <T>(value: RawBuilder<T>) => sql<T | null>`CASE WHEN ${inWindow} THEN ${value} END`;
  return [
    when(sql<string>`${column('title_terms')}`).as('title_terms'),
    when(sql<number>`length(${column('title_terms')}) + length(${column('body_terms')}) + 1`).as('text_length'),
    ...terms.map((term, index) => {
      const needle = sql`cast(${` ${term} `} as text)`;
      return when(sql<number>`(length(${spaced}) - length(replace(${spaced}, ${needle}, ''))) / length(${needle})`).as(`o${index}`);
    }),
  ];
}

/** A row with windowColumns as a WindowRow; rows past the window carry their page id only. */
export function windowRow(row: Record<string, unknown>, termCount: number): WindowRow {
  const pageId = Number(row.page_id);
  const priority = Number(row.priority ?? 0);
  if (row.title_terms === null || row.title_terms === undefined)
    return { pageId, priority, titleTerms: '', length: 0, bodyOccurrences: [] };
  return {
    pageId,
    priority,
    titleTerms: String(row.title_terms),
    length: Number(row.text_length),
    bodyOccurrences: Array.from({ length: termCount }, (_, index) => Number(row[`o${index}`] ?? 0)),
  };
}
