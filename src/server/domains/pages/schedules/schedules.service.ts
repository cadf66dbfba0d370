import type { Kysely } from 'kysely';
import type { SessionUser } from '../../../../shared/api-types.ts';
import type {
  ScheduleBody,
  ScheduleDto,
  SchedulePartState,
  UpcomingScheduleItem,
  UpcomingSchedulesQuery,
} from '../../../../shared/pages/schedule-schemas.ts';
import type { Database } from '../../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../../lib/errors.ts';
import * as pages from '../pages.repository.ts';
import { requirePage } from '../pages.service.ts';
import * as publication from '../publication/publication.repository.ts';
import * as schedules from './schedules.repository.ts';
import { isUniqueViolation } from '../../../db/constraint-errors.ts';

// Scheduled publishing (issue 16): a publisher (publish-page) schedules the page's concept to
// go live and/or the page to go offline at a time. The scheduler (scheduler.ts, runs in
// schedule-runner.ts) carries the parts out; this file keeps and checks the schedules.

function part(at: string | null, state: SchedulePartState | null, reason: string | null, doneAt: string | null) {
  return at === null || state === null ? null : { at, state, reason, doneAt };
}

function toDto(row: NonNullable<Awaited<ReturnType<typeof schedules.findForPage>>>): ScheduleDto {
  return {
    id: row.id,
    pageID: row.page_id,
    versionID: row.version_id,
    versionRevision: row.version_revision,
    publish: part(row.publish_at, row.publish_state, row.publish_reason, row.published_at),
    unpublish: part(row.unpublish_at, row.unpublish_state, row.unpublish_reason, row.unpublished_at),
    createdBy: { id: row.created_by, name: row.creator_name ?? null },
    createdAt: row.created_at,
  };
}

/** The page's schedule (also one already carried out, with its outcome); null when it has none. */
export async function getSchedule(db: Kysely<Database>, pageId: number): Promise<ScheduleDto | null> {
  await requirePage(db, pageId);
  const row = await schedules.findForPage(db, pageId);
  return row ? toDto(row) : null;
}

/** Parses an ISO 8601 time with an offset (the schema checked its form) into UTC text. */
const utc = (value: string | null | undefined): string | null => (value ? new Date(value).toISOString() : null);

/**
 * Sets (replaces) the page's schedule. 400 V_01 publishAt without either time; V_12 for a time
 * not in the future, an unpublication not after the publication, or a version that is not this
 * page's (for a publication: not its concept, which is what would go live); 409 G_05 when the
 * concept's revision is no longer the one the user saw. The version's revision is stored: if its
 * content changes before the time, the scheduler skips the publication.
 */
export async function setSchedule(
  db: Kysely<Database>,
  user: SessionUser,
  pageId: number,
  body: ScheduleBody,
  now: Date = new Date(),
): Promise<ScheduleDto> {
  const page = await requirePage(db, pageId);
  const publishAt = utc(body.publishAt);
  const unpublishAt = utc(body.unpublishAt);
  if (publishAt === null && unpublishAt === null) throw badRequest('V_01', 'publishAt');
  const nowText = now.toISOString();
  if (publishAt !== null && publishAt <= nowText) throw badRequest('V_12', 'publishAt');
  if (unpublishAt !== null && unpublishAt <= nowText) throw badRequest('V_12', 'unpublishAt');
  if (publishAt !== null && unpublishAt !== null && unpublishAt <= publishAt) throw badRequest('V_12', 'unpublishAt');
  const version = await pages.findVersion(db, body.versionID);
  if (!version || version.page_id !== pageId) throw badRequest('V_12', 'versionID');
  if (publishAt !== null && version.id !== page.concept_version_id) throw badRequest('V_12', 'versionID');
  if (body.revision !== undefined && version.revision !== body.revision) throw conflict('G_05');
  await replaceSchedule(db, {
    page_id: pageId,
    version_id: version.id,
    version_revision: version.revision,
    publish_at: publishAt,
    publish_state: publishAt === null ? null : 'pending',
    publish_reason: null,
    published_at: null,
    unpublish_at: unpublishAt,
    unpublish_state: unpublishAt === null ? null : 'pending',
    unpublish_reason: null,
    unpublished_at: null,
    created_by: user.ID,
    created_at: nowText,
  });
  const row = await schedules.findForPage(db, pageId);
  if (!row) throw notFound('G_02');
  return toDto(row);
}

/**
 * Replaces the page's schedule with a new row (a new id, so a run that had picked the old one
 * loses its claim). Two saves at once race for the page's unique row: the later is 409 G_05,
 * as for any change made meanwhile (PostgreSQL; SQLite runs one write at a time).
 */
async function replaceSchedule(db: Kysely<Database>, values: Parameters<typeof schedules.replaceForPage>[1]): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      // The page lock, like every publication decision: an acceptance that schedules the page
      // replaces its schedule too, and waits here instead of failing on the unique page row.
      await publication.lockPage(trx, values.page_id);
      await schedules.replaceForPage(trx, values);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('G_05');
    throw error;
  }
}

/** Removes the page's schedule (what has not run yet will not); 404 G_02 when it has none. */
export async function removeSchedule(db: Kysely<Database>, pageId: number): Promise<void> {
  await requirePage(db, pageId);
  if (!(await schedules.deleteForPage(db, pageId))) throw notFound('G_02');
}

/** The waiting parts of all schedules, soonest first (the admin's "Upcoming" list). */
export async function listUpcoming(
  db: Kysely<Database>,
  query: UpcomingSchedulesQuery,
): Promise<{ items: UpcomingScheduleItem[]; totalItems: number }> {
  const { rows, total } = await schedules.listUpcoming(db, {
    part: query.part,
    searchTerm: query.searchTerm.trim(),
    limit: query.pageSize,
    offset: query.pageIndex * query.pageSize,
  });
  return {
    items: rows.map((row) => ({
      scheduleID: row.id,
      pageID: row.page_id,
      title: row.title,
      slug: row.slug,
      locale: row.locale,
      type: row.type,
      part: row.part,
      at: row.at ?? '',
      createdBy: { id: row.created_by, name: row.creator_name ?? null },
      outdated: row.part === 'publish' && (row.version_id !== row.concept_version_id || row.version_revision !== row.concept_revision),
    })),
    totalItems: total,
  };
}
