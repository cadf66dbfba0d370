import type { Kysely } from 'kysely';
import type { SessionUser } from '../../../../shared/api-types.ts';
import type { PendingRequest, RejectionFeedback } from '../../../../shared/pages/publication-dto.ts';
import { RESEND_COOLDOWN_MINUTES, type PublicationRequestsQuery } from '../../../../shared/pages/publication-schemas.ts';
import type { Database } from '../../../db/schema.ts';
import type { AppDeps } from '../../../deps.ts';
import { isoAfter, nowIso } from '../../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../../lib/errors.ts';
import * as pages from '../pages.repository.ts';
import { requirePage } from '../pages.service.ts';
import { notifyReviewers, reviewersOf } from './publication-notifications.ts';
import { lockedPage, nothingToPublish } from './publication-transitions.ts';
import * as publication from './publication.repository.ts';
import { queuePageEvent } from '../../webhooks/webhook-events.ts';

// Publication requests from the editor's side: asking for a review, reminding the reviewers,
// withdrawing the request, and reading pending requests.

/**
 * Asks for the concept to be reviewed. The published version stays live while the change is
 * under review (a typo fix must not take the home page down): accepting replaces it, rejecting
 * or revoking leaves it as it was. SPEC 4's "requesting clears publishedVersionID and
 * publishedID" is applied by the admin to the editor's view only (publication-rules.ts), never
 * to what visitors, the sitemap or the search index see. A published page without unpublished
 * changes has nothing to review: 409 V_07.
 * The concept's revision is recorded, so accepting can tell whether it changed since.
 */
export async function requestPublication(
  deps: AppDeps,
  user: SessionUser,
  pageId: number,
  comment: string,
  publishAt: string | null = null,
  now: Date = new Date(),
): Promise<void> {
  // The desired time is a wish for the reviewer, who keeps or changes it: it must still lie ahead.
  const desired = publishAt === null ? null : new Date(publishAt).toISOString();
  if (desired !== null && desired <= now.toISOString()) throw badRequest('V_12', 'publishAt');
  const page = await requirePage(deps.db, pageId);
  const conceptBefore = await pages.findVersion(deps.db, page.concept_version_id!);
  if (!conceptBefore) throw notFound('PM_01');
  const reviewers = await reviewersOf(deps, user.ID);
  await deps.db.transaction().execute(async (trx) => {
    // The page row lock makes concurrent requests wait here, so only one of them finds no pending request.
    const locked = await lockedPage(trx, pageId);
    if (await publication.findPendingRequestForPage(trx, pageId)) throw conflict('V_07');
    if (nothingToPublish(locked)) throw conflict('V_07');
    const concept = await pages.findVersion(trx, locked.concept_version_id!);
    if (!concept) throw notFound('PM_01');
    await publication.insertRequest(trx, {
      pageId,
      versionId: concept.id,
      versionRevision: concept.revision,
      userId: user.ID,
      comment,
      createdAt: nowIso(),
      publishAt: desired,
    });
    await publication.setVersionRequestFlag(trx, concept.id, true);
    await notifyReviewers(deps, trx, reviewers, {
      pageId,
      pageTitle: concept.title,
      requesterId: user.ID,
      requesterName: user.profile.name,
      comment,
    });
    // Last, so the queue's ordering lock (insertDeliveries) is held for the commit only.
    await queuePageEvent(trx, 'publication.requested', pageId);
  });
  void deps.mailQueue.kick();
}

async function requirePendingForPage(db: Kysely<Database>, pageId: number) {
  await requirePage(db, pageId);
  const pending = await publication.findPendingRequestForPage(db, pageId);
  if (!pending) throw notFound('G_02');
  return pending;
}

/**
 * Who may resend or revoke a pending request: the requester while they still hold
 * create-page (requesting needs it), or any publisher (publish-page), who could publish or
 * unpublish the page anyway. The admin offers the actions by the same rule (publication-rules.ts).
 */
function assertMayManageRequest(user: SessionUser, pending: { requested_by: number | null }): void {
  const holds = (name: string) => user.role.permissions.some((permission) => permission.name === name);
  const requesterWhoEdits = pending.requested_by === user.ID && holds('create-page');
  if (!requesterWhoEdits && !holds('publish-page')) throw forbidden('UM_01');
}

/**
 * The requester (or a publisher) sends the reviewers the reminder again, at most once per
 * RESEND_COOLDOWN_MINUTES since the reviewers were last mailed about the request.
 */
export async function resendRequest(deps: AppDeps, user: SessionUser, pageId: number): Promise<void> {
  const pending = await requirePendingForPage(deps.db, pageId);
  assertMayManageRequest(user, pending);
  const version = await pages.findVersion(deps.db, pending.version_id);
  // The reminder is about the requester's request: the requester is left out and named, whoever resends it.
  const reviewers = await reviewersOf(deps, pending.requested_by);
  const requester =
    pending.requested_by === user.ID ? undefined : await publication.findPendingRequestForVersion(deps.db, pending.version_id);
  const requesterName = requester ? (requester.requester_name ?? '') : user.profile.name;
  const now = nowIso();
  const notAfter = isoAfter(-RESEND_COOLDOWN_MINUTES * 60_000);
  await deps.db.transaction().execute(async (trx) => {
    // The reviewers were mailed a moment ago (request or resend): 429 G_06, nobody is mailed.
    if (!(await publication.markResentIfDue(trx, pending.id, now, notAfter))) throw tooManyRequests('G_06');
    await notifyReviewers(deps, trx, reviewers, {
      pageId,
      pageTitle: version?.title ?? '',
      requesterId: pending.requested_by,
      requesterName,
      comment: pending.comment,
    });
  });
  void deps.mailQueue.kick();
}

export async function revokeRequest(deps: AppDeps, user: SessionUser, pageId: number): Promise<void> {
  const pending = await requirePendingForPage(deps.db, pageId);
  assertMayManageRequest(user, pending);
  await deps.db.transaction().execute(async (trx) => {
    await publication.lockPage(trx, pending.page_id);
    if (!(await publication.closeRequest(trx, pending.id, { status: 'revoked', reviewerId: null, feedback: null, decidedAt: nowIso() })))
      throw conflict('V_07');
    await publication.setVersionRequestFlag(trx, pending.version_id, false);
  });
}

export async function requestComment(db: Kysely<Database>, versionId: number): Promise<PendingRequest> {
  const pending = await publication.findPendingRequestForVersion(db, versionId);
  if (!pending) throw notFound('G_02');
  return {
    comment: pending.comment,
    requestedBy: pending.requested_by ? { id: pending.requested_by, name: pending.requester_name ?? '' } : null,
    createdAt: pending.created_at,
    resentAt: pending.resent_at,
    // The concept's revision when the request was made: acceptance needs the concept to still have it.
    versionRevision: pending.version_revision,
    publishAt: pending.publish_at,
  };
}

/**
 * The rejection the editor shows on a concept: the latest request on the version, when it was
 * rejected. Requesting again makes a newer request, and publishing freezes the version (the
 * editor moves on to a fresh concept), so either ends it. Null otherwise.
 */
export async function latestRejection(db: Kysely<Database>, versionId: number): Promise<RejectionFeedback | null> {
  const version = await pages.findVersion(db, versionId);
  if (!version) throw notFound('G_02');
  const latest = await publication.findLatestRequestForVersion(db, versionId);
  if (version.published_at !== null || latest?.status !== 'rejected' || latest.decided_at === null) return null;
  return {
    feedback: latest.feedback ?? '',
    reviewer: latest.reviewed_by ? { id: latest.reviewed_by, name: latest.reviewer_name ?? '' } : null,
    decidedAt: latest.decided_at,
    requestedBy: latest.requested_by ? { id: latest.requested_by, name: latest.requester_name ?? '' } : null,
  };
}

/** GET /page/fetch-request: one page of the outstanding requests and how many there are in all. */
export async function pendingRequests(db: Kysely<Database>, query: PublicationRequestsQuery) {
  const page = { type: query.type, offset: query.pageIndex * query.pageSize, limit: query.pageSize };
  const [rows, totalItems] = await Promise.all([
    publication.listPendingRequests(db, page),
    publication.countPendingRequests(db, query.type),
  ]);
  return {
    items: rows.map((row) => ({
      id: row.id,
      pageID: row.page_id,
      versionID: row.version_id,
      title: row.title,
      locale: row.locale,
      slug: row.slug,
      type: row.type,
      comment: row.comment,
      requestedBy: row.requested_by ? { id: row.requested_by, name: row.requester_name ?? '' } : null,
      createdAt: row.created_at,
      resentAt: row.resent_at,
      versionRevision: row.version_revision,
      publishAt: row.publish_at,
    })),
    totalItems,
  };
}
