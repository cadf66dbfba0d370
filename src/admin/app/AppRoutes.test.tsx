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
    await preloadScreen(path);
    dom.render(<AppRoutes />, { route: path });
    expect(dom.container.querySelector('h1')?.textContent).toBe(heading);
  });
});
