import { z } from 'zod';
import { id, listAnswer } from '../schemas/common.ts';
import { tagDto, tagListQuery, tagName } from './tag-schemas.ts';

/**
 * The Tags screen (manage-tags): tags of one kind with how many pages use each, and create,
 * rename, merge and delete. A name is compared case-insensitively within its kind (public or
 * private), so "Wetlands" and "wetlands" are one tag.
 */
export const TAG_KINDS = ['public', 'private'] as const;
export type TagKind = (typeof TAG_KINDS)[number];

/** GET /api/tags/usage: like GET /api/tags/fetch plus `kind`; every item carries `usage`. */
export const tagUsageQuery = tagListQuery.extend({ kind: z.enum(TAG_KINDS, { error: 'V_12' }).default('public') });
export type TagUsageQuery = z.infer<typeof tagUsageQuery>;

export const tagUsageDto = tagDto.extend({ usage: z.number() });
export type TagUsageDto = z.output<typeof tagUsageDto>;
export const tagUsageListAnswer = listAnswer(tagUsageDto);
export const tagUsageAnswer = z.object({ data: tagUsageDto });

/** POST /api/tags: a new tag; 409 V_06 (name) when the kind has that name in any case. */
export const createTagBody = z.object({ name: tagName, private: z.boolean({ error: 'V_12' }).default(false) });
export type CreateTagBody = z.infer<typeof createTagBody>;

/** PUT /api/tags/{id}: a new name (a change of case only is a rename too); 409 V_06 onto another tag's name. */
export const renameTagBody = z.object({ name: tagName });

/** POST /api/tags/merge: the source tags' pages get the target tag; the sources are deleted. */
export const MERGE_MAX_SOURCES = 100;
export const mergeTagsBody = z.object({
  sourceIds: z.array(id, { error: 'V_12' }).min(1, 'V_01').max(MERGE_MAX_SOURCES, 'V_14'),
  targetId: id,
});
export type MergeTagsBody = z.infer<typeof mergeTagsBody>;
