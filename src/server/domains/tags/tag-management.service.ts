import type { Kysely } from 'kysely';
import type { CreateTagBody, MergeTagsBody, TagUsageDto, TagUsageQuery } from '../../../shared/tags/tag-admin-schemas.ts';
import { tagKey } from '../../../shared/tags/tag-schemas.ts';
import type { Database } from '../../db/schema.ts';
import type { Executor } from '../../db/executor.ts';
import { nowIso } from '../../lib/clock.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import * as management from './tag-management.repository.ts';
import * as tags from './tags.repository.ts';

/**
 * The Tags screen (manage-tags, checked by the routes): tags with their usage, create, rename
 * and merge. Names compare by their lower-case key within a kind, so a name another tag of
 * that kind has in any case is refused (409 V_06) and the editor can merge instead.
 */

type TagRow = { id: number; name: string; is_private: number };
const toUsageDto = (row: TagRow, usage: number | string): TagUsageDto => ({
  id: row.id,
  name: row.name,
  private: row.is_private === 1,
  usage: Number(usage),
});

export async function listTagsWithUsage(db: Kysely<Database>, query: TagUsageQuery): Promise<{ items: TagUsageDto[]; totalItems: number }> {
  const isPrivate = query.kind === 'private';
  const [rows, totalItems] = await Promise.all([
    management.tagsWithUsage(db, isPrivate, {
      term: query.searchTerm,
      limit: query.pageSize,
      offset: query.pageIndex * query.pageSize,
      order: query.sortOrder,
    }),
    tags.countTags(db, isPrivate, query.searchTerm),
  ]);
  return { items: rows.map((row) => toUsageDto(row, row.usage ?? 0)), totalItems };
}

async function usageDto(db: Executor, id: number): Promise<TagUsageDto> {
  const [row] = await management.findTagsByIds(db, [id]);
  if (!row) throw notFound();
  return toUsageDto(row, await management.countUsage(db, id));
}

export async function createTag(db: Kysely<Database>, body: CreateTagBody): Promise<TagUsageDto> {
  const existing = await tags.findTagsByKeys(db, body.private, [tagKey(body.name)]);
  if (existing.length > 0) throw conflict('V_06', 'name');
  // insertTag answers the existing tag when a concurrent create won the unique key.
  const id = await tags.insertTag(db, body.name, body.private, nowIso());
  const created = await usageDto(db, id);
  if (created.name !== body.name) throw conflict('V_06', 'name');
  return created;
}

export async function renameTag(db: Kysely<Database>, id: number, name: string): Promise<TagUsageDto> {
  try {
    return await db.transaction().execute(async (trx) => {
      const [tag] = await management.findTagsByIds(trx, [id]);
      if (!tag) throw notFound();
      const key = tagKey(name);
      if ((await management.otherTagWithKey(trx, id, key, tag.is_private === 1)) !== undefined) throw conflict('V_06', 'name');
      await tags.renameTag(trx, id, name);
      return usageDto(trx, id);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A concurrent rename or create took the name first: the unique key refused this one.
    const [tag] = await management.findTagsByIds(db, [id]);
    if (tag && (await management.otherTagWithKey(db, id, tagKey(name), tag.is_private === 1)) !== undefined) throw conflict('V_06', 'name');
    throw error;
  }
}

/** Moves the pages of the source tags onto the target, in one transaction; 400 V_07 across kinds. */
export async function mergeTags(db: Kysely<Database>, body: MergeTagsBody): Promise<TagUsageDto> {
  const sourceIds = [...new Set(body.sourceIds)].filter((id) => id !== body.targetId);
  if (sourceIds.length === 0) throw badRequest('V_07', 'sourceIds');
  return db.transaction().execute(async (trx) => {
    const found = await management.findTagsByIds(trx, [body.targetId, ...sourceIds]);
    const target = found.find((tag) => tag.id === body.targetId);
    if (!target || found.length !== sourceIds.length + 1) throw notFound();
    if (found.some((tag) => tag.is_private !== target.is_private)) throw badRequest('V_07', 'sourceIds');
    await management.mergeInto(trx, sourceIds, body.targetId);
    return usageDto(trx, body.targetId);
  });
}
