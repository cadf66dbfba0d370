import { nowIso } from '../../../lib/clock.ts';
import { conflict, notFound } from '../../../lib/errors.ts';
import { applyPendingSlug, pageWentLive } from '../page-address.service.ts';
import * as pages from '../pages.repository.ts';
import { syncListingKeys } from '../site-listing-keys.repository.ts';
import { refreshGroupOutOfDate } from '../translation-out-of-date.service.ts';
import { syncConceptSummary } from '../concept-summary.repository.ts';
import * as publication from './publication.repository.ts';
import { queuePageEvent } from '../../webhooks/webhook-events.ts';
import type { Executor } from '../../../db/executor.ts';

/**
 * Takes the page's lock and reads it inside the transaction; every publication transition
 * checks the page's state here, so two decisions at once see each other's outcome.
 */
export async function lockedPage(trx: Executor, pageId: number) {
  await publication.lockPage(trx, pageId);
  const page = await pages.findPage(trx, pageId);
  if (!page || page.concept_version_id === null) throw notFound('PM_01');
  return page;
}

/**
 * 409 G_05 when the concept's revision is no longer the one the user saw (undefined: the
 * client sent none, SPEC 7's `{}`, so nothing to compare). The caller holds the page lock, so
 * no store can slip in between this check and the publication.
 */
export async function assertConceptRevision(trx: Executor, conceptVersionId: number, revision: number | undefined): Promise<void> {
  if (revision === undefined) return;
  const concept = await pages.findVersion(trx, conceptVersionId);
  if (!concept || concept.revision !== revision) throw conflict('G_05');
}

/** Published and the concept unchanged since: publishing again would only duplicate the live version. */
export function nothingToPublish(page: { published_version_id: number | null; concept_dirty: number }): boolean {
  return page.published_version_id !== null && page.concept_dirty === 0;
}

/**
 * Publishes the page's concept: the version is frozen into the history, the page points at it,
 * and a fresh concept (a copy) takes its place for further editing. The caller holds the page lock.
 */
export async function publishConcept(trx: Executor, pageId: number, userId: number, requestId: number | null): Promise<void> {
  // The concept's new address goes live with it, before the version is frozen, so links the
  // slug change rewrites are part of what is published.
  await applyPendingSlug(trx, pageId, userId);
  const page = await pages.findPage(trx, pageId);
  if (!page || page.concept_version_id === null) throw notFound('PM_01');
  if (page.published_version_id === null) await pageWentLive(trx, page);
  const versionId = page.concept_version_id;
  const version = await pages.findVersion(trx, versionId);
  if (!version) throw notFound('PM_01');
  const now = nowIso();
  await publication.markVersionPublished(trx, versionId, now);
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
  await syncConceptSummary(trx, pageId);
  // The site's listings sort and filter by keys of the published version (issue 20).
  await syncListingKeys(trx, pageId);
  // Its translations may be behind it now (and its own new concept counts as a save).
  await refreshGroupOutOfDate(trx, page.translation_group);
  // The caller holds the page lock, so a publication queues its webhook event exactly once.
  await queuePageEvent(trx, 'page.published', pageId, { versionId });
}

/** Takes the page offline: no published version until the next publication. */
export async function clearPublished(trx: Executor, pageId: number): Promise<void> {
  const before = await pages.findPage(trx, pageId);
  const wasLive = before !== undefined && before.published_version_id !== null;
  await pages.updatePage(trx, pageId, { published_version_id: null, published_id: null, updated_at: nowIso() });
  await syncListingKeys(trx, pageId);
  // Its translations no longer have a published source to fall behind.
  if (before) await refreshGroupOutOfDate(trx, before.translation_group);
  if (wasLive) await queuePageEvent(trx, 'page.unpublished', pageId);
}
