import { useEffect } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isPathActive } from '../../../app/navigation/navigation-items.ts';
import { useAuthStore } from '../../auth/auth-state.ts';
import { refreshUnreadCount } from '../notifications-actions.ts';
import { UNREAD_POLL_MS, unreadBadge, useUnreadCountStore } from '../notifications-state.ts';
import { Icon } from '../../../components/Icon.tsx';
import '../notifications.css';

export const NOTIFICATIONS_PATH = '/notifications';

/**
 * The Notifications entry of the side navigation with the unread count. The count is asked for
 * on every route change and every UNREAD_POLL_MS while someone is logged in.
 */
export function NotificationsNavLink({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const loggedIn = useAuthStore((state) => state.authenticated === true);
  const count = useUnreadCountStore((state) => state.count);

  useEffect(() => {
    if (loggedIn) void refreshUnreadCount();
    else useUnreadCountStore.getState().setCount(0);
  }, [loggedIn, pathname]);

  useEffect(() => {
    if (!loggedIn) return;
    const timer = window.setInterval(() => void refreshUnreadCount(), UNREAD_POLL_MS);
    return () => window.clearInterval(timer);
  }, [loggedIn]);

  const badge = unreadBadge(count);
  const active = isPathActive(NOTIFICATIONS_PATH, pathname);
  return (
    <NavLink
      to={NOTIFICATIONS_PATH}
      className={active ? 'nav-link notifications-nav is-active' : 'nav-link notifications-nav'}
      aria-current={active ? 'page' : undefined}
      aria-label={badge ? t('notifications.navLabelUnread', { count }) : t('notifications.navTitle')}
      onClick={onNavigate}
    >
      <Icon name="bell" />
      <span>{t('notifications.navTitle')}</span>
      {badge && (
        <span className="notifications-nav__badge" data-testid="notifications-unread" aria-hidden="true">
          {badge}
        </span>
      )}
    </NavLink>
  );
}
