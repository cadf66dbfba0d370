import { pageUrl } from '../../../shared/pages/page-url.ts';
import type { Executor } from '../../db/executor.ts';
import type { PageRow } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { conflict } from '../../lib/errors.ts';
import { addressWentLive, recordAddressChange } from '../redirects/redirects.service.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import { lockedPageFacts, queuePageEvent } from '../webhooks/webhook-events.ts';
import { rewriteLinksDeep } from './link-rewriter.ts';
import { parseJson } from './page-mapping.ts';
import * as pages from './pages.repository.ts';

// A page's public address: changed at once (publishers, unpublished pages) or, for a live page
// changed by an editor without publish-page, kept as the concept's pending slug until the
// concept is published (publication-transitions.ts publishConcept calls applyPendingSlug).

/** Rewrites internal links in every page version that pointed at the old address. */
async function rewriteInternalLinks(db: Executor, oldPath: string, newPath: string): Promise<void> {
  for (const version of await pages.versionsMentioning(db, oldPath)) {
    const blocks = parseJson<unknown>(version.blocks, null);
    if (blocks === null) continue;
    const rewritten = JSON.stringify(rewriteLinksDeep(blocks, oldPath, newPath));
    if (rewritten !== version.blocks) await pages.updateVersionBlocks(db, version.id, rewritten);
  }
}

/**
 * THE place where a page's public address has just changed (a publisher's slug change, or a
 * pending slug that went live with its concept). In the same transaction the old address gets
 * a permanent redirect to the new one (chains collapsed, a redirect from the new address
 * removed: the redirects domain's rules); nothing else needs to change.
 */
async function publicAddressChanged(
  trx: Executor,
  change: { pageId: number; locale: string; oldPath: string; newPath: string; userId: number | null },
): Promise<void> {
  await recordAddressChange(trx, change);
}

/**
 * Puts `slug` live at once, inside the caller's transaction, dropping any pending slug; with
 * `updateLinks`, internal links to the old address follow (never from the home page "/").
 * `userId`: who made the change (the automatic redirect records it).
 */
export async function changeLiveSlug(
  trx: Executor,
  page: PageRow,
  slug: string,
  updateLinks: boolean,
  userId: number | null,
): Promise<void> {
  const { defaultLocale } = await getSiteSettings(trx);
  const oldPath = pageUrl(page.slug, page.locale, defaultLocale);
  const newPath = pageUrl(slug, page.locale, defaultLocale);
  // Under the page's lock: of two concurrent changes to one slug only the first is a change (one event).
  const before = await lockedPageFacts(trx, page.id);
  await pages.updatePage(trx, page.id, { slug, pending_slug: null, pending_slug_update_links: 0, updated_at: nowIso() });
  if (updateLinks && oldPath !== '/') await rewriteInternalLinks(trx, oldPath, newPath);
  if (page.published_version_id !== null) {
    await publicAddressChanged(trx, { pageId: page.id, locale: page.locale, oldPath, newPath, userId });
  }
  // After the link rewrite: the queue's ordering lock (insertDeliveries) is then not held through it.
  if (before && before.slug !== slug) await queuePageEvent(trx, 'page.slug-changed', page.id, { previousSlug: before.slug });
}

/**
 * Makes `slug` (null: none) the concept's pending slug. It is part of the concept, so the page
 * has unpublished changes and the concept's revision moves on: a publication request made
 * before no longer matches what would go live, like after any other change to the concept.
 */
export async function setPendingSlug(trx: Executor, page: PageRow, slug: string | null, updateLinks: boolean): Promise<void> {
  await pages.updatePage(trx, page.id, {
    pending_slug: slug,
    pending_slug_update_links: slug !== null && updateLinks ? 1 : 0,
    ...(slug !== null ? { concept_dirty: 1 } : {}),
    updated_at: nowIso(),
  });
  if (page.concept_version_id !== null) await pages.bumpVersionRevision(trx, page.concept_version_id);
}

/**
 * Publication: the concept's pending slug goes live (the caller holds the page lock and
 * publishes in the same transaction). A slug taken live in the meantime refuses the
 * publication with 409 V_06 on `slug`, rather than failing on the unique index.
 */
export async function applyPendingSlug(trx: Executor, pageId: number, userId: number | null): Promise<void> {
  const page = await pages.findPage(trx, pageId);
  if (!page?.pending_slug) return;
  if (page.pending_slug === page.slug) {
    await pages.updatePage(trx, pageId, { pending_slug: null, pending_slug_update_links: 0 });
    return;
  }
  if (await pages.slugTaken(trx, page.locale, page.pending_slug, page.id)) throw conflict('V_06', 'slug');
  await changeLiveSlug(trx, page, page.pending_slug, page.pending_slug_update_links === 1, userId);
}

/**
 * Publication of a page that was not live: its address is a live page's now, so a redirect
 * from it (left from a page that moved away, or entered by an editor) is removed.
 */
export async function pageWentLive(trx: Executor, page: PageRow): Promise<void> {
  const { defaultLocale } = await getSiteSettings(trx);
  await addressWentLive(trx, pageUrl(page.slug, page.locale, defaultLocale));
}
