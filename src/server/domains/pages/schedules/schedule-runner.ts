import type { ScheduleSkipReason } from '../../../../shared/pages/schedule-schemas.ts';
import type { AppDeps } from '../../../deps.ts';
import type { Executor } from '../../../db/executor.ts';
import { nowIso } from '../../../lib/clock.ts';
import { AppError } from '../../../lib/errors.ts';
import { recordEntry } from '../../audit/audit.service.ts';
import { hasPermission } from '../../auth/auth.guard.ts';
import { notify } from '../../notifications/notifications.service.ts';
import { getSessionUser } from '../../users/user-accounts.service.ts';
import { markScheduled } from '../../webhooks/webhook-events.ts';
import * as pages from '../pages.repository.ts';
import { lockedPage } from '../publication/publication-transitions.ts';
import * as publicationRequests from '../publication/publication.repository.ts';
import * as publishing from '../publication/publication.service.ts';
import * as schedules from './schedules.repository.ts';

// Carries out due schedule parts, each exactly once: the part is claimed (a conditional UPDATE
// of its state) inside the very transaction that publishes or unpublishes, so the claim and the
// change commit together, a second instance's claim waits for that commit and then finds
// nothing pending, and a crash rolls both back (the part runs at the next start).

/** What became of one due part in this run. */
export interface RunResult {
  scheduleId: number;
  pageId: number;
  part: schedules.SchedulePart;
  /** `claimed-elsewhere`: another run did it; `failed`: an unexpected error, retried next time. */
  outcome: 'done' | 'skipped' | 'claimed-elsewhere' | 'failed';
  reason?: ScheduleSkipReason;
}

/** The most due parts one run takes on; the next tick continues. */
const BATCH = 50;

class ClaimLost extends Error {}
class Skip extends Error {
  constructor(readonly reason: ScheduleSkipReason) {
    super(reason);
  }
}

/** The refusals of the publication service, as the reason a scheduled part is skipped. */
function skipReason(error: unknown, part: schedules.SchedulePart): ScheduleSkipReason | undefined {
  if (error instanceof Skip) return error.reason;
  if (!(error instanceof AppError)) return undefined;
  if (error.status === 404) return 'page-gone';
  const code = error.errors[0]?.code;
  if (code === 'G_05') return 'version-changed';
  if (code === 'V_07') return part === 'publish' ? 'nothing-to-publish' : 'not-published';
  // Any other refusal (a pending slug taken meanwhile: 409 V_06) would be refused again on every
  // tick; only unexpected errors are worth retrying.
  if (error.status >= 400 && error.status < 500) return 'refused';
  return undefined;
}

type Schedule = schedules.ScheduleRow;

const stateOf = (schedule: Schedule, part: schedules.SchedulePart) =>
  part === 'publish' ? schedule.publish_state : schedule.unpublish_state;
const timeOf = (schedule: Schedule, part: schedules.SchedulePart) => (part === 'publish' ? schedule.publish_at : schedule.unpublish_at);

async function recordSkip(deps: AppDeps, schedule: Schedule, part: schedules.SchedulePart, reason: ScheduleSkipReason, title: string) {
  return deps.db.transaction().execute(async (trx) => {
    if (!(await schedules.settlePart(trx, schedule.id, part, { state: 'skipped', reason, at: nowIso() }))) return false;
    await tellCreator(trx, schedule, 'schedule-skipped', title, reason);
    return true;
  });
}

async function tellCreator(
  trx: Executor,
  schedule: Schedule,
  kind: 'schedule-published' | 'schedule-unpublished' | 'schedule-skipped',
  title: string,
  message = '',
) {
  // No actor: the scheduler did it, so the creator (who may be the only one) is told.
  if (schedule.created_by !== null)
    await notify(trx, [schedule.created_by], { kind, pageId: schedule.page_id, pageTitle: title, actor: null, message });
}

/** Runs one due part; never throws (an unexpected error is logged and the part stays pending). */
async function runPart(deps: AppDeps, scheduleId: number, part: schedules.SchedulePart): Promise<RunResult | undefined> {
  const schedule = await schedules.findById(deps.db, scheduleId);
  if (!schedule || stateOf(schedule, part) !== 'pending') return undefined;
  const result = { scheduleId, pageId: schedule.page_id, part };
  const title = (await pages.findVersion(deps.db, schedule.version_id))?.title ?? '';
  try {
    // It runs as the schedule's creator, who must still be an active publisher, or for a
    // publication, the reviewer who accepted the request for this version (and still reviews).
    const user = schedule.created_by === null ? null : await getSessionUser(deps.db, schedule.created_by);
    const reviewerOfIt =
      user !== null &&
      part === 'publish' &&
      hasPermission(user, 'review-publication') &&
      (await publicationRequests.acceptedBy(deps.db, schedule.version_id, user.ID));
    if (!user || !(hasPermission(user, 'publish-page') || reviewerOfIt)) throw new Skip('not-permitted');
    const claim = async (trx: Executor) => {
      if (!(await schedules.settlePart(trx, schedule.id, part, { state: 'done', reason: null, at: nowIso() }))) throw new ClaimLost();
      // The page event the publication queues in this transaction says it was the scheduler's.
      markScheduled(trx);
      if (part === 'publish') {
        // What was scheduled is what goes live: the same version, at the same revision (the
        // publication itself checks the revision and answers G_05 otherwise).
        const page = await lockedPage(trx, schedule.page_id);
        if (page.concept_version_id !== schedule.version_id) throw new Skip('version-changed');
      }
      await tellCreator(trx, schedule, part === 'publish' ? 'schedule-published' : 'schedule-unpublished', title);
    };
    if (part === 'publish') await publishing.publishPage(deps, user, schedule.page_id, schedule.version_revision, claim);
    else await publishing.unpublishPage(deps, schedule.page_id, claim);
    // What a manual publication's route does after it: the render cache, search index and sitemap follow.
    await deps.events.changed({ reason: 'publication', pageId: schedule.page_id });
    // Its page.published / page.unpublished was queued in the publication's transaction.
    void deps.webhooks.kick();
    await recordEntry(deps.db, {
      userId: user.ID,
      userName: user.profile.name,
      userEmail: user.email,
      action: part === 'publish' ? 'page.publish' : 'page.unpublish',
      objectType: 'page',
      objectId: String(schedule.page_id),
      detail: `scheduled for ${timeOf(schedule, part)}`,
      ip: null,
      userAgent: 'scheduler',
      outcome: 'success',
      statusCode: null,
      errorCode: null,
      createdAt: nowIso(),
    }).catch((error: unknown) => deps.logger.warn({ err: error }, 'audit entry of a scheduled change failed'));
    return { ...result, outcome: 'done' };
  } catch (error) {
    if (error instanceof ClaimLost) return { ...result, outcome: 'claimed-elsewhere' };
    const reason = skipReason(error, part);
    if (reason === undefined) {
      deps.logger.error({ err: error, scheduleId, part }, 'scheduled publication failed; retried on the next run');
      return { ...result, outcome: 'failed' };
    }
    const settled = await recordSkip(deps, schedule, part, reason, title);
    return settled ? { ...result, outcome: 'skipped', reason } : { ...result, outcome: 'claimed-elsewhere' };
  }
}

/**
 * Runs every part due at `now` (default: the current time), oldest first, so a publication
 * runs before the same page's unpublication. Safe to call concurrently and from several
 * instances: each part is carried out by exactly one run.
 */
export async function runDue(deps: AppDeps, now: Date = new Date()): Promise<RunResult[]> {
  const due = await schedules.listDue(deps.db, now.toISOString(), BATCH);
  due.sort((a, b) => (a.at === b.at ? (a.part === 'publish' ? -1 : 1) : a.at < b.at ? -1 : 1));
  const results: RunResult[] = [];
  for (const item of due) {
    const result = await runPart(deps, item.id, item.part).catch((error: unknown) => {
      deps.logger.error({ err: error, scheduleId: item.id }, 'scheduled publication failed');
      return undefined;
    });
    if (result) results.push(result);
  }
  return results;
}
