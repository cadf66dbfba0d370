import { tagKey } from '../../../shared/tags/tag-schemas.ts';
import { columnContains } from '../../lib/sql-search.ts';
import type { Executor } from '../../db/executor.ts';

function tagsMatching(db: Executor, isPrivate: boolean, term: string) {
  let query = db.selectFrom('tags').where('is_private', '=', isPrivate ? 1 : 0);
  if (term) query = query.where(columnContains('name', term));
  return query;
}

export function searchTags(
  db: Executor,
  isPrivate: boolean,
  term: string,
  limit: number,
  options: { offset?: number; order?: 'asc' | 'desc' } = {},
) {
  const order = options.order ?? 'asc';
  return tagsMatching(db, isPrivate, term)
    .select(['id', 'name', 'is_private'])
    .orderBy('name_key', order)
    .orderBy('id', order)
    .limit(limit)
    .offset(options.offset ?? 0)
    .execute();
}

export async function countTags(db: Executor, isPrivate: boolean, term: string): Promise<number> {
  const row = await tagsMatching(db, isPrivate, term)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function findTagsByKeys(db: Executor, isPrivate: boolean, keys: string[]) {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('tags')
    .select(['id', 'name', 'name_key', 'is_private'])
    .where('is_private', '=', isPrivate ? 1 : 0)
    .where('name_key', 'in', keys)
    .execute();
}

export async function findTagByKey(db: Executor, key: string) {
  return db.selectFrom('tags').select(['id', 'name', 'is_private']).where('name_key', '=', key).execute();
}

/**
 * The id of the tag with this name and visibility, inserting it when it does not exist yet.
 * ON CONFLICT makes two saves that create the same new tag at once both end up with that one
 * tag instead of one of them failing on the unique key.
 */
export async function insertTag(db: Executor, name: string, isPrivate: boolean, createdAt: string): Promise<number> {
  const key = tagKey(name);
  const visibility = isPrivate ? 1 : 0;
  const inserted = await db
    .insertInto('tags')
    .values({ name, name_key: key, is_private: visibility, created_at: createdAt })
    .onConflict((oc) => oc.columns(['name_key', 'is_private']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const existing = await db
    .selectFrom('tags')
    .select('id')
    .where('name_key', '=', key)
    .where('is_private', '=', visibility)
    .executeTakeFirstOrThrow();
  return existing.id;
}

/** Renames a tag (also a new spelling of the same name); its key follows the name. */
export async function renameTag(db: Executor, id: number, name: string): Promise<void> {
  await db
    .updateTable('tags')
    .set({ name, name_key: tagKey(name) })
    .where('id', '=', id)
    .execute();
}

export function tagsOfPage(db: Executor, pageId: number) {
  return db
    .selectFrom('page_tags')
    .innerJoin('tags', 'tags.id', 'page_tags.tag_id')
    .select(['tags.id', 'tags.name', 'tags.is_private'])
    .where('page_tags.page_id', '=', pageId)
    .orderBy('tags.name_key')
    .execute();
}

export async function replacePageTags(db: Executor, pageId: number, tagIds: number[]): Promise<void> {
  await db.deleteFrom('page_tags').where('page_id', '=', pageId).execute();
  if (tagIds.length === 0) return;
  await db
    .insertInto('page_tags')
    .values(tagIds.map((tagId) => ({ page_id: pageId, tag_id: tagId })))
    .execute();
}

/**
 * Locks the page's row for the rest of the transaction (a no-op update), so two saves of one
 * page's tags run one after the other; false when the page does not exist.
 */
export async function lockPage(db: Executor, pageId: number): Promise<boolean> {
  const result = await db
    .updateTable('pages')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', pageId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function pageExists(db: Executor, pageId: number): Promise<boolean> {
  return (await db.selectFrom('pages').select('id').where('id', '=', pageId).executeTakeFirst()) !== undefined;
}

export async function deleteTag(db: Executor, id: number): Promise<number> {
  return Number((await db.deleteFrom('tags').where('id', '=', id).executeTakeFirst()).numDeletedRows);
}
