import { z } from 'zod';
import { id, listAnswer, listQuery } from '../schemas/common.ts';

/**
 * Scheduled publishing (issue 16). Times travel as ISO 8601 with an offset (or Z) and are
 * stored and answered in UTC; the admin shows and enters them in the site's time zone.
 */
export const scheduleDateTime = z.iso.datetime({ offset: true, error: 'V_12' });

/**
 * POST /api/page/{id}/schedule. `versionID` is the page's concept (what goes live); at least
 * one of the two times; `revision` is the concept's revision the user saw (409 G_05 if it
 * moved on, as when publishing). The rules that need the clock or the database (past times,
 * unpublish before publish, neither time, a version of another page) are checked by the server.
 */
export const scheduleBody = z.object({
  versionID: id,
  publishAt: scheduleDateTime.nullish(),
  unpublishAt: scheduleDateTime.nullish(),
  revision: z.number({ error: 'V_12' }).int('V_12').min(0, 'V_12').optional(),
});
export type ScheduleBody = z.output<typeof scheduleBody>;

/** What became of one part of a schedule: waiting, carried out, or skipped (with the reason). */
export const SCHEDULE_PART_STATES = ['pending', 'done', 'skipped'] as const;
export type SchedulePartState = (typeof SCHEDULE_PART_STATES)[number];

/**
 * Why the scheduler skipped a part: the scheduled version's content changed after scheduling
 * (or it is no longer the concept), the page was already published with nothing new, the page
 * was not online to unpublish, the creator may no longer publish, or the page is gone.
 */
export const SCHEDULE_SKIP_REASONS = [
  'version-changed',
  'nothing-to-publish',
  'not-published',
  'not-permitted',
  'page-gone',
  'refused',
] as const;
export type ScheduleSkipReason = (typeof SCHEDULE_SKIP_REASONS)[number];

export const schedulePartDto = z.object({
  at: z.string(),
  state: z.enum(SCHEDULE_PART_STATES),
  reason: z.string().nullable(),
  /** When the scheduler carried it out. */
  doneAt: z.string().nullable(),
});
export type SchedulePartDto = z.output<typeof schedulePartDto>;

/** GET /api/page/{id}/schedule → `{ data: ScheduleDto | null }`; POST answers the same. */
export const scheduleDto = z.object({
  id: z.number(),
  pageID: z.number(),
  versionID: z.number(),
  versionRevision: z.number(),
  publish: schedulePartDto.nullable(),
  unpublish: schedulePartDto.nullable(),
  createdBy: z.object({ id: z.number().nullable(), name: z.string().nullable() }),
  createdAt: z.string(),
});
export type ScheduleDto = z.output<typeof scheduleDto>;

export const scheduleAnswer = z.object({ data: scheduleDto.nullable() });

/**
 * POST /api/schedules/list: the parts still waiting, soonest first (SPEC list shape; the
 * search term matches the page's title or slug). `part` narrows to publications or
 * unpublications.
 */
export const upcomingSchedulesBody = listQuery.extend({
  part: z.enum(['publish', 'unpublish', ''], { error: 'V_12' }).default(''),
});
export type UpcomingSchedulesQuery = z.output<typeof upcomingSchedulesBody>;

/** One waiting part: which page, what happens and when, who scheduled it; `outdated` as in the editor. */
export const upcomingScheduleItem = z.object({
  scheduleID: z.number(),
  pageID: z.number(),
  title: z.string(),
  slug: z.string(),
  locale: z.string(),
  type: z.string(),
  part: z.enum(['publish', 'unpublish']),
  at: z.string(),
  createdBy: z.object({ id: z.number().nullable(), name: z.string().nullable() }),
  /** The concept was saved after the publication was scheduled: the scheduler will skip it. */
  outdated: z.boolean(),
});
export type UpcomingScheduleItem = z.output<typeof upcomingScheduleItem>;
export const upcomingSchedulesAnswer = listAnswer(upcomingScheduleItem);
