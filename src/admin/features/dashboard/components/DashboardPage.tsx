import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { usePermission, useAuthStore } from '../../auth/auth-state.ts';
import { PagesOverview } from '../../pages/components/overview/PagesOverview.tsx';
import { UserFormModal } from '../../users/components/UserFormModal.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';

/** SPEC 2.1 "/": the CMS Dashboard with the page overview and the Users section. */
export function DashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('nav.pageOverview'));
  const user = useAuthStore((state) => state.user);
  const canManageUsers = usePermission('manage-users');
  const [adding, setAdding] = useState(false);
  const canCreatePages = usePermission('create-page');
  const location = useLocation();
  const deletedNotice = (location.state as { notice?: string } | null)?.notice;
  const [notice, setNotice] = useState<string | null>(deletedNotice ? t(deletedNotice) : null);

  return (
    <section className="page">
      <header className="page__header">
        <div>
          <h1>{t('dashboard.title')}</h1>
          {user && <p className="page__intro">{t('dashboard.welcome', { name: user.profile.name })}</p>}
        </div>
      </header>
      {notice && <Alert kind="success">{notice}</Alert>}
      <section className="dashboard-pages" aria-labelledby="dashboard-pages">
        <div className="dashboard-pages__header">
          <div>
            <h2 id="dashboard-pages">{t('pageList.title')}</h2>
            <p className="muted">{t('pageList.intro')}</p>
          </div>
          {canCreatePages && (
            <Link to="/new-page" className="button button--primary">
              <Icon name="plus" size={18} />
              {t('pageList.newPage')}
            </Link>
          )}
        </div>
        <PagesOverview />
      </section>
      <div className="dashboard-grid">
        {canManageUsers && (
          <section className="card dashboard-card" aria-labelledby="dashboard-users">
            <div className="dashboard-card__icon" aria-hidden="true">
              <Icon name="users" size={22} />
            </div>
            <h2 id="dashboard-users">{t('dashboard.usersTitle')}</h2>
            <p className="muted">{t('dashboard.usersIntro')}</p>
            <div className="dashboard-card__actions">
              <button type="button" className="button button--primary" onClick={() => setAdding(true)}>
                <Icon name="plus" size={18} />
                {t('dashboard.addUser')}
              </button>
              <Link to="/users" className="button button--secondary">
                {t('dashboard.manageUsers')}
              </Link>
              <Link to="/roles" className="button button--ghost">
                {t('dashboard.manageRoles')}
              </Link>
            </div>
          </section>
        )}
        <section className="card dashboard-card" aria-labelledby="dashboard-account">
          <div className="dashboard-card__icon" aria-hidden="true">
            <Icon name="user" size={22} />
          </div>
          <h2 id="dashboard-account">{t('dashboard.yourAccount')}</h2>
          <p className="muted">{t('dashboard.yourAccountIntro')}</p>
          <div className="dashboard-card__actions">
            <Link to="/user/settings" className="button button--secondary">
              {t('dashboard.openSettings')}
            </Link>
          </div>
        </section>
      </div>
      {adding && (
        <UserFormModal
          onClose={() => setAdding(false)}
          onSaved={() => {
            setAdding(false);
            setNotice(t('users.created'));
          }}
        />
      )}
    </section>
  );
}
