import type { Kysely } from 'kysely';
import type {
  NotificationDto,
  NotificationKind,
  NotificationList,
  NotificationListQuery,
} from '../../../shared/notifications/notification-schemas.ts';
import type { Database } from '../../db/schema.ts';
import type { Executor } from '../../db/executor.ts';
import { nowIso } from '../../lib/clock.ts';
import * as notifications from './notifications.repository.ts';

// In-admin notifications. Other domains record what happened with `notify` inside their own
// transaction (a decision and its notifications are saved together or not at all); the routes
// let each user read and mark only their own.

/** Who caused the event (null id: the account is gone); the name is kept as it was then. */
export interface NotificationActor {
  id: number | null;
  name: string;
}

export interface NotificationEvent {
  kind: NotificationKind;
  pageId: number | null;
  pageTitle: string;
  actor: NotificationActor | null;
  /** The request's comment or the reviewer's feedback. */
  message: string;
}

/** Records one event for each recipient (a user is never told about their own action). */
export async function notify(trx: Executor, recipientIds: readonly number[], event: NotificationEvent): Promise<void> {
  const createdAt = nowIso();
  const actorId = event.actor?.id ?? null;
  const recipients = [...new Set(recipientIds)].filter((userId) => userId !== actorId);
  await notifications.insertNotifications(
    trx,
    recipients.map((userId) => ({
      userId,
      kind: event.kind,
      pageId: event.pageId,
      pageTitle: event.pageTitle,
      actorId: event.actor?.id ?? null,
      actorName: event.actor?.name ?? null,
      message: event.message,
      createdAt,
    })),
  );
}

function toDto(row: notifications.NotificationRow): NotificationDto {
  return {
    id: row.id,
    kind: row.kind,
    pageID: row.page_id,
    pageTitle: row.page_title,
    actor: row.actor_name === null ? null : { id: row.actor_id, name: row.actor_name },
    message: row.message,
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}

export async function listNotifications(db: Kysely<Database>, userId: number, query: NotificationListQuery): Promise<NotificationList> {
  const [rows, totalItems, unreadCount] = await Promise.all([
    notifications.listForUser(db, userId, query.pageIndex * query.pageSize, query.pageSize),
    notifications.countForUser(db, userId),
    notifications.countUnreadForUser(db, userId),
  ]);
  return { items: rows.map(toDto), totalItems, unreadCount };
}

export function unreadCount(db: Kysely<Database>, userId: number): Promise<number> {
  return notifications.countUnreadForUser(db, userId);
}

/** Marks the user's notifications read (all of them without `ids`); answers what is left unread. */
export async function markRead(db: Kysely<Database>, userId: number, ids: number[] | undefined): Promise<number> {
  await notifications.markRead(db, userId, ids, nowIso());
  return notifications.countUnreadForUser(db, userId);
}
