import { z } from 'zod';

/** `?from=&to=`: two versions of the page, in either order (a missing one is V_01, anything else V_12). */
const versionRef = z
  .string({ error: (issue) => (issue.input === undefined ? 'V_01' : 'V_12') })
  .transform(Number)
  .pipe(z.number({ error: 'V_12' }).int('V_12').positive('V_12').max(2_147_483_647, 'V_12'));
export const compareVersionsQuery = z.object({ from: versionRef, to: versionRef });

/** A run of words that is in both texts, only in the later one, or only in the earlier one. */
export const wordChange = z.object({ value: z.string(), change: z.enum(['same', 'added', 'removed']) });
export type WordChange = z.output<typeof wordChange>;

/**
 * One value that differs: a page field (`title`, `seoDescription`, `typeData.relations.0`) or a
 * block's prop (`props.title`, `props.items.2.text`, `images.image.0.alt`). Rich text is
 * compared as the words a reader sees; `words` is empty when a side is missing.
 */
export const valueChange = z.object({
  path: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  words: z.array(wordChange),
});
export type ValueChange = z.output<typeof valueChange>;

export const BLOCK_CHANGES = ['added', 'removed', 'changed', 'unchanged'] as const;

/** A block of either version, matched by its key: its place in each and what changed in it. */
export const blockComparison = z.object({
  key: z.string(),
  type: z.string(),
  change: z.enum(BLOCK_CHANGES),
  /** Kept blocks whose order relative to the other kept blocks differs. */
  moved: z.boolean(),
  fromIndex: z.number().nullable(),
  toIndex: z.number().nullable(),
  values: z.array(valueChange),
});
export type BlockComparison = z.output<typeof blockComparison>;

const comparedVersion = z.object({ id: z.number(), title: z.string(), updatedAt: z.string(), publishedAt: z.string().nullable() });

/** GET /api/page/{id}/versions/compare: what changed from `from` to `to`. */
export const versionComparison = z.object({
  from: comparedVersion,
  to: comparedVersion,
  /** Page settings and SEO fields that differ. */
  fields: z.array(valueChange),
  /** Every block of either version, in the later version's order, removed blocks where they were. */
  blocks: z.array(blockComparison),
});
export type VersionComparison = z.output<typeof versionComparison>;

export const versionComparisonAnswer = z.object({ comparison: versionComparison });
