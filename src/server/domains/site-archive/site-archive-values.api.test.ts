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

type RowEdit = (row: Record<string, unknown>) => Record<string, unknown> | undefined;

/** A value as import shows it in a message: JSON, cut to 80 characters. */
function shownAsImport(value: unknown): string {
  const json = JSON.stringify(value);
  return json.length > 80 ? `${json.slice(0, 77)}…` : json;
}

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

/** The complaint about a version changed by withRichHtml: where its rich-text block is, and what the sanitiser would drop. */
const richHtmlComplaint =
  (where: string) =>
  (row: Record<string, unknown>): string => {
    const blocks = JSON.parse(String(row.blocks)) as StoredBlock[];
    const block = blocks.findIndex((entry) => entry.type === 'richText') + 1;
    return `blocks ${shownAsImport(row.blocks)} holds block ${block} (richText) with HTML the sanitiser would change (html ${where})`;
  };

/**
 * Each case: the table, the change to its first row that the change applies to, and the
 * complaint (or how to make it from the changed row, when it shows values the demo generates).
 */
const badValues: [string, string, RowEdit, string | ((row: Record<string, unknown>) => string)][] = [
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
  // Rich text is shown as stored, trusting the save path's sanitiser, which an imported row skipped.
  [
    'rich text with a script',
    'page_versions',
    withRichHtml('<p>Welcome</p><script>alert(document.cookie)</script>'),
    richHtmlComplaint('at character 15: "<script>alert(document.cookie)</script>"'),
  ],
  [
    'rich text with an event handler',
    'page_versions',
    withRichHtml('<p onclick="alert(1)">Welcome</p>'),
    richHtmlComplaint('at character 1: "<p onclick=\\"alert(1)\\">Welcome</p>"'),
  ],
  [
    'rich text with a javascript: link',
    'page_versions',
    withRichHtml('<p><a href="javascript:alert(1)">Welcome</a></p>'),
    richHtmlComplaint('at character 4: "<a href=\\"javascript:alert(1)\\">Welcome</a></p>"'),
  ],
  [
    'rich text with a form',
    'page_versions',
    withRichHtml('<form action="https://evil.example/login"><p>Sign in again</p></form>'),
    richHtmlComplaint('at character 1: "<form action=\\"https://evil.example/login\\"><p>Sign in again</"…'),
  ],
];

describe('site archive import: row values', () => {
  it.each(badValues)('refuses %s, naming where, and imports nothing', async (name, table, edit, complaint) => {
    const file = path.join(scratch, `${name.replaceAll(' ', '-')}.tar.gz`);
    // The helper asks `edit` about rows until one answers, then once more for that row: the last answer is the row written.
    let changed: Record<string, unknown> | undefined;
    const { entry, row } = await withRowEdited(archiveFile, file, table, (original) => (changed = edit(original)));
    const refused = await importSiteArchive({ handle: target.database, storage: target.deps.storage, file }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(ArchiveError);
    expect((refused as ArchiveError).kind).toBe('invalid-archive');
    const expected = typeof complaint === 'string' ? complaint : complaint(changed ?? {});
    expect((refused as ArchiveError).message).toBe(`${entry}, row ${row}: ${expected}`);
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
