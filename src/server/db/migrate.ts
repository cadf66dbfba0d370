import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import type { DatabaseHandle } from './database.ts';
import type { Database } from './schema.ts';
import { MIGRATIONS, type VersionedMigration } from './migrations/index.ts';

/** Brings the database to the newest schema. Runs on every start; a no-op when current. */
export async function migrateToLatest(handle: DatabaseHandle, known: Record<string, VersionedMigration> = MIGRATIONS): Promise<string[]> {
  const migrator = await migratorFor(handle, known);
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}

/**
 * The pending migrations run in one transaction on both databases (SQLite's dialect says it can:
 * transactional-sqlite-dialect.ts), so a run that fails or is killed leaves the schema as it was
 * (only Kysely's own bookkeeping tables are made before it). On SQLite the transaction holds the
 * file's write lock until it ends: another process writing meanwhile waits up to busy_timeout.
 */
async function migratorFor(handle: DatabaseHandle, known: Record<string, VersionedMigration> = MIGRATIONS): Promise<Migrator> {
  const migrations: Record<string, Migration> = {};
  for (const [name, migration] of Object.entries(known)) {
    migrations[name] = { up: (db: Kysely<unknown>) => migration.up(db, handle.dialect) };
  }
  return new Migrator({
    db: handle.db,
    provider: { getMigrations: async () => migrations },
    // Without a schema Kysely looks for its bookkeeping tables in every schema of the
    // database; one found in another schema (a second installation, a parallel test run)
    // makes it skip creating its own and then fail. Pin it to the schema we work in.
    ...(handle.dialect === 'postgres' ? { migrationTableSchema: await currentSchema(handle.db) } : {}),
  });
}

/** PostgreSQL: the schema this connection works in (its search_path's first). */
export async function currentSchema(db: Kysely<Database>): Promise<string> {
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = result.rows[0]?.schema;
  if (!schema) throw new Error('PostgreSQL has no current schema; check search_path');
  return schema;
}

export interface MigrationState {
  name: string;
  /** When it ran; null while pending. */
  executedAt: Date | null;
}

/** Every known migration and whether it ran (`verdant migrate --status`). Changes nothing. */
export async function migrationStatus(handle: DatabaseHandle): Promise<MigrationState[]> {
  const migrator = await migratorFor(handle);
  return (await migrator.getMigrations()).map((info) => ({ name: info.name, executedAt: info.executedAt ?? null }));
}
