import { useEffect } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { FullPageLoader } from '../components/Spinner.tsx';
import { bootstrapSession } from '../features/auth/auth-actions.ts';
import { useAuthStore } from '../features/auth/auth-state.ts';
import { i18n } from '../i18n/index.ts';
import { AppRoutes } from './AppRoutes.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

export const ADMIN_BASENAME = '/cmsadmin';

let sessionCheck: Promise<void> | null = null;

/**
 * Starts the visit's session check once: main.tsx calls it before the first render so it runs
 * while the interface texts and the screen's chunk are still on their way (issue 20).
 */
export function startSessionCheck(whileChecking?: () => void): Promise<void> {
  sessionCheck ??= bootstrapSession(whileChecking);
  return sessionCheck;
}

/** Holds every screen back until we know whether someone is logged in. */
function SessionGate() {
  const { t } = useTranslation();
  const known = useAuthStore((state) => state.authenticated !== null);
  useEffect(() => {
    void startSessionCheck();
  }, []);
  if (!known) return <FullPageLoader label={t('auth.checkingSession')} />;
  return <AppRoutes />;
}

function Root() {
  return (
    <>
      <ScrollToTop />
      <SessionGate />
    </>
  );
}

/**
 * A data router (one catch-all route; the screens use <Routes> inside) so screens can use
 * useBlocker for the unsaved-changes prompt.
 */
const router = createBrowserRouter([{ path: '*', element: <Root /> }], { basename: ADMIN_BASENAME });

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nextProvider>
  );
}
