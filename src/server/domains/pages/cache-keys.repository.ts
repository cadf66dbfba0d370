import type { Executor } from '../../db/executor.ts';

/**
 * What the HTTP-cache purge of a page change needs to know about the page (issue 18,
 * src/server/lib/http/cache-purge.ts), read after the change or, for a delete, before it; null
 * once the page is deleted.
 */
export interface PagePurgeRow {
  type: string;
  published: boolean;
  /** The other pages of its translation group (their language switches name it). */
  translationIds: number[];
  /** Whether an internal menu item links it (the menus show its address). */
  inMenu: boolean;
}

export async function pagePurgeRow(db: Executor, pageId: number): Promise<PagePurgeRow | null> {
  const page = await db
    .selectFrom('pages')
    .select(['type', 'published_version_id', 'translation_group'])
    .where('id', '=', pageId)
    .executeTakeFirst();
  if (!page) return null;
  const [translations, menuItem] = await Promise.all([
    db.selectFrom('pages').select('id').where('translation_group', '=', page.translation_group).where('id', '!=', pageId).execute(),
    db.selectFrom('menu_items').select('id').where('page_id', '=', pageId).limit(1).executeTakeFirst(),
  ]);
  return {
    type: page.type,
    published: page.published_version_id !== null,
    translationIds: translations.map((row) => row.id),
    inMenu: menuItem !== undefined,
  };
}

/** The ids of the pages (published or not) at these addresses, by locale and slug. */
export async function pageIdsAt(db: Executor, addresses: readonly { locale: string; slug: string }[]): Promise<number[]> {
  if (addresses.length === 0) return [];
  const rows = await db
    .selectFrom('pages')
    .select('id')
    .where((eb) => eb.or(addresses.map((address) => eb.and([eb('locale', '=', address.locale), eb('slug', '=', address.slug)]))))
    .execute();
  return rows.map((row) => row.id);
}
