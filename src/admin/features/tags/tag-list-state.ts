import { isValidTagName } from '../../../shared/tags/tag-schemas.ts';

/** Tag names compare case-insensitively ("Bats" and "bats" are one tag). */
export const sameTag = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

export const normalizeTagName = (name: string) => name.trim().replace(/\s+/g, ' ');

export type AddTagResult = { tags: string[]; outcome: 'added' | 'recased' | 'duplicate' | 'empty' | 'invalid' };

/**
 * Adds a name at the end unless it is empty, malformed or already there. A name already there
 * in another case ("Wetlands" after "wetlands") stays one tag, in the editor's latest spelling
 * (the server renames the tag when the page is saved).
 */
export function addTag(tags: string[], raw: string): AddTagResult {
  const name = normalizeTagName(raw);
  if (!name) return { tags, outcome: 'empty' };
  if (!isValidTagName(name)) return { tags, outcome: 'invalid' };
  if (tags.includes(name)) return { tags, outcome: 'duplicate' };
  if (tags.some((tag) => sameTag(tag, name))) return { tags: tags.map((tag) => (sameTag(tag, name) ? name : tag)), outcome: 'recased' };
  return { tags: [...tags, name], outcome: 'added' };
}

export function removeTag(tags: string[], name: string): string[] {
  return tags.filter((tag) => !sameTag(tag, name));
}

/** Suggestions not already chosen, each name once. */
export function visibleSuggestions(suggestions: string[], chosen: string[]): string[] {
  const result: string[] = [];
  for (const name of suggestions) {
    if (chosen.some((tag) => sameTag(tag, name)) || result.some((tag) => sameTag(tag, name))) continue;
    result.push(name);
  }
  return result;
}

/** Whether two tag lists differ (order counts: it is what the editor shows). */
export const tagsChanged = (a: string[], b: string[]) => a.length !== b.length || a.some((tag, index) => tag !== b[index]);
