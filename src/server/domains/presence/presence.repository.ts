import type { Executor } from '../../db/executor.ts';

/** Records that a tab has the page open now; the first heartbeat of a tab sets when it opened it. */
export async function touch(
  db: Executor,
  row: { pageId: number; clientId: string; userId: number; unsaved: boolean; now: string },
): Promise<void> {
  await db
    .insertInto('page_presence')
    .values({
      page_id: row.pageId,
      client_id: row.clientId,
      user_id: row.userId,
      unsaved: row.unsaved ? 1 : 0,
      opened_at: row.now,
      seen_at: row.now,
    })
    .onConflict((conflict) =>
      conflict.columns(['page_id', 'client_id']).doUpdateSet({ user_id: row.userId, unsaved: row.unsaved ? 1 : 0, seen_at: row.now }),
    )
    .execute();
}

/** A tab that closed the page; only the user who opened it can remove it. */
export async function remove(db: Executor, pageId: number, clientId: string, userId: number): Promise<void> {
  await db
    .deleteFrom('page_presence')
    .where('page_id', '=', pageId)
    .where('client_id', '=', clientId)
    .where('user_id', '=', userId)
    .execute();
}

/** Rows whose heartbeat stopped (a closed laptop, a crashed tab). */
export async function removeStale(db: Executor, seenBefore: string): Promise<void> {
  await db.deleteFrom('page_presence').where('seen_at', '<', seenBefore).execute();
}

/** Every live tab on the page of users other than `userId`, with the user's name and picture. */
export function listOthers(db: Executor, pageId: number, userId: number, seenSince: string) {
  return db
    .selectFrom('page_presence')
    .innerJoin('users', 'users.id', 'page_presence.user_id')
    .select(['page_presence.user_id', 'page_presence.unsaved', 'page_presence.opened_at', 'users.name', 'users.image_file'])
    .where('page_presence.page_id', '=', pageId)
    .where('page_presence.user_id', '!=', userId)
    .where('page_presence.seen_at', '>=', seenSince)
    .where('users.active', '=', 1)
    .orderBy('page_presence.opened_at')
    .execute();
}
