import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** The connection as Kysely's SQLite driver uses it; the cache also reads a statement's `busy`. */
interface PreparingConnection {
  prepare(sql: string): SqliteStatement & { readonly busy: boolean };
  close(): void;
}

/**
 * Longer texts are prepared each time, never kept: a bulk insert's or a long IN list's text comes
 * with a prepared statement of hundreds of kilobytes, seldom twice with the same length, and its
 * preparation is small beside its run.
 */
const LONGEST_KEPT_TEXT = 10_000;

/**
 * Kysely's SQLite driver prepares every query's text anew, and SQLite's parser and planner run
 * again each time (the admin-list bench's p50s fell 15-29% with this cache). A request sends the
 * same few texts over and over, with their values as parameters, so the most recently used
 * statements are kept by their text and handed out again. A statement still stepping through
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
      if (kept || sql.length > LONGEST_KEPT_TEXT) return statement;
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
