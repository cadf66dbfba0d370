import { sql, SqliteAdapter, type RawBuilder } from 'kysely';
import type { Executor } from '../db/executor.ts';
import { withoutTableScans } from '../db/without-table-scans.ts';

/** Escapes LIKE wildcards so a search term is always matched as plain text. */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/**
 * Case-insensitive "contains" on one column, identical on SQLite and PostgreSQL
 * (SQLite needs the explicit ESCAPE clause; PostgreSQL's LIKE is case-sensitive, hence lower()).
 */
export function columnContains(column: string, term: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${sql.ref(column)}) like ${likePattern(term)} escape '\\'`;
}

/** SQLite's trigram tables (migration 0037): the row id each one is keyed by and the columns it holds. */
const NAME_TRIGRAMS = {
  page_names_fts: { rowId: 'pages.id', columns: ['pages.concept_title', 'pages.slug'] },
  media_names_fts: { rowId: 'media_files.id', columns: ['media_files.file_name'] },
} as const;

export type NameTrigramTable = keyof typeof NAME_TRIGRAMS;

/** FTS5's trigram tokenizer looks up terms of at least this many characters. */
const TRIGRAM_LENGTH = 3;

/**
 * Whether PostgreSQL's trigram indexes (0035) narrow a contains-search for the term. pg_trgm
 * takes a LIKE pattern's trigrams from its words (runs of letters and digits), padded with spaces
 * where a word meets another character of the term: "otter" and "ot-er" ("ot ", " er") narrow,
 * but "ot" gives no trigram and "a-b" only "  b" (every word starting with b), so for them the
 * index yields every row or most (at 100,000 pages the count of "ot" read both indexes whole:
 * 196 ms, against 51 ms for reading the table). Counted: trigrams with two of the term's letters.
 */
export function trigramsNarrow(term: string): boolean {
  return /[\p{L}\p{N}]{3}|[\p{L}\p{N}]{2}[^\p{L}\p{N}]|[^\p{L}\p{N}][\p{L}\p{N}]{2}/u.test(term);
}

/**
 * Runs a search for the term with PostgreSQL's table scans ruled out (withoutTableScans) when
 * the trigram indexes narrow it, else as the planner likes: forced onto "ot", the indexes yield
 * every row.
 */
export function withNameIndexes<T>(db: Executor, term: string, work: (executor: Executor) => Promise<T>): Promise<T> {
  return trigramsNarrow(term) ? withoutTableScans(db, work) : work(db);
}

/** Whether the name index of this database (see namesContain) narrows a search for the term. */
export function nameIndexNarrows(db: Executor, term: string): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter ? [...term].length >= TRIGRAM_LENGTH : trigramsNarrow(term);
}

export function namesContain(db: Executor, trigrams: NameTrigramTable, term: string): RawBuilder<boolean> {
  const { rowId, columns } = NAME_TRIGRAMS[trigrams];
  const matches = sql<boolean>`(${sql.join(
    columns.map((column) => columnContains(column, term)),
    sql` or `,
  )})`;
  if (!(db.getExecutor().adapter instanceof SqliteAdapter) || [...term].length < TRIGRAM_LENGTH) return matches;
  const table = sql.id(trigrams);
  const phrase = `"${term.replaceAll('"', '""')}"`;
  return sql<boolean>`(${sql.ref(rowId)} in (select rowid from ${table} where ${table} match ${phrase}) and ${matches})`;
}
