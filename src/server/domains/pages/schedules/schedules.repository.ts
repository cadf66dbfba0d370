import { sql, type Insertable, type Selectable } from 'kysely';
import { columnContains } from '../../../lib/sql-search.ts';
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

/** The waiting parts of every schedule as rows of their own (a page can have both). */
function waitingParts(db: Executor, part: SchedulePart | '') {
  const publish = db
    .selectFrom('schedules')
    .select(['id', 'page_id', 'version_id', 'version_revision', 'created_by', sql<SchedulePart>`cast('publish' as text)`.as('part')])
    .select('publish_at as at')
    .where('publish_state', '=', 'pending');
  const unpublish = db
    .selectFrom('schedules')
    .select(['id', 'page_id', 'version_id', 'version_revision', 'created_by', sql<SchedulePart>`cast('unpublish' as text)`.as('part')])
    .select('unpublish_at as at')
    .where('unpublish_state', '=', 'pending');
  if (part === 'publish') return publish;
  if (part === 'unpublish') return unpublish;
  return publish.unionAll(unpublish);
}

/** Upcoming parts, soonest first, with their page's concept title; one query for the rows and one for the count. */
export async function listUpcoming(db: Executor, query: { part: SchedulePart | ''; searchTerm: string; limit: number; offset: number }) {
  const base = () => {
    let builder = db
      .selectFrom(waitingParts(db, query.part).as('parts'))
      .innerJoin('pages', 'pages.id', 'parts.page_id')
      .innerJoin('page_versions', 'page_versions.id', 'pages.concept_version_id');
    if (query.searchTerm) {
      const term = query.searchTerm;
      builder = builder.where((eb) => eb.or([columnContains('page_versions.title', term), columnContains('pages.slug', term)]));
    }
    return builder;
  };
  const rows = await base()
    .leftJoin('users', 'users.id', 'parts.created_by')
    .select([
      'parts.id',
      'parts.page_id',
      'parts.part',
      'parts.at',
      'parts.created_by',
      'parts.version_id',
      'parts.version_revision',
      'users.name as creator_name',
      'pages.slug',
      'pages.locale',
      'pages.type',
      'pages.concept_version_id',
      'page_versions.title',
      'page_versions.revision as concept_revision',
    ])
    .orderBy('parts.at')
    .orderBy('parts.id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const total = await base()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total.total) };
}
