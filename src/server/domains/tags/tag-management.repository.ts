import { sql } from 'kysely';
import { columnContains } from '../../lib/sql-search.ts';
import type { Executor } from '../../db/executor.ts';

/** SQL of the Tags screen: tags with their usage, rename and merge. */

export function tagsWithUsage(
  db: Executor,
  isPrivate: boolean,
  options: { term: string; limit: number; offset: number; order: 'asc' | 'desc' },
) {
  let query = db.selectFrom('tags').where('is_private', '=', isPrivate ? 1 : 0);
  if (options.term) query = query.where(columnContains('name', options.term));
  return query
    .select((eb) => [
      'tags.id',
      'tags.name',
      'tags.is_private',
      eb
        .selectFrom('page_tags')
        .select((inner) => inner.fn.countAll<number>().as('usage'))
        .whereRef('page_tags.tag_id', '=', 'tags.id')
        .as('usage'),
    ])
    .orderBy('name_key', options.order)
    .orderBy('id', options.order)
    .limit(options.limit)
    .offset(options.offset)
    .execute();
}

export function findTagsByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('tags').select(['id', 'name', 'name_key', 'is_private']).where('id', 'in', ids).execute();
}

export async function countUsage(db: Executor, tagId: number): Promise<number> {
  const row = await db
    .selectFrom('page_tags')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('tag_id', '=', tagId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The id of another tag of this kind with this key (names compare by their lower-case key). */
export async function otherTagWithKey(db: Executor, id: number, key: string, isPrivate: boolean): Promise<number | undefined> {
  const row = await db
    .selectFrom('tags')
    .select('id')
    .where('name_key', '=', key)
    .where('is_private', '=', isPrivate ? 1 : 0)
    .where('id', '<>', id)
    .executeTakeFirst();
  return row?.id;
}

/**
 * Gives every page that has one of the source tags the target tag (once: a page that has it
 * already, or has several sources, keeps a single row), then deletes the sources and their rows.
 */
export async function mergeInto(db: Executor, sourceIds: number[], targetId: number): Promise<void> {
  await db
    .insertInto('page_tags')
    .columns(['page_id', 'tag_id'])
    .expression(
      db
        .selectFrom('page_tags')
        // A typed constant: PostgreSQL would otherwise take the bare parameter for text.
        .select(['page_id', sql<number>`cast(${targetId} as integer)`.as('tag_id')])
        .distinct()
        .where('tag_id', 'in', sourceIds),
    )
    .onConflict((oc) => oc.columns(['page_id', 'tag_id']).doNothing())
    .execute();
  await db.deleteFrom('page_tags').where('tag_id', 'in', sourceIds).execute();
  await db.deleteFrom('tags').where('id', 'in', sourceIds).execute();
}
