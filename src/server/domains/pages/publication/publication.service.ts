import type { Kysely, Transaction } from 'kysely';
import type { SessionUser } from '../../../../shared/api-types.ts';
import type { StoreVersionBody } from '../../../../shared/pages/page-schemas.ts';
import { RESEND_COOLDOWN_MINUTES, REVIEW_PARAM } from '../../../../shared/pages/publication-schemas.ts';
import type { Database } from '../../../db/schema.ts';
import type { AppDeps } from '../../../deps.ts';
import { isoAfter, nowIso } from '../../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound, tooManyRequests } from '../../../lib/errors.ts';
import { enqueueMail } from '../../../lib/mail/mail-queue.ts';
import { activeUsersWithPermission, mailRecipient, type MailRecipient } from '../../users/users.service.ts';
import { applyStore, prepareStore } from '../page-versions.service.ts';
import * as pages from '../pages.repository.ts';
import { requirePage } from '../pages.service.ts';
import { publicationAcceptedMail, publicationRejectedMail, publicationRequestedMail, publicationSupersededMail } from './publication-emails.ts';
import * as publication from './publication.repository.ts';

type Executor = Kysely<Database> | Transaction<Database>;

function pageAdminLink(deps: AppDeps, pageId: number): string {
  return `${deps.config.publicUrl}/cmsadmin/page/${pageId}`;
}

/** Reviewers land in the editor with the review of the pending request open (PublicationToolbar reads the parameter). */
function pageReviewLink(deps: AppDeps, pageId: number): string {
  return `${pageAdminLink(deps, pageId)}?${REVIEW_PARAM}=1`;
}

/**
 * Takes the page's lock and reads it inside the transaction; every publication transition
 * checks the page's state here, so two decisions at once see each other's outcome.
 */
async function lockedPage(trx: Executor, pageId: number) {
  await publication.lockPage(trx, pageId);
  const page = await pages.findPage(trx, pageId);
  if (!page || page.concept_version_id === null) throw notFound('PM_01');
  return page;
}

/** Published and the concept unchanged since: publishing again would only duplicate the live version. */
function nothingToPublish(page: { published_version_id: number | null; concept_dirty: number }): boolean {
  return page.published_version_id !== null && page.concept_dirty === 0;
}

/**
 * Publishes the page's concept: the version is frozen into the history, the page points at it,
 * and a fresh concept (a copy) takes its place for further editing. The caller holds the page lock.
 */
async function publishConcept(trx: Executor, pageId: number, userId: number, requestId: number | null): Promise<void> {
  const page = await pages.findPage(trx, pageId);
  if (!page || page.concept_version_id === null) throw notFound('PM_01');
  const versionId = page.concept_version_id;
  const version = await pages.findVersion(trx, versionId);
  if (!version) throw notFound('PM_01');
  const now = nowIso();
  await trx.updateTable('page_versions').set({ published_at: now, has_publication_request: 0 }).where('id', '=', versionId).execute();
  const publicationId = await publication.insertPublication(trx, { pageId, versionId, userId, requestId, at: now });
  const conceptId = await pages.insertVersion(trx, {
    page_id: pageId,
    title: version.title,
    blocks: version.blocks,
    seo_title: version.seo_title,
    seo_description: version.seo_description,
    seo_keywords: version.seo_keywords,
    seo_image: version.seo_image,
    type_data: version.type_data,
    revision: 0,
    has_publication_request: 0,
    published_at: null,
    created_by: userId,
    updated_by: version.updated_by,
    created_at: now,
    updated_at: now,
  });
  await pages.updatePage(trx, pageId, {
    published_version_id: versionId,
    published_id: publicationId,
    concept_version_id: conceptId,
    concept_dirty: 0,
    updated_at: now,
  });
}

async function clearPublished(trx: Executor, pageId: number): Promise<void> {
  await pages.updatePage(trx, pageId, { published_version_id: null, published_id: null, updated_at: nowIso() });
}

/** What a direct publication needs to know before its transaction (SQLite has one connection). */
async function readBeforePublish(deps: AppDeps, user: SessionUser, pageId: number) {
  const page = await requirePage(deps.db, pageId);
  const pendingBefore = await publication.findPendingRequestForPage(deps.db, pageId);
  // Who to tell if this settles someone else's request.
  const requester = pendingBefore?.requested_by && pendingBefore.requested_by !== user.ID ? await mailRecipient(deps.db, pendingBefore.requested_by) : undefined;
  const concept = await pages.findVersion(deps.db, page.concept_version_id!);
  return { requester, title: concept?.title ?? '' };
}

/**
 * Direct publication inside the caller's transaction. Refused (409 V_07) when the page is
 * published and the concept has not changed since. A pending request is closed by it: as
 * revoked when it is the publisher's own, otherwise as superseded, and its requester is told
 * who published the page (it was not reviewed, so it is not "accepted").
 */
async function publishDirectly(
  deps: AppDeps,
  trx: Executor,
  user: SessionUser,
  pageId: number,
  before: { requester: MailRecipient | undefined; title: string },
): Promise<void> {
  const page = await lockedPage(trx, pageId);
  if (nothingToPublish(page)) throw conflict('V_07');
  const pending = await publication.findPendingRequestForPage(trx, pageId);
  if (pending) {
    const status = pending.requested_by === user.ID ? 'revoked' : 'superseded';
    await publication.closeRequest(trx, pending.id, { status, reviewerId: user.ID, feedback: null, decidedAt: nowIso() });
    const requester = before.requester;
    if (status === 'superseded' && requester && requester.id === pending.requested_by) {
      await enqueueMail(
        trx,
        publicationSupersededMail({ to: requester.email, language: requester.language, pageTitle: before.title, publisherName: user.profile.name, link: pageAdminLink(deps, pageId) }),
      );
    }
  }
  await publishConcept(trx, pageId, user.ID, pending?.id ?? null);
}

/** Direct publication (publish-page). */
export async function publishPage(deps: AppDeps, user: SessionUser, pageId: number): Promise<void> {
  const before = await readBeforePublish(deps, user, pageId);
  await deps.db.transaction().execute((trx) => publishDirectly(deps, trx, user, pageId, before));
  if (before.requester) void deps.mailQueue.kick();
}

/** Takes a published page offline; a page that is not published is 409 V_07. */
async function unpublishLocked(trx: Executor, pageId: number): Promise<void> {
  const page = await lockedPage(trx, pageId);
  if (page.published_version_id === null) throw conflict('V_07');
  await clearPublished(trx, pageId);
}

export async function unpublishPage(deps: AppDeps, pageId: number): Promise<void> {
  await requirePage(deps.db, pageId);
  await deps.db.transaction().execute((trx) => unpublishLocked(trx, pageId));
}

/**
 * SPEC 4: store-and-publish saves the version, then publishes it; both in one transaction,
 * so a refused publication (nothing changed on a published page) stores nothing either.
 */
export async function storeAndPublish(deps: AppDeps, user: SessionUser, versionId: number, body: StoreVersionBody): Promise<number> {
  const prepared = await prepareStore(deps.db, user, versionId, body);
  const before = await readBeforePublish(deps, user, prepared.pageId);
  await deps.db.transaction().execute(async (trx) => {
    await publication.lockPage(trx, prepared.pageId);
    await applyStore(trx, prepared);
    await publishDirectly(deps, trx, user, prepared.pageId, { ...before, title: prepared.title });
  });
  if (before.requester) void deps.mailQueue.kick();
  return prepared.pageId;
}

/** Saves the version and takes the page offline; a page that is not published is 409 V_07 and nothing is stored. */
export async function storeAndUnpublish(deps: AppDeps, user: SessionUser, versionId: number, body: StoreVersionBody): Promise<number> {
  const prepared = await prepareStore(deps.db, user, versionId, body);
  await deps.db.transaction().execute(async (trx) => {
    const page = await lockedPage(trx, prepared.pageId);
    if (page.published_version_id === null) throw conflict('V_07');
    await applyStore(trx, prepared);
    await clearPublished(trx, prepared.pageId);
  });
  return prepared.pageId;
}

/** Reviewers are read before the transaction: SQLite has one connection, which the transaction holds. */
async function reviewersOf(deps: AppDeps, requesterId: number | null): Promise<MailRecipient[]> {
  return (await activeUsersWithPermission(deps.db, 'review-publication')).filter((reviewer) => reviewer.id !== requesterId);
}

async function notifyReviewers(
  deps: AppDeps,
  trx: Executor,
  reviewers: MailRecipient[],
  input: { pageId: number; pageTitle: string; requesterName: string; comment: string },
): Promise<void> {
  for (const reviewer of reviewers) {
    await enqueueMail(
      trx,
      publicationRequestedMail({
        to: reviewer.email,
        language: reviewer.language,
        pageTitle: input.pageTitle,
        requesterName: input.requesterName,
        comment: input.comment,
        link: pageReviewLink(deps, input.pageId),
      }),
    );
  }
}

/**
 * Asks for the concept to be reviewed. As SPEC 4 says, requesting takes the page offline
 * (publishedVersionID and publishedID cleared) until a reviewer accepts. A published page
 * without unpublished changes has nothing to review: 409 V_07, and it stays online.
 * The concept's revision is recorded, so accepting can tell whether it changed since.
 */
export async function requestPublication(deps: AppDeps, user: SessionUser, pageId: number, comment: string): Promise<void> {
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
    await publication.insertRequest(trx, { pageId, versionId: concept.id, versionRevision: concept.revision, userId: user.ID, comment, createdAt: nowIso() });
    await publication.setVersionRequestFlag(trx, concept.id, true);
    await clearPublished(trx, pageId);
    await notifyReviewers(deps, trx, reviewers, { pageId, pageTitle: concept.title, requesterName: user.profile.name, comment });
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
  const requester = pending.requested_by === user.ID ? undefined : await publication.findPendingRequestForVersion(deps.db, pending.version_id);
  const requesterName = requester ? (requester.requester_name ?? '') : user.profile.name;
  const now = nowIso();
  const notAfter = isoAfter(-RESEND_COOLDOWN_MINUTES * 60_000);
  await deps.db.transaction().execute(async (trx) => {
    // The reviewers were mailed a moment ago (request or resend): 429 G_06, nobody is mailed.
    if (!(await publication.markResentIfDue(trx, pending.id, now, notAfter))) throw tooManyRequests('G_06');
    await notifyReviewers(deps, trx, reviewers, { pageId, pageTitle: version?.title ?? '', requesterName, comment: pending.comment });
  });
  void deps.mailQueue.kick();
}

export async function revokeRequest(deps: AppDeps, user: SessionUser, pageId: number): Promise<void> {
  const pending = await requirePendingForPage(deps.db, pageId);
  assertMayManageRequest(user, pending);
  await deps.db.transaction().execute(async (trx) => {
    await publication.lockPage(trx, pending.page_id);
    if (!(await publication.closeRequest(trx, pending.id, { status: 'revoked', reviewerId: null, feedback: null, decidedAt: nowIso() }))) throw conflict('V_07');
    await publication.setVersionRequestFlag(trx, pending.version_id, false);
  });
}

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

/** SPEC 4: accepting first publishes the version, then accepts the request; both in one transaction. */
export async function acceptRequest(deps: AppDeps, user: SessionUser, versionId: number, feedback: string): Promise<number> {
  const pending = await requireReviewableRequest(deps.db, user, versionId);
  const version = await pages.findVersion(deps.db, versionId);
  const requester = pending.requested_by ? await mailRecipient(deps.db, pending.requested_by) : undefined;
  await deps.db.transaction().execute(async (trx) => {
    // Four eyes: what is published must be what was reviewed. A concept that changed after
    // the request (a store, even one that started before it, or a link rewrite: each moves the
    // revision), or that is no longer the concept, cannot be accepted; the requester asks again.
    const page = await lockedPage(trx, pending.page_id);
    const current = await pages.findVersion(trx, versionId);
    if (!current || page.concept_version_id !== versionId || conceptChangedSince(pending, current)) throw conflict('V_07');
    await publishConcept(trx, pending.page_id, user.ID, pending.id);
    if (!(await publication.closeRequest(trx, pending.id, { status: 'accepted', reviewerId: user.ID, feedback: feedback || null, decidedAt: nowIso() }))) throw conflict('V_07');
    if (requester) {
      await enqueueMail(trx, publicationAcceptedMail({ to: requester.email, language: requester.language, pageTitle: version?.title ?? '', reviewerName: user.profile.name, feedback, link: pageAdminLink(deps, pending.page_id) }));
    }
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
    if (!(await publication.closeRequest(trx, pending.id, { status: 'rejected', reviewerId: user.ID, feedback, decidedAt: nowIso() }))) throw conflict('V_07');
    await publication.setVersionRequestFlag(trx, versionId, false);
    if (requester) {
      await enqueueMail(trx, publicationRejectedMail({ to: requester.email, language: requester.language, pageTitle: version?.title ?? '', reviewerName: user.profile.name, feedback, link: pageAdminLink(deps, pending.page_id) }));
    }
  });
  void deps.mailQueue.kick();
}

export async function requestComment(db: Kysely<Database>, versionId: number) {
  const pending = await publication.findPendingRequestForVersion(db, versionId);
  if (!pending) throw notFound('G_02');
  return {
    comment: pending.comment,
    requestedBy: pending.requested_by ? { id: pending.requested_by, name: pending.requester_name ?? '' } : null,
    createdAt: pending.created_at,
    resentAt: pending.resent_at,
    // The concept's revision when the request was made: acceptance needs the concept to still have it.
    versionRevision: pending.version_revision,
  };
}

export async function pendingRequests(db: Kysely<Database>) {
  const [rows, totalItems] = await Promise.all([publication.listPendingRequests(db), publication.countPendingRequests(db)]);
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
    })),
    totalItems,
  };
}
