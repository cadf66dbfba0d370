import { sql } from 'kysely';
import { ADVISORY_LOCK, advisoryKey } from './advisory-locks.ts';
import type { DatabaseHandle } from './database.ts';

/**
 * Runs the start-up work that must happen once per database (migrations, the base seed, the demo
 * site) while holding a PostgreSQL advisory lock, so instances starting at the same moment take
 * turns: the first migrates and seeds, the others wait and then find nothing to do. The key is
 * per schema, so separate installations (and parallel test runs) in one database do not wait
 * for each other. SQLite is one file used by one process: apps in that process that share the
 * file (tests, a second app on the same data) take turns through an in-process queue per file.
 */
export async function withStartupLock<T>(handle: DatabaseHandle, run: () => Promise<T>): Promise<T> {
  if (handle.dialect !== 'postgres') return inTurn(handle.sqliteFile ?? ':memory:', run);
  const key = advisoryKey(ADVISORY_LOCK.startup, 'verdant-cms:startup:');
  // The lock belongs to a session: hold one connection of the pool for as long as it is taken.
  return handle.db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${key})`.execute(connection);
    try {
      return await run();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(connection);
    }
  });
}

const sqliteTurns = new Map<string, Promise<unknown>>();

/** Runs `run` after every earlier run for the same SQLite file has settled. */
async function inTurn<T>(file: string, run: () => Promise<T>): Promise<T> {
  if (file === ':memory:') return run();
  const previous = sqliteTurns.get(file) ?? Promise.resolve();
  const mine = previous.catch(() => undefined).then(run);
  sqliteTurns.set(file, mine);
  try {
    return await mine;
  } finally {
    if (sqliteTurns.get(file) === mine) sqliteTurns.delete(file);
  }
}
