import { isEqual } from 'lodash-es';
import type { VersionChangeSummary } from '../../../shared/pages/version-history.ts';
import type { PageVersionRow } from '../../db/schema.ts';
import { parseJson, storedBlocks } from './page-mapping.ts';

/** The columns that make up what a version shows; history compares and copies these. */
export const CONTENT_COLUMNS = ['title', 'blocks', 'seo_title', 'seo_description', 'seo_keywords', 'seo_image', 'type_data'] as const;
export type VersionContent = Pick<PageVersionRow, (typeof CONTENT_COLUMNS)[number]>;

/**
 * The stored form of a change summary (page_versions.change_summary). Blocks are named by key,
 * so saves folded into one entry merge exactly (a block added and then edited is one added
 * block); the answer carries counts only (toSummaryDto).
 */
export interface StoredSummary {
  title: boolean;
  seo: boolean;
  typeData: boolean;
  moved: boolean;
  added: string[];
  removed: string[];
  changed: string[];
  restoredFrom: { id: number; at: string } | null;
}

const sameJson = (a: string | null, b: string | null) => a === b || isEqual(parseJson<unknown>(a, a), parseJson<unknown>(b, b));

/** What changed from one state to the next. */
export function diffContent(before: VersionContent, after: VersionContent): StoredSummary {
  const old = new Map(storedBlocks(before.blocks).map((block) => [block.key, block]));
  const now = storedBlocks(after.blocks);
  const nowKeys = new Set(now.map((block) => block.key));
  const kept = now.filter((block) => old.has(block.key)).map((block) => block.key);
  const keptBefore = [...old.keys()].filter((key) => nowKeys.has(key));
  return {
    title: before.title !== after.title,
    seo:
      before.seo_title !== after.seo_title ||
      before.seo_description !== after.seo_description ||
      !sameJson(before.seo_keywords, after.seo_keywords) ||
      !sameJson(before.seo_image, after.seo_image),
    typeData: !sameJson(before.type_data, after.type_data),
    moved: !isEqual(kept, keptBefore),
    added: now.filter((block) => !old.has(block.key)).map((block) => block.key),
    removed: [...old.keys()].filter((key) => !nowKeys.has(key)),
    changed: now.filter((block) => old.has(block.key) && !isEqual(old.get(block.key), block)).map((block) => block.key),
    restoredFrom: null,
  };
}

/** One entry for two saves in a row: what changed from the state before the first to the state after the second. */
export function mergeSummaries(earlier: StoredSummary, later: StoredSummary): StoredSummary {
  const union = (a: string[], b: string[]) => [...new Set([...a, ...b])];
  // Added, then removed: as if never there. Removed, then added again under the same key: changed.
  const addedThenRemoved = new Set(earlier.added.filter((key) => later.removed.includes(key)));
  const removedThenAdded = new Set(earlier.removed.filter((key) => later.added.includes(key)));
  const added = union(earlier.added, later.added).filter((key) => !addedThenRemoved.has(key) && !removedThenAdded.has(key));
  const removed = union(earlier.removed, later.removed).filter((key) => !addedThenRemoved.has(key) && !removedThenAdded.has(key));
  const changed = union(union(earlier.changed, later.changed), [...removedThenAdded]).filter(
    (key) => !added.includes(key) && !removed.includes(key) && !addedThenRemoved.has(key),
  );
  return {
    title: earlier.title || later.title,
    seo: earlier.seo || later.seo,
    typeData: earlier.typeData || later.typeData,
    moved: earlier.moved || later.moved,
    added,
    removed,
    changed,
    restoredFrom: later.restoredFrom ?? earlier.restoredFrom,
  };
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []);

/** The stored summary, read defensively: anything unreadable is "not known" (null). */
export function parseSummary(text: string | null): StoredSummary | null {
  const value = parseJson<Record<string, unknown> | null>(text, null);
  if (!value || typeof value !== 'object') return null;
  const restored = value.restoredFrom as { id?: unknown; at?: unknown } | null | undefined;
  return {
    title: value.title === true,
    seo: value.seo === true,
    typeData: value.typeData === true,
    moved: value.moved === true,
    added: strings(value.added),
    removed: strings(value.removed),
    changed: strings(value.changed),
    restoredFrom:
      restored && typeof restored.id === 'number' && typeof restored.at === 'string' ? { id: restored.id, at: restored.at } : null,
  };
}

export function toSummaryDto(summary: StoredSummary | null): VersionChangeSummary | null {
  if (!summary) return null;
  return {
    title: summary.title,
    seo: summary.seo,
    typeData: summary.typeData,
    blocksAdded: summary.added.length,
    blocksRemoved: summary.removed.length,
    blocksChanged: summary.changed.length,
    blocksMoved: summary.moved,
    restoredFrom: summary.restoredFrom,
  };
}
