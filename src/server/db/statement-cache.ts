import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** The connection as Kysely's SQLite driver uses it, plus the one call the cache needs. */
interface PreparingConnection {
  prepare(sql: string): SqliteStatement & { readonly busy: boolean };
  close(): void;
}

/**
 * Kysely's SQLite driver prepares every query's text anew, and SQLite's parser and planner run
 * again each time (a page list's statements cost about as much to prepare as to run). A request
 * sends the same few texts over and over, with their values as parameters, so the most recently
 * used statements are kept by their text and handed out again. A statement still stepping through
 * rows (an iteration not finished) is not handed out twice: its text gets a fresh one.
 */
export function withStatementCache(connection: PreparingConnection, capacity = 256): SqliteDatabase {
  const statements = new Map<string, ReturnType<PreparingConnection['prepare']>>();
  return {
    prepare(sql: string) {
      const kept = statements.get(sql);
      if (kept && !kept.busy) {
        // Map order is the LRU order: the statement moves to the newest end.
        statements.delete(sql);
        statements.set(sql, kept);
        return kept;
      }
      const statement = connection.prepare(sql);
      if (kept) return statement;
      statements.set(sql, statement);
      if (statements.size > capacity) statements.delete(statements.keys().next().value!);
      return statement;
    },
    close() {
      statements.clear();
      connection.close();
    },
  };
}
