import type { Kysely } from 'kysely';
import type { SessionUser } from '../../../../shared/api-types.ts';
import type { Database } from '../../../db/schema.ts';
import type { AppDeps } from '../../../deps.ts';
import { nowIso } from '../../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import { mailRecipient } from '../../users/user-accounts.service.ts';
import * as pages from '../pages.repository.ts';
import { scheduleAccepted, scheduledTime } from '../schedules/accepted-schedule.ts';
import { notifyDecision } from './publication-notifications.ts';
import { assertConceptRevision, lockedPage, publishConcept } from './publication-transitions.ts';
import * as publication from './publication.repository.ts';
import { holdEvents, queuePageEvent, releaseEvents } from '../../webhooks/webhook-events.ts';

// A reviewer's decision on a publication request (review-publication): accept or reject.

async function requireReviewableRequest(db: Kysely<Database>, user: SessionUser, versionId: number) {
  const pending = await publication.findPendingRequestForVersion(db, versionId);
  if (!pending) throw notFound('G_02');
  // Four eyes: nobody decides on their own request.
  if (pending.requested_by === user.ID) throw forbidden('UM_01');
  return pending;
}

function conceptChangedSince(
  request: { version_revision: number | null; created_at: string },
  concept: { revision: number; updated_at: string },
): boolean {
  // Requests made before revisions were recorded fall back to the timestamps.
  if (request.version_revision === null) return concept.updated_at > request.created_at;
  return concept.revision !== request.version_revision;
}

/**
 * SPEC 4: accepting first publishes the version, then accepts the request; both in one
 * transaction. `revision` is the concept's revision the reviewer saw, if sent: a concept that
 * changed since is 409 G_05, so nobody accepts a version they did not review. When the request
 * (or the reviewer, through `publishAt`) names a time ahead, the reviewed version is scheduled
 * for it instead, as the reviewer (issue 16); a changed concept is then skipped by the scheduler.
 */
export async function acceptRequest(
  deps: AppDeps,
  user: SessionUser,
  versionId: number,
  feedback: string,
  revision?: number,
  publishAt?: string | null,
  now: Date = new Date(),
): Promise<number> {
  const pending = await requireReviewableRequest(deps.db, user, versionId);
  const goLiveAt = scheduledTime(pending.publish_at, publishAt, now);
  const version = await pages.findVersion(deps.db, versionId);
  const requester = pending.requested_by ? await mailRecipient(deps.db, pending.requested_by) : undefined;
  await deps.db.transaction().execute(async (trx) => {
    // Four eyes: what is published must be what was reviewed. A concept that changed after
    // the request (a store, even one that started before it, or a link rewrite: each moves the
    // revision), or that is no longer the concept, cannot be accepted; the requester asks again.
    const page = await lockedPage(trx, pending.page_id);
    await assertConceptRevision(trx, versionId, revision);
    const current = await pages.findVersion(trx, versionId);
    if (!current || page.concept_version_id !== versionId || conceptChangedSince(pending, current)) throw conflict('V_07');
    // Before the publication's own events, with the address the reviewer saw; all are inserted
    // last (releaseEvents), so the queue's ordering lock is not held through the publication.
    holdEvents(trx);
    await queuePageEvent(trx, 'publication.accepted', pending.page_id);
    if (goLiveAt === null) await publishConcept(trx, pending.page_id, user.ID, pending.id);
    else {
      await scheduleAccepted(trx, { pageId: pending.page_id, versionId, revision: current.revision, at: goLiveAt, reviewerId: user.ID });
      await publication.setVersionRequestFlag(trx, versionId, false);
    }
    if (
      !(await publication.closeRequest(trx, pending.id, {
        status: 'accepted',
        reviewerId: user.ID,
        feedback: feedback || null,
        decidedAt: nowIso(),
      }))
    )
      throw conflict('V_07');
    if (requester) {
      await notifyDecision(deps, trx, requester, {
        accepted: true,
        pageId: pending.page_id,
        pageTitle: version?.title ?? '',
        reviewer: user,
        feedback,
      });
    }
    await releaseEvents(trx);
  });
  void deps.mailQueue.kick();
  return pending.page_id;
}

/** Rejects with feedback; the requester is e-mailed. The decision is saved even if mail is down. */
export async function rejectRequest(deps: AppDeps, user: SessionUser, versionId: number, feedback: string): Promise<void> {
  if (!feedback.trim()) throw badRequest('V_01', 'feedback');
  const pending = await requireReviewableRequest(deps.db, user, versionId);
  const version = await pages.findVersion(deps.db, versionId);
  const requester = pending.requested_by ? await mailRecipient(deps.db, pending.requested_by) : undefined;
  await deps.db.transaction().execute(async (trx) => {
    // The page lock first, like every publication decision: otherwise an acceptance (page,
    // version, request) and this (request, version) can deadlock on PostgreSQL.
    await publication.lockPage(trx, pending.page_id);
    if (!(await publication.closeRequest(trx, pending.id, { status: 'rejected', reviewerId: user.ID, feedback, decidedAt: nowIso() })))
      throw conflict('V_07');
    await publication.setVersionRequestFlag(trx, versionId, false);
    if (requester) {
      await notifyDecision(deps, trx, requester, {
        accepted: false,
        pageId: pending.page_id,
        pageTitle: version?.title ?? '',
        reviewer: user,
        feedback,
      });
    }
    await queuePageEvent(trx, 'publication.rejected', pending.page_id);
  });
  void deps.mailQueue.kick();
}
