import { describe, expect, it } from 'vitest';
import { pagerView, paginationRange, totalPagesFor, type PaginationEntry } from './pagination-range.ts';

/** 1-based labels as the user sees them, with "…" for ellipses. */
const labels = (entries: PaginationEntry[]) => entries.map((entry) => (entry.type === 'page' ? String(entry.index + 1) : '…'));

describe('paginationRange', () => {
  it('shows nothing for zero or one page', () => {
    expect(paginationRange(0, 0)).toEqual([]);
    expect(paginationRange(0, 1)).toEqual([]);
  });

  it('lists every page when there are few', () => {
    expect(labels(paginationRange(0, 2))).toEqual(['1', '2']);
    expect(labels(paginationRange(2, 5))).toEqual(['1', '2', '3', '4', '5']);
  });

  it('shows first, last, current with neighbours and ellipses in the middle', () => {
    expect(labels(paginationRange(9, 20))).toEqual(['1', '…', '9', '10', '11', '…', '20']);
  });

  it('puts a single ellipsis on the far side near the start and the end', () => {
    expect(labels(paginationRange(0, 20))).toEqual(['1', '2', '…', '20']);
    expect(labels(paginationRange(19, 20))).toEqual(['1', '…', '19', '20']);
  });

  it('shows a lone skipped page instead of an ellipsis', () => {
    expect(labels(paginationRange(3, 10))).toEqual(['1', '2', '3', '4', '5', '…', '10']);
  });

  it('clamps an out-of-range current index', () => {
    expect(labels(paginationRange(50, 3))).toEqual(['1', '2', '3']);
  });
});

describe('totalPagesFor', () => {
  it('rounds up and handles empty lists', () => {
    expect(totalPagesFor(0, 25)).toBe(0);
    expect(totalPagesFor(25, 25)).toBe(1);
    expect(totalPagesFor(26, 25)).toBe(2);
  });
});

describe('pagerView', () => {
  it('with an exact total shows the last page and disables Next there, as before', () => {
    const middle = pagerView(9, 500, 25);
    expect(labels(middle.entries)).toEqual(['1', '…', '9', '10', '11', '…', '20']);
    expect(middle).toMatchObject({ hasPrevious: true, hasNext: true, moreThanPages: null });
    expect(pagerView(19, 500, 25)).toMatchObject({ hasPrevious: true, hasNext: false, moreThanPages: null });
    expect(pagerView(0, 500, 25)).toMatchObject({ hasPrevious: false, hasNext: true });
    expect(pagerView(0, 25, 25).entries).toEqual([]);
  });

  it('with an estimated total names no last page: the known pages end in an ellipsis and Next stays enabled', () => {
    // 1,025 rows counted on page 1 of 25 rows: 41 pages known to exist, more may follow.
    const first = pagerView(0, 1025, 25, true);
    expect(labels(first.entries)).toEqual(['1', '2', '…']);
    expect(first).toMatchObject({ hasPrevious: false, hasNext: true, moreThanPages: 41 });
    const middle = pagerView(9, 1250, 25, true);
    expect(labels(middle.entries)).toEqual(['1', '…', '9', '10', '11', '…']);
    expect(middle.moreThanPages).toBe(50);
  });

  it('keeps Next enabled on the last known page of an estimate, and never shows the guessed page itself', () => {
    const last = pagerView(40, 1025, 25, true);
    expect(labels(last.entries)).toEqual(['1', '…', '40', '41', '…']);
    expect(last).toMatchObject({ hasPrevious: true, hasNext: true, moreThanPages: 41 });
    const nearEnd = pagerView(38, 1025, 25, true);
    expect(labels(nearEnd.entries)).toEqual(['1', '…', '38', '39', '40', '41', '…']);
  });

  it('shows navigation for an estimate even when the lower bound fits on one page', () => {
    const view = pagerView(0, 20, 25, true);
    expect(labels(view.entries)).toEqual(['1', '…']);
    expect(view).toMatchObject({ hasNext: true, moreThanPages: 1 });
  });
});
