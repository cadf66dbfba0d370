// @vitest-environment happy-dom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoleSummary, SessionUser, UserSummary } from '../../../../shared/api-types.ts';
import type { PermissionName } from '../../../../shared/permissions.ts';
import { initialAuthState, useAuthStore } from '../../auth/store/auth-store.ts';
import { i18n } from '../../../i18n/index.ts';
import { UserFormModal } from './UserFormModal.tsx';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

/** Mirrors the server rule (assertCanAssignRole): a role may be handed out only by someone holding all its permissions. */
const roles: RoleSummary[] = [
  { id: 1, name: 'Administrator', permissions: [{ name: 'manage-users' }, { name: 'manage-settings' }, { name: 'create-page' }], userCount: 1, system: true },
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

let container: HTMLDivElement;
let root: Root;

async function settle(): Promise<void> {
  for (let round = 0; round < 3; round += 1) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}
async function render(user?: UserSummary): Promise<void> {
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <UserFormModal user={user} onClose={() => undefined} onSaved={() => undefined} />
      </I18nextProvider>,
    ),
  );
  await settle();
}
const roleOptions = () => [...document.querySelectorAll<HTMLOptionElement>('select[name="role"] option')].filter((option) => option.value !== '').map((option) => option.textContent);

beforeEach(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify({ Success: true, Errors: [], data: { items: roles } }), { status: 200, headers: { 'Content-Type': 'application/json' } })),
  );
  // happy-dom may lack the native dialog methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  useAuthStore.setState({ ...initialAuthState });
  await i18n.changeLanguage('en');
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
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
