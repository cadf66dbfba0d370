import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPage } from '../pages/pages.test-helpers.ts';
import { sanitizeRichText } from '../pages/rich-text-sanitizer.ts';
import { withRevision } from '../../test-support/page-store.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { ArchiveError } from './site-archive-errors.ts';
import { exportSiteArchive } from './site-archive-export.service.ts';
import { importSiteArchive } from './site-archive-import.service.ts';
import { ARCHIVED_TABLES } from './site-archive-tables.ts';
import { normalisedRows, tableCounts, withRowEdited } from './site-archive.test-helpers.ts';

/**
 * Import checks every row's values before writing it: an archive whose checksums were simply
 * recomputed after a hand edit is refused as a whole when a value is one the application would
 * never write. Rich text is not refused but cleaned, as a save cleans it. Source and target are
 * the run's database (SQLite, or PostgreSQL with DATABASE_URL).
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

type RowEdit = (row: Record<string, unknown>) => Record<string, unknown> | undefined;

interface StoredBlock {
  type: string;
  props: Record<string, unknown>;
}

/** The first demo version with a rich-text block gets `html` in that block, where an editor's text would be. */
const withRichHtml =
  (html: string): RowEdit =>
  (row) => {
    const blocks = JSON.parse(String(row.blocks)) as StoredBlock[];
    const at = blocks.findIndex((block) => block.type === 'richText');
    const block = blocks[at];
    if (!block) return undefined;
    blocks[at] = { ...block, props: { ...block.props, html } };
    return { ...row, blocks: JSON.stringify(blocks) };
  };

/** Each case: the table, the change to its first row that the change applies to, and the complaint. */
const badValues: [string, string, RowEdit, string][] = [
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

const CASE_CLASH = '(names in a folder differ in more than case; rename one in the site the archive came from and export it again)';

/**
 * Each case: a hand edit that breaks what the media library's writes keep true, which no single
 * row shows (the demo's files lie in folders below /Demo), and the problem import names.
 */
const badLibraries: [string, string, RowEdit, (row: Record<string, unknown>) => string][] = [
  [
    'a file named as the folder beside it but for case',
    'media_files',
    (row) => ({ ...row, directory: '/', file_name: 'DEMO', name_key: 'demo' }),
    () => `file /DEMO and folder /Demo share a name in / ${CASE_CLASH}`,
  ],
  [
    'two folders named alike but for case',
    'media_directories',
    (row) => (String(row.path).startsWith('/Demo/') ? { ...row, path: '/DEMO' } : undefined),
    () => `folder /Demo and folder /DEMO share a name in / ${CASE_CLASH}`,
  ],
  [
    "a file's name key that is not its name in lower case",
    'media_files',
    (row) => ({ ...row, name_key: 'another-name.jpg' }),
    (row) => `file ${String(row.directory)}/${String(row.file_name)} has the name key "another-name.jpg", not its name in lower case`,
  ],
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

  it.each(badLibraries)('refuses a media library with %s, and imports nothing', async (name, table, edit, problem) => {
    const file = path.join(scratch, `library-${name.replaceAll(' ', '-')}.tar.gz`);
    // The helper asks `edit` about rows until one answers, then once more for that row: the last answer is the row written.
    let tampered: Record<string, unknown> = {};
    await withRowEdited(archiveFile, file, table, (row) => {
      const edited = edit(row);
      if (edited) tampered = edited;
      return edited;
    });
    const refused = await importSiteArchive({ handle: target.database, storage: target.deps.storage, file }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ArchiveError);
    expect((refused as ArchiveError).kind).toBe('invalid-archive');
    expect((refused as ArchiveError).message).toBe(`The media library: ${problem(tampered)}. Nothing was imported.`);
    const counts = await tableCounts(target.database, ['pages', 'media_directories', 'media_files']);
    expect(counts, JSON.stringify(counts)).toEqual({ pages: 0, media_directories: 0, media_files: 0 });
    expect(await storedKeys(target)).toEqual([]);
  });

  it('still imports the demo site exactly as exported', async () => {
    const result = await importSiteArchive({ handle: target.database, storage: target.deps.storage, file: archiveFile });
    expect(result.rows).toBeGreaterThan(100);
    expect(result.cleanedVersions).toBe(0);
    for (const table of ARCHIVED_TABLES.filter((name) => name !== 'audit_log')) {
      expect(await normalisedRows(target.database, table), table).toEqual(await normalisedRows(source.database, table));
    }
    expect((await tableCounts(target.database, ['pages'])).pages).toBeGreaterThan(100);
  });
});

/** The HTML of the first rich-text block of a stored version's blocks. */
function richHtmlOf(blocks: unknown): unknown {
  return (JSON.parse(String(blocks)) as StoredBlock[]).find((block) => block.type === 'richText')?.props.html;
}

/** Imports `file` into a database of its own (the refusals above share theirs, which must stay empty). */
async function importedVersions(file: string) {
  const fresh = await createTestApp();
  try {
    const result = await importSiteArchive({ handle: fresh.database, storage: fresh.deps.storage, file });
    return { result, versions: await normalisedRows(fresh.database, 'page_versions') };
  } finally {
    await fresh.close();
  }
}

/** Each case: what a hand edit put in a version's rich text, and what of it must never reach a visitor. */
const unsafeHtml: [string, string, RegExp][] = [
  ['a script', '<p>Welcome</p><script>alert(document.cookie)</script>', /<script|alert/i],
  ['an event handler', '<p onclick="alert(1)">Welcome</p>', /onclick|alert/i],
  ['a javascript: link', '<p><a href="javascript:alert(1)">Welcome</a></p>', /javascript:|alert/i],
  ['a form', '<form action="https://evil.example/login"><p>Sign in again</p></form>', /<form|evil\.example/i],
];

describe('site archive import: rich text', () => {
  // Rich text is shown as stored, trusting the save path's sanitiser, which an imported row skipped.
  it.each(unsafeHtml)('imports rich text with %s, cleaned exactly as a save cleans it', async (name, html, unsafe) => {
    const file = path.join(scratch, `cleaned-${name.replaceAll(' ', '-')}.tar.gz`);
    // The helper asks `edit` about rows until one answers, then once more for that row: the last answer is the row written.
    let tampered: Record<string, unknown> | undefined;
    await withRowEdited(archiveFile, file, 'page_versions', (row) => (tampered = withRichHtml(html)(row)));
    const { result, versions } = await importedVersions(file);
    expect(result.cleanedVersions).toBe(1);
    const stored = versions.find((version) => version.id === tampered?.id);
    expect(richHtmlOf(stored?.blocks)).not.toMatch(unsafe);
    expect(richHtmlOf(stored?.blocks)).toBe(sanitizeRichText(html));
    // The rest of the row, and every other version, as the archive holds them.
    expect(stored).toEqual(withRichHtml(sanitizeRichText(html))(tampered ?? {}));
    const others = (rows: Record<string, unknown>[]) => rows.filter((version) => version.id !== tampered?.id);
    expect(others(versions)).toEqual(others(await normalisedRows(source.database, 'page_versions')));
  });

  it('imports tag soup a site saved through the API, whose stored HTML a second pass of the sanitiser still changes', async () => {
    // A <p> inside an inline tag the sanitiser drops: one pass leaves <p> in <p>, which a second pass splits.
    const soup = '<p>Otters<span><p>swim</p></span></p>';
    const saved = sanitizeRichText(soup);
    expect(sanitizeRichText(saved)).not.toBe(saved);
    const site = await createTestApp();
    const file = path.join(scratch, 'tag-soup.tar.gz');
    let versionId = 0;
    try {
      const admin = await site.adminAgent();
      const page = await createPage(admin, { title: 'Tag soup' });
      versionId = page.pageVersionID;
      const blocks = [{ type: 'richText', key: 'b1', props: { html: soup } }];
      const body = await withRevision(admin, page.pageVersionID, { blocks });
      const response = await admin.post(`/api/page/version/${page.pageVersionID}/store`, body);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const exported = await normalisedRows(site.database, 'page_versions');
      expect(richHtmlOf(exported.find((version) => version.id === versionId)?.blocks)).toBe(saved);
      await exportSiteArchive({ handle: site.database, storage: site.deps.storage, file });
    } finally {
      await site.close();
    }
    const { result, versions } = await importedVersions(file);
    expect(result.cleanedVersions).toBe(1);
    expect(richHtmlOf(versions.find((version) => version.id === versionId)?.blocks)).toBe(sanitizeRichText(saved));
  });
});

describe('site archive import: a media library that lost folders', () => {
  it('imports it with the folders made again above its folders and files', async () => {
    const file = path.join(scratch, 'library-lost-folders.tar.gz');
    // A folder below /Demo moved under a folder the archive lacks; its files stay where it was.
    let original = '';
    await withRowEdited(archiveFile, file, 'media_directories', (row) => {
      if (!String(row.path).startsWith('/Demo/')) return undefined;
      original = String(row.path);
      return { ...row, path: '/Elsewhere/inner' };
    });
    const fresh = await createTestApp();
    try {
      const result = await importSiteArchive({ handle: fresh.database, storage: fresh.deps.storage, file });
      expect(result.mediaFoldersAdded).toBe(2);
      const folders = (await normalisedRows(fresh.database, 'media_directories')).map((row) => row.path);
      expect(folders).toEqual(expect.arrayContaining(['/Elsewhere', '/Elsewhere/inner', original]));
      const sourceFolders = (await normalisedRows(source.database, 'media_directories')).map((row) => row.path);
      expect(folders.length).toBe(sourceFolders.length + 2);
      const admin = await fresh.adminAgent();
      const listed = await admin.post('/api/medialib/get-dir', { path: '/Elsewhere' });
      expect(listed.status, JSON.stringify(listed.body)).toBe(200);
      const files = await fresh.deps.db.selectFrom('media_files').select('directory').where('directory', '=', original).execute();
      expect(files.length).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });
});
