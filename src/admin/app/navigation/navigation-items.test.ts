import { describe, expect, it } from 'vitest';
import { DEFAULT_NAVIGATION, isItemActive, visibleNavigation, type NavigationItem } from './navigation-items.ts';

const ids = (items: NavigationItem[]): string[] => items.flatMap((item) => [item.id, ...ids(item.children ?? [])]);

describe('navigation', () => {
  it('hides entries needing a permission the user lacks', () => {
    const visible = ids(visibleNavigation(DEFAULT_NAVIGATION, []));
    expect(visible).not.toContain('user-management');
    expect(visible).not.toContain('menu-structure');
    expect(visible).not.toContain('new-page');
    expect(visible).toContain('page-overview');
    expect(visible).toContain('page-types');
  });

  it('shows them to users holding the permission', () => {
    const visible = ids(visibleNavigation(DEFAULT_NAVIGATION, [{ name: 'manage-users' }, { name: 'create-page' }]));
    expect(visible).toEqual(expect.arrayContaining(['user-management', 'users', 'roles', 'new-page']));
    expect(visible).not.toContain('menu-structure');
  });

  it('matches the active item by the current path', () => {
    const users = DEFAULT_NAVIGATION.find((item) => item.id === 'user-management')!;
    expect(isItemActive(users, '/users')).toBe(true);
    expect(isItemActive(users, '/user/settings')).toBe(false);
    const pages = DEFAULT_NAVIGATION.find((item) => item.id === 'pages')!;
    expect(isItemActive(pages, '/')).toBe(true);
    expect(isItemActive(pages, '/users')).toBe(false);
  });

  it('lists every page type but blank under Page types', () => {
    const pages = DEFAULT_NAVIGATION.find((item) => item.id === 'pages')!;
    const types = pages.children!.find((item) => item.id === 'page-types')!;
    expect(types.children!.map((item) => item.to)).toEqual([
      '/page-overview/theme',
      '/page-overview/service',
      '/page-overview/project',
      '/page-overview/innovation',
      '/page-overview/news',
      '/page-overview/team',
    ]);
    expect(types.children!.map((item) => item.labelKey)).not.toContain('pageTypes.blank');
  });
});
