import { describe, expect, it } from 'vitest';
import { diffContent, mergeSummaries, parseSummary, toSummaryDto, type StoredSummary, type VersionContent } from './version-summary.ts';

const block = (key: string, html: string) => ({ type: 'richText', key, props: { html }, anchorPoint: '', __images: {}, __files: {} });
const content = (blocks: unknown[], fields: Partial<VersionContent> = {}): VersionContent => ({
  title: 'T',
  blocks: JSON.stringify(blocks),
  seo_title: '',
  seo_description: '',
  seo_keywords: '[]',
  seo_image: null,
  type_data: '{}',
  ...fields,
});
const none: StoredSummary = {
  title: false,
  seo: false,
  typeData: false,
  moved: false,
  added: [],
  removed: [],
  changed: [],
  restoredFrom: null,
};

describe('diffContent', () => {
  it('names added, removed and changed blocks by key, a new order, and the other fields', () => {
    const before = content([block('a', '1'), block('b', '2'), block('c', '3')]);
    const after = content([block('c', '3'), block('a', 'changed'), block('d', 'new')], {
      title: 'New',
      seo_keywords: '["x"]',
      type_data: '{"k":1}',
    });
    expect(diffContent(before, after)).toEqual({
      ...none,
      title: true,
      seo: true,
      typeData: true,
      moved: true,
      added: ['d'],
      removed: ['b'],
      changed: ['a'],
    });
  });

  it('sees nothing when JSON differs only in key order', () => {
    expect(diffContent(content([], { type_data: '{"a":1,"b":2}' }), content([], { type_data: '{"b":2,"a":1}' }))).toEqual(none);
  });
});

describe('mergeSummaries', () => {
  it('a block added and then edited is one added block; added and then removed is nothing', () => {
    const merged = mergeSummaries({ ...none, added: ['a', 'b'] }, { ...none, changed: ['a'], removed: ['b'], title: true });
    expect(merged).toEqual({ ...none, added: ['a'], title: true });
  });

  it('a block edited twice counts once; edited and then removed is removed; the newest restore wins', () => {
    const restore = { id: 3, at: '2026-01-01T00:00:00.000Z' };
    const merged = mergeSummaries({ ...none, changed: ['a', 'b'], restoredFrom: restore }, { ...none, changed: ['a'], removed: ['b'] });
    expect(merged).toEqual({ ...none, changed: ['a'], removed: ['b'], restoredFrom: restore });
  });
});

describe('parseSummary and toSummaryDto', () => {
  it('reads what it wrote as counts, and anything unreadable as unknown', () => {
    const stored: StoredSummary = { ...none, added: ['a', 'b'], seo: true };
    expect(toSummaryDto(parseSummary(JSON.stringify(stored)))).toEqual({
      title: false,
      seo: true,
      typeData: false,
      blocksAdded: 2,
      blocksRemoved: 0,
      blocksChanged: 0,
      blocksMoved: false,
      restoredFrom: null,
    });
    expect(parseSummary(null)).toBeNull();
    expect(parseSummary('not json')).toBeNull();
    expect(toSummaryDto(null)).toBeNull();
  });
});
