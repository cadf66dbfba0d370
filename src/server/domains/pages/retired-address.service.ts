import type { Kysely } from 'kysely';
import type { SessionUser } from '../../../shared/api-types.ts';
import { pageUrl } from '../../../shared/pages/page-url.ts';
import type { Database } from '../../db/schema.ts';
import type { Executor } from '../../db/executor.ts';
import { badRequest, forbidden, notFound } from '../../lib/errors.ts';
import { hasPermission } from '../auth/auth.guard.ts';
import { recordRetiredAddress } from '../redirects/redirects.service.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import * as pages from './pages.repository.ts';

// A published page deleted or taken offline can send its address on to another page (issue 16),
// so links and search results that point at it keep working.

/** A redirect a retirement will write: which page's address goes to which page. */
export interface RetiredRedirect {
  pageId: number;
  targetId: number;
  userId: number;
}

const refused = () => badRequest('V_12', 'redirectTo');

/**
 * Checks the request to redirect the page's address before anything changes: the user holds
 * manage-redirects (403 UM_01), the page exists (404 PM_01) and is online (it has an address to
 * keep), and the target is another published page (400 V_12 `redirectTo` otherwise). Null when
 * no redirect was asked.
 */
export async function planRetiredRedirect(
  db: Kysely<Database>,
  user: SessionUser,
  pageId: number,
  redirectTo: number | undefined,
): Promise<RetiredRedirect | null> {
  if (redirectTo === undefined) return null;
  if (!hasPermission(user, 'manage-redirects')) throw forbidden('UM_01');
  const [page, target] = await Promise.all([pages.findPage(db, pageId), pages.findPage(db, redirectTo)]);
  if (!page || page.concept_version_id === null) throw notFound('PM_01');
  if (page.published_version_id === null) throw refused();
  if (!target || target.id === page.id || target.published_version_id === null) throw refused();
  return { pageId, targetId: redirectTo, userId: user.ID };
}

/**
 * Writes the planned redirect inside the transaction that deletes or unpublishes the page
 * (before the delete; after the unpublication's page lock). Both addresses are read here, in
 * that transaction, so a slug that went live or a target taken offline meanwhile is seen: the
 * redirect starts at the address the page had last and never points at an offline page.
 */
export async function writeRetiredRedirect(trx: Executor, plan: RetiredRedirect | null): Promise<void> {
  if (!plan) return;
  const [page, target] = await Promise.all([pages.findPage(trx, plan.pageId), pages.findPage(trx, plan.targetId)]);
  if (!page || !target || target.published_version_id === null) throw refused();
  const { defaultLocale } = await getSiteSettings(trx as Kysely<Database>);
  await recordRetiredAddress(trx, {
    from: pageUrl(page.slug, page.locale, defaultLocale),
    to: pageUrl(target.slug, target.locale, defaultLocale),
    userId: plan.userId,
  });
}
