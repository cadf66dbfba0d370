import { z } from 'zod';
import { isSafeLink } from '../blocks/block-fields.ts';
import { isMailtoLink } from '../http/mailto-link.ts';
import { localeCode } from '../pages/page-schemas.ts';
import { id } from '../schemas/common.ts';

export const MENUS = ['header', 'footer'] as const;
export type MenuName = (typeof MENUS)[number];
export const MENU_LINK_TYPES = ['external', 'internal', 'anchor', 'mail', 'phone'] as const;
export type MenuLinkType = (typeof MENU_LINK_TYPES)[number];
export const MENU_MAX_DEPTH = 3;
export const MENU_MAX_ITEMS = 300;
export const MENU_LABEL_MAX = 100;
export const MENU_SEARCH_MIN_LENGTH = 3;

/** The target an item of each link type must have (SPEC 2.7). */
export function isValidMenuTarget(type: MenuLinkType, target: string): boolean {
  switch (type) {
    case 'external':
      return /^https?:\/\//i.test(target) && isSafeLink(target);
    case 'anchor':
      return /^#[A-Za-z0-9_-]{1,80}$/.test(target);
    case 'mail':
      return isMailtoLink(target);
    case 'phone':
      return /^tel:\+?[0-9][0-9 ()-]{2,29}$/.test(target);
    case 'internal':
      return target === '' || /^#[A-Za-z0-9_-]{1,80}$/.test(target);
  }
}

const TARGET_ERROR: Record<MenuLinkType, 'V_13' | 'V_12'> = {
  external: 'V_13',
  internal: 'V_12',
  anchor: 'V_12',
  mail: 'V_12',
  phone: 'V_12',
};

/** The error code of a target that does not fit its link type, or null (also used by rich-text links). */
export const menuTargetError = (type: MenuLinkType, target: string): 'V_13' | 'V_12' | null =>
  isValidMenuTarget(type, target) ? null : TARGET_ERROR[type];

/**
 * One item of a flat menu list: order is the list order, nesting is parentKey. A flat list is
 * what drag-and-drop trees work with, and it lets the server refuse loops explicitly.
 */
export const menuItemInput = z
  .object({
    key: z.string({ error: 'V_01' }).regex(/^[A-Za-z0-9_-]{1,40}$/, 'V_12'),
    parentKey: z
      .string({ error: 'V_12' })
      .regex(/^[A-Za-z0-9_-]{1,40}$/, 'V_12')
      .nullable()
      .default(null),
    label: z.string({ error: 'V_01' }).trim().min(1, 'V_01').max(MENU_LABEL_MAX, 'V_14'),
    type: z.enum(MENU_LINK_TYPES, { error: 'V_12' }),
    /** external: the whole URL; anchor: #name; mail: mailto:…; phone: tel:…; internal: optional #anchor. */
    target: z.string({ error: 'V_12' }).trim().max(2000, 'V_14').default(''),
    pageId: id.nullable().default(null),
    openInNewTab: z.boolean({ error: 'V_12' }).default(false),
  })
  .superRefine((item, context) => {
    const targetError = menuTargetError(item.type, item.target);
    if (targetError) context.addIssue({ code: 'custom', message: targetError, path: ['target'] });
    if (item.type === 'internal' && item.pageId === null) context.addIssue({ code: 'custom', message: 'V_01', path: ['pageId'] });
  });
export type MenuItemInput = z.infer<typeof menuItemInput>;

export const saveMenuBody = z.object({
  locale: localeCode,
  menu: z.enum(MENUS, { error: 'V_12' }),
  items: z.array(menuItemInput, { error: 'V_12' }).max(MENU_MAX_ITEMS, 'V_14'),
});
export type SaveMenuBody = z.infer<typeof saveMenuBody>;

/** A menu's revision: 0 before its first save, raised by every save. */
export const menuRevision = z
  .number({ error: (issue) => (issue.input === undefined ? 'V_01' : 'V_12') })
  .int('V_12')
  .min(0, 'V_12')
  .max(2_147_483_647, 'V_12');

/**
 * PUT /api/menu: the menu plus the revision the editor loaded (GET /api/menu/edit). A save
 * based on an older revision is refused with 409 G_05, so two editors never silently
 * overwrite each other.
 */
export const saveMenuRequest = saveMenuBody.extend({ revision: menuRevision });
export type SaveMenuRequest = z.infer<typeof saveMenuRequest>;

export const menuQuery = z.object({ locale: localeCode });
export const menuPageSearchBody = z.object({
  locale: z.union([localeCode, z.literal('')]).default(''),
  // SPEC 5: menu search needs 3 or more characters; fewer is not a valid search term (V_12).
  searchTerm: z.string({ error: 'V_01' }).trim().min(MENU_SEARCH_MIN_LENGTH, 'V_12').max(200, 'V_14'),
});

/** Whether a typed search term is long enough to search with (the rule the server applies). */
export const isMenuSearchTermLongEnough = (term: string) => term.trim().length >= MENU_SEARCH_MIN_LENGTH;

/** A link as the public site renders it. */
export interface MenuLink {
  label: string;
  href: string;
  openInNewTab: boolean;
  children: MenuLink[];
}
