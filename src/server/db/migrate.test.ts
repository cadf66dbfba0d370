import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { dropPostgresSchema, openDatabase, type DatabaseHandle } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import type { VersionedMigration } from './migrations/index.ts';

const databaseUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function emptyDatabase(): Promise<DatabaseHandle> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-migrate-'));
  const handle = await openDatabase({ url: databaseUrl, dataDir, ...(databaseUrl ? { schema } : {}) });
  cleanups.push(async () => {
    await handle.destroy();
    if (databaseUrl) await dropPostgresSchema(databaseUrl, schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return handle;
}

async function tables(db: DatabaseHandle['db']): Promise<string[]> {
  const names = (await db.introspection.getTables({ withInternalKyselyTables: true })).map((table) => table.name);
  return names.filter((name) => !name.startsWith('sqlite_')).sort();
}

/** A migration that makes a table (and a row in it), then runs `andThen`. */
function creates(table: string, andThen: () => void = () => undefined): VersionedMigration {
  return {
    up: async (db) => {
      await db.schema
        .createTable(table)
        .addColumn('id', 'integer', (column) => column.primaryKey())
        .execute();
      await sql`INSERT INTO ${sql.table(table)} (id) VALUES (1)`.execute(db);
      andThen();
    },
  };
}
const createsNotes = creates('notes');
const createsTags = creates('tags');
const createsTagsThenFails = creates('tags', () => {
  throw new Error('the backfill failed');
});

describe('migrateToLatest', () => {
  it('runs the pending migrations in one transaction: a failing one leaves the schema and the record as they were', async () => {
    const handle = await emptyDatabase();
    const before = await tables(handle.db);
    await expect(migrateToLatest(handle, { '0001-notes': createsNotes, '0002-tags': createsTagsThenFails })).rejects.toThrow(
      'the backfill failed',
    );
    // Neither the first migration's table nor the failing one's half-made table, nor a record of either.
    const after = await tables(handle.db);
    expect(after.filter((name) => !before.includes(name) && !name.startsWith('kysely_'))).toEqual([]);
    expect(after).toContain('kysely_migration');
    expect((await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(handle.db)).rows).toEqual([]);

    // Mended, the same run goes through from the start.
    expect(await migrateToLatest(handle, { '0001-notes': createsNotes, '0002-tags': createsTags })).toEqual(['0001-notes', '0002-tags']);
    expect((await sql<{ id: number }>`SELECT id FROM notes`.execute(handle.db)).rows.map((row) => Number(row.id))).toEqual([1]);
    expect(await tables(handle.db)).toEqual(expect.arrayContaining(['notes', 'tags']));
  });
});
