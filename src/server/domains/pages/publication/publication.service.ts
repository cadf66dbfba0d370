import type { SessionUser } from '../../../../shared/api-types.ts';
import type { StoreVersionBody } from '../../../../shared/pages/page-schemas.ts';
import type { AppDeps } from '../../../deps.ts';
import { nowIso } from '../../../lib/clock.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { mailRecipient, type MailRecipient } from '../../users/user-accounts.service.ts';
import { applyStore, prepareStore } from '../page-versions.service.ts';
import * as pages from '../pages.repository.ts';
import { requirePage } from '../pages.service.ts';
import { notifySuperseded } from './publication-notifications.ts';
import { assertConceptRevision, clearPublished, lockedPage, nothingToPublish, publishConcept } from './publication-transitions.ts';
import * as publication from './publication.repository.ts';
import { holdEvents, releaseEvents } from '../../webhooks/webhook-events.ts';
import type { Executor } from '../../../db/executor.ts';

// Direct publication by a publisher (publish-page), without a review: publish, unpublish, and
// both after storing the editor's version. Requests and decisions live beside this file.

/** What a direct publication needs to know before its transaction (SQLite has one connection). */
async function readBeforePublish(deps: AppDeps, user: SessionUser, pageId: number) {
  const page = await requirePage(deps.db, pageId);
  const pendingBefore = await publication.findPendingRequestForPage(deps.db, pageId);
  // Who to tell if this settles someone else's request.
  const requester =
    pendingBefore?.requested_by && pendingBefore.requested_by !== user.ID
      ? await mailRecipient(deps.db, pendingBefore.requested_by)
      : undefined;
  const concept = await pages.findVersion(deps.db, page.concept_version_id!);
  return { requester, title: concept?.title ?? '' };
}

/**
 * Direct publication inside the caller's transaction. Refused with 409 G_05 when `revision`
 * (the concept's revision the publisher saw) is given and the concept has moved on since, so
 * a stale screen never publishes someone else's draft; and with 409 V_07 when the page is
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
  revision: number | undefined,
): Promise<void> {
  const page = await lockedPage(trx, pageId);
  await assertConceptRevision(trx, page.concept_version_id!, revision);
  if (nothingToPublish(page)) throw conflict('V_07');
  const pending = await publication.findPendingRequestForPage(trx, pageId);
  if (pending) {
    const status = pending.requested_by === user.ID ? 'revoked' : 'superseded';
    await publication.closeRequest(trx, pending.id, { status, reviewerId: user.ID, feedback: null, decidedAt: nowIso() });
    const requester = before.requester;
    if (status === 'superseded' && requester && requester.id === pending.requested_by) {
      await notifySuperseded(deps, trx, requester, { pageId, pageTitle: before.title, publisher: user });
    }
  }
  await publishConcept(trx, pageId, user.ID, pending?.id ?? null);
}

/**
 * Work a caller does first inside the publication's transaction (the scheduler claims its row
 * there, so the claim and the publication commit or roll back together).
 */
export type InTransaction = (trx: Executor) => Promise<void>;

/**
 * Direct publication (publish-page); `revision` is the concept's revision the publisher saw, if
 * sent. The scheduler publishes through this too (with `first`), as the schedule's creator.
 */
export async function publishPage(
  deps: AppDeps,
  user: SessionUser,
  pageId: number,
  revision?: number,
  first?: InTransaction,
): Promise<void> {
  const before = await readBeforePublish(deps, user, pageId);
  await deps.db.transaction().execute(async (trx) => {
    // Its events go in last (webhook-events.ts holdEvents), after the requests, notices and mails.
    holdEvents(trx);
    await first?.(trx);
    await publishDirectly(deps, trx, user, pageId, before, revision);
    await releaseEvents(trx);
  });
  if (before.requester) void deps.mailQueue.kick();
}

/** Takes a published page offline; a page that is not published is 409 V_07. */
async function unpublishLocked(trx: Executor, pageId: number): Promise<void> {
  const page = await lockedPage(trx, pageId);
  if (page.published_version_id === null) throw conflict('V_07');
  await clearPublished(trx, pageId);
}

/**
 * `first` runs before the page lock (the scheduler's claim), `after` once the page is locked and
 * offline (a redirect of its address): writes that other page transactions also make must come
 * after the page lock, or two of them can deadlock on PostgreSQL.
 */
export async function unpublishPage(deps: AppDeps, pageId: number, first?: InTransaction, after?: InTransaction): Promise<void> {
  await requirePage(deps.db, pageId);
  await deps.db.transaction().execute(async (trx) => {
    holdEvents(trx);
    await first?.(trx);
    await unpublishLocked(trx, pageId);
    await after?.(trx);
    await releaseEvents(trx);
  });
}

/** The unpublication's own refusals (404 PM_01, 409 V_07) come before any about a redirect. */
export async function assertOnline(db: AppDeps['db'], pageId: number): Promise<void> {
  const page = await requirePage(db, pageId);
  if (page.published_version_id === null) throw conflict('V_07');
}

/**
 * SPEC 4: store-and-publish saves the version, then publishes it; both in one transaction,
 * so a refused publication (nothing changed on a published page) stores nothing either.
 */
export async function storeAndPublish(deps: AppDeps, user: SessionUser, versionId: number, body: StoreVersionBody): Promise<number> {
  const prepared = await prepareStore(deps.db, user, versionId, body, { history: { policy: deps.config.versionHistory } });
  const before = await readBeforePublish(deps, user, prepared.pageId);
  await deps.db.transaction().execute(async (trx) => {
    await publication.lockPage(trx, prepared.pageId);
    holdEvents(trx);
    await applyStore(trx, prepared);
    // prepareStore compared an unchanged store with the revision outside this transaction, and
    // a store that wrote moved it by one: check again under the lock, so a store by someone
    // else in between is refused (G_05) rather than published.
    const expected = prepared.revision === undefined ? undefined : prepared.revision + (prepared.changed ? 1 : 0);
    await publishDirectly(deps, trx, user, prepared.pageId, { ...before, title: prepared.title }, expected);
    await releaseEvents(trx);
  });
  if (before.requester) void deps.mailQueue.kick();
  return prepared.pageId;
}

/** Saves the version and takes the page offline; a page that is not published is 409 V_07 and nothing is stored. */
export async function storeAndUnpublish(
  deps: AppDeps,
  user: SessionUser,
  versionId: number,
  body: StoreVersionBody,
  also?: InTransaction,
): Promise<number> {
  const prepared = await prepareStore(deps.db, user, versionId, body, { history: { policy: deps.config.versionHistory } });
  await deps.db.transaction().execute(async (trx) => {
    const page = await lockedPage(trx, prepared.pageId);
    if (page.published_version_id === null) throw conflict('V_07');
    holdEvents(trx);
    await applyStore(trx, prepared);
    await clearPublished(trx, prepared.pageId);
    await also?.(trx);
    await releaseEvents(trx);
  });
  return prepared.pageId;
}

/** The page a version belongs to (404 PM_01 for an unknown version). */
export async function pageOfVersion(db: AppDeps['db'], versionId: number): Promise<number> {
  const version = await pages.findVersion(db, versionId);
  if (!version) throw notFound('PM_01');
  return version.page_id;
}
