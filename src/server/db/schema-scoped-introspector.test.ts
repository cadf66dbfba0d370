import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { dropPostgresSchema, openDatabase, type DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';

/**
 * Several installations in one PostgreSQL database (the test suite: a schema per app, dropped
 * when done). Kysely's own introspector, which the migrator asks, read every schema's tables,
 * so a migration failed with "schema does not exist" when another schema was dropped meanwhile.
 */
const databaseUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
const handles: DatabaseHandle[] = [];
const schemas: string[] = [];

async function installation(): Promise<DatabaseHandle> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  schemas.push(schema);
  const handle = await openDatabase({ url: databaseUrl, dataDir: os.tmpdir(), schema });
  handles.push(handle);
  return handle;
}

afterAll(async () => {
  for (const handle of handles) await handle.destroy();
  for (const schema of schemas) await dropPostgresSchema(databaseUrl!, schema);
});

describe.runIf(databaseUrl)('the PostgreSQL introspector', () => {
  it("lists its own schema's tables only, the migrator's when asked", async () => {
    const own = await installation();
    const other = await installation();
    await sql`create table other_only (id serial primary key, note text)`.execute(other.db);
    await sql`create table own_only (id serial primary key, note text not null)`.execute(own.db);
    await migrateToLatest(own);

    const tables = await own.db.introspection.getTables();
    const names = tables.map((table) => table.name);
    expect(names).toContain('own_only');
    expect(names).toContain('pages');
    expect(names).not.toContain('other_only');
    expect(names).not.toContain('kysely_migration');
    expect(new Set(tables.map((table) => table.schema))).toEqual(new Set([schemas[0]]));
    const ownOnly = tables.find((table) => table.name === 'own_only')!;
    expect(ownOnly.columns.map((column) => [column.name, column.isNullable, column.isAutoIncrementing])).toEqual([
      ['id', false, true],
      ['note', false, false],
    ]);
    const withMigrator = await own.db.introspection.getTables({ withInternalKyselyTables: true });
    expect(withMigrator.map((table) => table.name)).toContain('kysely_migration');
  });

  it('migrates while other schemas of the database are dropped', async () => {
    const churn = async () => {
      for (let round = 0; round < 6; round += 1) {
        const schema = `test_${randomBytes(6).toString('hex')}`;
        const handle = await openDatabase({ url: databaseUrl, dataDir: os.tmpdir(), schema });
        await sql`create table a (id serial primary key)`.execute(handle.db);
        await sql`create table b (id serial primary key, a_id integer references a (id))`.execute(handle.db);
        await handle.destroy();
        await dropPostgresSchema(databaseUrl!, schema);
      }
    };
    const migrations = async () => {
      for (let round = 0; round < 3; round += 1) await migrateToLatest(await installation());
    };
    await expect(Promise.all([churn(), churn(), migrations()])).resolves.toBeDefined();
  }, 120_000);
});
