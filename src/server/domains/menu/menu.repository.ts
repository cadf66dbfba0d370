import type { Transaction } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { ADVISORY_LOCK, advisoryTransactionLock } from '../../db/advisory-locks.ts';
import type { Executor } from '../../db/executor.ts';

/** Every item of a locale's menus with its page (if any), in tree order by parent and position. */
export function listMenuItems(db: Executor, locale: string) {
  return db
    .selectFrom('menu_items')
    .leftJoin('pages', 'pages.id', 'menu_items.page_id')
    .leftJoin('page_versions', 'page_versions.id', 'pages.concept_version_id')
    .select([
      'menu_items.id',
      'menu_items.menu',
      'menu_items.parent_id',
      'menu_items.position',
      'menu_items.label',
      'menu_items.link_type',
      'menu_items.target',
      'menu_items.page_id',
      'menu_items.open_in_new_tab',
      'pages.slug as page_slug',
      'pages.locale as page_locale',
      'pages.published_version_id as page_published_version_id',
      'page_versions.title as page_title',
    ])
    .where('menu_items.locale', '=', locale)
    .orderBy('menu_items.menu')
    .orderBy('menu_items.position')
    .orderBy('menu_items.id')
    .execute();
}

export type MenuItemRow = Awaited<ReturnType<typeof listMenuItems>>[number];

/**
 * Serialises saves of one menu. SQLite runs one write transaction at a time anyway; on
 * PostgreSQL two replace-all transactions would otherwise each delete only the rows they can
 * see and both insert theirs, leaving a mix of the two menus.
 */
export async function lockMenu(trx: Transaction<Database>, dialect: DialectName, locale: string, menu: 'header' | 'footer'): Promise<void> {
  if (dialect !== 'postgres') return;
  await advisoryTransactionLock(trx, ADVISORY_LOCK.menu, `verdant-cms:menu:${locale}:${menu}`);
}

export async function deleteMenu(db: Executor, locale: string, menu: 'header' | 'footer'): Promise<void> {
  await db.deleteFrom('menu_items').where('locale', '=', locale).where('menu', '=', menu).execute();
}

export async function insertMenuItem(
  db: Executor,
  values: {
    locale: string;
    menu: 'header' | 'footer';
    parentId: number | null;
    position: number;
    label: string;
    linkType: 'external' | 'internal' | 'anchor' | 'mail' | 'phone';
    target: string;
    pageId: number | null;
    openInNewTab: boolean;
  },
): Promise<number> {
  const row = await db
    .insertInto('menu_items')
    .values({
      locale: values.locale,
      menu: values.menu,
      parent_id: values.parentId,
      position: values.position,
      label: values.label,
      link_type: values.linkType,
      target: values.target,
      page_id: values.pageId,
      open_in_new_tab: values.openInNewTab ? 1 : 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The locale of each of these pages that exists. */
export async function pageLocales(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('pages').select(['id', 'locale']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.locale]));
}

/** The revision of each menu of a locale (0 for a menu never saved). */
export async function menuRevisions(db: Executor, locale: string): Promise<Record<'header' | 'footer', number>> {
  const rows = await db.selectFrom('menu_revisions').select(['menu', 'revision']).where('locale', '=', locale).execute();
  const revisions = { header: 0, footer: 0 };
  for (const row of rows) revisions[row.menu] = row.revision;
  return revisions;
}

/**
 * Raises a menu's revision, only from `expected` when given (a compare-and-set: false when the
 * menu is at another revision by now). Without `expected` it raises whatever it is.
 */
export async function raiseMenuRevision(
  db: Executor,
  locale: string,
  menu: 'header' | 'footer',
  expected: number | undefined,
): Promise<boolean> {
  let update = db
    .updateTable('menu_revisions')
    .set((eb) => ({ revision: eb('revision', '+', 1) }))
    .where('locale', '=', locale)
    .where('menu', '=', menu);
  if (expected !== undefined) update = update.where('revision', '=', expected);
  const updated = await update.executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return true;
  // No row matched: either the menu was never saved (revision 0) or it is at another revision.
  if (expected !== undefined && expected !== 0) return false;
  const inserted = await db
    .insertInto('menu_revisions')
    .values({ locale, menu, revision: 1 })
    .onConflict((oc) => oc.columns(['locale', 'menu']).doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
}
