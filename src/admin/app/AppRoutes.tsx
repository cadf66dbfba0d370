import { Suspense, type ReactNode } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { lazyPart, type LazyPart } from '../components/lazy-part.tsx';
import { FullPageLoader } from '../components/Spinner.tsx';
import { useAuthStore } from '../features/auth/auth-state.ts';
import { destinationAfterLogin } from '../features/auth/destination-after-login.ts';
// The first screen of a visit: in the main bundle, so it does not wait for a second request.
import { LoginPage } from '../features/auth/components/LoginPage.tsx';
import { prefetchGet } from '../lib/api-client.ts';
import { RequireAuth } from './RequireAuth.tsx';

// Issue 20: every other screen is a chunk of its own (lazyPart), fetched when first shown, so the
// login screen and the page overview do not download the page editor, tiptap, cropperjs or
// @dnd-kit. A chunk that fails to load shows "Try again" inside the layout.
const AccountPasswordPage = lazyPart(() =>
  import('../features/auth/components/AccountPasswordPage.tsx').then((module) => module.AccountPasswordPage),
);
const ForgotPasswordPage = lazyPart(() =>
  import('../features/auth/components/ForgotPasswordPage.tsx').then((module) => module.ForgotPasswordPage),
);
const DashboardPage = lazyPart(() => import('../features/dashboard/components/DashboardPage.tsx').then((module) => module.DashboardPage));
const MediaLibraryPage = lazyPart(() =>
  import('../features/media/components/MediaLibraryPage.tsx').then((module) => module.MediaLibraryPage),
);
const NewPagePage = lazyPart(() => import('../features/pages/components/new-page/NewPagePage.tsx').then((module) => module.NewPagePage));
const PageEditorPage = lazyPart(() => import('../features/pages/components/PageEditorPage.tsx').then((module) => module.PageEditorPage));
const PageTypeOverviewPage = lazyPart(() =>
  import('../features/pages/components/overview/PageTypeOverviewPage.tsx').then((module) => module.PageTypeOverviewPage),
);
const PublicationRequestsPage = lazyPart(() =>
  import('../features/pages/publication/components/PublicationRequestsPage.tsx').then((module) => module.PublicationRequestsPage),
);
const UpcomingSchedulesPage = lazyPart(() =>
  import('../features/pages/schedule/components/UpcomingSchedulesPage.tsx').then((module) => module.UpcomingSchedulesPage),
);
const UserSettingsPage = lazyPart(() =>
  import('../features/user-settings/components/UserSettingsPage.tsx').then((module) => module.UserSettingsPage),
);
const TwoFactorSetupPage = lazyPart(() =>
  import('../features/two-factor/components/TwoFactorSetupPage.tsx').then((module) => module.TwoFactorSetupPage),
);
const AuditLogPage = lazyPart(() => import('../features/audit/components/AuditLogPage.tsx').then((module) => module.AuditLogPage));
const ContactSubmissionsPage = lazyPart(() =>
  import('../features/contact-submissions/components/ContactSubmissionsPage.tsx').then((module) => module.ContactSubmissionsPage),
);
const MenuStructurePage = lazyPart(() =>
  import('../features/menu/components/MenuStructurePage.tsx').then((module) => module.MenuStructurePage),
);
const RedirectsPage = lazyPart(() => import('../features/redirects/components/RedirectsPage.tsx').then((module) => module.RedirectsPage));
const ApiTokensPage = lazyPart(() => import('../features/api-tokens/components/ApiTokensPage.tsx').then((module) => module.ApiTokensPage));
const WebhooksPage = lazyPart(() => import('../features/webhooks/components/WebhooksPage.tsx').then((module) => module.WebhooksPage));
const NotificationsPage = lazyPart(() =>
  import('../features/notifications/components/NotificationsPage.tsx').then((module) => module.NotificationsPage),
);
const SearchIndexPage = lazyPart(() =>
  import('../features/search-index/components/SearchIndexPage.tsx').then((module) => module.SearchIndexPage),
);
const SiteSettingsPage = lazyPart(() =>
  import('../features/site-settings/components/SiteSettingsPage.tsx').then((module) => module.SiteSettingsPage),
);
const TagsPage = lazyPart(() => import('../features/tags/components/TagsPage.tsx').then((module) => module.TagsPage));
const RolesPage = lazyPart(() => import('../features/users/components/RolesPage.tsx').then((module) => module.RolesPage));
const UsersPage = lazyPart(() => import('../features/users/components/UsersPage.tsx').then((module) => module.UsersPage));
const NotFoundPage = lazyPart(() => import('./pages/NotFoundPage.tsx').then((module) => module.NotFoundPage));

/** A screen behind the login, inside the admin layout (SPEC 2.1), with the permission it needs. */
interface SignedInScreen {
  path: string;
  screen: LazyPart<object>;
  permission?: string;
}

/** SPEC 2.1 routes behind the login, relative to the /cmsadmin basename. */
const SIGNED_IN_SCREENS: SignedInScreen[] = [
  { path: '/', screen: DashboardPage },
  { path: '/users', screen: UsersPage, permission: 'manage-users' },
  { path: '/roles', screen: RolesPage, permission: 'manage-users' },
  { path: '/user/settings', screen: UserSettingsPage },
  { path: '/menu-structure', screen: MenuStructurePage, permission: 'manage-menu' },
  { path: '/tags', screen: TagsPage, permission: 'manage-tags' },
  { path: '/scheduled', screen: UpcomingSchedulesPage },
  { path: '/redirects', screen: RedirectsPage, permission: 'manage-redirects' },
  { path: '/api-tokens', screen: ApiTokensPage, permission: 'manage-api-tokens' },
  { path: '/webhooks', screen: WebhooksPage, permission: 'manage-webhooks' },
  { path: '/settings', screen: SiteSettingsPage, permission: 'manage-settings' },
  { path: '/search-index', screen: SearchIndexPage, permission: 'manage-search' },
  { path: '/contact-submissions', screen: ContactSubmissionsPage, permission: 'manage-settings' },
  { path: '/audit-log', screen: AuditLogPage, permission: 'view-audit-log' },
  { path: '/new-page', screen: NewPagePage, permission: 'create-page' },
  { path: '/page/:id', screen: PageEditorPage },
  { path: '/medialibrary', screen: MediaLibraryPage },
  { path: '/publication-requests', screen: PublicationRequestsPage },
  { path: '/notifications', screen: NotificationsPage },
  { path: '/page-overview/:pageTypeId', screen: PageTypeOverviewPage },
];

/** The screens without a login whose code is loaded on first use. */
const SIGNED_OUT_SCREENS: [string, { preload: () => Promise<unknown> }][] = [
  ['/forgot-password', ForgotPasswordPage],
  ['/two-factor-setup', TwoFactorSetupPage],
  ['/reset-password', AccountPasswordPage],
  ['/activate-account', AccountPasswordPage],
];

/**
 * Starts fetching the chunk of the screen at this path (relative to the basename) at once:
 * main.tsx calls it while the session check is still out, and the login form when it is sent, so the
 * screen's code is there when the screen first renders. A screen that suspends on its first
 * render costs more than the download: React holds the content back until its loader has shown
 * for 300 ms (its fallback throttle), which made a document load of the user list take about
 * 1 s instead of 0.3.
 */
export function preloadScreen(pathname: string): Promise<void> {
  if (matchPath('/login', pathname)) return Promise.resolve();
  const screen =
    SIGNED_OUT_SCREENS.find(([pattern]) => matchPath(pattern, pathname))?.[1] ??
    SIGNED_IN_SCREENS.find(({ path }) => matchPath(path, pathname))?.screen ??
    NotFoundPage;
  // A failed fetch shows when the screen itself loads; nothing to report here.
  return screen.preload().then(
    () => undefined,
    () => undefined,
  );
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
              <LoginPage prepareDestination={preloadScreen} />
            </AnonymousOnly>
          }
        />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
        {/* Open without a login: the server lets only a session its role sent here set up a factor. */}
        <Route path="/two-factor-setup" element={<TwoFactorSetupPage />} />
        <Route path="/reset-password" element={<AccountPasswordPage purpose="reset-password" />} />
        <Route path="/activate-account" element={<AccountPasswordPage purpose="activate-account" />} />

        {SIGNED_IN_SCREENS.map(({ path, screen: Screen, permission }) => (
          <Route
            key={path}
            path={path}
            element={
              <RequireAuth {...(permission ? { permission } : {})}>
                <Screen />
              </RequireAuth>
            }
          />
        ))}
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
