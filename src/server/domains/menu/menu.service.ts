import type { Kysely } from 'kysely';
import type { EditableMenus, MenuItemDto } from '../../../shared/menu/menu-dto.ts';
import type { MenuLink, MenuName, SaveMenuBody } from '../../../shared/menu/menu-schemas.ts';
import { pageUrl } from '../../../shared/pages/page-url.ts';
import type { SiteSettings } from '../../../shared/schemas/settings.ts';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError, badRequest, conflict } from '../../lib/errors.ts';
import { insertionOrder, menuStructureErrors } from './menu-tree.ts';
import * as menus from './menu.repository.ts';
import { queueEvent } from '../webhooks/webhook-events.ts';

const itemKey = (id: number) => `m${id}`;

function toDto(row: menus.MenuItemRow, defaultLocale: string): MenuItemDto {
  const hasPage = row.page_id !== null && row.page_slug !== null && row.page_locale !== null;
  return {
    key: itemKey(row.id),
    parentKey: row.parent_id === null ? null : itemKey(row.parent_id),
    label: row.label,
    type: row.link_type,
    target: row.target,
    pageId: row.page_id,
    page: hasPage
      ? {
          id: row.page_id!,
          title: row.page_title ?? '',
          url: pageUrl(row.page_slug!, row.page_locale!, defaultLocale),
          published: row.page_published_version_id !== null,
        }
      : null,
    broken: row.link_type === 'internal' && !hasPage,
    openInNewTab: row.open_in_new_tab === 1,
  };
}

/** Rows come sorted by position; this puts them in depth-first order, the order the editor shows. */
function treeOrdered<T extends { key: string; parentKey: string | null }>(items: T[]): T[] {
  const byParent = new Map<string | null, T[]>();
  for (const item of items) byParent.set(item.parentKey, [...(byParent.get(item.parentKey) ?? []), item]);
  const ordered: T[] = [];
  const visit = (parent: string | null) => {
    for (const child of byParent.get(parent) ?? []) {
      ordered.push(child);
      visit(child.key);
    }
  };
  visit(null);
  return ordered;
}

/** Menus are edited only for the site's available locales (V_12 on the locale otherwise). */
export function assertMenuLocale(settings: SiteSettings, locale: string, property = 'locale'): void {
  if (!(settings.availableLocales as string[]).includes(locale)) throw badRequest('V_12', property);
}

/**
 * Both menus of a locale with their revisions. The revisions are read first: a save that lands
 * in between then shows as newer items with an older revision, which makes the next save a
 * (safe) conflict, never an overwrite of items the editor has not seen.
 */
export async function getMenusForEditing(db: Kysely<Database>, locale: string, defaultLocale: string): Promise<EditableMenus> {
  const revisions = await menus.menuRevisions(db, locale);
  const rows = await menus.listMenuItems(db, locale);
  const pick = (menu: MenuName) => treeOrdered(rows.filter((row) => row.menu === menu).map((row) => toDto(row, defaultLocale)));
  return { header: pick('header'), footer: pick('footer'), revisions };
}

/**
 * Replaces one menu of a locale in a single transaction; a bad item changes nothing. With
 * `expectedRevision` (what the editor loaded) a menu saved by someone else in the meantime is
 * refused with 409 G_05; without it (the seed) the save is unconditional.
 */
export async function saveMenu(db: Kysely<Database>, dialect: DialectName, body: SaveMenuBody, expectedRevision?: number): Promise<void> {
  const errors = menuStructureErrors(body.items);
  const pageIds = [...new Set(body.items.flatMap((item) => (item.type === 'internal' && item.pageId !== null ? [item.pageId] : [])))];
  const locales = await menus.pageLocales(db, pageIds);
  body.items.forEach((item, index) => {
    // An internal link points at a page of the menu's own locale (that exists).
    if (item.type === 'internal' && item.pageId !== null && locales.get(item.pageId) !== body.locale)
      errors.push({ code: 'V_12', property: `items.${index}.pageId` });
  });
  if (errors.length > 0) throw new AppError(400, errors);

  await db.transaction().execute(async (trx) => {
    await menus.lockMenu(trx, dialect, body.locale, body.menu);
    if (!(await menus.raiseMenuRevision(trx, body.locale, body.menu, expectedRevision))) throw conflict('G_05');
    await menus.deleteMenu(trx, body.locale, body.menu);
    const idByKey = new Map<string, number>();
    const positions = new Map<string | null, number>();
    for (const item of insertionOrder(body.items)) {
      const position = positions.get(item.parentKey) ?? 0;
      positions.set(item.parentKey, position + 1);
      const id = await menus.insertMenuItem(trx, {
        locale: body.locale,
        menu: body.menu,
        parentId: item.parentKey === null ? null : (idByKey.get(item.parentKey) ?? null),
        position,
        label: item.label,
        linkType: item.type,
        target: item.target,
        pageId: item.type === 'internal' ? item.pageId : null,
        openInNewTab: item.openInNewTab,
      });
      idByKey.set(item.key, id);
    }
    // The menu's revision was raised under its lock above, so each save queues this once.
    await queueEvent(trx, 'menu.saved', { locale: body.locale });
  });
}

/**
 * The menus as visitors see them: internal links point at the page's current address (so they
 * follow slug changes) and disappear while the page is unpublished or deleted, with their children.
 */
export async function getPublicMenus(db: Kysely<Database>, locale: string, defaultLocale: string): Promise<Record<MenuName, MenuLink[]>> {
  const rows = await menus.listMenuItems(db, locale);
  const build = (menu: MenuName, parentId: number | null): MenuLink[] =>
    rows
      .filter((row) => row.menu === menu && row.parent_id === parentId)
      .flatMap((row) => {
        let href = row.target;
        if (row.link_type === 'internal') {
          if (row.page_slug === null || row.page_locale === null || row.page_published_version_id === null) return [];
          href = pageUrl(row.page_slug, row.page_locale, defaultLocale) + row.target;
        }
        return [{ label: row.label, href, openInNewTab: row.open_in_new_tab === 1, children: build(menu, row.id) }];
      });
  return { header: build('header', null), footer: build('footer', null) };
}
