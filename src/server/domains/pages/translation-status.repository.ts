import type { Executor } from '../../db/executor.ts';

export interface GroupPageRow {
  id: number;
  locale: string;
  slug: string;
  published_version_id: number | null;
  concept_dirty: number;
  translation_source_id: number | null;
  translation_synced_at: string | null;
  translation_sync_note: string | null;
  /** The concept's last save: when the page was last updated. */
  concept_updated_at: string | null;
  /** When its live version was published (null: not live). */
  published_at: string | null;
}

/** Every page of a translation group with the times its status is worked out from. */
export function groupPages(db: Executor, group: string): Promise<GroupPageRow[]> {
  return db
    .selectFrom('pages')
    .leftJoin('page_versions as concept', 'concept.id', 'pages.concept_version_id')
    .leftJoin('page_versions as live', 'live.id', 'pages.published_version_id')
    .select([
      'pages.id',
      'pages.locale',
      'pages.slug',
      'pages.published_version_id',
      'pages.concept_dirty',
      'pages.translation_source_id',
      'pages.translation_synced_at',
      'pages.translation_sync_note',
      'concept.updated_at as concept_updated_at',
      'live.published_at as published_at',
    ])
    .where('pages.translation_group', '=', group)
    .where('pages.concept_version_id', 'is not', null)
    .orderBy('pages.locale')
    .execute();
}

export async function markSynced(db: Executor, pageId: number, at: string, note: string): Promise<void> {
  await db.updateTable('pages').set({ translation_synced_at: at, translation_sync_note: note }).where('id', '=', pageId).execute();
}
