import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { dropPostgresSchema, openDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seed, type SeedOptions } from '../seed/seed.ts';

/**
 * Migrating and seeding a fresh database takes about a second on SQLite and several on PostgreSQL
 * (more on a loaded machine), and nearly every test file builds an app. So it is done once into a
 * template, and every test app starts on a copy: the SQLite file's bytes, or the PostgreSQL
 * template schema's pg_dump with the schema renamed. createDeps still runs migrateToLatest and
 * seed on the copy; they find nothing to do, so the app is the same as on a fresh database.
 *
 * The template lives in memory per test process, and in VERDANT_TEST_TEMPLATE_DIR (set by the
 * Vitest global setup, removed after the run) so that files run in separate processes (the
 * browser tests) share it too. Anything unexpected (no pg_dump, a dump that does not load) makes
 * the caller fall back to migrating and seeding as before (VERDANT_TEST_NO_TEMPLATE=1 forces that).
 */

export const TEMPLATE_DIR_ENV = 'VERDANT_TEST_TEMPLATE_DIR';
export const SQLITE_FILE = 'cms.sqlite';
const SCHEMA_PLACEHOLDER = 'verdant_tpl_schema_placeholder';

const cache = new Map<string, Promise<Buffer | string | null>>();

/** Writes the template copy for a new app's database. False when there is none: migrate as usual. */
export async function copyDatabaseTemplate(target: {
  databaseUrl: string | undefined;
  dataDir: string;
  schema: string | undefined;
  seed: SeedOptions;
}): Promise<boolean> {
  const { databaseUrl, schema } = target;
  // VERDANT_TEST_NO_TEMPLATE=1: migrate and seed every test database, e.g. to compare timings.
  if ((databaseUrl && !schema) || process.env.VERDANT_TEST_NO_TEMPLATE === '1') return false;
  const key = templateKey(databaseUrl, target.seed);
  let template = cache.get(key);
  if (!template) {
    template = loadOrBuild(key, databaseUrl, target.seed).catch(() => null);
    cache.set(key, template);
  }
  const content = await template;
  if (content === null) return false;
  if (!databaseUrl) {
    fs.mkdirSync(target.dataDir, { recursive: true });
    fs.writeFileSync(path.join(target.dataDir, SQLITE_FILE), content);
    return true;
  }
  return restorePostgresSchema(databaseUrl, String(content), schema!);
}

/** Names a run's template: the database kind and the first administrator it was seeded with. */
export function templateKey(databaseUrl: string | undefined, seedOptions: SeedOptions): string {
  const hash = createHash('sha256')
    .update(JSON.stringify([databaseUrl ?? 'sqlite', seedOptions.adminEmail, seedOptions.adminPassword]))
    .digest('hex')
    .slice(0, 16);
  return `${databaseUrl ? 'postgres' : 'sqlite'}-${hash}`;
}

async function loadOrBuild(key: string, databaseUrl: string | undefined, seedOptions: SeedOptions): Promise<Buffer | string> {
  const dir = process.env[TEMPLATE_DIR_ENV];
  const file = dir ? path.join(dir, key) : undefined;
  if (file && fs.existsSync(file)) return databaseUrl ? fs.readFileSync(file, 'utf8') : fs.readFileSync(file);
  const content = databaseUrl ? await buildPostgresTemplate(databaseUrl, seedOptions) : await buildSqliteTemplate(seedOptions);
  if (file) {
    // Written aside and renamed, so a process reading it at the same moment sees all or nothing.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    fs.writeFileSync(partial, content);
    fs.renameSync(partial, file);
  }
  return content;
}

async function buildSqliteTemplate(seedOptions: SeedOptions): Promise<Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-template-'));
  try {
    const handle = await openDatabase({ url: undefined, dataDir: dir, sqliteFile: SQLITE_FILE });
    try {
      await migrateToLatest(handle);
      await seed(handle.db, seedOptions);
      // Everything into the main file: the copy is that one file, without its -wal.
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(handle.db);
    } finally {
      await handle.destroy();
    }
    const walFile = path.join(dir, `${SQLITE_FILE}-wal`);
    if (fs.existsSync(walFile) && fs.statSync(walFile).size > 0) throw new Error('SQLite template WAL not checkpointed');
    return fs.readFileSync(path.join(dir, SQLITE_FILE));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function buildPostgresTemplate(databaseUrl: string, seedOptions: SeedOptions): Promise<string> {
  const templateSchema = `verdant_tpl_${randomBytes(8).toString('hex')}`;
  try {
    const handle = await openDatabase({ url: databaseUrl, dataDir: os.tmpdir(), schema: templateSchema });
    try {
      await migrateToLatest(handle);
      await seed(handle.db, seedOptions);
    } finally {
      await handle.destroy();
    }
    return await dumpPostgresSchema(databaseUrl, templateSchema);
  } finally {
    await dropPostgresSchema(databaseUrl, templateSchema);
  }
}

/** A schema's pg_dump as one SQL script, with the schema's name replaced by a placeholder. */
export async function dumpPostgresSchema(databaseUrl: string, schema: string): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'pg_dump',
    ['--schema', schema, '--no-owner', '--no-privileges', '--inserts', '--dbname', databaseUrl],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  // Lines starting with a backslash (\restrict in recent pg_dump) are psql commands, not SQL.
  const script = stdout
    .split('\n')
    .filter((line) => !line.startsWith('\\'))
    .join('\n');
  return script.split(schema).join(SCHEMA_PLACEHOLDER);
}

/** Loads a dumpPostgresSchema script as `schema`. False when it does not load (nothing is left behind). */
export function restorePostgresSchema(databaseUrl: string, script: string, schema: string): Promise<boolean> {
  return loadPostgresDump(databaseUrl, script.split(SCHEMA_PLACEHOLDER).join(schema));
}

/** Runs the renamed dump on a connection of its own (the dump changes its search_path). */
async function loadPostgresDump(databaseUrl: string, script: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    // One simple query is one transaction: a dump that fails leaves nothing behind to migrate over.
    await client.query(script);
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
