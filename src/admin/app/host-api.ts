import { safeHref, type NavigationActionContext, type NavigationItem } from './navigation/navigation-items.ts';
import { registerNavigationItems } from './navigation/navigation-registry.ts';

/**
 * A menu item as a host supplies it (SPEC 2.1): a label, an optional icon and permission, and
 * a route inside the admin (`to`), a link (`href`), a click action (`onClick`) or a submenu
 * (`children`).
 */
export interface HostNavigationItem {
  /** Optional; made up when absent. */
  id?: string;
  /** One text, or one per interface language: `{ en: 'Reports', nl: 'Rapporten' }`. */
  label: string | Partial<Record<string, string>>;
  /** A built-in icon name (e.g. `pages`, `users`, `settings`, `external`), an image URL, or an SVG string. */
  icon?: string;
  /** Shown only to users whose role holds this permission, e.g. `manage-users`. */
  permission?: string;
  /** A route of the admin app, without /cmsadmin: `/users`. */
  to?: string;
  /** A link outside the admin's router (http(s), mailto, or a path on this site). */
  href?: string;
  /** Where `href` opens: `_blank` for a new tab. */
  target?: string;
  onClick?: (context: NavigationActionContext) => void;
  children?: HostNavigationItem[];
}

/** What `window.cmsAdmin` offers a host script. */
export interface CmsAdminHostApi {
  readonly version: 1;
  /** Adds items after the built-in menu (before Log out); returns a function that removes them again. */
  registerNavigationItems(items: HostNavigationItem[]): () => void;
}

declare global {
  interface Window {
    cmsAdmin?: CmsAdminHostApi;
  }
}

/** Fired on window once `window.cmsAdmin` is ready, for host scripts that load early. */
export const HOST_READY_EVENT = 'cmsadmin:ready';

let generatedIds = 0;

function warn(message: string, item: unknown): void {
  console.warn(`[cmsAdmin] ${message}`, item);
}

function isLabel(value: unknown): value is HostNavigationItem['label'] {
  if (typeof value === 'string') return value.trim() !== '';
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).some((text) => typeof text === 'string' && text.trim() !== '')
  );
}

/**
 * Turns what a host passed (plain JavaScript, so anything) into menu items; an item without a
 * label or without any of to, href, onClick and children is left out with a console warning.
 */
export function toNavigationItems(items: unknown): NavigationItem[] {
  if (!Array.isArray(items)) {
    warn('registerNavigationItems expects an array of items', items);
    return [];
  }
  return items.flatMap((raw): NavigationItem[] => {
    if (typeof raw !== 'object' || raw === null) {
      warn('a menu item must be an object', raw);
      return [];
    }
    const item = raw as Partial<Record<keyof HostNavigationItem, unknown>>;
    if (!isLabel(item.label)) {
      warn('a menu item needs a label', raw);
      return [];
    }
    const result: NavigationItem = {
      id: typeof item.id === 'string' && item.id !== '' ? `host:${item.id}` : `host:${(generatedIds += 1)}`,
      label: typeof item.label === 'string' ? item.label : { ...(item.label as Record<string, string>) },
    };
    if (typeof item.icon === 'string' && item.icon.trim() !== '') result.icon = item.icon;
    if (typeof item.permission === 'string' && item.permission !== '') result.permission = item.permission;
    if (typeof item.to === 'string' && item.to.startsWith('/')) result.to = item.to;
    else if (item.to !== undefined) warn('`to` must be an admin path starting with /', raw);
    const href = typeof item.href === 'string' ? safeHref(item.href) : undefined;
    if (href !== undefined) result.href = href;
    else if (item.href !== undefined) warn('`href` must be an http(s), mailto or tel link or a path', raw);
    if (typeof item.target === 'string') result.target = item.target;
    if (typeof item.onClick === 'function') {
      const action = item.onClick as HostNavigationItem['onClick'] & object;
      result.onClick = (context) => {
        try {
          action(context);
        } catch (error) {
          console.error('[cmsAdmin] a menu click action failed', error);
        }
      };
    }
    if (item.children !== undefined) result.children = toNavigationItems(item.children);
    if (result.to === undefined && result.href === undefined && !result.onClick && !result.children) {
      warn('a menu item needs `to`, `href`, `onClick` or `children`', raw);
      return [];
    }
    return [result];
  });
}

export function createHostApi(): CmsAdminHostApi {
  return Object.freeze({
    version: 1 as const,
    registerNavigationItems: (items: HostNavigationItem[]) => registerNavigationItems(toNavigationItems(items)),
  });
}

/**
 * Sets `window.cmsAdmin` before the app renders, so a host script (ADMIN_EXTENSION_SCRIPT,
 * loaded right after the app's own script) can add menu items. Returns the API.
 */
export function installHostApi(target: Window & typeof globalThis = window): CmsAdminHostApi {
  const api = createHostApi();
  target.cmsAdmin = api;
  target.dispatchEvent(new Event(HOST_READY_EVENT));
  return api;
}
