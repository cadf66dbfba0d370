import type { Kysely } from 'kysely';
import type { SessionUser } from '../../../shared/api-types.ts';
import {
  isValidTagName,
  tagKey,
  type PageTags,
  type TagDto,
  type TagListQuery,
  type TagValidation,
} from '../../../shared/tags/tag-schemas.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import * as tags from './tags.repository.ts';

const SEARCH_LIMIT = 20;
const toDto = (row: { id: number; name: string; is_private: number }): TagDto => ({
  id: row.id,
  name: row.name,
  private: row.is_private === 1,
});

export async function searchTags(db: Kysely<Database>, isPrivate: boolean, term: string): Promise<TagDto[]> {
  return (await tags.searchTags(db, isPrivate, term, SEARCH_LIMIT)).map(toDto);
}

/** One page of the tags by name, with how many there are in all (nothing is cut off unseen). */
export async function listTags(
  db: Kysely<Database>,
  isPrivate: boolean,
  query: TagListQuery,
): Promise<{ items: TagDto[]; totalItems: number }> {
  const [rows, totalItems] = await Promise.all([
    tags.searchTags(db, isPrivate, query.searchTerm, query.pageSize, { offset: query.pageIndex * query.pageSize, order: query.sortOrder }),
    tags.countTags(db, isPrivate, query.searchTerm),
  ]);
  return { items: rows.map(toDto), totalItems };
}

/** Whether a name can be a tag, and whether it exists already (publicly and/or privately). */
export async function validateTag(db: Kysely<Database>, raw: string): Promise<TagValidation> {
  const name = raw.trim();
  const valid = isValidTagName(name);
  const existing = valid ? await tags.findTagByKey(db, tagKey(name)) : [];
  return {
    valid,
    name,
    existsPublic: existing.some((tag) => tag.is_private === 0),
    existsPrivate: existing.some((tag) => tag.is_private === 1),
  };
}

export async function pageTags(db: Kysely<Database>, pageId: number): Promise<PageTags> {
  if (!(await tags.pageExists(db, pageId))) throw notFound('PM_01');
  const rows = (await tags.tagsOfPage(db, pageId)).map(toDto);
  return { public: rows.filter((tag) => !tag.private), private: rows.filter((tag) => tag.private) };
}

/** Public tag names of a page: the only tags that may leave the admin API. */
export async function publicTagNames(db: Kysely<Database>, pageId: number): Promise<string[]> {
  return (await tags.tagsOfPage(db, pageId)).filter((tag) => tag.is_private === 0).map((tag) => tag.name);
}

/**
 * Sets a page's tags. Attaching existing tags is editing (create-page, checked by the route);
 * a name that is not a tag yet is created only for users who may manage tags. Names compare
 * by their lower-case key within a kind, on both databases; an existing tag given in another
 * case ("Wetlands" for "wetlands") stays one tag and takes the editor's latest spelling, for
 * users who may manage tags (for others it keeps its spelling).
 */
export async function setPageTags(db: Kysely<Database>, user: SessionUser, pageId: number, names: { public: string[]; private: string[] }) {
  const mayCreate = user.role.permissions.some((permission) => permission.name === 'manage-tags');
  await db.transaction().execute(async (trx) => {
    if (!(await tags.lockPage(trx, pageId))) throw notFound('PM_01');
    const ids: number[] = [];
    for (const [isPrivate, list] of [
      [false, names.public],
      [true, names.private],
    ] as const) {
      // The first spelling of a name wins ("Otters" over a later "otters").
      const unique = [...new Map(list.toReversed().map((name) => [tagKey(name), name])).entries()].reverse();
      const found = await tags.findTagsByKeys(
        trx,
        isPrivate,
        unique.map(([key]) => key),
      );
      const foundKeys = new Map(found.map((tag) => [tag.name_key, tag]));
      for (const [key, name] of unique) {
        const existing = foundKeys.get(key);
        if (existing !== undefined) {
          if (mayCreate && existing.name !== name) await tags.renameTag(trx, existing.id, name);
          ids.push(existing.id);
          continue;
        }
        if (!mayCreate) throw forbidden('UM_01');
        ids.push(await tags.insertTag(trx, name, isPrivate, nowIso()));
      }
    }
    await tags.replacePageTags(trx, pageId, ids);
  });
  return pageTags(db, pageId);
}

export async function deleteTag(db: Kysely<Database>, id: number): Promise<void> {
  if ((await tags.deleteTag(db, id)) === 0) throw notFound();
}

/**
 * The keys a filter on public tags compares: names compared by tagKey, so case does not matter.
 * The search filters its documents with them (engines/document-filters.repository.ts).
 */
export function tagFilterKeys(names: readonly string[]): string[] {
  return [...new Set(names.map((name) => tagKey(name.trim())).filter(Boolean))];
}
