import { sql, SqliteAdapter, type RawBuilder } from 'kysely';
import type { Executor } from '../db/executor.ts';

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
 * takes a pattern's trigrams from its runs of letters and digits, so for "ot" or "a-b" the
 * index yields every row (at 100,000 pages the count read both indexes whole: 196 ms, against
 * 51 ms for reading the table).
 */
export function trigramsNarrow(term: string): boolean {
  return /[\p{L}\p{N}]{3}/u.test(term);
}

/**
 * "Contains the term" in any of the columns `trigrams` holds (the page overview and the menu's
 * page search: title and address; the media library: file names). PostgreSQL's trigram indexes
 * (0035) serve the LIKE itself; SQLite's cannot, so there the rows holding the term's trigrams are
 * looked up first (a phrase, which finds the text in any case) and the LIKE keeps exactly the
 * rows it matches without the lookup. Shorter terms scan, as before.
 */
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
