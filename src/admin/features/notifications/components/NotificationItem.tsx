import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date.ts';
import type { NotificationDto } from '../api.ts';
import { NOTIFICATION_TEXT_KEYS, notificationLink } from '../notifications-state.ts';

interface NotificationItemProps {
  notification: NotificationDto;
  busy: boolean;
  onMarkRead: (id: number) => void;
}

/** One notification: what happened, by whom and when, the comment or feedback, and the way to the page. */
export function NotificationItem({ notification, busy, onMarkRead }: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const unread = notification.readAt === null;
  const link = notificationLink(notification);
  const text = t(NOTIFICATION_TEXT_KEYS[notification.kind], {
    name: notification.actor?.name || t('notifications.someone'),
    title: notification.pageTitle,
  });
  return (
    <li className={unread ? 'notification is-unread' : 'notification'} data-testid="notification" data-kind={notification.kind}>
      <div className="notification__main">
        <p className="notification__text">
          {unread && <span className="notification__dot" aria-label={t('notifications.unread')} role="img" />}
          {text}
        </p>
        <p className="notification__meta">{formatDate(notification.createdAt, i18n.language, true)}</p>
        {notification.message && (
          <blockquote className="notification__message" aria-label={t(`notifications.messageLabel_${notification.kind}`)}>
            {notification.kind === 'schedule-skipped'
              ? t(`schedule.reason_${notification.message}`, { defaultValue: notification.message })
              : notification.message}
          </blockquote>
        )}
      </div>
      <div className="notification__actions">
        {link && (
          <Link
            className="button button--secondary button--small"
            to={link}
            aria-label={t('notifications.openPageFor', { title: notification.pageTitle })}
            onClick={() => {
              if (unread) onMarkRead(notification.id);
            }}
          >
            {t('notifications.openPage')}
          </Link>
        )}
        {unread && (
          <button type="button" className="button button--ghost button--small" disabled={busy} onClick={() => onMarkRead(notification.id)}>
            {t('notifications.markRead')}
          </button>
        )}
      </div>
    </li>
  );
}
