import SQLite from 'better-sqlite3';
import { Kysely } from 'kysely';
import type { Database } from './schema.ts';
import { TransactionalSqliteDialect } from './transactional-sqlite-dialect.ts';

/**
 * A second, read-only connection to a SQLite file (the search rebuild's reader thread), in a
 * module of its own so that thread does not load the PostgreSQL driver. WAL lets it read beside
 * the writer; it waits like the main connection when the file is locked.
 */
export function openSqliteReader(file: string): Kysely<Database> {
  const connection = new SQLite(file, { readonly: true, fileMustExist: true });
  connection.pragma('busy_timeout = 5000');
  return new Kysely<Database>({ dialect: new TransactionalSqliteDialect({ database: connection }) });
}
