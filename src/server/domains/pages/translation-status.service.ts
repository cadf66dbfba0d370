import type { Kysely } from 'kysely';
import type { TranslationState, TranslationStatusItem } from '../../../shared/pages/translation-status.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { requirePage } from './pages.service.ts';
import { refreshGroupOutOfDate } from './translation-out-of-date.service.ts';
import * as repository from './translation-status.repository.ts';
import type { GroupPageRow } from './translation-status.repository.ts';

const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);

function stateOf(row: GroupPageRow): TranslationState {
  if (row.published_version_id === null) return 'concept';
  return row.concept_dirty === 1 ? 'unpublishedChanges' : 'published';
}

/*
 * The same rule is SQL in translation-out-of-date.repository.ts (outOfDate), stored per page for
 * the overview's tab; page-list.out-of-date.test.ts checks that both name the same pages.
 */

/**
 * The page a translation follows: the one it was made from (while it exists), or else the
 * group's default-language page.
 */
function sourceOf(row: GroupPageRow, group: GroupPageRow[], defaultLocale: string): GroupPageRow | null {
  const made = row.translation_source_id === null ? undefined : group.find((other) => other.id === row.translation_source_id);
  if (made && made.id !== row.id) return made;
  // Never a page made from this one: an original in another language does not follow its translation.
  return group.find((other) => other.locale === defaultLocale && other.id !== row.id && other.translation_source_id !== row.id) ?? null;
}

export function statusOf(row: GroupPageRow, group: GroupPageRow[], defaultLocale: string): TranslationStatusItem {
  const source = sourceOf(row, group, defaultLocale);
  const translationUpdatedAt = later(row.concept_updated_at, row.translation_synced_at);
  const sourceUpdatedAt = source?.published_at ?? null;
  return {
    pageID: row.id,
    locale: row.locale,
    slug: row.slug,
    status: stateOf(row),
    outOfDate: sourceUpdatedAt !== null && translationUpdatedAt !== null && sourceUpdatedAt > translationUpdatedAt,
    sourcePageID: source?.id ?? null,
    sourceUpdatedAt,
    translationUpdatedAt,
    syncedAt: row.translation_synced_at,
    syncNote: row.translation_sync_note,
  };
}

/** Every page of the page's translation group (itself included, as get-sibling-slugs lists it) with its status. */
export async function translationStatus(db: Kysely<Database>, pageId: number, defaultLocale: string): Promise<TranslationStatusItem[]> {
  const page = await requirePage(db, pageId);
  const group = await repository.groupPages(db, page.translation_group);
  return group.map((row) => statusOf(row, group, defaultLocale));
}

/** Marks the page, as a translation, up to date with its source without changing it. */
export async function markSynced(
  db: Kysely<Database>,
  pageId: number,
  note: string,
  defaultLocale: string,
): Promise<TranslationStatusItem> {
  const page = await requirePage(db, pageId);
  await db.transaction().execute(async (trx) => {
    await repository.markSynced(trx, pageId, nowIso(), note);
    await refreshGroupOutOfDate(trx, page.translation_group);
  });
  const group = await repository.groupPages(db, page.translation_group);
  return statusOf(
    group.find((row) => row.id === pageId)!,
    group,
    defaultLocale,
  );
}
