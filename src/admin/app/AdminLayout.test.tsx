// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../shared/api-types.ts';
import type { PermissionName } from '../../shared/permissions.ts';
import { initialAuthState, useAuthStore } from '../features/auth/auth-state.ts';
import { i18n } from '../i18n/index.ts';
import { createDomTestRoot } from '../test-support/dom-test-root.tsx';
import { AdminLayout } from './AdminLayout.tsx';
import { HOST_READY_EVENT, installHostApi, toNavigationItems } from './host-api.ts';
import { useNavigationRegistry } from './navigation/navigation-registry.ts';

// The layout's Notifications entry asks for the unread count; these tests are about the menu.
vi.mock('../features/notifications/api.ts', () => ({ notificationsApi: { unreadCount: vi.fn(async () => 0) } }));

/** SPEC 2.1 host menu items, through window.cmsAdmin, rendered by the real layout. */

function signIn(permissions: PermissionName[]): void {
  const user: SessionUser = {
    ID: 3,
    email: 'host@test.local',
    role: { id: 2, name: 'Editor', permissions: permissions.map((name) => ({ name })) },
    profile: { name: 'Hester Host', jobTitle: '', image: null },
    language: 'en',
  };
  useAuthStore.getState().loginSucceeded(user);
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

const dom = createDomTestRoot();

function render(path: string, extra: ReactNode = null): void {
  dom.render(
    <AdminLayout>
      <LocationProbe />
      {extra}
    </AdminLayout>,
    { route: path },
  );
}

const nav = () => dom.container.querySelector('nav.side-nav')!;
const link = (name: string) =>
  [...nav().querySelectorAll('a, button')].find((element) => element.textContent?.trim() === name) as HTMLElement | undefined;
const location = () => dom.container.querySelector('[data-testid="location"]')!.textContent;

beforeEach(() => {
  useAuthStore.setState({ ...initialAuthState });
  useNavigationRegistry.setState({ hostItems: [] });
  void i18n.changeLanguage('en');
  dom.mount();
});

afterEach(() => {
  dom.unmount();
  delete window.cmsAdmin;
});

describe('host menu items through window.cmsAdmin', () => {
  it('installHostApi sets window.cmsAdmin and announces it', () => {
    const ready = vi.fn();
    window.addEventListener(HOST_READY_EVENT, ready);
    const api = installHostApi(window);
    window.removeEventListener(HOST_READY_EVENT, ready);
    expect(window.cmsAdmin).toBe(api);
    expect(typeof window.cmsAdmin?.registerNavigationItems).toBe('function');
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it('a registered item appears in the menu, after the built-in items and before Log out', () => {
    installHostApi(window);
    window.cmsAdmin!.registerNavigationItems([{ id: 'reports', label: 'Reports', icon: 'pages', to: '/reports' }]);
    signIn([]);
    render('/');
    const entry = link('Reports');
    expect(entry).toBeDefined();
    expect(entry!.getAttribute('href')).toBe('/reports');
    const labels = [...nav().querySelectorAll('.nav-link')].map((element) => element.textContent?.trim());
    expect(labels.indexOf('Reports')).toBeGreaterThan(labels.indexOf('User settings'));
    expect(labels.at(-1)).toBe('Log Out');
  });

  it('an item needing a permission is hidden from users without it and shown to users with it', () => {
    installHostApi(window);
    window.cmsAdmin!.registerNavigationItems([
      { label: 'Audit log', permission: 'manage-users', to: '/audit' },
      { label: 'Host tools', children: [{ label: 'Only for admins', permission: 'manage-settings', to: '/host/admin' }] },
    ]);
    signIn(['create-page']);
    render('/');
    expect(link('Audit log')).toBeUndefined();
    expect(link('Only for admins')).toBeUndefined();
    // A group whose every entry is hidden is left out too.
    expect(nav().textContent).not.toContain('Host tools');

    dom.remount();
    signIn(['manage-users', 'manage-settings']);
    render('/');
    expect(link('Audit log')).toBeDefined();
    expect(nav().textContent).toContain('Host tools');
    expect(link('Only for admins')).toBeDefined();
  });

  it('is highlighted when its path is active, also on a sub-path', () => {
    installHostApi(window);
    window.cmsAdmin!.registerNavigationItems([
      { label: 'Reports', to: '/reports' },
      { label: 'Invoices', to: '/invoices' },
    ]);
    signIn([]);
    render('/reports/2025');
    expect(link('Reports')!.classList.contains('is-active')).toBe(true);
    expect(link('Reports')!.getAttribute('aria-current')).toBe('page');
    expect(link('Invoices')!.classList.contains('is-active')).toBe(false);
    expect(link('Page overview')!.classList.contains('is-active')).toBe(false);
  });

  it('a click action runs, and may navigate inside the admin', () => {
    const action = vi.fn((context: { navigate: (to: string) => void }) => context.navigate('/host/page'));
    installHostApi(window);
    window.cmsAdmin!.registerNavigationItems([{ label: 'Open the host page', icon: 'external', onClick: action }]);
    signIn([]);
    render('/');
    const button = link('Open the host page')!;
    expect(button.tagName).toBe('BUTTON');
    act(() => button.click());
    expect(action).toHaveBeenCalledTimes(1);
    expect(location()).toBe('/host/page');
  });

  it('an href item is an ordinary link (new tab when asked); script URLs are refused', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    installHostApi(window);
    window.cmsAdmin!.registerNavigationItems([
      { label: 'Help desk', href: 'https://help.example.com/cms', target: '_blank', icon: 'https://help.example.com/icon.svg' },
      { label: 'Evil', href: 'javascript:alert(1)' },
    ]);
    signIn([]);
    render('/');
    const help = link('Help desk')!;
    expect(help.tagName).toBe('A');
    expect(help.getAttribute('href')).toBe('https://help.example.com/cms');
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('rel')).toBe('noopener noreferrer');
    expect(help.querySelector('img')!.getAttribute('src')).toBe('https://help.example.com/icon.svg');
    expect(link('Evil')).toBeUndefined();
    expect(nav().innerHTML).not.toContain('javascript:');
    warn.mockRestore();
  });

  it('an SVG string icon shows as an image (so it cannot run script); a built-in name as the built-in icon', () => {
    installHostApi(window);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="8"/></svg>';
    window.cmsAdmin!.registerNavigationItems([
      { label: 'Drawn', icon: svg, to: '/drawn' },
      { label: 'Named', icon: 'settings', to: '/named' },
    ]);
    signIn([]);
    render('/');
    const image = link('Drawn')!.querySelector('img')!;
    expect(image.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(link('Drawn')!.querySelector('svg')).toBeNull();
    expect(link('Named')!.querySelector('svg path')).not.toBeNull();
  });

  it('labels may be given per language', () => {
    installHostApi(window);
    window.cmsAdmin!.registerNavigationItems([{ label: { en: 'Reports', nl: 'Rapporten' }, to: '/reports' }]);
    signIn([]);
    render('/');
    expect(link('Reports')).toBeDefined();
    act(() => void i18n.changeLanguage('nl'));
    expect(link('Rapporten')).toBeDefined();
    act(() => void i18n.changeLanguage('de'));
    expect(link('Reports')).toBeDefined();
  });

  it('items registered after the first render appear, and the returned function removes them', () => {
    installHostApi(window);
    signIn([]);
    render('/');
    expect(link('Late item')).toBeUndefined();
    let remove!: () => void;
    act(() => {
      remove = window.cmsAdmin!.registerNavigationItems([{ label: 'Late item', to: '/late' }]);
    });
    expect(link('Late item')).toBeDefined();
    act(() => remove());
    expect(link('Late item')).toBeUndefined();
  });
});

describe('toNavigationItems (what a host passes is plain JavaScript)', () => {
  it('leaves out items without a label or without anything to do, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const items = toNavigationItems([
      null,
      'text',
      { to: '/x' },
      { label: 'Nothing' },
      { label: 'Bad path', to: 'relative' },
      { label: 'Good', to: '/good' },
    ]);
    expect(items.map((item) => item.label)).toEqual(['Good']);
    expect(toNavigationItems('not a list')).toEqual([]);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('a failing click action is logged instead of breaking the menu', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [item] = toNavigationItems([
      {
        label: 'Broken',
        onClick: () => {
          throw new Error('host bug');
        },
      },
    ]);
    expect(() => item!.onClick!({ navigate: () => undefined })).not.toThrow();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
