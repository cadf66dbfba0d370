import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS } from '../../../shared/notifications/notification-schemas.ts';
import { en } from '../../i18n/resources/en.ts';
import type { NotificationDto } from './api.ts';
import {
  initialNotificationsState,
  NOTIFICATION_TEXT_KEYS,
  notificationLink,
  notificationsReducer,
  unreadBadge,
  useUnreadCountStore,
  type NotificationsState,
} from './notifications-state.ts';

const notification = (id: number, patch: Partial<NotificationDto> = {}): NotificationDto => ({
  id,
  kind: 'publication-rejected',
  pageID: 7,
  pageTitle: 'Otters',
  actor: { id: 2, name: 'Rita Reviewer' },
  message: 'Name the source.',
  createdAt: '2026-01-02T10:00:00.000Z',
  readAt: null,
  ...patch,
});

function loaded(items: NotificationDto[], unreadCount: number, pageIndex = 0): NotificationsState {
  const loading = notificationsReducer(initialNotificationsState, { type: 'loading', pageIndex });
  return notificationsReducer(loading, { type: 'loaded', pageIndex, list: { items, totalItems: items.length, unreadCount } });
}

describe('notificationLink', () => {
  it('leads to the page editor, in the review for a request to review', () => {
    expect(notificationLink({ kind: 'publication-rejected', pageID: 7 })).toBe('/page/7');
    expect(notificationLink({ kind: 'publication-accepted', pageID: 7 })).toBe('/page/7');
    expect(notificationLink({ kind: 'publication-requested', pageID: 7 })).toBe('/page/7?review=1');
  });

  it('leads nowhere once the page is deleted', () => {
    expect(notificationLink({ kind: 'publication-rejected', pageID: null })).toBeNull();
  });
});

describe('unreadBadge', () => {
  it('shows nothing at zero, the count up to 99, then 99+', () => {
    expect(unreadBadge(0)).toBeNull();
    expect(unreadBadge(-1)).toBeNull();
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });
});

describe('texts per kind', () => {
  it('every kind has an English sentence naming the actor and the page', () => {
    // The scheduler's kinds have no actor (the scheduler did it, for the creator it tells).
    const withoutActor = new Set<string>(['schedule-published', 'schedule-unpublished', 'schedule-skipped']);
    for (const kind of NOTIFICATION_KINDS) {
      const key = NOTIFICATION_TEXT_KEYS[kind].split('.')[1] as keyof typeof en.notifications;
      if (!withoutActor.has(kind)) expect(en.notifications[key]).toContain('{name}');
      expect(en.notifications[key]).toContain('{title}');
      expect(en.notifications[`messageLabel_${kind}`]).toBeTruthy();
    }
  });
});

describe('notificationsReducer', () => {
  it('loads a page of the list with the unread count', () => {
    const state = loaded([notification(2), notification(1, { readAt: '2026-01-01T00:00:00.000Z' })], 1);
    expect(state.loading).toBe(false);
    expect(state.items.map((item) => item.id)).toEqual([2, 1]);
    expect(state.unreadCount).toBe(1);
    expect(state.totalItems).toBe(2);
  });

  it('drops the answer for a page the user has already left', () => {
    const onFirst = loaded([notification(3)], 1);
    const toSecond = notificationsReducer(onFirst, { type: 'loading', pageIndex: 1 });
    const late = notificationsReducer(toSecond, {
      type: 'loaded',
      pageIndex: 0,
      list: { items: [notification(9)], totalItems: 30, unreadCount: 5 },
    });
    expect(late).toBe(toSecond);
    expect(late.loading).toBe(true);
  });

  it('marks the given ones read and takes the server count', () => {
    const state = loaded([notification(3), notification(2), notification(1)], 3);
    const next = notificationsReducer(state, { type: 'markedRead', ids: [2], at: '2026-01-03T00:00:00.000Z', unreadCount: 2 });
    expect(next.items.map((item) => item.readAt)).toEqual([null, '2026-01-03T00:00:00.000Z', null]);
    expect(next.unreadCount).toBe(2);
  });

  it('marks all read, keeping when the earlier ones were read', () => {
    const state = loaded([notification(2), notification(1, { readAt: '2026-01-01T00:00:00.000Z' })], 1);
    const next = notificationsReducer(state, { type: 'markedRead', ids: undefined, at: '2026-01-03T00:00:00.000Z', unreadCount: 0 });
    expect(next.items.map((item) => item.readAt)).toEqual(['2026-01-03T00:00:00.000Z', '2026-01-01T00:00:00.000Z']);
    expect(next.unreadCount).toBe(0);
  });

  it('keeps the list when a call fails, with its errors', () => {
    const state = loaded([notification(1)], 1);
    const failed = notificationsReducer(state, { type: 'failed', errors: [{ code: 'G_01' }] });
    expect(failed.items).toEqual(state.items);
    expect(failed.errors).toEqual([{ code: 'G_01' }]);
    expect(failed.loading).toBe(false);
  });
});

describe('useUnreadCountStore', () => {
  it('holds the count for the navigation, never below zero', () => {
    useUnreadCountStore.getState().setCount(4);
    expect(useUnreadCountStore.getState().count).toBe(4);
    useUnreadCountStore.getState().setCount(-2);
    expect(useUnreadCountStore.getState().count).toBe(0);
  });
});
