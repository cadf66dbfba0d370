// @vitest-environment happy-dom
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RoleSummary } from '../../../../shared/api-types.ts';
import { settle, setUpDomTestRoot } from '../../../test-support/dom-test-root.tsx';
import { useAuthStore } from '../../auth/auth-state.ts';
import { RolesPage } from './RolesPage.tsx';

const roles: RoleSummary[] = [
  { id: 1, name: 'Administrator', permissions: [{ name: 'manage-users' }], userCount: 1, system: true },
  { id: 2, name: 'Editor', permissions: [{ name: 'create-page' }], userCount: 0, system: false },
  { id: 3, name: 'Publisher', permissions: [{ name: 'create-page' }, { name: 'publish-page' }], userCount: 0, system: false },
  { id: 4, name: 'User manager', permissions: [{ name: 'manage-users' }, { name: 'create-page' }], userCount: 1, system: false },
];

/** The signed-in user manages users and holds create-page, in the role "User manager". */
function signIn(): void {
  useAuthStore.getState().loginSucceeded({
    ID: 7,
    email: 'manager@test.local',
    role: { id: 4, name: 'User manager', permissions: [{ name: 'manage-users' }, { name: 'create-page' }] },
    profile: { name: 'Manager', jobTitle: '', image: null },
    language: 'en',
  });
}

const dom = setUpDomTestRoot({ language: 'en', afterUnmount: () => vi.unstubAllGlobals() });
const rowOf = (name: string) =>
  [...dom.container.querySelectorAll('tbody tr')].find((row) => row.querySelector('strong')?.textContent === name)!;

beforeEach(async () => {
  signIn();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(input, 'http://admin.test').pathname;
      if (init?.method === 'DELETE' && path === '/api/role/2') {
        const refused = { Success: false, Errors: [{ code: 'V_07' }], usersCount: 3 };
        return new Response(JSON.stringify(refused), { status: 400, headers: { 'Content-Type': 'application/json' } });
      }
      const body =
        path === '/api/role/list'
          ? { Success: true, Errors: [], data: { items: roles } }
          : { Success: true, Errors: [], data: { items: [] } };
      return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  dom.render(<RolesPage />);
  await settle();
});

describe('Roles screen', () => {
  it('offers no Edit on the system Administrator role (the server refuses with V_07) and says why', () => {
    const administrator = rowOf('Administrator');
    expect(administrator.querySelector('button[aria-label="Edit Administrator"]')).toBeNull();
    expect(administrator.querySelector('button[aria-label="Delete Administrator"]')).toBeNull();
    expect(administrator.textContent).toContain('This role always holds every permission and cannot be changed.');
  });

  it('still offers Edit and Delete on ordinary roles', () => {
    const editor = rowOf('Editor');
    expect(editor.querySelector('button[aria-label="Edit Editor"]')).not.toBeNull();
    expect(editor.querySelector('button[aria-label="Delete Editor"]')).not.toBeNull();
    expect(editor.textContent).not.toContain('cannot be changed');
  });

  it('disables Edit and Delete, with the reason, on the role the user holds and on a role stronger than theirs', () => {
    const own = rowOf('User manager').querySelector('button[aria-label="Edit User manager"]')!;
    expect(own.getAttribute('aria-disabled')).toBe('true');
    expect(own.getAttribute('title')).toBe('You cannot change the role you hold yourself.');
    const stronger = rowOf('Publisher').querySelector('button[aria-label="Delete Publisher"]')!;
    expect(stronger.getAttribute('aria-disabled')).toBe('true');
    expect(document.getElementById(stronger.getAttribute('aria-describedby')!)?.textContent).toBe(
      'This role has permissions you do not hold.',
    );
    // A click does nothing: no confirmation opens.
    act(() => (stronger as HTMLButtonElement).click());
    expect(document.querySelector('dialog')).toBeNull();
    expect(rowOf('Editor').querySelector('button[aria-label="Edit Editor"]')!.hasAttribute('aria-disabled')).toBe(false);
  });

  it('explains a refused delete of a role that is still assigned (V_07 with usersCount)', async () => {
    act(() => rowOf('Editor').querySelector<HTMLButtonElement>('button[aria-label="Delete Editor"]')!.click());
    const confirm = [...document.querySelectorAll<HTMLButtonElement>('dialog button')].find(
      (button) => button.textContent?.trim() === 'Delete',
    )!;
    act(() => confirm.click());
    await settle();
    const alert = dom.container.querySelector('[role="alert"]')!;
    expect(alert.textContent).toBe('This role cannot be deleted: it is still assigned to 3 users. Give those users another role first.');
    expect(dom.container.textContent).not.toContain('This operation cannot be executed.');
  });
});
