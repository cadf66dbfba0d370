import type { Executor } from '../../db/executor.ts';

/** The ids of a page's history snapshots beyond the newest `keep`, oldest last (snapshot ids grow with time). */
export async function snapshotsBeyond(db: Executor, pageId: number, keep: number): Promise<number[]> {
  const rows = await db
    .selectFrom('page_versions')
    .select('id')
    .where('page_id', '=', pageId)
    .where('snapshot', '=', 1)
    // Only drafts: a snapshot is never published, but the condition keeps a published version safe whatever happens.
    .where('published_at', 'is', null)
    .orderBy('id', 'desc')
    .offset(keep)
    .limit(1_000_000)
    .execute();
  return rows.map((row) => row.id);
}

export async function deleteSnapshots(db: Executor, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('page_versions').where('id', 'in', ids).where('snapshot', '=', 1).where('published_at', 'is', null).execute();
}
