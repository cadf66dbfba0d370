import type { Insertable, Selectable } from 'kysely';
import type { SchedulesTable } from '../../../db/schema.ts';
import type { Executor } from '../../../db/executor.ts';

export type ScheduleRow = Selectable<SchedulesTable>;
export type SchedulePart = 'publish' | 'unpublish';

export function findForPage(db: Executor, pageId: number) {
  return db
    .selectFrom('schedules')
    .leftJoin('users', 'users.id', 'schedules.created_by')
    .selectAll('schedules')
    .select('users.name as creator_name')
    .where('schedules.page_id', '=', pageId)
    .executeTakeFirst();
}

export function findById(db: Executor, id: number) {
  return db.selectFrom('schedules').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One schedule per page: a new one replaces the page's old one (whatever its state). */
export async function replaceForPage(db: Executor, values: Insertable<SchedulesTable>): Promise<void> {
  await db.deleteFrom('schedules').where('page_id', '=', values.page_id).execute();
  await db.insertInto('schedules').values(values).execute();
}

/** Removes the page's schedule; false when it had none. */
export async function deleteForPage(db: Executor, pageId: number): Promise<boolean> {
  const result = await db.deleteFrom('schedules').where('page_id', '=', pageId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Pending parts due at `now` (oldest first): the scheduler's work list. */
export async function listDue(db: Executor, now: string, limit: number): Promise<{ id: number; part: SchedulePart; at: string }[]> {
  const publish = await db
    .selectFrom('schedules')
    .select(['id', 'publish_at as at'])
    .where('publish_state', '=', 'pending')
    .where('publish_at', '<=', now)
    .orderBy('publish_at')
    .limit(limit)
    .execute();
  const unpublish = await db
    .selectFrom('schedules')
    .select(['id', 'unpublish_at as at'])
    .where('unpublish_state', '=', 'pending')
    .where('unpublish_at', '<=', now)
    .orderBy('unpublish_at')
    .limit(limit)
    .execute();
  return [
    ...publish.map((row) => ({ id: row.id, part: 'publish' as const, at: row.at! })),
    ...unpublish.map((row) => ({ id: row.id, part: 'unpublish' as const, at: row.at! })),
  ];
}

/**
 * Claims a pending part and records its outcome in one conditional UPDATE: true only for the
 * one caller that changed the row. Run inside the transaction that carries the part out, the
 * row stays locked (PostgreSQL) until it commits, so another instance's claim waits and then
 * finds the part no longer pending; a failure rolls the claim back with the work.
 */
export async function settlePart(
  db: Executor,
  id: number,
  part: SchedulePart,
  outcome: { state: 'done' | 'skipped'; reason: string | null; at: string },
): Promise<boolean> {
  const result =
    part === 'publish'
      ? await db
          .updateTable('schedules')
          .set({ publish_state: outcome.state, publish_reason: outcome.reason, published_at: outcome.at })
          .where('id', '=', id)
          .where('publish_state', '=', 'pending')
          .executeTakeFirst()
      : await db
          .updateTable('schedules')
          .set({ unpublish_state: outcome.state, unpublish_reason: outcome.reason, unpublished_at: outcome.at })
          .where('id', '=', id)
          .where('unpublish_state', '=', 'pending')
          .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
