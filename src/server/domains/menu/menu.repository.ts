import { sql, type Kysely, type Transaction } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

type Executor = Kysely<Database> | Transaction<Database>;

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
  await sql`select pg_advisory_xact_lock(hashtext(${`menu:${locale}:${menu}`}))`.execute(trx);
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

export async function existingPageIds(db: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.selectFrom('pages').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((row) => row.id));
}
