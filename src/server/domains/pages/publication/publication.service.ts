import type { Kysely, Transaction } from 'kysely';
import type { SessionUser } from '../../../../shared/api-types.ts';
import type { StoreVersionBody } from '../../../../shared/pages/page-schemas.ts';
import type { Database } from '../../../db/schema.ts';
import type { AppDeps } from '../../../deps.ts';
import { nowIso } from '../../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/errors.ts';
import { enqueueMail } from '../../../lib/mail/mail-queue.ts';
import { activeUsersWithPermission, mailRecipient, type MailRecipient } from '../../users/users.service.ts';
import { storeVersion } from '../page-versions.service.ts';
import * as pages from '../pages.repository.ts';
import { requirePage } from '../pages.service.ts';
import { publicationAcceptedMail, publicationRejectedMail, publicationRequestedMail } from './publication-emails.ts';
import * as publication from './publication.repository.ts';

type Executor = Kysely<Database> | Transaction<Database>;

function pageAdminLink(deps: AppDeps, pageId: number): string {
  return `${deps.config.publicUrl}/cmsadmin/page/${pageId}`;
}

/**
 * Publishes the page's concept: the version is frozen into the history, the page points at it,
 * and a fresh concept (a copy) takes its place for further editing.
 */
async function publishConcept(trx: Executor, pageId: number, userId: number, requestId: number | null): Promise<void> {
  // Two publications at once would both freeze the same concept and leave an orphan copy.
  await publication.lockPage(trx, pageId);
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

/** Direct publication (publish-page). A pending request for the page is closed by it. */
export async function publishPage(deps: AppDeps, user: SessionUser, pageId: number): Promise<void> {
  const page = await requirePage(deps.db, pageId);
  // Read before the transaction (SQLite's one connection): who to tell if this settles their request.
  const pendingBefore = await publication.findPendingRequestForPage(deps.db, pageId);
  const requester = pendingBefore?.requested_by && pendingBefore.requested_by !== user.ID ? await mailRecipient(deps.db, pendingBefore.requested_by) : undefined;
  const concept = await pages.findVersion(deps.db, page.concept_version_id!);
  await deps.db.transaction().execute(async (trx) => {
    const pending = await publication.findPendingRequestForPage(trx, pageId);
    if (pending) {
      const status = pending.requested_by === user.ID ? 'revoked' : 'accepted';
      await publication.closeRequest(trx, pending.id, { status, reviewerId: user.ID, feedback: null, decidedAt: nowIso() });
      if (status === 'accepted' && requester && requester.id === pending.requested_by) {
        await enqueueMail(
          trx,
          publicationAcceptedMail({ to: requester.email, language: requester.language, pageTitle: concept?.title ?? '', reviewerName: user.profile.name, feedback: '', link: pageAdminLink(deps, pageId) }),
        );
      }
    }
    await publishConcept(trx, pageId, user.ID, pending?.id ?? null);
  });
  if (requester) void deps.mailQueue.kick();
}

export async function unpublishPage(deps: AppDeps, pageId: number): Promise<void> {
  await requirePage(deps.db, pageId);
  await deps.db.transaction().execute((trx) => clearPublished(trx, pageId));
}

export async function storeAndPublish(deps: AppDeps, user: SessionUser, versionId: number, body: StoreVersionBody): Promise<number> {
  const version = await storeVersion(deps.db, user, versionId, body);
  await publishPage(deps, user, version.pageID);
  return version.pageID;
}

export async function storeAndUnpublish(deps: AppDeps, user: SessionUser, versionId: number, body: StoreVersionBody): Promise<number> {
  const version = await storeVersion(deps.db, user, versionId, body);
  await unpublishPage(deps, version.pageID);
  return version.pageID;
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
        link: pageAdminLink(deps, input.pageId),
      }),
    );
  }
}

/**
 * Asks for the concept to be reviewed. As SPEC 4 says, requesting takes the page offline
 * (publishedVersionID and publishedID cleared) until a reviewer accepts.
 */
export async function requestPublication(deps: AppDeps, user: SessionUser, pageId: number, comment: string): Promise<void> {
  const page = await requirePage(deps.db, pageId);
  const concept = await pages.findVersion(deps.db, page.concept_version_id!);
  if (!concept) throw notFound('PM_01');
  const reviewers = await reviewersOf(deps, user.ID);
  await deps.db.transaction().execute(async (trx) => {
    // The page row lock makes concurrent requests wait here, so only one of them finds no pending request.
    await publication.lockPage(trx, pageId);
    if (await publication.findPendingRequestForPage(trx, pageId)) throw conflict('V_07');
    await publication.insertRequest(trx, { pageId, versionId: concept.id, userId: user.ID, comment, createdAt: nowIso() });
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

/** The requester (or a publisher) sends the reviewers the reminder again. */
export async function resendRequest(deps: AppDeps, user: SessionUser, pageId: number): Promise<void> {
  const pending = await requirePendingForPage(deps.db, pageId);
  const canPublish = user.role.permissions.some((permission) => permission.name === 'publish-page');
  if (pending.requested_by !== user.ID && !canPublish) throw forbidden('UM_01');
  const version = await pages.findVersion(deps.db, pending.version_id);
  // The reminder is about the requester's request: the requester is left out and named, whoever resends it.
  const reviewers = await reviewersOf(deps, pending.requested_by);
  const requester = pending.requested_by === user.ID ? undefined : await publication.findPendingRequestForVersion(deps.db, pending.version_id);
  const requesterName = requester ? (requester.requester_name ?? '') : user.profile.name;
  await deps.db.transaction().execute(async (trx) => {
    await publication.markResent(trx, pending.id, nowIso());
    await notifyReviewers(deps, trx, reviewers, { pageId, pageTitle: version?.title ?? '', requesterName, comment: pending.comment });
  });
  void deps.mailQueue.kick();
}

export async function revokeRequest(deps: AppDeps, user: SessionUser, pageId: number): Promise<void> {
  const pending = await requirePendingForPage(deps.db, pageId);
  const canPublish = user.role.permissions.some((permission) => permission.name === 'publish-page');
  if (pending.requested_by !== user.ID && !canPublish) throw forbidden('UM_01');
  await deps.db.transaction().execute(async (trx) => {
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

/** SPEC 4: accepting first publishes the version, then accepts the request; both in one transaction. */
export async function acceptRequest(deps: AppDeps, user: SessionUser, versionId: number, feedback: string): Promise<number> {
  const pending = await requireReviewableRequest(deps.db, user, versionId);
  const version = await pages.findVersion(deps.db, versionId);
  const requester = pending.requested_by ? await mailRecipient(deps.db, pending.requested_by) : undefined;
  await deps.db.transaction().execute(async (trx) => {
    await publication.lockPage(trx, pending.page_id);
    // Four eyes: what is published must be what was reviewed. A concept stored after the
    // request (or no longer the concept) cannot be accepted; the requester asks again.
    const page = await pages.findPage(trx, pending.page_id);
    const current = await pages.findVersion(trx, versionId);
    if (!page || !current || page.concept_version_id !== versionId || current.updated_at > pending.created_at) throw conflict('V_07');
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
  return { comment: pending.comment, requestedBy: pending.requested_by ? { id: pending.requested_by, name: pending.requester_name ?? '' } : null, createdAt: pending.created_at, resentAt: pending.resent_at };
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
    })),
    totalItems,
  };
}
