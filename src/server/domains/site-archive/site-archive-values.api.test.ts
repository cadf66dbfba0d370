import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { ArchiveError } from './site-archive-errors.ts';
import { exportSiteArchive } from './site-archive-export.service.ts';
import { importSiteArchive } from './site-archive-import.service.ts';
import { ARCHIVED_TABLES } from './site-archive-tables.ts';
import { normalisedRows, tableCounts, withRowEdited } from './site-archive.test-helpers.ts';

/**
 * Import checks every row's values before writing it: an archive whose checksums were simply
 * recomputed after a hand edit is refused as a whole when a value is one the application would
 * never write. Source and target are the run's database (SQLite, or PostgreSQL with DATABASE_URL).
 */
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'archive-values-'));
const archiveFile = path.join(scratch, 'demo.tar.gz');
let source: TestApp;
/** One target for every refused archive: each refusal must leave it as it was, so the next finds it empty too. */
let target: TestApp;

beforeAll(async () => {
  source = await createTestApp({ demo: true });
  await exportSiteArchive({ handle: source.database, storage: source.deps.storage, file: archiveFile });
  target = await createTestApp();
}, 180_000);

afterAll(async () => {
  await target?.close();
  await source?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

async function storedKeys(app: TestApp): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of app.deps.storage.list('')) keys.push(object.key);
  return keys;
}

/** Each case: the table, the change to its first row that the change applies to, and the complaint. */
const badValues: [string, string, (row: Record<string, unknown>) => Record<string, unknown> | undefined, string][] = [
  [
    'a slug with a control character',
    'pages',
    (row) => (row.slug ? { ...row, slug: 'a\u001fb' } : undefined),
    'slug "a\\u001fb" is not a valid address slug',
  ],
  [
    'a locale Verdant does not know',
    'pages',
    (row) => ({ ...row, locale: 'xx-yy' }),
    'locale "xx-yy" is not one of the locales Verdant knows',
  ],
  [
    'a time that is no date',
    'pages',
    (row) => ({ ...row, updated_at: '2024-02-30T10:00:00.000Z' }),
    'updated_at "2024-02-30T10:00:00.000Z" is not an ISO-8601 UTC time as Verdant writes it',
  ],
  [
    'a time in another format',
    'page_versions',
    (row) => ({ ...row, created_at: '2024-02-03 10:00:00' }),
    'created_at "2024-02-03 10:00:00" is not an ISO-8601 UTC time as Verdant writes it',
  ],
  [
    'an e-mail address that is none',
    'users',
    (row) => ({ ...row, email: 'someone at example.org' }),
    'email "someone at example.org" is not an e-mail address as Verdant stores it',
  ],
  [
    'blocks that are not a list',
    'page_versions',
    (row) => ({ ...row, blocks: '{"type":"richText","key":"b1"}' }),
    'blocks "{\\"type\\":\\"richText\\",\\"key\\":\\"b1\\"}" is not a JSON array of blocks',
  ],
  ['blocks that are not JSON', 'page_versions', (row) => ({ ...row, blocks: '[{"type":' }), 'blocks "[{\\"type\\":" is not valid JSON'],
  ['a page type that does not exist', 'pages', (row) => ({ ...row, type: 'landing' }), 'type "landing" is not a page type'],
  ['an id that is not an integer', 'page_versions', (row) => ({ ...row, page_id: '1' }), 'page_id "1" is not a positive integer id'],
];

describe('site archive import: row values', () => {
  it.each(badValues)('refuses %s, naming where, and imports nothing', async (name, table, edit, complaint) => {
    const file = path.join(scratch, `${name.replaceAll(' ', '-')}.tar.gz`);
    const { entry, row } = await withRowEdited(archiveFile, file, table, edit);
    const refused = await importSiteArchive({ handle: target.database, storage: target.deps.storage, file }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ArchiveError);
    expect((refused as ArchiveError).kind).toBe('invalid-archive');
    expect((refused as ArchiveError).message).toBe(`${entry}, row ${row}: ${complaint}`);
    const counts = await tableCounts(target.database, ['pages', 'page_versions', 'media_files', 'menu_items', 'redirects']);
    expect(counts, JSON.stringify(counts)).toEqual({ pages: 0, page_versions: 0, media_files: 0, menu_items: 0, redirects: 0 });
    expect(await storedKeys(target)).toEqual([]);
  });

  it('still imports the demo site exactly as exported', async () => {
    const result = await importSiteArchive({ handle: target.database, storage: target.deps.storage, file: archiveFile });
    expect(result.rows).toBeGreaterThan(100);
    for (const table of ARCHIVED_TABLES.filter((name) => name !== 'audit_log')) {
      expect(await normalisedRows(target.database, table), table).toEqual(await normalisedRows(source.database, table));
    }
    expect((await tableCounts(target.database, ['pages'])).pages).toBeGreaterThan(100);
  });
});
