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
 * The body terms with every space doubled and one more at each end, for the window's rows only
 * (null past it): ' term ' then finds every occurrence, adjacent ones too. Computed once per
 * row in a subquery of its own (kept from being inlined), because each term's count reads it and
 * each read of the stored column decompresses it again.
 */
export function spacedBody(table: string, inWindow: RawBuilder<unknown>) {
  return sql<string | null>`CASE WHEN ${inWindow} THEN ' ' || replace(${sql.ref(`${table}.body_terms`)}, ' ', '  ') || ' ' END`.as(
    'spaced_body',
  );
}

/**
 * The ranking's inputs of a window candidate (ranking-window.ts WindowRow), computed in the
 * database with the same SQL on both: the title terms, the length, and each term's whole-word
 * occurrences in the body terms, from `table`'s spaced_body (spacedBody): the bytes a replace()
 * removes, over the term's bytes. The body text stays in the database; rows whose spaced_body
 * is null (past the window) get no inputs.
 */
export function windowColumns(table: string, terms: string[]) {
  const column = (name: string) => sql.ref(`${table}.${name}`);
  const spaced = column('spaced_body');
  const when = <T>(value: RawBuilder<T>) => sql<T | null>`CASE WHEN ${spaced} IS NOT NULL THEN ${value} END`;
  return [
    when(sql<string>`${column('title_terms')}`).as('title_terms'),
    when(sql<number>`length(${column('title_terms')}) + length(${column('body_terms')}) + 1`).as('text_length'),
    ...terms.map((term, index) => {
      const needle = sql`cast(${` ${term} `} as text)`;
      return sql<number | null>`(octet_length(${spaced}) - octet_length(replace(${spaced}, ${needle}, ''))) / octet_length(${needle})`.as(
        `o${index}`,
      );
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
