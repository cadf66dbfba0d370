/**
 * The gram indexes of migration 0039 as the searches read them, keyed by the trigram table of the
 * same names (their columns: sql-search.ts's NAME_TRIGRAMS). The migration writes its own copy,
 * so a later change here cannot change what it did; name-grams.test.ts shows both agree
 * (PostgreSQL's plan uses the index, SQLite's long names stay candidates).
 */
export const NAME_GRAM_TABLES = {
  page_names_fts: { index: 'pages_name_grams_idx', sqliteTable: 'page_name_grams_fts' },
  media_names_fts: { index: 'media_files_name_grams_idx', sqliteTable: 'media_name_grams_fts' },
} as const;

/** The token SQLite's gram tables give a name too long to split: a candidate for every short term. */
const LONG_NAME_TOKEN = 'long';

/**
 * A gram in at most this share of the names is looked up in PostgreSQL's gram index; a commoner
 * one is met soon by a scan (at 100,000 pages "e", in 99.5% of the names: 1 ms by the scan, about
 * 12 by the index's bitmap; "ot", in 7%: 12 ms by the scan, 2.9 by the index).
 */
export const GRAM_INDEX_MAX_SHARE = 0.2;

/**
 * The grams a name must hold to contain the term, lower-cased as the search's LIKE lower-cases
 * it: its character for a term of one, else each distinct pair of neighbours.
 */
export function termGrams(term: string): string[] {
  const characters = [...term.toLowerCase()];
  if (characters.length <= 1) return characters;
  return [...new Set(characters.slice(1).map((character, index) => `${characters[index]}${character}`))];
}

/** A gram as SQLite's gram tables hold it: the hex of its UTF-8 bytes, as SQL's hex() writes them. */
export function gramToken(gram: string): string {
  return Buffer.from(gram, 'utf8').toString('hex').toUpperCase();
}

/** The FTS5 query for names holding every gram, or too long to have been split into grams. */
export function gramMatchQuery(grams: readonly string[]): string {
  const all = grams.map((gram) => `"${gramToken(gram)}"`).join(' AND ');
  return `(${all}) OR "${LONG_NAME_TOKEN}"`;
}

/**
 * Whether PostgreSQL's gram index narrows the term: ANALYZE's statistics of the index list the
 * common grams with the share of names holding each; a gram they do not list is rarer than all
 * they list. Every name holding the term holds all its grams, so the rarest one bounds it.
 */
export function gramsNarrow(grams: readonly string[], shares: ReadonlyMap<string, number>): boolean {
  return grams.length > 0 && Math.min(...grams.map((gram) => shares.get(gram) ?? 0)) <= GRAM_INDEX_MAX_SHARE;
}
