import { useCallback, useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { Pagination } from '../../../components/paginated-list/Pagination.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { errorsFromUnknown } from '../../../lib/api-client.ts';
import { notificationsApi } from '../api.ts';
import { markNotificationsRead } from '../notifications-actions.ts';
import { initialNotificationsState, NOTIFICATIONS_PAGE_SIZE, notificationsReducer, useUnreadCountStore } from '../notifications-state.ts';
import { NotificationItem } from './NotificationItem.tsx';
import '../notifications.css';

/** /notifications: the logged-in user's notifications, newest first, to read and mark as read. */
export function NotificationsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notifications.title'));
  const [state, dispatch] = useReducer(notificationsReducer, initialNotificationsState);
  const [busy, setBusy] = useState(false);

  const load = useCallback(async (pageIndex: number) => {
    dispatch({ type: 'loading', pageIndex });
    try {
      const list = await notificationsApi.list(pageIndex, NOTIFICATIONS_PAGE_SIZE);
      dispatch({ type: 'loaded', pageIndex, list });
      useUnreadCountStore.getState().setCount(list.unreadCount);
    } catch (error) {
      dispatch({ type: 'failed', errors: errorsFromUnknown(error) });
    }
  }, []);

  useEffect(() => {
    void load(0);
  }, [load]);

  const markRead = async (ids?: number[]) => {
    setBusy(true);
    try {
      const unreadCount = await markNotificationsRead(ids);
      dispatch({ type: 'markedRead', ids, at: new Date().toISOString(), unreadCount });
    } catch (error) {
      dispatch({ type: 'failed', errors: errorsFromUnknown(error) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="page">
      <header className="page__header">
        <div>
          <h1>{t('notifications.title')}</h1>
          <p className="page__intro">{t('notifications.intro')}</p>
        </div>
        <button
          type="button"
          className="button button--secondary"
          disabled={busy || state.unreadCount === 0}
          onClick={() => void markRead()}
        >
          {t('notifications.markAllRead')}
        </button>
      </header>
      <FormErrors errors={state.errors} includeFieldErrors />
      <div className="card">
        {state.loading && state.items.length === 0 ? (
          <Spinner label={t('notifications.loading')} />
        ) : state.items.length === 0 ? (
          <p className="muted">{t('notifications.empty')}</p>
        ) : (
          <ul className="notification-list" aria-label={t('notifications.title')}>
            {state.items.map((item) => (
              <NotificationItem key={item.id} notification={item} busy={busy} onMarkRead={(id) => void markRead([id])} />
            ))}
          </ul>
        )}
        <Pagination
          pageIndex={state.pageIndex}
          totalItems={state.totalItems}
          pageSize={NOTIFICATIONS_PAGE_SIZE}
          onPageChange={(pageIndex) => void load(pageIndex)}
        />
      </div>
    </section>
  );
}
