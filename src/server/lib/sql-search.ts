import { sql, SqliteAdapter, type RawBuilder } from 'kysely';
import type { Executor } from '../db/executor.ts';
import { withoutTableScans } from '../db/without-table-scans.ts';
import { gramMatchQuery, NAME_GRAM_TABLES, termGrams } from './name-grams.ts';

/** Escapes LIKE wildcards so a search term is always matched as plain text. */
export function likePattern(term: string): string {
  return `%${term.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;
}

/**
 * Case-insensitive "contains" on one column, identical on SQLite and PostgreSQL
 * (SQLite needs the explicit ESCAPE clause; PostgreSQL's LIKE is case-sensitive, hence lower()).
 */
export function columnContains(column: string, term: string, indexable = true): RawBuilder<boolean> {
  // `indexable = false`: the same test in a form no index on lower(column) serves.
  const lowered = indexable ? sql`lower(${sql.ref(column)})` : sql`(lower(${sql.ref(column)}) || '')`;
  return sql<boolean>`${lowered} like ${likePattern(term)} escape '\\'`;
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
 * the trigram indexes narrow it or it reads the gram index (`lookup.grams`), else as the planner
 * likes: forced onto "ot", the trigram indexes yield every row.
 */
export function withNameIndexes<T>(
  db: Executor,
  term: string,
  work: (executor: Executor) => Promise<T>,
  lookup: NameLookup = {},
): Promise<T> {
  return trigramsNarrow(term) || lookup.grams ? withoutTableScans(db, work) : work(db);
}

/** Whether the name index of this database (see namesContain) narrows a search for the term. */
export function nameIndexNarrows(db: Executor, term: string): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter ? usesTrigramTable(term) : trigramsNarrow(term);
}

/**
 * How a search reads a term no trigram index narrows (0039; name-grams.repository.ts decides).
 * `candidates`: the only rows that can hold it (SQLite). `grams`: PostgreSQL looks the term's
 * grams up in the index, for a read of all matches up to a bound, with table scans ruled out
 * (withNameIndexes); a walk of a sort order until a page is full leaves it out.
 */
export interface NameLookup {
  candidates?: readonly number[] | null;
  grams?: boolean;
}

/** The names hold the term, tested on each row (namesContain adds the index that finds the rows). */
export function namesLike(trigrams: NameTrigramTable, term: string, indexable = true): RawBuilder<boolean> {
  return sql<boolean>`(${sql.join(
    NAME_TRIGRAMS[trigrams].columns.map((column) => columnContains(column, term, indexable)),
    sql` or `,
  )})`;
}

/**
 * SQLite: the row ids (`id`) its name indexes find for the term, in order: the trigram table's
 * for three characters or more, the gram table's (0039) for fewer. Every row holding the term,
 * and perhaps a few more (FTS5 folds case beyond ASCII, LIKE does not; a gram pair may lie
 * apart), so a search tests namesLike on each as well.
 */
export function nameIndexMatches(trigrams: NameTrigramTable, term: string): RawBuilder<{ id: number }> {
  const trigram = usesTrigramTable(term);
  const table = sql.id(trigram ? trigrams : NAME_GRAM_TABLES[trigrams].sqliteTable);
  // Lower-cased as the LIKE's pattern is (likePattern): FTS5 folds case on both sides, but not
  // every character folds to what JavaScript's toLowerCase makes of it ("İ", Cherokee, Georgian),
  // and the index must find every row the LIKE keeps.
  const lowered = term.toLowerCase();
  const query = trigram ? `"${lowered.replaceAll('"', '""')}"` : gramMatchQuery(termGrams(term));
  return sql<{ id: number }>`(select rowid as id from ${table} where ${table} match ${query})`;
}

/** Whether SQLite looks the term up in its trigram table (nameIndexMatches): three characters or more. */
export function usesTrigramTable(term: string): boolean {
  return [...term].length >= TRIGRAM_LENGTH;
}

/** The names hold the term. */
export function namesContain(db: Executor, trigrams: NameTrigramTable, term: string, lookup: NameLookup = {}): RawBuilder<boolean> {
  const { rowId, columns } = NAME_TRIGRAMS[trigrams];
  const like = (indexable = true) => namesLike(trigrams, term, indexable);
  const matches = like();
  if (lookup.candidates) {
    const ids = lookup.candidates.length > 0 ? lookup.candidates : [-1];
    return sql<boolean>`(${sql.ref(rowId)} in (${sql.join(ids)}) and ${matches})`;
  }
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    if (!lookup.grams || trigramsNarrow(term)) return matches;
    // The LIKE is written so the trigram indexes cannot serve it: their bitmap (for "x-r", one
    // trigram's 20,812 pages) would be intersected with the grams' and, being lossy, make
    // PostgreSQL recompute the grams of every row it fetched (73 ms instead of 1).
    return sql<boolean>`(${postgresNameGrams(columns)} @> ${termGrams(term)}::text[] and ${like(false)})`;
  }
  if (!usesTrigramTable(term)) return matches;
  return sql<boolean>`(${sql.ref(rowId)} in ${nameIndexMatches(trigrams, term)} and ${matches})`;
}

/** PostgreSQL's expression the gram index (0039) is built on: a query must state the very same to use it. */
function postgresNameGrams(columns: readonly string[]): RawBuilder<string[]> {
  return sql<string[]>`name_grams(ARRAY[${sql.join(columns.map((column) => sql.ref(column)))}]::text[])`;
}
