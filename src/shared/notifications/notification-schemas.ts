import { z } from 'zod';
import { id } from '../schemas/common.ts';

/**
 * In-admin notifications (issue 14): what happened to a user's publication work. Each kind is
 * one event; a new kind (e.g. a scheduled publication that went live) is added here, written by
 * the service of the domain where it happens, and given its texts in the admin, nothing else.
 */
export const NOTIFICATION_KINDS = [
  /** A reviewer is asked to review a request (also when the requester reminds them). */
  'publication-requested',
  /** The requester's request was accepted; the page is published. */
  'publication-accepted',
  /** The requester's request was rejected; `message` holds the reviewer's feedback. */
  'publication-rejected',
  /** The creator's scheduled publication went live (issue 16). */
  'schedule-published',
  /** The creator's scheduled unpublication took the page offline. */
  'schedule-unpublished',
  /** A part of the creator's schedule was skipped; `message` holds the reason (a ScheduleSkipReason). */
  'schedule-skipped',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The most ids one mark-as-read call takes; the list shows far fewer per page. */
export const MAX_READ_IDS = 500;

/** GET /api/notifications: the newest first, a page at a time. */
export const notificationListQuery = z.object({
  pageIndex: z.coerce.number({ error: 'V_12' }).int('V_12').min(0, 'V_12').max(100_000, 'V_12').default(0),
  pageSize: z.coerce.number({ error: 'V_12' }).int('V_12').min(1, 'V_12').max(100, 'V_12').default(20),
});
export type NotificationListQuery = z.output<typeof notificationListQuery>;

/** POST /api/notifications/read: these of the user's notifications, or all of them when `ids` is absent. */
export const markNotificationsReadBody = z.object({
  ids: z.array(id, { error: 'V_12' }).max(MAX_READ_IDS, 'V_12').optional(),
});
export type MarkNotificationsReadBody = z.output<typeof markNotificationsReadBody>;

/** Who caused it (the requester or the reviewer); the name as it was then. */
const notificationActor = z.object({ id: z.number().nullable(), name: z.string() });

export const notificationDto = z.object({
  id: z.number(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The page it is about; null when the page has been deleted since. */
  pageID: z.number().nullable(),
  /** The page's title when it happened. */
  pageTitle: z.string(),
  actor: notificationActor.nullable(),
  /** The request's comment or the reviewer's feedback; empty when there was none. */
  message: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type NotificationDto = z.output<typeof notificationDto>;

export const notificationListAnswer = z.object({
  data: z.object({ items: z.array(notificationDto), totalItems: z.number(), unreadCount: z.number() }),
});
export type NotificationList = z.output<typeof notificationListAnswer>['data'];

/** GET /api/notifications/unread-count and the answer of POST /api/notifications/read. */
export const unreadCountAnswer = z.object({ data: z.object({ unreadCount: z.number() }) });
