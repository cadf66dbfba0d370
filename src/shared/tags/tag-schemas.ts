import { z } from 'zod';

export const TAG_MAX_LENGTH = 60;
const TAG_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N} '&._-]*$/u;

export function isValidTagName(name: string): boolean {
  return name.length > 0 && name.length <= TAG_MAX_LENGTH && TAG_PATTERN.test(name);
}

export const tagName = z
  .string({ error: 'V_01' })
  .trim()
  .min(1, 'V_01')
  .max(TAG_MAX_LENGTH, 'V_14')
  .refine(isValidTagName, 'V_12');

export const tagSearchBody = z.object({ term: z.string({ error: 'V_12' }).trim().max(TAG_MAX_LENGTH, 'V_14').default('') });
export const validateTagBody = z.object({ tag: z.string({ error: 'V_01' }).max(500, 'V_14') });
export const pageTagsBody = z.object({
  public: z.array(tagName, { error: 'V_12' }).max(30, 'V_14').default([]),
  private: z.array(tagName, { error: 'V_12' }).max(30, 'V_14').default([]),
});

export interface TagDto {
  id: number;
  name: string;
  private: boolean;
}
