import { z } from 'zod';

/** What a history entry is: the concept being edited, a kept earlier draft, or a version that was published. */
export const VERSION_KINDS = ['concept', 'draft', 'published'] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

/**
 * What the save (or the folded saves) that made a version's state changed, compared with the
 * state before. Structured, so the admin words it in its own language.
 */
export const versionChangeSummary = z.object({
  title: z.boolean(),
  /** SEO title, description, keywords or image. */
  seo: z.boolean(),
  /** The page type's fields (relations, attributes). */
  typeData: z.boolean(),
  blocksAdded: z.number(),
  blocksRemoved: z.number(),
  blocksChanged: z.number(),
  /** Blocks kept but put in another order. */
  blocksMoved: z.boolean(),
  /** Set when the state came from restoring an earlier version (its id and time). */
  restoredFrom: z.object({ id: z.number(), at: z.string() }).nullable(),
});
export type VersionChangeSummary = z.output<typeof versionChangeSummary>;
