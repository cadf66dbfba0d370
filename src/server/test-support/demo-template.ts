import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../db/database.ts';
import type { SeedOptions } from '../seed/seed.ts';
import type { DemoSeedResult } from '../seed/demo/demo-seed.ts';
import { dumpPostgresSchema, restorePostgresSchema, SQLITE_FILE, TEMPLATE_DIR_ENV, templateKey } from './database-template.ts';

/**
 * The demo site for test apps (createTestApp({ demo: true }), the browser tests' demoSite).
 * Seeding it takes about four seconds (more on PostgreSQL), and every app rendered the demo's
 * images anew with sharp; eleven browser files and a few API files need it. The first such app
 * of a run seeds it as `npm start` does and leaves a snapshot in the run's template directory
 * (database_template.ts): the database, the stored files and the seed's result. Later apps start
 * from a copy of it. Rendered image copies depend only on a file's content and the variant asked
 * for, so the demo apps of a run also share one folder of them (written atomically, as always).
 */

const DATABASE = 'database';
const FILES = 'files';
const RESULT = 'result.json';
const SHARED_RENDERS = 'demo-rendered-media';

export interface DemoSnapshot {
  result: DemoSeedResult;
  dir: string;
}

interface AppDatabase {
  databaseUrl: string | undefined;
  dataDir: string;
  schema: string | undefined;
}

function templateDir(): string | undefined {
  if (process.env.VERDANT_TEST_NO_TEMPLATE === '1') return undefined;
  return process.env[TEMPLATE_DIR_ENV];
}

function snapshotDir(root: string, databaseUrl: string | undefined, seed: SeedOptions): string {
  return path.join(root, `demo-${templateKey(databaseUrl, seed)}`);
}

/** The run's demo snapshot for this database kind and first administrator, if one was left. */
export function findDemoSnapshot(databaseUrl: string | undefined, seed: SeedOptions): DemoSnapshot | null {
  const root = templateDir();
  if (!root) return null;
  const dir = snapshotDir(root, databaseUrl, seed);
  if (!fs.existsSync(path.join(dir, RESULT))) return null;
  return { dir, result: JSON.parse(fs.readFileSync(path.join(dir, RESULT), 'utf8')) as DemoSeedResult };
}

/** Before the app opens its database: the snapshot's database as the app's. False: seed instead. */
export async function restoreDemoDatabase(snapshot: DemoSnapshot, target: AppDatabase): Promise<boolean> {
  const content = fs.readFileSync(path.join(snapshot.dir, DATABASE));
  if (!target.databaseUrl) {
    fs.mkdirSync(target.dataDir, { recursive: true });
    fs.writeFileSync(path.join(target.dataDir, SQLITE_FILE), content);
    return true;
  }
  if (!target.schema) return false;
  return restorePostgresSchema(target.databaseUrl, content.toString('utf8'), target.schema);
}

/** The stored files (media originals, the share image) into the app's data folder. */
export function restoreDemoFiles(snapshot: DemoSnapshot, dataDir: string): void {
  fs.cpSync(path.join(snapshot.dir, FILES), dataDir, { recursive: true });
}

/**
 * Points the app's folder of rendered copies (DATA_DIR/cache/media) at the run's shared one.
 * Before the app renders anything; does nothing outside a test run with a template directory.
 * So a demo app that replaces or deletes a demo image removes the other apps' copies of it too
 * (they render it again), and a copy another app made is served without decoding the original:
 * tests about rendering or damaged files use apps without the demo site.
 */
export function shareRenderedDemoMedia(dataDir: string): void {
  const root = templateDir();
  if (!root) return;
  const shared = path.join(root, SHARED_RENDERS);
  fs.mkdirSync(shared, { recursive: true });
  const cache = path.join(dataDir, 'cache');
  fs.mkdirSync(cache, { recursive: true });
  if (!fs.existsSync(path.join(cache, 'media'))) fs.symlinkSync(shared, path.join(cache, 'media'), 'dir');
}

/**
 * Right after a fresh seed, before the app serves anything: leaves the snapshot for later apps.
 * Written aside and renamed into place, so an app reading it sees all or nothing; when two apps
 * seeded at the same time, the first rename wins and the other's copy is dropped.
 */
export async function saveDemoSnapshot(
  database: DatabaseHandle,
  app: AppDatabase,
  seed: SeedOptions,
  result: DemoSeedResult,
): Promise<void> {
  const root = templateDir();
  if (!root) return;
  const target = snapshotDir(root, app.databaseUrl, seed);
  const partial = `${target}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.mkdirSync(path.join(partial, FILES), { recursive: true });
  try {
    if (app.databaseUrl) {
      if (!app.schema) return;
      fs.writeFileSync(path.join(partial, DATABASE), await dumpPostgresSchema(app.databaseUrl, app.schema));
    } else {
      // A consistent copy of the open database in one file (no -wal beside it).
      await sql`vacuum into ${path.join(partial, DATABASE)}`.execute(database.db);
    }
    fs.cpSync(app.dataDir, path.join(partial, FILES), {
      recursive: true,
      filter: (source) => {
        const relative = path.relative(app.dataDir, source);
        return relative !== 'cache' && !relative.startsWith(SQLITE_FILE);
      },
    });
    fs.writeFileSync(path.join(partial, RESULT), JSON.stringify(result));
    fs.renameSync(partial, target);
  } catch {
    // Another app's snapshot got there first, or this one could not be made: later apps seed.
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
}
