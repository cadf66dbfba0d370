import { describe, expect, it } from 'vitest';
import { describeChanges, versionPreviewUrl } from './version-changes.ts';

const NOTHING = {
  title: false,
  seo: false,
  typeData: false,
  blocksAdded: 0,
  blocksRemoved: 0,
  blocksChanged: 0,
  blocksMoved: false,
  restoredFrom: null,
};

describe('describeChanges', () => {
  it('says nothing when nothing is known', () => {
    expect(describeChanges(null)).toEqual([]);
    expect(describeChanges(NOTHING)).toEqual([]);
  });

  it('names a restore first, then the title, the blocks with their counts, SEO and page details', () => {
    expect(
      describeChanges({
        title: true,
        seo: true,
        typeData: true,
        blocksAdded: 1,
        blocksRemoved: 2,
        blocksChanged: 3,
        blocksMoved: true,
        restoredFrom: { id: 7, at: '2026-01-02T03:04:05.000Z' },
      }),
    ).toEqual([
      { key: 'editor.changeRestored', at: '2026-01-02T03:04:05.000Z' },
      { key: 'editor.changeTitle' },
      { key: 'editor.changeBlocksAdded', count: 1 },
      { key: 'editor.changeBlocksRemoved', count: 2 },
      { key: 'editor.changeBlocksChanged', count: 3 },
      { key: 'editor.changeBlocksMoved' },
      { key: 'editor.changeSeo' },
      { key: 'editor.changeTypeData' },
    ]);
    expect(describeChanges({ ...NOTHING, blocksChanged: 2 })).toEqual([{ key: 'editor.changeBlocksChanged', count: 2 }]);
  });

  it('previews a version under its page', () => {
    expect(versionPreviewUrl(3, 41)).toBe('/api/page/3/versions/41/preview');
  });
});
