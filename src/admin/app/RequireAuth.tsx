import { Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageLoader, Spinner } from '../components/Spinner.tsx';
import { useAuthStore, hasPermission } from '../features/auth/auth-state.ts';
import { AdminLayout } from './AdminLayout.tsx';
import { NotAuthorizedPage } from './pages/NotAuthorizedPage.tsx';

interface RequireAuthProps {
  children: ReactNode;
  /** A permission the screen needs; without it the user sees "not authorized". */
  permission?: string;
  /** Wrap the screen in the admin layout (default true). */
  withLayout?: boolean;
}

/**
 * SPEC 2.1 route guard: waits while the session is unknown, sends anonymous users to the
 * login (remembering where they wanted to go) and checks the screen's permission.
 */
export function RequireAuth({ children, permission, withLayout = true }: RequireAuthProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const authenticated = useAuthStore((state) => state.authenticated);
  const allowed = useAuthStore((state) => hasPermission(state.permissions, permission));

  if (authenticated === null) return <FullPageLoader label={t('auth.checkingSession')} />;
  if (!authenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  const screen = allowed ? children : <NotAuthorizedPage />;
  if (!withLayout) return <>{screen}</>;
  // Screens are loaded on first use (AppRoutes): the layout stays while one arrives.
  return (
    <AdminLayout>
      <Suspense
        fallback={
          <section className="page">
            <Spinner label={t('common.loading')} />
          </section>
        }
      >
        {screen}
      </Suspense>
    </AdminLayout>
  );
}
