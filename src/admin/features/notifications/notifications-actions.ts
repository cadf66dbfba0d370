import { notificationsApi } from './api.ts';
import { useUnreadCountStore } from './notifications-state.ts';

/**
 * Asks the server for the unread count (the navigation's poll). A failed poll keeps the last
 * count: the next one tries again, and a lost session is handled by the API client.
 */
export async function refreshUnreadCount(): Promise<void> {
  try {
    useUnreadCountStore.getState().setCount(await notificationsApi.unreadCount());
  } catch {
    // Nothing to show: the badge keeps its last count until the next poll.
  }
}

/** Marks notifications read (all without `ids`); the navigation's badge follows at once. */
export async function markNotificationsRead(ids?: number[]): Promise<number> {
  const unreadCount = await notificationsApi.markRead(ids);
  useUnreadCountStore.getState().setCount(unreadCount);
  return unreadCount;
}
