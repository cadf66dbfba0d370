import { sql, type RawBuilder } from 'kysely';

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
