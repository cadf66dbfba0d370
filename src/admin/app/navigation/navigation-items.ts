import type { IconName } from '../../components/Icon.tsx';
import type { Permission } from '../../../shared/permissions.ts';
import { PAGE_TYPES } from '../../../shared/pages/page-types.ts';
import { listedPageTypes, pageTypeOverviewPath } from '../../features/pages/list-filters.ts';

/** What a click action gets: a way to move inside the admin (paths without /cmsadmin). */
export interface NavigationActionContext {
  navigate: (to: string) => void;
}

/**
 * One menu entry (SPEC 2.1). Built-in entries use `labelKey` (a translation key); host
 * entries may pass a ready `label` (one text, or one per interface language). An entry links
 * inside the admin (`to`), links elsewhere (`href`, an ordinary link), runs an action
 * (`onClick`), or groups a submenu (`children`).
 */
export interface NavigationItem {
  id: string;
  labelKey?: string;
  label?: string | Partial<Record<string, string>>;
  /** A built-in icon name, or (host items) an image URL or an SVG document as a string. */
  icon?: IconName | (string & {});
  /** Shown only to users holding this permission. */
  permission?: string;
  /** Path inside the admin (without /cmsadmin). */
  to?: string;
  /** A link out of the admin's router (another site, or a host page); opens as a normal link. */
  href?: string;
  /** Where `href` opens, e.g. `_blank` for a new tab. */
  target?: string;
  onClick?: (context: NavigationActionContext) => void;
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
        children: listedPageTypes().map((type) => ({
          id: `page-type-${type}`,
          labelKey: PAGE_TYPES[type].labelKey,
          to: pageTypeOverviewPath(type),
        })),
      },
      { id: 'publication-requests', labelKey: 'nav.publicationRequests', to: '/publication-requests' },
      { id: 'scheduled', labelKey: 'schedule.navTitle', to: '/scheduled' },
      { id: 'tags', labelKey: 'tagsAdmin.navTitle', to: '/tags', permission: 'manage-tags' },
      { id: 'redirects', labelKey: 'redirects.navTitle', to: '/redirects', permission: 'manage-redirects' },
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
      { id: 'audit-log', labelKey: 'auditLog.navTitle', to: '/audit-log', permission: 'view-audit-log' },
      { id: 'api-tokens', labelKey: 'apiTokens.navTitle', to: '/api-tokens', permission: 'manage-api-tokens' },
      { id: 'webhooks', labelKey: 'webhooks.navTitle', to: '/webhooks', permission: 'manage-webhooks' },
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

/**
 * An `href` a menu may render: http(s), mailto and tel links, and paths on this site. Script
 * and data URLs are refused (undefined).
 */
export function safeHref(href: string | undefined): string | undefined {
  if (typeof href !== 'string') return undefined;
  const value = href.trim();
  if (value === '') return undefined;
  if (value.startsWith('/') || value.startsWith('./') || value.startsWith('../') || value.startsWith('#') || value.startsWith('?'))
    return value;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  return scheme === 'http' || scheme === 'https' || scheme === 'mailto' || scheme === 'tel' ? value : undefined;
}

/**
 * How an icon value renders: a built-in icon by name, or an image: a URL (absolute http(s),
 * or a path) or an SVG document given as a string (shown as an image, so it cannot run script).
 * Null for an image URL of another scheme.
 */
export function iconSource(icon: string): { kind: 'builtin'; name: IconName } | { kind: 'image'; src: string } | null {
  const value = icon.trim();
  if (value.startsWith('<')) return { kind: 'image', src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(value)}` };
  if (!/[/:.]/.test(value)) return { kind: 'builtin', name: value as IconName };
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (scheme === undefined || scheme === 'http' || scheme === 'https') return { kind: 'image', src: value };
  if (scheme === 'data' && /^data:image\//i.test(value)) return { kind: 'image', src: value };
  return null;
}

/** A host label may come per interface language; falls back to English, then any. */
export function resolveLabel(label: NavigationItem['label'], language: string): string | undefined {
  if (label === undefined) return undefined;
  if (typeof label === 'string') return label;
  const base = language.split('-')[0] ?? language;
  return label[language] ?? label[base] ?? label.en ?? Object.values(label).find((text) => typeof text === 'string');
}
