// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoleSummary, SessionUser, UserSummary } from '../../../../shared/api-types.ts';
import type { PermissionName } from '../../../../shared/permissions.ts';
import { initialAuthState, useAuthStore } from '../../auth/auth-state.ts';
import { settle, setUpDomTestRoot } from '../../../test-support/dom-test-root.tsx';
import { UserFormModal } from './UserFormModal.tsx';

/** Mirrors the server rule (assertCanAssignRole): a role may be handed out only by someone holding all its permissions. */
const roles: RoleSummary[] = [
  {
    id: 1,
    name: 'Administrator',
    permissions: [{ name: 'manage-users' }, { name: 'manage-settings' }, { name: 'create-page' }],
    userCount: 1,
    system: true,
  },
  { id: 2, name: 'Editor', permissions: [{ name: 'create-page' }], userCount: 3, system: false },
  { id: 3, name: 'Reviewer', permissions: [{ name: 'create-page' }, { name: 'publish-page' }], userCount: 0, system: false },
  { id: 4, name: 'Guest', permissions: [], userCount: 0, system: false },
];

function signIn(permissions: PermissionName[]): void {
  const user: SessionUser = {
    ID: 9,
    email: 'manager@test.local',
    role: { id: 5, name: 'User manager', permissions: permissions.map((name) => ({ name })) },
    profile: { name: 'Manager', jobTitle: '', image: null },
    language: 'en',
  };
  useAuthStore.getState().loginSucceeded(user);
}

const dom = setUpDomTestRoot({ language: 'en', afterUnmount: () => vi.unstubAllGlobals() });
async function render(user?: UserSummary): Promise<void> {
  dom.render(<UserFormModal user={user} onClose={() => undefined} onSaved={() => undefined} />);
  await settle();
}
const roleOptions = () =>
  [...document.querySelectorAll<HTMLOptionElement>('select[name="role"] option')]
    .filter((option) => option.value !== '')
    .map((option) => option.textContent);

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify({ Success: true, Errors: [], data: { items: roles } }), {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
    ),
  );
  // happy-dom may lack the native dialog methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  useAuthStore.setState({ ...initialAuthState });
});

describe('user form role choice', () => {
  it('offers only the roles whose every permission the current user holds', async () => {
    signIn(['manage-users', 'create-page']);
    await render();
    expect(roleOptions()).toEqual(['Editor', 'Guest']);
  });

  it('offers every role to someone holding every permission', async () => {
    signIn(['manage-users', 'manage-settings', 'create-page', 'publish-page']);
    await render();
    expect(roleOptions()).toEqual(['Administrator', 'Editor', 'Reviewer', 'Guest']);
  });

  it('still shows the role a user being edited has, even when it cannot be handed out', async () => {
    signIn(['manage-users', 'create-page']);
    const reviewer: UserSummary = {
      ID: 20,
      email: 'rev@test.local',
      role: { id: 3, name: 'Reviewer' },
      profile: { name: 'Rev', jobTitle: '', image: null },
      active: true,
      createdAt: '2024-01-01T00:00:00Z',
      lastLoginAt: null,
    };
    await render(reviewer);
    expect(roleOptions()).toEqual(['Editor', 'Reviewer', 'Guest']);
    expect(document.querySelector<HTMLSelectElement>('select[name="role"]')!.value).toBe('3');
  });
});
