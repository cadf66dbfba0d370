import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FullPageLoader } from '../components/Spinner.tsx';
import { useAuthStore } from '../features/auth/auth-state.ts';
import { destinationAfterLogin } from '../features/auth/destination-after-login.ts';
// The first screen of a visit: in the main bundle, so it does not wait for a second request.
import { LoginPage } from '../features/auth/components/LoginPage.tsx';
import { prefetchGet } from '../lib/api-client.ts';
import { RequireAuth } from './RequireAuth.tsx';

/**
 * Issue 20: every other screen is a chunk of its own, fetched when first shown, so the login
 * screen and the page overview do not download the page editor, tiptap, cropperjs or @dnd-kit.
 * A screen whose chunk is already there (preloadScreen) renders at once: through React.lazy it
 * would suspend once all the same, and React holds a revealed Suspense boundary back up to 300 ms.
 */
function lazyScreen<K extends string, P extends object>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module[name];
      return loaded;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Screen(props: P) {
    return loaded ? createElement(loaded, props) : createElement(Lazy, props);
  }
  return Object.assign(Screen, { preload });
}
const AccountPasswordPage = lazyScreen(() => import('../features/auth/components/AccountPasswordPage.tsx'), 'AccountPasswordPage');
const ForgotPasswordPage = lazyScreen(() => import('../features/auth/components/ForgotPasswordPage.tsx'), 'ForgotPasswordPage');
const DashboardPage = lazyScreen(() => import('../features/dashboard/components/DashboardPage.tsx'), 'DashboardPage');
const MediaLibraryPage = lazyScreen(() => import('../features/media/components/MediaLibraryPage.tsx'), 'MediaLibraryPage');
const NewPagePage = lazyScreen(() => import('../features/pages/components/new-page/NewPagePage.tsx'), 'NewPagePage');
const PageEditorPage = lazyScreen(() => import('../features/pages/components/PageEditorPage.tsx'), 'PageEditorPage');
const PageTypeOverviewPage = lazyScreen(
  () => import('../features/pages/components/overview/PageTypeOverviewPage.tsx'),
  'PageTypeOverviewPage',
);
const PublicationRequestsPage = lazyScreen(
  () => import('../features/pages/publication/components/PublicationRequestsPage.tsx'),
  'PublicationRequestsPage',
);
const UpcomingSchedulesPage = lazyScreen(
  () => import('../features/pages/schedule/components/UpcomingSchedulesPage.tsx'),
  'UpcomingSchedulesPage',
);
const UserSettingsPage = lazyScreen(() => import('../features/user-settings/components/UserSettingsPage.tsx'), 'UserSettingsPage');
const TwoFactorSetupPage = lazyScreen(() => import('../features/two-factor/components/TwoFactorSetupPage.tsx'), 'TwoFactorSetupPage');
const AuditLogPage = lazyScreen(() => import('../features/audit/components/AuditLogPage.tsx'), 'AuditLogPage');
const ContactSubmissionsPage = lazyScreen(
  () => import('../features/contact-submissions/components/ContactSubmissionsPage.tsx'),
  'ContactSubmissionsPage',
);
const MenuStructurePage = lazyScreen(() => import('../features/menu/components/MenuStructurePage.tsx'), 'MenuStructurePage');
const RedirectsPage = lazyScreen(() => import('../features/redirects/components/RedirectsPage.tsx'), 'RedirectsPage');
const ApiTokensPage = lazyScreen(() => import('../features/api-tokens/components/ApiTokensPage.tsx'), 'ApiTokensPage');
const WebhooksPage = lazyScreen(() => import('../features/webhooks/components/WebhooksPage.tsx'), 'WebhooksPage');
const NotificationsPage = lazyScreen(() => import('../features/notifications/components/NotificationsPage.tsx'), 'NotificationsPage');
const SearchIndexPage = lazyScreen(() => import('../features/search-index/components/SearchIndexPage.tsx'), 'SearchIndexPage');
const SiteSettingsPage = lazyScreen(() => import('../features/site-settings/components/SiteSettingsPage.tsx'), 'SiteSettingsPage');
const TagsPage = lazyScreen(() => import('../features/tags/components/TagsPage.tsx'), 'TagsPage');
const RolesPage = lazyScreen(() => import('../features/users/components/RolesPage.tsx'), 'RolesPage');
const UsersPage = lazyScreen(() => import('../features/users/components/UsersPage.tsx'), 'UsersPage');
const NotFoundPage = lazyScreen(() => import('./pages/NotFoundPage.tsx'), 'NotFoundPage');

/** The screens a visit most often starts on, by route (SPEC 2.1). */
const ENTRY_SCREENS: [string, { preload: () => Promise<unknown> }][] = [
  ['/', DashboardPage],
  ['/page/:id', PageEditorPage],
  ['/page-overview/:pageTypeId', PageTypeOverviewPage],
  ['/medialibrary', MediaLibraryPage],
  ['/menu-structure', MenuStructurePage],
  ['/publication-requests', PublicationRequestsPage],
];

/**
 * Starts fetching the chunk of the screen at this path (relative to the basename) at once:
 * App calls it while the session check is still out, so the two requests overlap instead of
 * the screen waiting for the check.
 */
export function preloadScreen(pathname: string): void {
  const entry = ENTRY_SCREENS.find(([pattern]) => matchPath(pattern, pathname));
  // A failed fetch shows when the screen itself loads; nothing to report here.
  entry?.[1].preload().catch(() => undefined);
}

/**
 * Starts the first request of the screen at this path, for main.tsx to run alongside the session
 * check: the page editor's page (the same GET as pagesApi.get, which takes the answer).
 */
export function prefetchScreenData(pathname: string): void {
  const editor = matchPath('/page/:id', pathname);
  const id = Number(editor?.params.id);
  if (Number.isSafeInteger(id) && id > 0) prefetchGet(`/page/${id}`);
}

/**
 * The login screen makes no sense for someone who is logged in: send them on to where
 * they wanted to go (this also completes the redirect right after a login).
 */
function AnonymousOnly({ children }: { children: ReactNode }) {
  const location = useLocation();
  const authenticated = useAuthStore((state) => state.authenticated);
  return authenticated ? <Navigate to={destinationAfterLogin(location)} replace /> : <>{children}</>;
}

/** SPEC 2.1 routes, relative to the /cmsadmin basename. */
export function AppRoutes() {
  const { t } = useTranslation();
  // Logged-in screens show their own loader inside the layout (RequireAuth); this one covers the
  // screens without it (login, password links) while their chunk arrives.
  return (
    <Suspense fallback={<FullPageLoader label={t('common.loading')} />}>
      <Routes>
        <Route
          path="/login"
          element={
            <AnonymousOnly>
              <LoginPage />
            </AnonymousOnly>
          }
        />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        {/* Open without a login: the server lets only a session its role sent here set up a factor. */}
        <Route path="/two-factor-setup" element={<TwoFactorSetupPage />} />
        <Route path="/reset-password" element={<AccountPasswordPage purpose="reset-password" />} />
        <Route path="/activate-account" element={<AccountPasswordPage purpose="activate-account" />} />

        <Route
          path="/"
          element={
            <RequireAuth>
              <DashboardPage />
            </RequireAuth>
          }
        />
        <Route
          path="/users"
          element={
            <RequireAuth permission="manage-users">
              <UsersPage />
            </RequireAuth>
          }
        />
        <Route
          path="/roles"
          element={
            <RequireAuth permission="manage-users">
              <RolesPage />
            </RequireAuth>
          }
        />
        <Route
          path="/user/settings"
          element={
            <RequireAuth>
              <UserSettingsPage />
            </RequireAuth>
          }
        />
        <Route
          path="/menu-structure"
          element={
            <RequireAuth permission="manage-menu">
              <MenuStructurePage />
            </RequireAuth>
          }
        />
        <Route
          path="/tags"
          element={
            <RequireAuth permission="manage-tags">
              <TagsPage />
            </RequireAuth>
          }
        />
        <Route
          path="/scheduled"
          element={
            <RequireAuth>
              <UpcomingSchedulesPage />
            </RequireAuth>
          }
        />
        <Route
          path="/redirects"
          element={
            <RequireAuth permission="manage-redirects">
              <RedirectsPage />
            </RequireAuth>
          }
        />
        <Route
          path="/api-tokens"
          element={
            <RequireAuth permission="manage-api-tokens">
              <ApiTokensPage />
            </RequireAuth>
          }
        />
        <Route
          path="/webhooks"
          element={
            <RequireAuth permission="manage-webhooks">
              <WebhooksPage />
            </RequireAuth>
          }
        />
        <Route
          path="/settings"
          element={
            <RequireAuth permission="manage-settings">
              <SiteSettingsPage />
            </RequireAuth>
          }
        />
        <Route
          path="/search-index"
          element={
            <RequireAuth permission="manage-search">
              <SearchIndexPage />
            </RequireAuth>
          }
        />
        <Route
          path="/contact-submissions"
          element={
            <RequireAuth permission="manage-settings">
              <ContactSubmissionsPage />
            </RequireAuth>
          }
        />
        <Route
          path="/audit-log"
          element={
            <RequireAuth permission="view-audit-log">
              <AuditLogPage />
            </RequireAuth>
          }
        />
        <Route
          path="/new-page"
          element={
            <RequireAuth permission="create-page">
              <NewPagePage />
            </RequireAuth>
          }
        />
        <Route
          path="/page/:id"
          element={
            <RequireAuth>
              <PageEditorPage />
            </RequireAuth>
          }
        />
        <Route
          path="/medialibrary"
          element={
            <RequireAuth>
              <MediaLibraryPage />
            </RequireAuth>
          }
        />
        <Route
          path="/publication-requests"
          element={
            <RequireAuth>
              <PublicationRequestsPage />
            </RequireAuth>
          }
        />
        <Route
          path="/notifications"
          element={
            <RequireAuth>
              <NotificationsPage />
            </RequireAuth>
          }
        />
        <Route
          path="/page-overview/:pageTypeId"
          element={
            <RequireAuth>
              <PageTypeOverviewPage />
            </RequireAuth>
          }
        />
        <Route
          path="*"
          element={
            <RequireAuth>
              <NotFoundPage />
            </RequireAuth>
          }
        />
      </Routes>
    </Suspense>
  );
}
