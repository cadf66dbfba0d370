import type { ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { AccountPasswordPage } from '../features/auth/components/AccountPasswordPage.tsx';
import { ForgotPasswordPage } from '../features/auth/components/ForgotPasswordPage.tsx';
import { LoginPage } from '../features/auth/components/LoginPage.tsx';
import { useAuthStore } from '../features/auth/auth-state.ts';
import { destinationAfterLogin } from '../features/auth/destination-after-login.ts';
import { DashboardPage } from '../features/dashboard/components/DashboardPage.tsx';
import { MediaLibraryPage } from '../features/media/components/MediaLibraryPage.tsx';
import { NewPagePage } from '../features/pages/components/new-page/NewPagePage.tsx';
import { PageEditorPage } from '../features/pages/components/PageEditorPage.tsx';
import { PageTypeOverviewPage } from '../features/pages/components/overview/PageTypeOverviewPage.tsx';
import { PublicationRequestsPage } from '../features/pages/publication/components/PublicationRequestsPage.tsx';
import { UpcomingSchedulesPage } from '../features/pages/schedule/components/UpcomingSchedulesPage.tsx';
import { UserSettingsPage } from '../features/user-settings/components/UserSettingsPage.tsx';
import { TwoFactorSetupPage } from '../features/two-factor/components/TwoFactorSetupPage.tsx';
import { AuditLogPage } from '../features/audit/components/AuditLogPage.tsx';
import { ContactSubmissionsPage } from '../features/contact-submissions/components/ContactSubmissionsPage.tsx';
import { MenuStructurePage } from '../features/menu/components/MenuStructurePage.tsx';
import { RedirectsPage } from '../features/redirects/components/RedirectsPage.tsx';
import { ApiTokensPage } from '../features/api-tokens/components/ApiTokensPage.tsx';
import { WebhooksPage } from '../features/webhooks/components/WebhooksPage.tsx';
import { NotificationsPage } from '../features/notifications/components/NotificationsPage.tsx';
import { SearchIndexPage } from '../features/search-index/components/SearchIndexPage.tsx';
import { SiteSettingsPage } from '../features/site-settings/components/SiteSettingsPage.tsx';
import { TagsPage } from '../features/tags/components/TagsPage.tsx';
import { RolesPage } from '../features/users/components/RolesPage.tsx';
import { UsersPage } from '../features/users/components/UsersPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import { RequireAuth } from './RequireAuth.tsx';

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
  return (
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
  );
}
