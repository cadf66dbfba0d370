import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { usePermission, useAuthStore } from '../../auth/store/auth-store.ts';
import { UserFormModal } from '../../users/components/UserFormModal.tsx';

/** SPEC 2.1 "/": the CMS Dashboard. The page overview will take the Pages section's place. */
export function DashboardPage() {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const canManageUsers = usePermission('manage-users');
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <section className="page">
      <header className="page__header">
        <div>
          <h1>{t('dashboard.title')}</h1>
          {user && <p className="page__intro">{t('dashboard.welcome', { name: user.profile.name })}</p>}
        </div>
      </header>
      {notice && <Alert kind="success">{notice}</Alert>}
      <div className="dashboard-grid">
        <section className="card dashboard-card dashboard-card--wide" aria-labelledby="dashboard-pages">
          <div className="dashboard-card__icon" aria-hidden="true">
            <Icon name="pages" size={22} />
          </div>
          <h2 id="dashboard-pages">{t('dashboard.pagesTitle')}</h2>
          <p className="muted">{t('dashboard.pagesPlaceholder')}</p>
        </section>
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
