import type { Kysely } from 'kysely';
import type { SessionUser } from '../../../shared/api-types.ts';
import { pageUrl } from '../../../shared/pages/page-url.ts';
import type { Database } from '../../db/schema.ts';
import type { Executor } from '../../db/executor.ts';
import { badRequest, forbidden } from '../../lib/errors.ts';
import { hasPermission } from '../auth/auth.guard.ts';
import { recordRetiredAddress } from '../redirects/redirects.service.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import * as pages from './pages.repository.ts';

// A published page deleted or taken offline can send its address on to another page (issue 16),
// so links and search results that point at it keep working.

/** The redirect a retirement will write: from the page's public address to the target's. */
export interface RetiredRedirect {
  from: string;
  to: string;
  userId: number;
}

/**
 * Checks the request to redirect the page's address before anything changes: the user holds
 * manage-redirects (403 UM_01), the page is online (it has an address to keep), and the target
 * is another published page (400 V_12 `redirectTo` otherwise). Null when no redirect was asked.
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
  if (!page || page.published_version_id === null) throw badRequest('V_12', 'redirectTo');
  if (!target || target.id === page.id || target.published_version_id === null) throw badRequest('V_12', 'redirectTo');
  const { defaultLocale } = await getSiteSettings(db);
  return { from: pageUrl(page.slug, page.locale, defaultLocale), to: pageUrl(target.slug, target.locale, defaultLocale), userId: user.ID };
}

/** Writes the planned redirect inside the transaction that deletes or unpublishes the page. */
export async function writeRetiredRedirect(trx: Executor, plan: RetiredRedirect | null): Promise<void> {
  if (plan) await recordRetiredAddress(trx, plan);
}
