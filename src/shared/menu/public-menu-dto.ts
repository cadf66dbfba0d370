import { z } from 'zod';
import type { MenuLink, MenuName } from './menu-schemas.ts';

/** A link as the public site renders it (the MenuLink type), nested to any depth. */
export const menuLink: z.ZodType<MenuLink> = z
  .object({
    label: z.string(),
    href: z.string(),
    openInNewTab: z.boolean(),
    get children() {
      return z.array(menuLink);
    },
  })
  .meta({ id: 'MenuLink' });

/** GET /api/menu: each menu of the locale (MENUS), its links nested. */
export const publicMenusAnswer = z.object({
  data: z.object({ header: z.array(menuLink), footer: z.array(menuLink) } satisfies Record<MenuName, z.ZodType>),
});
