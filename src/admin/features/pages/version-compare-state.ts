import type { BlockComparison } from '../../../shared/pages/version-compare.ts';

/** Ticking a version in the history: at most two are picked; a third replaces the one picked first. */
export function toggleCompare(selected: number[], id: number): number[] {
  if (selected.includes(id)) return selected.filter((picked) => picked !== id);
  return [...selected, id].slice(-2);
}

/**
 * The two picked versions as from (older) and to (newer). The history lists newest first, so
 * the one further down is the older; null until two are picked.
 */
export function compareOrder(historyIds: number[], selected: number[]): { from: number; to: number } | null {
  if (selected.length !== 2) return null;
  const [a, b] = [...selected].sort((x, y) => historyIds.indexOf(y) - historyIds.indexOf(x));
  return { from: a!, to: b! };
}

export type BlockBadge = 'compare.added' | 'compare.removed' | 'compare.changed' | 'compare.moved';

/** What a block's card says of it; none for a block that stayed as it was. */
export function blockBadges(block: Pick<BlockComparison, 'change' | 'moved'>): BlockBadge[] {
  const badges: BlockBadge[] = [];
  if (block.change === 'added') badges.push('compare.added');
  if (block.change === 'removed') badges.push('compare.removed');
  if (block.change === 'changed') badges.push('compare.changed');
  if (block.moved) badges.push('compare.moved');
  return badges;
}

const FIELD_LABELS: Record<
  string,
  'compare.field_title' | 'compare.field_seoTitle' | 'compare.field_seoDescription' | 'compare.field_seoKeywords'
> = {
  title: 'compare.field_title',
  seoTitle: 'compare.field_seoTitle',
  seoDescription: 'compare.field_seoDescription',
  seoKeywords: 'compare.field_seoKeywords',
};

/** The label of a page field by its path; other paths (type data, image details) are shown as they are. */
export function fieldLabelKey(path: string): (typeof FIELD_LABELS)[string] | null {
  return FIELD_LABELS[path] ?? null;
}

/** Block prop paths read better without the technical prefix: `props.items.2.text` → `items 3 text`. */
export function readablePath(path: string): string {
  return path
    .replace(/^props\./, '')
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? String(Number(part) + 1) : part))
    .join(' › ');
}
