import type { Selectable } from 'kysely';
import type { NotificationKind } from '../../../shared/notifications/notification-schemas.ts';
import type { NotificationsTable } from '../../db/schema.ts';
import type { Executor } from '../../db/executor.ts';

export type NotificationRow = Selectable<NotificationsTable>;

export interface NewNotification {
  userId: number;
  kind: NotificationKind;
  pageId: number | null;
  pageTitle: string;
  actorId: number | null;
  actorName: string | null;
  message: string;
  createdAt: string;
}

/** One statement for all recipients of an event, inside the caller's transaction. */
export async function insertNotifications(db: Executor, rows: NewNotification[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('notifications')
    .values(
      rows.map((row) => ({
        user_id: row.userId,
        kind: row.kind,
        page_id: row.pageId,
        page_title: row.pageTitle,
        actor_id: row.actorId,
        actor_name: row.actorName,
        message: row.message,
        created_at: row.createdAt,
        read_at: null,
      })),
    )
    .execute();
}

/** A user's notifications, the newest first (the id breaks ties within one millisecond). */
export function listForUser(db: Executor, userId: number, offset: number, limit: number): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countForUser(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function countUnreadForUser(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Marks the user's unread notifications read: those with the given ids, or all when `ids` is
 * undefined. Ids of other users' notifications match nothing, so nobody marks someone else's.
 */
export async function markRead(db: Executor, userId: number, ids: number[] | undefined, at: string): Promise<void> {
  if (ids !== undefined && ids.length === 0) return;
  let query = db.updateTable('notifications').set({ read_at: at }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (ids !== undefined) query = query.where('id', 'in', ids);
  await query.execute();
}
