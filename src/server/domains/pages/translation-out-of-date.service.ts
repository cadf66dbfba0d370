import type { Executor } from '../../db/executor.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import { refreshTranslationOutOfDate, type OutOfDateScope } from './translation-out-of-date.repository.ts';

/*
 * Keeps pages.translation_out_of_date (translation-out-of-date.repository.ts) equal to what the
 * translations panel shows. Everything the rule reads changes in a transaction that calls this
 * before it commits:
 * - a concept save or a version restore (the concept's updated_at): page-versions.service.ts applyStore;
 * - a publication or an unpublication (the source's published_at), also when scheduled or
 *   accepted from a request: publication-transitions.ts publishConcept / clearPublished;
 * - marking a translation up to date (translation_synced_at): translation-status.service.ts;
 * - a new page or translation (locale, group, translation_source_id): pages.service.ts
 *   insertPageWithConcept; a deleted page (the group's fallback source): pages.service.ts deletePage;
 * - a site import: site-archive-import.service.ts (all pages); a change of the site's default
 *   language: settings.service.ts (all pages, translation-out-of-date-locale.service.ts).
 * Nothing else changes a page's locale, group or recorded source after it is made.
 */

/** Recomputes the flag of the groups' pages (or all pages) by the site's default language now. */
export async function refreshOutOfDate(trx: Executor, scope: OutOfDateScope): Promise<void> {
  if (scope !== 'all' && scope.groups.length === 0) return;
  const { defaultLocale } = await getSiteSettings(trx);
  await refreshTranslationOutOfDate(trx, scope, defaultLocale);
}

/** Recomputes the flag of the pages of one translation group. */
export function refreshGroupOutOfDate(trx: Executor, group: string): Promise<void> {
  return refreshOutOfDate(trx, { groups: [group] });
}
