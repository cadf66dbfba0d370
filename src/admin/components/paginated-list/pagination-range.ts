export type PaginationEntry = { type: 'page'; index: number } | { type: 'ellipsis'; key: string };

/**
 * The entries of the page navigation (SPEC 2.5): the first and last page, the current
 * page with its neighbours, and an ellipsis wherever pages are skipped. Indexes are
 * 0-based; the display adds 1. Empty for zero or one page, where no navigation shows.
 */
export function paginationRange(currentIndex: number, totalPages: number, neighbours = 1): PaginationEntry[] {
  if (totalPages <= 1) return [];
  const current = Math.min(Math.max(currentIndex, 0), totalPages - 1);
  const last = totalPages - 1;
  const indexes = new Set<number>([0, last]);
  for (let index = current - neighbours; index <= current + neighbours; index += 1) {
    if (index >= 0 && index <= last) indexes.add(index);
  }
  const sorted = [...indexes].sort((a, b) => a - b);
  const entries: PaginationEntry[] = [];
  let previous: number | null = null;
  for (const index of sorted) {
    if (previous !== null && index - previous === 2) {
      // Skipping a single page behind an ellipsis saves nothing; show the page itself.
      entries.push({ type: 'page', index: previous + 1 });
    } else if (previous !== null && index - previous > 2) {
      entries.push({ type: 'ellipsis', key: `after-${previous}` });
    }
    entries.push({ type: 'page', index });
    previous = index;
  }
  return entries;
}

export function totalPagesFor(totalItems: number, pageSize: number): number {
  if (pageSize <= 0) return 0;
  return Math.ceil(Math.max(totalItems, 0) / pageSize);
}

/** What the page navigation shows for a list answer. */
export interface PagerView {
  entries: PaginationEntry[];
  hasPrevious: boolean;
  hasNext: boolean;
  /**
   * Set when the count stopped early: the pages known to exist ("page X of more than N").
   * Null for an exact count, where the last page button already says how many there are.
   */
  moreThanPages: number | null;
}

/**
 * The navigation for an exact or an estimated total. With an estimate (totalItems a lower
 * bound) the last page is unknown, so no button may claim it: the known pages end in an
 * ellipsis, and Next stays enabled because the server bounds its count well past the
 * requested page, so more rows follow it.
 */
export function pagerView(pageIndex: number, totalItems: number, pageSize: number, totalIsEstimate = false): PagerView {
  const knownPages = totalPagesFor(totalItems, pageSize);
  if (!totalIsEstimate) {
    return {
      entries: paginationRange(pageIndex, knownPages),
      hasPrevious: pageIndex > 0,
      hasNext: pageIndex < knownPages - 1,
      moreThanPages: null,
    };
  }
  const pages = Math.max(knownPages, pageIndex + 1, 1);
  // One page past the known ones stands in for "the rest"; it becomes the trailing ellipsis.
  const entries = paginationRange(pageIndex, pages + 1);
  entries.pop();
  if (entries.at(-1)?.type !== 'ellipsis') entries.push({ type: 'ellipsis', key: 'more' });
  return { entries, hasPrevious: pageIndex > 0, hasNext: true, moreThanPages: pages };
}
