import { z } from 'zod';
import { SORT_ORDERS } from '../limits.ts';

export const TAG_MAX_LENGTH = 60;
const TAG_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} '&._-]*$/u;

/**
 * The key a name is stored and compared under (lower case). It can be longer than the name:
 * 'İ'.toLowerCase() is two characters, so 60 of them make a 120-character key, which the
 * 60-character column cannot hold. Names whose key is too long are refused (V_14).
 */
export const tagKey = (name: string) => name.toLowerCase();
const keyFits = (name: string) => tagKey(name).length <= TAG_MAX_LENGTH;

export function isValidTagName(name: string): boolean {
  return name.length > 0 && name.length <= TAG_MAX_LENGTH && keyFits(name) && TAG_PATTERN.test(name);
}

export const tagName = z
  .string({ error: 'V_01' })
  .trim()
  .min(1, 'V_01')
  .max(TAG_MAX_LENGTH, 'V_14')
  .refine(keyFits, 'V_14')
  .refine(isValidTagName, 'V_12');

/**
 * GET /api/tags/fetch and /api/tags/fetch-private list tags by name, a page at a time:
 * `pageSize` (1 to 1000, default 1000), `pageIndex` (from 0), optional `searchTerm` (part of
 * the name) and `sortOrder` (asc, desc). The answer has `items` and `totalItems`, so a client
 * sees when there are more tags than one page holds and asks for the next page.
 */
export const TAG_PAGE_MAX = 1000;
export const tagListQuery = z.object({
  pageIndex: z.coerce.number({ error: 'V_12' }).int('V_12').min(0, 'V_12').max(1_000_000, 'V_12').default(0),
  pageSize: z.coerce.number({ error: 'V_12' }).int('V_12').min(1, 'V_12').max(TAG_PAGE_MAX, 'V_12').default(TAG_PAGE_MAX),
  searchTerm: z.string({ error: 'V_12' }).trim().max(TAG_MAX_LENGTH, 'V_14').default(''),
  sortOrder: z.enum(SORT_ORDERS, { error: 'V_12' }).default('asc'),
});
export type TagListQuery = z.infer<typeof tagListQuery>;

export const tagSearchBody = z.object({ term: z.string({ error: 'V_12' }).trim().max(TAG_MAX_LENGTH, 'V_14').default('') });
export const validateTagBody = z.object({ tag: z.string({ error: 'V_01' }).max(500, 'V_14') });
export const pageTagsBody = z.object({
  public: z.array(tagName, { error: 'V_12' }).max(30, 'V_14').default([]),
  private: z.array(tagName, { error: 'V_12' }).max(30, 'V_14').default([]),
});

export const tagDto = z.object({ id: z.number(), name: z.string(), private: z.boolean() });
export type TagDto = z.output<typeof tagDto>;

/** A page's tags by kind (GET and PUT /page/{id}/tags). */
export const pageTagsDto = z.object({ public: z.array(tagDto), private: z.array(tagDto) });
export type PageTags = z.output<typeof pageTagsDto>;

/** Whether a name can be a tag and whether it exists already (POST /tags/validate). */
export const tagValidationDto = z.object({ valid: z.boolean(), name: z.string(), existsPublic: z.boolean(), existsPrivate: z.boolean() });
export type TagValidation = z.output<typeof tagValidationDto>;

/** POST /tags/search and /tags/search-private. */
export const tagSearchAnswer = z.object({ data: z.object({ items: z.array(tagDto) }) });
export const pageTagsAnswer = z.object({ data: pageTagsDto });
export const tagValidationAnswer = z.object({ data: tagValidationDto });
