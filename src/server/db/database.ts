import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';
import { SchemaScopedPostgresDialect } from './schema-scoped-introspector.ts';
import { TransactionalSqliteDialect } from './transactional-sqlite-dialect.ts';
import { withStatementCache } from './statement-cache.ts';
import { isUniqueViolation } from './constraint-errors.ts';

export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** SQLite: the database file (or ':memory:'); PostgreSQL: undefined. */
  sqliteFile?: string;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** A postgres:// URL, or undefined for SQLite in dataDir. */
  url: string | undefined;
  dataDir: string;
  /** PostgreSQL only: the schema to work in (tests give each run its own). */
  schema?: string;
  /** SQLite only: a file name other than cms.sqlite, or ':memory:'. */
  sqliteFile?: string;
  /** PostgreSQL only: how long a connection beyond the kept ones may stay idle (default 10 s). */
  poolIdleMillis?: number;
  /**
   * PostgreSQL only: told when an idle connection of the pool is lost (a restart or failover,
   * a terminated backend). The pool has dropped it already and opens another when needed.
   */
  onConnectionLost?: (error: Error) => void;
}

/**
 * PostgreSQL connections the pool keeps open however quiet the instance is. A connection the
 * pool closed costs the next request a new one and a backend whose catalogue caches are cold:
 * two simple statements after a pause took 7.6-9.1 ms instead of 0.7-1.6, and a list's first
 * plan in a fresh backend several times its usual time. An admin pausing between clicks longer
 * than the idle time met that on every click. Two: a request seldom holds more at once.
 */
export const KEPT_POSTGRES_CONNECTIONS = 2;

/**
 * SQLite's page cache per connection, in KiB (better-sqlite3's build defaults to 16,000 KiB). At
 * 100,000 pages the B-trees a rebuild writes and the overview's indexes outgrow that, and the
 * pages past it come from the operating system one read at a time (from disk on machines that
 * page idle file cache out). 32 MiB: a rebuild's listing rows 8.7 → 5.6 s of statement
 * time (64 MiB: 4.7 s, its documents 5.0 → 3.4 s), 3.6 s less system time a search-bench run; the
 * admin lists' p50s summed at 100,000 pages 122 → 109 ms; the instance's RSS 217 → 236 MB after a
 * minute of mixed load (bench/README.md, twenty-seventh round).
 */
export const SQLITE_PAGE_CACHE_KIB = 32 * 1024;

// COUNT(*) and other int8 results arrive as strings by default; every count we make fits in a double.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres(options.url, options);
  return openSqlite(options.dataDir, options.sqliteFile ?? 'cms.sqlite');
}

function openSqlite(dataDir: string, fileName: string): DatabaseHandle {
  let file = fileName;
  if (fileName !== ':memory:') {
    fs.mkdirSync(dataDir, { recursive: true });
    file = path.join(dataDir, fileName);
  }
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  connection.pragma('busy_timeout = 5000');
  connection.pragma('synchronous = NORMAL');
  connection.pragma(`cache_size = -${SQLITE_PAGE_CACHE_KIB}`);
  const db = new Kysely<Database>({ dialect: new TransactionalSqliteDialect({ database: withStatementCache(connection) }) });
  return { db, dialect: 'sqlite', sqliteFile: file, destroy: () => db.destroy() };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const { schema } = options;
  if (schema) {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
    } catch (error) {
      // Two instances creating it at once: IF NOT EXISTS does not stop the loser's unique violation.
      if (!isUniqueViolation(error)) throw error;
    } finally {
      await client.end();
    }
  }
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    min: KEPT_POSTGRES_CONNECTIONS,
    idleTimeoutMillis: options.poolIdleMillis ?? 10_000,
    // A kept connection may sit idle for hours: a firewall or NAT that forgets it silently would
    // make the next statement wait for TCP to give up.
    keepAlive: true,
    ...(schema ? { options: `-c search_path="${schema}"` } : {}),
  });
  // Without a listener the pool's 'error' event (an idle connection lost) ends the process: with
  // connections kept through quiet spells, every PostgreSQL restart would.
  pool.on('error', (error) => options.onConnectionLost?.(error));
  const db = new Kysely<Database>({ dialect: new SchemaScopedPostgresDialect({ pool }) });
  return { db, dialect: 'postgres', destroy: () => db.destroy() };
}

/** Drops a PostgreSQL schema made for a test run. */
export async function dropPostgresSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}
