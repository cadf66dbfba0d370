import type { IconName } from '../../components/Icon.tsx';
import type { Permission } from '../../../shared/permissions.ts';
import { PAGE_TYPES } from '../../../shared/pages/page-types.ts';
import { listedPageTypes, pageTypeOverviewPath } from '../../features/pages/overview/list-filters.ts';

/**
 * One menu entry (SPEC 2.1). Built-in entries use `labelKey` (a translation key); host
 * entries may pass a ready `label`. An entry links (`to`), runs an action (`onClick`),
 * or groups a submenu (`children`).
 */
export interface NavigationItem {
  id: string;
  labelKey?: string;
  label?: string;
  icon?: IconName;
  /** Shown only to users holding this permission. */
  permission?: string;
  /** Path inside the admin (without /cmsadmin). */
  to?: string;
  onClick?: () => void;
  children?: NavigationItem[];
  /** Text for a submenu that has no entries (yet). */
  emptyLabelKey?: string;
}

/** The built-in menu: Pages, User Management, Settings. Log Out is added by the layout. */
export const DEFAULT_NAVIGATION: NavigationItem[] = [
  {
    id: 'pages',
    labelKey: 'nav.pages',
    icon: 'pages',
    children: [
      { id: 'page-overview', labelKey: 'nav.pageOverview', to: '/' },
      { id: 'menu-structure', labelKey: 'nav.menuStructure', to: '/menu-structure', permission: 'manage-menu' },
      { id: 'new-page', labelKey: 'nav.newPage', to: '/new-page', permission: 'create-page' },
      { id: 'media-library', labelKey: 'nav.mediaLibrary', to: '/medialibrary' },
      // SPEC 2.1: one entry per registered page type except blank.
      {
        id: 'page-types',
        labelKey: 'nav.pageTypes',
        emptyLabelKey: 'nav.noPageTypes',
        children: listedPageTypes().map((type) => ({ id: `page-type-${type}`, labelKey: PAGE_TYPES[type].labelKey, to: pageTypeOverviewPath(type) })),
      },
      { id: 'publication-requests', labelKey: 'nav.publicationRequests', to: '/publication-requests' },
      { id: 'tags', labelKey: 'tagsAdmin.navTitle', to: '/tags', permission: 'manage-tags' },
    ],
  },
  {
    id: 'user-management',
    labelKey: 'nav.userManagement',
    icon: 'users',
    permission: 'manage-users',
    children: [
      { id: 'users', labelKey: 'nav.users', to: '/users' },
      { id: 'roles', labelKey: 'nav.roles', to: '/roles' },
    ],
  },
  {
    id: 'settings',
    labelKey: 'nav.settings',
    icon: 'settings',
    children: [
      { id: 'user-settings', labelKey: 'nav.userSettings', to: '/user/settings' },
      { id: 'site-settings', labelKey: 'siteSettings.navTitle', to: '/settings', permission: 'manage-settings' },
      { id: 'search-index', labelKey: 'searchIndex.navTitle', to: '/search-index', permission: 'manage-search' },
      { id: 'contact-submissions', labelKey: 'contactSubmissions.navTitle', to: '/contact-submissions', permission: 'manage-settings' },
    ],
  },
];

/** Items the user may see: permission-gated entries are dropped, recursively. */
export function visibleNavigation(items: NavigationItem[], permissions: Permission[]): NavigationItem[] {
  const held = new Set(permissions.map((permission) => permission.name as string));
  const filter = (list: NavigationItem[]): NavigationItem[] =>
    list.flatMap((item) => {
      if (item.permission && !held.has(item.permission)) return [];
      if (!item.children) return [item];
      const children = filter(item.children);
      // A group whose every entry is hidden would be an empty heading; drop it. Groups
      // that are empty by design (page types) stay and show their empty text.
      if (item.children.length > 0 && children.length === 0 && !item.to && !item.onClick) return [];
      return [{ ...item, children }];
    });
  return filter(items);
}

/** The dashboard ("/") matches only itself; other links also match their sub-paths. */
export function isPathActive(to: string, pathname: string): boolean {
  if (to === '/') return pathname === '/' || pathname === '';
  return pathname === to || pathname.startsWith(`${to}/`);
}

export function isItemActive(item: NavigationItem, pathname: string): boolean {
  if (item.to && isPathActive(item.to, pathname)) return true;
  return (item.children ?? []).some((child) => isItemActive(child, pathname));
}
