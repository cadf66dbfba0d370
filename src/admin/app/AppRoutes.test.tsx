// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../shared/api-types.ts';
import { initialAuthState, useAuthStore } from '../features/auth/auth-state.ts';
import { setUpDomTestRoot } from '../test-support/dom-test-root.tsx';
import { AppRoutes, preloadScreen } from './AppRoutes.tsx';

const administrator: SessionUser = {
  ID: 1,
  email: 'ada@test.local',
  role: {
    id: 1,
    name: 'Administrator',
    permissions: (['manage-users', 'manage-tags', 'view-audit-log', 'manage-redirects', 'manage-webhooks'] as const).map((name) => ({
      name,
    })),
  },
  profile: { name: 'Ada', jobTitle: '', image: null },
  language: 'en',
};

beforeEach(() => {
  useAuthStore.setState({ ...initialAuthState });
  useAuthStore.getState().loginSucceeded(administrator);
  // The screens' own requests stay out: only what shows before any answer counts here.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Fetches the screen's code as the app does at start, then renders the routes at `path`. */
async function showScreen(dom: ReturnType<typeof setUpDomTestRoot>, path: string): Promise<void> {
  await preloadScreen(path);
  dom.render(<AppRoutes />, { route: path });
}

/** Signs the administrator in again with only these permissions. */
const withPermissions = (permissions: SessionUser['role']['permissions']) =>
  useAuthStore.getState().loginSucceeded({ ...administrator, role: { ...administrator.role, permissions } });

describe('preloadScreen', () => {
  const dom = setUpDomTestRoot({ language: 'en' });

  // Before, only six entry screens were preloaded: the others suspended on their first render,
  // and React held them back behind the layout's loader for at least 300 ms.
  it.each([
    ['/users', 'Users'],
    ['/tags', 'Tags'],
    ['/audit-log', 'Audit log'],
    ['/redirects', 'Redirects'],
    ['/webhooks', 'Webhooks'],
    ['/no-such-screen', 'Page not found'],
  ])('makes %s render in its first commit, without the loader', async (path, heading) => {
    await showScreen(dom, path);
    expect(dom.container.querySelector('h1')?.textContent).toBe(heading);
  });
});

describe('the signed-in routes', () => {
  const dom = setUpDomTestRoot({ language: 'en' });

  // The permission each screen needs (SPEC 2.1), as the routes had it before they became one table.
  it.each([
    ['/users', 'manage-users'],
    ['/roles', 'manage-users'],
    ['/menu-structure', 'manage-menu'],
    ['/tags', 'manage-tags'],
    ['/redirects', 'manage-redirects'],
    ['/api-tokens', 'manage-api-tokens'],
    ['/webhooks', 'manage-webhooks'],
    ['/settings', 'manage-settings'],
    ['/search-index', 'manage-search'],
    ['/contact-submissions', 'manage-settings'],
    ['/audit-log', 'view-audit-log'],
    ['/new-page', 'create-page'],
  ] as const)('%s is closed to a role without %s', async (path, permission) => {
    withPermissions(administrator.role.permissions.filter(({ name }) => name !== permission));
    await showScreen(dom, path);
    expect(dom.container.querySelector('[data-testid="not-authorized"]')).not.toBeNull();
  });

  it.each(['/user/settings', '/scheduled', '/medialibrary', '/publication-requests', '/notifications'])(
    '%s is open to a role without permissions',
    async (path) => {
      withPermissions([]);
      await showScreen(dom, path);
      expect(dom.container.querySelector('h1')).not.toBeNull();
      expect(dom.container.querySelector('[data-testid="not-authorized"]')).toBeNull();
    },
  );
});
