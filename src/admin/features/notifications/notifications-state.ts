import { create } from 'zustand';
import type { ApiError } from '../../../shared/errors.ts';
import { REVIEW_PARAM } from '../../../shared/pages/review-link.ts';
import type { NotificationDto, NotificationKind, NotificationList } from './api.ts';

/** How often the navigation asks for the unread count (it also asks on every route change). */
export const UNREAD_POLL_MS = 60_000;
export const NOTIFICATIONS_PAGE_SIZE = 20;

/**
 * The sentence of each kind: a typed map, so a new kind (say, a scheduled publication that went
 * live) does not compile until it has its text.
 */
export const NOTIFICATION_TEXT_KEYS = {
  'publication-requested': 'notifications.kindRequested',
  'publication-accepted': 'notifications.kindAccepted',
  'publication-rejected': 'notifications.kindRejected',
  'schedule-published': 'notifications.kindSchedulePublished',
  'schedule-unpublished': 'notifications.kindScheduleUnpublished',
  'schedule-skipped': 'notifications.kindScheduleSkipped',
} as const satisfies Record<NotificationKind, string>;

/** Where a notification leads: the page editor, opened in the review for a request to review. */
export function notificationLink(notification: Pick<NotificationDto, 'kind' | 'pageID'>): string | null {
  if (notification.pageID === null) return null;
  const editor = `/page/${notification.pageID}`;
  return notification.kind === 'publication-requested' ? `${editor}?${REVIEW_PARAM}=1` : editor;
}

/** The badge in the navigation: nothing at 0, the number up to 99, then "99+". */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}

/** The Notifications screen: one page of the list, and what is unread. */
export interface NotificationsState {
  items: NotificationDto[];
  totalItems: number;
  unreadCount: number;
  pageIndex: number;
  loading: boolean;
  errors: ApiError[];
}

export const initialNotificationsState: NotificationsState = {
  items: [],
  totalItems: 0,
  unreadCount: 0,
  pageIndex: 0,
  loading: true,
  errors: [],
};

export type NotificationsAction =
  | { type: 'loading'; pageIndex: number }
  | { type: 'loaded'; pageIndex: number; list: NotificationList }
  | { type: 'failed'; errors: ApiError[] }
  /** `ids` undefined: all of them. `unreadCount` is the server's count afterwards. */
  | { type: 'markedRead'; ids: number[] | undefined; at: string; unreadCount: number };

export function notificationsReducer(state: NotificationsState, action: NotificationsAction): NotificationsState {
  switch (action.type) {
    case 'loading':
      return { ...state, pageIndex: action.pageIndex, loading: true, errors: [] };
    case 'loaded':
      // An answer for a page the user has left is dropped.
      if (action.pageIndex !== state.pageIndex) return state;
      return { ...state, ...action.list, loading: false, errors: [] };
    case 'failed':
      return { ...state, loading: false, errors: action.errors };
    case 'markedRead': {
      const marked = action.ids === undefined ? null : new Set(action.ids);
      const items = state.items.map((item) =>
        item.readAt === null && (marked === null || marked.has(item.id)) ? { ...item, readAt: action.at } : item,
      );
      return { ...state, items, unreadCount: action.unreadCount, errors: [] };
    }
  }
}

/** The unread count the navigation shows; the screen sets it too after marking. */
interface UnreadCountState {
  count: number;
  setCount: (count: number) => void;
}

export const useUnreadCountStore = create<UnreadCountState>()((set) => ({
  count: 0,
  setCount: (count) => set({ count: Math.max(0, count) }),
}));
