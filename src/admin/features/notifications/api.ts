import type { z } from 'zod';
import {
  notificationListAnswer,
  unreadCountAnswer,
  type markNotificationsReadBody,
} from '../../../shared/notifications/notification-schemas.ts';
import { checkedApi } from '../../lib/api-client.ts';

export type { NotificationDto, NotificationKind, NotificationList } from '../../../shared/notifications/notification-schemas.ts';

type MarkReadPayload = z.input<typeof markNotificationsReadBody>;

/** The logged-in user's notifications; every answer is checked against its shared schema. */
export const notificationsApi = {
  list: (pageIndex: number, pageSize: number) =>
    checkedApi.get(notificationListAnswer, '/notifications', { pageIndex, pageSize }).then((answer) => answer.data),
  unreadCount: () => checkedApi.get(unreadCountAnswer, '/notifications/unread-count').then((answer) => answer.data.unreadCount),
  /** Marks these read, or all of them without `ids`; answers how many are left unread. */
  markRead: (ids?: number[]) => {
    const body: MarkReadPayload = ids === undefined ? {} : { ids };
    return checkedApi.post(unreadCountAnswer, '/notifications/read', body).then((answer) => answer.data.unreadCount);
  },
};
