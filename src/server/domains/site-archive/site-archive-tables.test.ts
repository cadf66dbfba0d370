import { describe, expect, it } from 'vitest';
import { ArchiveError } from './site-archive-errors.ts';
import { parentsFirst, portableValue } from './site-archive-rows.ts';
import { isSkippedTable, orderByForeignKeys, unclassifiedTables, violatesForeignKeys, type ForeignKey } from './site-archive-tables.ts';

const key = (table: string, references: string, column = `${references}_id`): ForeignKey => ({
  table,
  column,
  references,
  referencedColumn: 'id',
});

describe('site archive table order', () => {
  it('puts referenced tables first, whatever order they are named in', () => {
    const keys = [
      key('page_versions', 'pages'),
      key('pages', 'users'),
      key('users', 'roles'),
      key('menu_items', 'menu_items', 'parent_id'),
    ];
    const order = orderByForeignKeys(['page_versions', 'menu_items', 'pages', 'users', 'roles'], keys);
    expect(order.indexOf('roles')).toBeLessThan(order.indexOf('users'));
    expect(order.indexOf('users')).toBeLessThan(order.indexOf('pages'));
    expect(order.indexOf('pages')).toBeLessThan(order.indexOf('page_versions'));
    expect(violatesForeignKeys(order, keys)).toBeUndefined();
    expect(violatesForeignKeys(['pages', 'users'], keys)).toEqual(key('pages', 'users'));
  });

  it('refuses a cycle and a reference to a table the archive leaves out', () => {
    expect(() => orderByForeignKeys(['a', 'b'], [key('a', 'b'), key('b', 'a')])).toThrow(/cycle: a -> b -> a/);
    expect(() => orderByForeignKeys(['a'], [key('a', 'sessions')])).toThrow(ArchiveError);
  });

  it('knows SQLite full-text shadow tables of a skipped index, and nothing else by accident', () => {
    expect(isSkippedTable('search_fts_data')).toBe(true);
    expect(isSkippedTable('search_title_fts_idx')).toBe(true);
    expect(isSkippedTable('pages_data')).toBe(false);
    expect(unclassifiedTables(['pages', 'sessions', 'brand_new'])).toEqual(['brand_new']);
  });
});

describe('site archive rows', () => {
  it('orders a self-referencing table parents first, even when a parent has the higher id', () => {
    const rows = [
      { id: 1, parent_id: 3 },
      { id: 2, parent_id: null },
      { id: 3, parent_id: 2 },
    ];
    const ordered = parentsFirst(rows, [key('menu_items', 'menu_items', 'parent_id')]);
    expect(ordered.map((row) => row.id)).toEqual([2, 3, 1]);
  });

  it('folds driver differences into one form: booleans to 0/1, dates to ISO text, bigints to numbers', () => {
    expect(portableValue(true, 'x')).toBe(1);
    expect(portableValue(false, 'x')).toBe(0);
    expect(portableValue(new Date('2026-01-02T03:04:05Z'), 'x')).toBe('2026-01-02T03:04:05.000Z');
    expect(portableValue(12n, 'x')).toBe(12);
    expect(portableValue(undefined, 'x')).toBeNull();
    expect(() => portableValue(Buffer.from('a'), 'media.blob')).toThrow(/media\.blob/);
  });
});
