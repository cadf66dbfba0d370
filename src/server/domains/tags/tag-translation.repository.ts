import type { Executor } from '../../db/executor.ts';

/** Published pages only: a tag search on the site finds nothing else. */
function publishedTagged(db: Executor) {
  return db
    .selectFrom('page_tags')
    .innerJoin('tags', 'tags.id', 'page_tags.tag_id')
    .innerJoin('pages', 'pages.id', 'page_tags.page_id')
    .where('tags.is_private', '=', 0)
    .where('pages.published_version_id', 'is not', null);
}

/** The name of the public tag with this key when a published page of the locale carries it. */
export async function publicTagNameInLocale(db: Executor, key: string, locale: string): Promise<string | null> {
  const row = await publishedTagged(db)
    .select('tags.name')
    .where('tags.name_key', '=', key)
    .where('pages.locale', '=', locale)
    .limit(1)
    .executeTakeFirst();
  return row?.name ?? null;
}

/** The translation groups of the published pages, of any locale, that carry the public tag with this key. */
export async function translationGroupsTagged(db: Executor, key: string): Promise<string[]> {
  const rows = await publishedTagged(db).select('pages.translation_group').distinct().where('tags.name_key', '=', key).execute();
  return rows.map((row) => row.translation_group);
}

/**
 * Of the published pages in `locale` that belong to one of `groups`, the public tags they carry,
 * and every translation group each of those tags is on in that locale (its whole use there).
 */
export function candidateTagsInLocale(db: Executor, groups: string[], locale: string) {
  const candidates = publishedTagged(db)
    .select('tags.id')
    .where('pages.locale', '=', locale)
    .where('pages.translation_group', 'in', groups.length > 0 ? groups : ['']);
  return publishedTagged(db)
    .select(['tags.id', 'tags.name', 'pages.translation_group'])
    .where('pages.locale', '=', locale)
    .where('tags.id', 'in', candidates)
    .execute();
}

/** The translation groups that have a published page in the locale, of these. */
export async function groupsPublishedIn(db: Executor, groups: string[], locale: string): Promise<string[]> {
  if (groups.length === 0) return [];
  const rows = await db
    .selectFrom('pages')
    .select('translation_group')
    .distinct()
    .where('locale', '=', locale)
    .where('published_version_id', 'is not', null)
    .where('translation_group', 'in', groups)
    .execute();
  return rows.map((row) => row.translation_group);
}
