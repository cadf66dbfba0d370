import { describe, expect, it } from 'vitest';
import { ArchiveError } from './site-archive-errors.ts';
import { checkArchiveRows, type ArchiveColumnFacts } from './site-archive-row-checks.ts';

const facts: ArchiveColumnFacts = {
  notNull: new Map([
    ['pages', new Set(['slug', 'type', 'locale', 'created_at', 'updated_at'])],
    ['page_versions', new Set(['page_id', 'blocks', 'created_at'])],
  ]),
  foreignKeys: [
    { table: 'page_versions', column: 'page_id', references: 'pages', referencedColumn: 'id' },
    { table: 'page_tags', column: 'tag_id', references: 'tags', referencedColumn: 'id' },
  ],
};

const when = '2026-03-04T05:06:07.089Z';
const page = {
  id: 7,
  slug: 'projects/otter-bridge',
  type: 'project',
  locale: 'nl-nl',
  pending_slug: null,
  concept_version_id: 12,
  published_version_id: null,
  translation_synced_at: null,
  created_at: when,
  updated_at: when,
};
const version = {
  id: 12,
  page_id: 7,
  blocks: JSON.stringify([{ type: 'richText', key: 'b1', props: { html: '<p>x</p>' } }]),
  seo_keywords: '["otters"]',
  seo_image: 'null',
  type_data: '{"year":2024}',
  change_summary: null,
  published_at: null,
  created_at: when,
};

/** The complaint about one row of `table`, or undefined when it passes. */
function complaint(table: string, row: Record<string, unknown>): string | undefined {
  try {
    checkArchiveRows(`tables/${table}/00001.ndjson`, table, [row], facts);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(ArchiveError);
    expect((error as ArchiveError).kind).toBe('invalid-archive');
    return (error as ArchiveError).message.replace(`tables/${table}/00001.ndjson, row 1: `, '');
  }
}

describe('site archive row checks', () => {
  it('passes rows as the application writes them, nulls where a column allows them, and columns an older archive lacks', () => {
    expect(complaint('pages', page)).toBeUndefined();
    expect(complaint('pages', { ...page, slug: '' })).toBeUndefined();
    const { pending_slug: _absent, translation_synced_at: _alsoAbsent, ...older } = page;
    expect(complaint('pages', older)).toBeUndefined();
    expect(complaint('page_versions', version)).toBeUndefined();
    // A block of a type this version no longer knows is carried, as the editor carries it.
    expect(complaint('page_versions', { ...version, blocks: '[{"type":"retiredType","key":"b2","props":{"x":1}}]' })).toBeUndefined();
  });

  it('names the row counted within its entry', () => {
    expect(() => checkArchiveRows('tables/pages/00002.ndjson', 'pages', [page, { ...page, locale: 'de' }], facts)).toThrow(
      'tables/pages/00002.ndjson, row 2: locale "de" is not one of the locales Verdant knows',
    );
  });

  it('refuses slugs, locales and page types the application would not write', () => {
    expect(complaint('pages', { ...page, slug: '/about' })).toBe('slug "/about" is not a valid address slug');
    expect(complaint('pages', { ...page, slug: 'about//team' })).toBe('slug "about//team" is not a valid address slug');
    expect(complaint('pages', { ...page, pending_slug: 'Über' })).toBe('pending_slug "Über" is not a valid address slug');
    expect(complaint('pages', { ...page, type: 'landing' })).toBe('type "landing" is not a page type');
    expect(complaint('menu_items', { locale: 'EN-GB' })).toBe('locale "EN-GB" is not one of the locales Verdant knows');
  });

  it('refuses times that are not the ISO-8601 UTC text nowIso() writes, in any table', () => {
    expect(complaint('pages', { ...page, created_at: '2026-03-04T05:06:07Z' })).toMatch(/^created_at .* is not an ISO-8601 UTC time/);
    expect(complaint('pages', { ...page, created_at: '2026-03-04' })).toMatch(/^created_at "2026-03-04" is not/);
    expect(complaint('pages', { ...page, created_at: '2026-03-04T06:06:07.089+01:00' })).toMatch(/^created_at .* is not/);
    expect(complaint('pages', { ...page, translation_synced_at: 'yesterday' })).toMatch(/^translation_synced_at "yesterday" is not/);
    expect(complaint('consent_records', { id: 1, created_at: 1_700_000_000_000 })).toMatch(/^created_at 1700000000000 is not/);
    expect(complaint('page_versions', { ...version, published_at: '2026-02-30T00:00:00.000Z' })).toMatch(/^published_at .* is not/);
  });

  it('refuses ids that are not positive integers, in id, foreign-key and undeclared id columns', () => {
    expect(complaint('pages', { ...page, id: 1.5 })).toBe('id 1.5 is not a positive integer id');
    expect(complaint('pages', { ...page, id: null })).toBe('id null is missing (null)');
    expect(complaint('pages', { ...page, concept_version_id: -3 })).toBe('concept_version_id -3 is not a positive integer id');
    expect(complaint('page_versions', { ...version, page_id: '7' })).toBe('page_id "7" is not a positive integer id');
    expect(complaint('page_tags', { page_id: 1, tag_id: 2 ** 40 })).toBe('tag_id 1099511627776 is not a positive integer id');
  });

  it('refuses null where the column refuses it, and values no export writes', () => {
    expect(complaint('pages', { ...page, locale: null })).toBe('locale null is missing (null)');
    expect(complaint('pages', { ...page, concept_title: true })).toBe('concept_title true is not text, a number or null');
    expect(complaint('pages', { ...page, concept_title: { a: 1 } })).toBe('concept_title {"a":1} is not text, a number or null');
  });

  it('refuses version content that is not the JSON the editor stores', () => {
    expect(complaint('page_versions', { ...version, blocks: '{}' })).toBe('blocks "{}" is not a JSON array of blocks');
    expect(complaint('page_versions', { ...version, blocks: '[1]' })).toBe(
      'blocks "[1]" holds an entry that is not a block (entry 1: the entry is invalid)',
    );
    expect(complaint('page_versions', { ...version, blocks: '[{"type":"richText","key":"b 1"}]' })).toMatch(/\(entry 1: key is invalid\)$/);
    expect(complaint('page_versions', { ...version, seo_keywords: '[1]' })).toBe('seo_keywords "[1]" is not a JSON list of texts');
    expect(complaint('page_versions', { ...version, type_data: '[]' })).toBe('type_data "[]" is not a JSON object');
    expect(complaint('page_versions', { ...version, change_summary: '{' })).toBe('change_summary "{" is not valid JSON');
    expect(complaint('settings', { key: 'site', value: 'nl-nl' })).toBe('value "nl-nl" is not valid JSON');
  });

  it('passes blocks whose images predate later rules (a turn of 45 degrees, a slash in a file name): the site repairs them on reading', () => {
    const image = { fileName: 'old/otter.jpg', cropParams: { x: 0, y: 0, width: 10, height: 10, rotate: 45 } };
    const block = {
      type: 'textWithImage',
      key: 'b-1',
      props: { html: '<p>Otters</p>' },
      anchorPoint: '',
      __images: { image },
      __files: {},
    };
    expect(complaint('page_versions', { ...version, blocks: JSON.stringify([block]) })).toBeUndefined();
    expect(complaint('page_versions', { ...version, blocks: JSON.stringify([{ ...block, __images: [] }]) })).toMatch(
      /\(entry 1: __images is invalid\)$/,
    );
  });

  it('passes rich HTML the sanitiser would change: import cleans it (site-archive-row-cleaning.ts) rather than refusing the archive', () => {
    const withBlocks = (...blocks: object[]) => ({ ...version, blocks: JSON.stringify(blocks) });
    const rich = (html: string, type = 'richText') => ({ type, key: `b-${type}`, props: { html } });
    for (const html of [
      '<p>Hi</p><script>alert(1)</script>',
      '<p onclick="steal()">Hi</p>',
      '<form action="https://evil.example"><p>Log in</p></form>',
      '<p>unclosed',
      // Stored by a save (the sanitiser's output of <p>a<span><p>b</p></span></p>), yet a second pass splits it.
      '<p>a<p>b</p></p>',
    ]) {
      expect(complaint('page_versions', withBlocks(rich(html), rich(html, 'textWithImage'))), html).toBeUndefined();
    }
    // The shape of the blocks is still checked.
    expect(complaint('page_versions', withBlocks({ type: 'richText', key: 'b 1', props: { html: '<script></script>' } }))).toMatch(
      /holds an entry that is not a block \(entry 1: key is invalid\)$/,
    );
  });

  it('refuses accounts, files, redirects, menus and tags that break their shared rules', () => {
    const user = { id: 1, email: 'editor@example.org', language: 'nl', image_file: null, created_at: when };
    expect(complaint('users', user)).toBeUndefined();
    expect(complaint('users', { ...user, email: 'Editor@Example.org' })).toMatch(/is not an e-mail address as Verdant stores it$/);
    expect(complaint('users', { ...user, language: 'xx' })).toBe('language "xx" is not an interface language');
    expect(complaint('users', { ...user, image_file: '../secrets' })).toBe('image_file "../secrets" is not a safe storage key');

    const file = { id: 1, directory: '/Demo', file_name: 'otter.png', storage_key: 'media/ab/abcdef', created_at: when };
    expect(complaint('media_files', file)).toBeUndefined();
    expect(complaint('media_files', { ...file, storage_key: null })).toBeUndefined();
    expect(complaint('media_files', { ...file, storage_key: 'media//x' })).toBe('storage_key "media//x" is not a safe storage key');
    expect(complaint('media_files', { ...file, file_name: 'a/b.png' })).toBe('file_name "a/b.png" is not a valid file name');
    expect(complaint('media_directories', { id: 1, path: '/Demo/' })).toBe('path "/Demo/" is not a valid media library path');

    const redirect = { id: 1, from_path: '/old-otters', to_target: '/projects/otters', status: 301, locale: null };
    expect(complaint('redirects', redirect)).toBeUndefined();
    expect(complaint('redirects', { ...redirect, to_target: null, status: 410 })).toBeUndefined();
    expect(complaint('redirects', { ...redirect, from_path: '/Old-Otters/' })).toMatch(/^from_path .* is not an old address/);
    expect(complaint('redirects', { ...redirect, from_path: '/api/x' })).toMatch(/^from_path .* is not an old address/);
    expect(complaint('redirects', { ...redirect, to_target: 'javascript:alert(1)' })).toMatch(/is neither a path on this site/);
    expect(complaint('redirects', { ...redirect, status: 307 })).toBe('status 307 is not a redirect status');

    const item = { id: 1, locale: 'en-gb', menu: 'header', parent_id: null, link_type: 'external', target: 'https://example.org' };
    expect(complaint('menu_items', item)).toBeUndefined();
    expect(complaint('menu_items', { ...item, target: 'javascript:alert(1)' })).toBe(
      'target "javascript:alert(1)" is not a valid external link target',
    );
    expect(complaint('menu_items', { ...item, link_type: 'script' })).toBe('link_type "script" is not a menu link type');
    expect(complaint('menu_items', { ...item, menu: 'sidebar' })).toBe('menu "sidebar" is not a menu (header, footer)');

    const tag = { id: 1, name: 'Otters', name_key: 'otters', is_private: 0, created_at: when };
    expect(complaint('tags', tag)).toBeUndefined();
    expect(complaint('tags', { ...tag, name: '<b>', name_key: '<b>' })).toBe('name "<b>" is not a valid tag name');
    expect(complaint('tags', { ...tag, name_key: 'Otters' })).toBe('name_key "Otters" is not the lower-case form of the name');
  });
});
