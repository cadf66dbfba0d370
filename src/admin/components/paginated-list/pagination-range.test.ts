import { describe, expect, it } from 'vitest';
import { paginationRange, totalPagesFor, type PaginationEntry } from './pagination-range.ts';

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
