import { z } from 'zod';
import { MENU_LINK_TYPES } from './menu-schemas.ts';

/** An item as the admin edits it: the link resolved to its page, if any. */
export const menuItemDto = z.object({
  key: z.string(),
  parentKey: z.string().nullable(),
  label: z.string(),
  type: z.enum(MENU_LINK_TYPES),
  target: z.string(),
  pageId: z.number().nullable(),
  page: z.object({ id: z.number(), title: z.string(), url: z.string(), published: z.boolean() }).nullable(),
  /** An internal link whose page was deleted. */
  broken: z.boolean(),
  openInNewTab: z.boolean(),
});
export type MenuItemDto = z.output<typeof menuItemDto>;

/** GET /api/menu/edit and PUT /api/menu: both menus of a locale with each menu's revision. */
export const editableMenus = z.object({
  header: z.array(menuItemDto),
  footer: z.array(menuItemDto),
  revisions: z.object({ header: z.number(), footer: z.number() }),
});
export type EditableMenus = z.output<typeof editableMenus>;

/** The answer of GET /api/menu/edit and PUT /api/menu. */
export const editableMenusAnswer = z.object({ data: editableMenus });
