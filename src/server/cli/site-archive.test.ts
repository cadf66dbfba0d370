import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropPostgresSchema, openDatabase, type DatabaseHandle } from '../db/database.ts';
import { upload, image } from '../domains/media/media-test-helpers.ts';
import { createPage } from '../domains/pages/pages.test-helpers.ts';
import { ARCHIVED_TABLES, SKIPPED_TABLES, isSkippedTable, violatesForeignKeys } from '../domains/site-archive/site-archive-tables.ts';
import {
  archiveEntries,
  foreignKeysOf,
  listTables,
  normalisedRows,
  rewriteArchive,
  tableCounts,
  writeEntries,
} from '../domains/site-archive/site-archive.test-helpers.ts';
import type { Manifest } from '../domains/site-archive/site-archive-manifest.ts';
import { loadConfig } from '../config.ts';
import { storageFromConfig } from '../lib/storage/storage-from-config.ts';
import { startTestS3Server, type TestS3Server } from '../test-support/s3-server.ts';
import { seedDemoSite } from '../seed/demo/demo-seed.ts';
import { withRevision } from '../test-support/page-store.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { runCli } from './verdant.ts';

/**
 * Issue 19: `verdant export` from SQLite and `verdant import` into PostgreSQL and into a fresh
 * SQLite, compared row by row and byte by byte; refusals, damaged archives, all-or-nothing.
 * The source is always SQLite; PostgreSQL is the run's DATABASE_URL or the local test server.
 */
const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : 'postgres://postgres@127.0.0.1:5432/test';
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'verdant-archive-'));
const schemas: string[] = [];
const handles: DatabaseHandle[] = [];
let source: TestApp;
let archiveFile: string;
let uploadedKey: string;
let s3: TestS3Server;

interface Target {
  env: NodeJS.ProcessEnv;
  schema?: string;
  dataDir: string;
}

function sqliteTarget(): Target {
  const dataDir = fs.mkdtempSync(path.join(scratch, 'sqlite-'));
  return { dataDir, env: { DATA_DIR: dataDir, DATABASE_URL: '' } };
}

function postgresTarget(): Target {
  const schema = `archive_${randomBytes(6).toString('hex')}`;
  schemas.push(schema);
  const dataDir = fs.mkdtempSync(path.join(scratch, 'pg-'));
  return { dataDir, schema, env: { DATA_DIR: dataDir, DATABASE_URL: postgresUrl } };
}

async function cli(argv: string[], target: Target) {
  const out: string[] = [];
  const notes: string[] = [];
  const code = await runCli(argv, {
    env: { PUBLIC_URL: 'https://cms.example.org', LOG_LEVEL: 'silent', ...target.env },
    io: { out: (line) => out.push(line), note: (line) => notes.push(line) },
    ...(target.schema ? { databaseSchema: target.schema } : {}),
  });
  return { code, out: out.join('\n'), notes: notes.join('\n') };
}

async function open(target: Target): Promise<DatabaseHandle> {
  const handle = await openDatabase({
    url: target.env.DATABASE_URL || undefined,
    dataDir: target.dataDir,
    ...(target.schema ? { schema: target.schema } : {}),
  });
  handles.push(handle);
  return handle;
}

const sourceTarget = (): Target => ({ dataDir: source.dataDir, env: { DATA_DIR: source.dataDir, DATABASE_URL: '' } });
/** The target's media storage, as the command line builds it from the environment (local disk or S3). */
const storageOf = (target: Target) => storageFromConfig(loadConfig(target.env));
async function storedFiles(target: Target): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storageOf(target).list('')) keys.push(object.key);
  return keys;
}

async function expectSameSite(target: Target): Promise<void> {
  const from = source.database;
  const to = await open(target);
  for (const table of ARCHIVED_TABLES) {
    let rows = await normalisedRows(to, table);
    // The import notes itself in the audit log; everything else is the source's.
    if (table === 'audit_log') rows = rows.filter((row) => row.action !== 'site.import');
    expect(rows, table).toEqual(await normalisedRows(from, table));
  }
  // Not carried but derived on import (issue 20): the site's listings find what the source's found.
  expect(await normalisedRows(to, 'site_listing_keys')).toEqual(await normalisedRows(from, 'site_listing_keys'));
  expect((await normalisedRows(to, 'site_listing_keys')).length).toBeGreaterThan(50);
  const media = await normalisedRows(to, 'media_files');
  const keys = [...new Set(media.map((row) => row.storage_key).filter((key): key is string => typeof key === 'string'))];
  expect(keys).toContain(uploadedKey);
  const sourceStorage = storageOf(sourceTarget());
  const targetStorage = storageOf(target);
  const bytes = async (storage: typeof sourceStorage, key: string) =>
    Buffer.concat((await (await storage.read(key)).toArray()) as Buffer[]);
  for (const key of keys) expect((await bytes(targetStorage, key)).equals(await bytes(sourceStorage, key)), key).toBe(true);
}

beforeAll(async () => {
  s3 = await startTestS3Server();
  source = await createTestApp({ env: { DATABASE_URL: '' } });
  await seedDemoSite(source.deps);
  const admin = await source.adminAgent();
  const page = await createPage(admin, { title: 'Archive otters' });
  for (const text of ['First draft', 'Second draft', 'Third draft']) {
    const blocks = [{ type: 'buttons', key: 'b1', props: { buttons: [{ label: text, link: 'mailto:otters@example.org' }] } }];
    const stored = await admin.post(
      `/api/page/version/${page.pageVersionID}/store`,
      await withRevision(admin, page.pageVersionID, { blocks }),
    );
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
  }
  expect((await admin.post('/api/redirects', { from: '/old-otters', to: `/${page.slug}`, status: 301 })).status).toBe(200);
  expect((await admin.post('/api/tags', { name: 'Archive Otter' })).status).toBe(200);
  const uploaded = await upload(admin, '/Demo', 'otter.png', await image('png', 31, 17, { r: 9, g: 99, b: 199 }), 'image/png');
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  const row = await source.database.db
    .selectFrom('media_files')
    .select('storage_key')
    .where('file_name', '=', 'otter.png')
    .executeTakeFirstOrThrow();
  uploadedKey = row.storage_key ?? '';

  // A menu item under an item made after it: the archive must still load the parent first.
  const item = (label: string) => ({
    locale: 'nl-nl',
    menu: 'footer' as const,
    parent_id: null,
    position: 90,
    label,
    link_type: 'external' as const,
    target: 'https://example.org',
    page_id: null,
    open_in_new_tab: 0,
  });
  const db = source.database.db;
  const child = await db.insertInto('menu_items').values(item('Archive child')).returning('id').executeTakeFirstOrThrow();
  const parent = await db.insertInto('menu_items').values(item('Archive parent')).returning('id').executeTakeFirstOrThrow();
  await db.updateTable('menu_items').set({ parent_id: parent.id }).where('id', '=', child.id).execute();
  // More rows than one read batch (500) and one insert batch hold.
  const consent = Array.from({ length: 1234 }, (_, index) => ({
    choice: index % 2 ? 'all' : 'necessary',
    banner_version: 'v1',
    created_at: new Date(index * 1000).toISOString(),
  }));
  await db.insertInto('consent_records').values(consent).execute();
  archiveFile = path.join(scratch, 'site.tar.gz');
  const exported = await cli(['export', archiveFile], sourceTarget());
  expect(exported.code, exported.notes).toBe(0);
  expect(exported.out).toMatch(/^Exported \d+ rows from \d+ tables and \d+ files/);
}, 180_000);

afterAll(async () => {
  for (const handle of handles) await handle.destroy();
  for (const schema of schemas) await dropPostgresSchema(postgresUrl, schema);
  await source?.close();
  await s3?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('verdant export', () => {
  it('names every table of the schema: archived or skipped on purpose, none forgotten', async () => {
    const tables = await listTables(source.database);
    const unclassified = tables.filter((table) => !ARCHIVED_TABLES.includes(table) && !isSkippedTable(table));
    expect(unclassified, 'classify new tables in site-archive-tables.ts').toEqual([]);
    for (const table of ARCHIVED_TABLES) expect(tables, table).toContain(table);
    expect(ARCHIVED_TABLES.filter((table) => Object.hasOwn(SKIPPED_TABLES, table))).toEqual([]);
  });

  it('writes a manifest with format, dialect, counts per table, checksums, and tables in foreign-key order', async () => {
    const entries = await archiveEntries(archiveFile);
    expect(entries.at(-1)?.name).toBe('manifest.json');
    const manifest = JSON.parse(entries.at(-1)?.content.toString('utf8') ?? '{}') as Manifest;
    expect(manifest).toMatchObject({ format: 'verdant-site-archive', formatVersion: 1, source: { dialect: 'sqlite' } });
    const tables = manifest.tables.map((table) => table.name);
    expect([...tables].sort()).toEqual([...ARCHIVED_TABLES].sort());
    expect(violatesForeignKeys(tables, await foreignKeysOf(source.database))).toBeUndefined();
    expect(tables.indexOf('users')).toBeLessThan(tables.indexOf('pages'));
    expect(tables.indexOf('pages')).toBeLessThan(tables.indexOf('page_versions'));
    const counts = await tableCounts(source.database, tables);
    for (const table of manifest.tables) expect(table.rows, table.name).toBe(counts[table.name]);
    expect(counts.pages).toBeGreaterThan(100);
    expect(counts.consent_records).toBeGreaterThanOrEqual(1234);
    expect(manifest.files.find((file) => file.key === uploadedKey)?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(manifest.files.length).toBeGreaterThan(10);
    expect(manifest.skippedTables).toEqual(expect.arrayContaining(['sessions', 'search_documents', 'mail_queue']));
    expect((await cli(['export', archiveFile], sourceTarget())).code).toBe(2);
  });
});

describe('verdant import', () => {
  it('moves the site into PostgreSQL: same rows, same media bytes, fresh ids after it, search rebuilt', async () => {
    const target = postgresTarget();
    const imported = await cli(['import', archiveFile], target);
    expect(imported.code, imported.notes).toBe(0);
    expect(imported.out).toMatch(/Imported \d+ rows into \d+ tables and \d+ files from a sqlite site/);
    expect(imported.notes).toMatch(/\[#+\] \d+\/\d+ rows and files \(100%\)/);
    expect(imported.out).toMatch(/Indexed \d+ pages/);
    expect(imported.out).not.toContain('sanitiser');
    await expectSameSite(target);
    // And back: exported from PostgreSQL, imported into SQLite, still the same site.
    const back = path.join(scratch, 'from-postgres.tar.gz');
    const exported = await cli(['export', back], target);
    expect(exported.code, exported.notes).toBe(0);
    const manifest = JSON.parse((await archiveEntries(back)).at(-1)?.content.toString('utf8') ?? '{}') as Manifest;
    expect(manifest.source.dialect).toBe('postgres');
    const roundTrip = sqliteTarget();
    const reimported = await cli(['import', back, '--skip-reindex'], roundTrip);
    expect(reimported.code, reimported.notes).toBe(0);
    await expectSameSite(roundTrip);

    const db = (await open(target)).db;
    const largest = await db
      .selectFrom('tags')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const fresh = await db
      .insertInto('tags')
      .values({ name: 'Fresh', name_key: 'fresh', is_private: 0, created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(fresh.id).toBe(Number(largest.id) + 1);
    expect(
      Number(
        (
          await db
            .selectFrom('search_documents')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBeGreaterThan(0);
  });

  it('moves the site into a fresh SQLite database, and a second import of the same archive does nothing', async () => {
    const target = sqliteTarget();
    const imported = await cli(['import', archiveFile, '--skip-reindex'], target);
    expect(imported.code, imported.notes).toBe(0);
    expect(imported.out).toContain('run `verdant reindex`');
    await expectSameSite(target);
    const again = await cli(['import', archiveFile], target);
    expect(again.code, again.notes).toBe(0);
    expect(again.out).toMatch(/was imported here at .*; nothing to do/);
    await expectSameSite(target);
  });

  it('says how many page versions had rich text the sanitiser cleaned', async () => {
    const tampered = path.join(scratch, 'tampered-rich-text.tar.gz');
    let cleaned = 0;
    await rewriteArchive(archiveFile, tampered, {
      reseal: true,
      edit: (name, content) => {
        if (!name.startsWith('tables/page_versions/')) return content;
        const lines = content.toString('utf8').split('\n');
        const edited = lines.map((line) => {
          if (cleaned === 3 || line.length === 0) return line;
          const row = JSON.parse(line) as { blocks: string };
          const blocks = JSON.parse(row.blocks) as { type: string; props: Record<string, unknown> }[];
          if (!blocks.some((block) => block.type === 'richText')) return line;
          cleaned += 1;
          const unsafe = blocks.map((block) =>
            block.type === 'richText' ? { ...block, props: { ...block.props, html: '<p onclick="alert(1)">Hi</p>' } } : block,
          );
          return JSON.stringify({ ...row, blocks: JSON.stringify(unsafe) });
        });
        return Buffer.from(edited.join('\n'));
      },
    });
    expect(cleaned).toBe(3);
    const imported = await cli(['import', tampered, '--skip-reindex'], sqliteTarget());
    expect(imported.code, imported.notes).toBe(0);
    expect(imported.out).toContain('3 page versions had rich text the sanitiser cleaned');
  });

  it('copies the files through the storage abstraction into an S3 bucket', async () => {
    const local = sqliteTarget();
    const target = { ...local, env: { ...local.env, ...(await s3.bucket('archive-import')) } };
    const imported = await cli(['import', archiveFile, '--skip-reindex'], target);
    expect(imported.code, imported.notes).toBe(0);
    await expectSameSite(target);
    expect(fs.existsSync(path.join(target.dataDir, 'files'))).toBe(false);
  });

  it('replaces what `verdant migrate` seeded, but refuses a database in use and leaves it as it was', async () => {
    const seeded = sqliteTarget();
    expect((await cli(['migrate'], { ...seeded, env: { ...seeded.env, ADMIN_EMAIL: 'new@example.org' } })).code).toBe(0);
    expect((await cli(['import', archiveFile, '--skip-reindex'], seeded)).code).toBe(0);
    await expectSameSite(seeded);

    const before = await tableCounts(source.database, ARCHIVED_TABLES);
    const refused = await cli(['import', archiveFile], sourceTarget());
    expect(refused.code).toBe(1);
    expect(refused.notes).toMatch(/The target database is not empty \(.*pages: \d+.*\)\. Import into a new database/);
    expect(await tableCounts(source.database, ARCHIVED_TABLES)).toEqual(before);
  });

  it('refuses damaged and foreign archives with a clear message, writing nothing', async () => {
    const cases: [string, (file: string) => Promise<void>, RegExp][] = [
      [
        'format',
        (file) => rewriteArchive(archiveFile, file, { manifest: (m) => ({ ...m, formatVersion: 99 }) }),
        /format version 99; this version of Verdant reads version 1/,
      ],
      [
        'manifest',
        (file) => rewriteArchive(archiveFile, file, { edit: (name, c) => (name === 'manifest.json' ? Buffer.from('{"format": ') : c) }),
        /manifest\.json is not valid JSON/,
      ],
      [
        'no-manifest',
        (file) => rewriteArchive(archiveFile, file, { edit: (name, c) => (name === 'manifest.json' ? null : c) }),
        /has no manifest\.json/,
      ],
      [
        'media',
        (file) =>
          rewriteArchive(archiveFile, file, {
            edit: (name, c) => (name === `files/${uploadedKey}` ? Buffer.concat([c, Buffer.from('x')]) : c),
          }),
        /does not match its checksum/,
      ],
      [
        'schema',
        (file) =>
          rewriteArchive(archiveFile, file, {
            manifest: (m) => ({ ...m, source: { ...m.source, migrations: [...m.source.migrations, '9999-future'] } }),
          }),
        /newer database schema \(9999-future\)/,
      ],
      ['foreign', async (file) => writeEntries(file, [{ name: 'hello.txt', content: Buffer.from('hi') }]), /no manifest\.json/],
      ['garbage', async (file) => fs.writeFileSync(file, randomBytes(4096)), /not a readable Verdant site archive/],
    ];
    for (const [name, make, message] of cases) {
      const file = path.join(scratch, `${name}.tar.gz`);
      await make(file);
      const target = sqliteTarget();
      const result = await cli(['import', file], target);
      expect(result.code, name).toBe(1);
      expect(result.notes, name).toMatch(message);
      expect(await listTables(await open(target)), name).toEqual([]);
      expect(await storedFiles(target), name).toEqual([]);
    }
    expect((await cli(['import', path.join(scratch, 'missing.tar.gz')], sqliteTarget())).code).toBe(2);
    expect((await cli(['import'], sqliteTarget())).code).toBe(2);
  });

  it('is all-or-nothing: a failure late in the import leaves both databases and the storage empty', async () => {
    const broken = path.join(scratch, 'duplicate-redirect.tar.gz');
    // A second redirect from the same address passes every checksum but breaks a unique index.
    await rewriteArchive(archiveFile, broken, {
      reseal: true,
      edit: (name, content) => {
        if (!name.startsWith('tables/redirects/')) return content;
        const first = JSON.parse(content.toString('utf8').split('\n')[0] ?? '{}') as Record<string, unknown>;
        return Buffer.concat([content, Buffer.from(`${JSON.stringify({ ...first, id: 999_999 })}\n`)]);
      },
    });
    const bucket = await s3.bucket('archive-broken');
    const inS3 = sqliteTarget();
    for (const target of [sqliteTarget(), postgresTarget(), { ...inS3, env: { ...inS3.env, ...bucket } }]) {
      const result = await cli(['import', broken], target);
      expect(result.code, result.notes).toBe(1);
      expect(result.notes).toMatch(
        /Loading redirects failed: (UNIQUE constraint failed: redirects\.from_path|duplicate key value violates unique constraint)/,
      );
      const counts = await tableCounts(await open(target), ARCHIVED_TABLES);
      expect(
        Object.values(counts).every((count) => count === 0),
        JSON.stringify(counts),
      ).toBe(true);
      expect(await storedFiles(target)).toEqual([]);
    }
  });
});
