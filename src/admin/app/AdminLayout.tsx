import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon.tsx';
import { UserAvatar } from '../components/UserAvatar.tsx';
import { LogoutConfirmModal } from '../features/auth/components/LogoutConfirmModal.tsx';
import { NotificationsNavLink } from '../features/notifications/components/NotificationsNavLink.tsx';
import { useAuthStore } from '../features/auth/auth-state.ts';
import { DEFAULT_NAVIGATION, visibleNavigation, type NavigationItem } from './navigation/navigation-items.ts';
import { useNavigationRegistry } from './navigation/navigation-registry.ts';
import { SideNavigation } from './navigation/SideNavigation.tsx';
import { SessionKeeper } from './SessionKeeper.tsx';

/** The frame of every logged-in screen: side navigation, a top bar on small screens, content. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const permissions = useAuthStore((state) => state.permissions);
  const hostItems = useNavigationRegistry((state) => state.hostItems);
  const [menuOpen, setMenuOpen] = useState(false);
  const [confirmingLogout, setConfirmingLogout] = useState(false);

  const items = useMemo(() => {
    const logoutItem: NavigationItem = {
      id: 'logout',
      labelKey: 'nav.logOut',
      icon: 'logout',
      onClick: () => setConfirmingLogout(true),
    };
    return visibleNavigation([...DEFAULT_NAVIGATION, ...hostItems, logoutItem], permissions);
  }, [hostItems, permissions]);

  return (
    <div className={menuOpen ? 'admin-shell menu-open' : 'admin-shell'}>
      <a href="#main-content" className="skip-link">
        {t('common.skipToContent')}
      </a>
      <SessionKeeper />
      <header className="topbar">
        <button
          type="button"
          className="icon-button topbar__menu"
          aria-expanded={menuOpen}
          aria-controls="sidebar"
          aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <Icon name={menuOpen ? 'close' : 'menu'} />
        </button>
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            V
          </span>
          {t('common.appName')}
        </Link>
      </header>
      <aside id="sidebar" className="sidebar">
        <Link to="/" className="brand brand--sidebar" onClick={() => setMenuOpen(false)}>
          <span className="brand__mark" aria-hidden="true">
            V
          </span>
          {t('common.appName')}
        </Link>
        <SideNavigation
          items={items}
          onNavigate={() => setMenuOpen(false)}
          before={<NotificationsNavLink onNavigate={() => setMenuOpen(false)} />}
        />
        {user && (
          <Link to="/user/settings" className="sidebar__user" onClick={() => setMenuOpen(false)}>
            <UserAvatar name={user.profile.name} image={user.profile.image} size={36} />
            <span className="sidebar__user-text">
              <span className="sidebar__user-name">{user.profile.name}</span>
              <span className="sidebar__user-role">{user.role.name}</span>
            </span>
          </Link>
        )}
      </aside>
      <main id="main-content" className="content" tabIndex={-1}>
        {children}
      </main>
      {confirmingLogout && <LogoutConfirmModal onCancel={() => setConfirmingLogout(false)} />}
    </div>
  );
}
