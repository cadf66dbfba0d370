import { z } from 'zod';
import { optionalText } from '../schemas/common.ts';

export const TRANSLATION_STATES = ['published', 'concept', 'unpublishedChanges'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/**
 * GET /api/page/{id}/translations: each page of the page's translation group, itself included. A
 * translation is out of date when its source (the page it was made from, or else the group's
 * page in the site's default language) was published after the translation was last updated
 * or marked up to date.
 */
export const translationStatusItem = z.object({
  pageID: z.number(),
  locale: z.string(),
  slug: z.string(),
  status: z.enum(TRANSLATION_STATES),
  outOfDate: z.boolean(),
  sourcePageID: z.number().nullable(),
  /** When the source was last published (null: no source, or not live). */
  sourceUpdatedAt: z.string().nullable(),
  /** The later of its last save and its last "marked up to date". */
  translationUpdatedAt: z.string().nullable(),
  syncedAt: z.string().nullable(),
  syncNote: z.string().nullable(),
});
export type TranslationStatusItem = z.output<typeof translationStatusItem>;

export const translationStatusAnswer = z.object({ data: z.object({ items: z.array(translationStatusItem) }) });

/** POST /api/page/{id}/translation-synced: the translation is up to date as it is, with an optional note why. */
export const markTranslationSyncedBody = z.object({ note: optionalText(500).default('') });
export const markTranslationSyncedAnswer = z.object({ translation: translationStatusItem });
