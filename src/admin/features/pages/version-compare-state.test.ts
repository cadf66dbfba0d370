import { describe, expect, it } from 'vitest';
import { blockBadges, compareOrder, fieldLabelKey, readablePath, toggleCompare } from './version-compare-state.ts';

describe('version compare state', () => {
  it('keeps at most two picks, the newest two', () => {
    expect(toggleCompare([], 5)).toEqual([5]);
    expect(toggleCompare([5], 7)).toEqual([5, 7]);
    expect(toggleCompare([5, 7], 9)).toEqual([7, 9]);
    expect(toggleCompare([5, 7], 5)).toEqual([7]);
  });

  it('compares the older pick (further down the history) to the newer', () => {
    const history = [30, 20, 10];
    expect(compareOrder(history, [30, 10])).toEqual({ from: 10, to: 30 });
    expect(compareOrder(history, [10, 20])).toEqual({ from: 10, to: 20 });
    expect(compareOrder(history, [20])).toBeNull();
  });

  it('badges say what happened to a block', () => {
    expect(blockBadges({ change: 'unchanged', moved: false })).toEqual([]);
    expect(blockBadges({ change: 'changed', moved: true })).toEqual(['compare.changed', 'compare.moved']);
    expect(blockBadges({ change: 'removed', moved: false })).toEqual(['compare.removed']);
  });

  it('names known page fields and reads prop paths', () => {
    expect(fieldLabelKey('seoDescription')).toBe('compare.field_seoDescription');
    expect(fieldLabelKey('typeData.relations.0')).toBeNull();
    expect(readablePath('props.items.2.text')).toBe('items › 3 › text');
  });
});
