import { Migrator, type Kysely, type Migration } from 'kysely';
import type { DatabaseHandle } from './database.ts';
import { MIGRATIONS } from './migrations/index.ts';

/** Brings the database to the newest schema. Runs on every start; a no-op when current. */
export async function migrateToLatest(handle: DatabaseHandle): Promise<string[]> {
  const migrations: Record<string, Migration> = {};
  for (const [name, migration] of Object.entries(MIGRATIONS)) {
    migrations[name] = { up: (db: Kysely<unknown>) => migration.up(db, handle.dialect) };
  }
  const migrator = new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations },
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
