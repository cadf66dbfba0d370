import type { Kysely } from 'kysely';
import { tagKey } from '../../../shared/tags/tag-schemas.ts';
import type { Database } from '../../db/schema.ts';
import * as repository from './tag-translation.repository.ts';

/** Below this overlap the other language has no tag that means the same. */
const MIN_OVERLAP = 0.5;

/**
 * The public tag that means `name` in another locale (issue 17: the language switcher of a tag
 * search). Tags are one list for every language, but editors tag each page in its own language
 * ("Vleermuizen" on the Dutch page, "Bats" on its English translation), so "the same tag" is
 * read from the translations: the tag used in `locale` when a page there carries it ("eDNA"),
 * else the tag of that locale whose pages best match the translations of the tagged pages
 * (overlap of their translation groups, at least MIN_OVERLAP). Null: none.
 */
export async function publicTagInLocale(db: Kysely<Database>, name: string, locale: string): Promise<string | null> {
  const key = tagKey(name.trim());
  if (!key) return null;
  const same = await repository.publicTagNameInLocale(db, key, locale);
  if (same) return same;
  const tagged = await repository.translationGroupsTagged(db, key);
  const translated = new Set(await repository.groupsPublishedIn(db, tagged, locale));
  if (translated.size === 0) return null;
  const byTag = new Map<number, { name: string; groups: Set<string> }>();
  for (const row of await repository.candidateTagsInLocale(db, [...translated], locale)) {
    const entry = byTag.get(row.id) ?? { name: row.name, groups: new Set<string>() };
    entry.groups.add(row.translation_group);
    byTag.set(row.id, entry);
  }
  let best: { name: string; score: number } | null = null;
  for (const { name: candidate, groups } of byTag.values()) {
    const shared = [...groups].filter((group) => translated.has(group)).length;
    // Jaccard overlap: "Bats" is on exactly the translations of the "Vleermuizen" pages, a
    // broader tag those translations also carry ("Nature") is on many other pages too.
    const score = shared / (groups.size + translated.size - shared);
    if (score >= MIN_OVERLAP && (!best || score > best.score || (score === best.score && candidate < best.name)))
      best = { name: candidate, score };
  }
  return best?.name ?? null;
}
