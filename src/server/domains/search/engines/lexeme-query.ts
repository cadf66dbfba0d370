/**
 * tsquery texts of lexemes taken as they are, for PostgreSQL's `::tsquery` input (no parser, no
 * dictionary): the index's vectors hold the stemmed terms as they are (0040), so a query must
 * hold them the same way. Terms are letters and digits (search-text.ts); quotes and
 * backslashes are escaped anyway, so no text can change the query's meaning.
 */
function lexeme(term: string): string {
  return `'${term.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

/** Every one of `terms`. */
export function allLexemes(terms: readonly string[]): string {
  return terms.map(lexeme).join(' & ');
}

/** At least one of each list: `(a | b) & (c)`. */
export function eachOfLexemes(lists: readonly (readonly string[])[]): string {
  return lists.map((tokens) => `(${tokens.map(lexeme).join(' | ')})`).join(' & ');
}
