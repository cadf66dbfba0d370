import type { Executor } from '../../db/executor.ts';
/** Upper bound of candidate rows a listing filters in memory (relations live in JSON typeData). */
const LISTING_CANDIDATES = 2000;

/**
 * Published pages of one type and locale with the fields listings filter and sort on. The
 * blocks column is left out on purpose: it is the heavy one, fetched later for the few rows shown.
 */
export function listPublishedOfType(
  db: Executor,
  type: string,
  locale: string,
  bounds: { limit?: number; excludeIds?: readonly number[] } = {},
) {
  const excluded = bounds.excludeIds ?? [];
  return db
    .selectFrom('pages')
    .innerJoin('page_versions', 'page_versions.id', 'pages.published_version_id')
    .select([
      'pages.id',
      'pages.slug',
      'pages.type',
      'pages.locale',
      'page_versions.title',
      'page_versions.type_data',
      'page_versions.seo_description',
      'page_versions.seo_image',
      'page_versions.published_at',
    ])
    .where('pages.type', '=', type)
    .where('pages.locale', '=', locale)
    .$if(excluded.length > 0, (query) => query.where('pages.id', 'not in', [...excluded]))
    .orderBy('page_versions.published_at', 'desc')
    .orderBy('pages.id', 'desc')
    .limit(Math.min(LISTING_CANDIDATES, Math.max(0, bounds.limit ?? LISTING_CANDIDATES)))
    .execute();
}

/** The published blocks of a few pages, for thumbnails and portraits. */
export function publishedBlocksOf(db: Executor, pageIds: readonly number[]) {
  return db
    .selectFrom('pages')
    .innerJoin('page_versions', 'page_versions.id', 'pages.published_version_id')
    .select(['pages.id', 'page_versions.blocks'])
    .where('pages.id', 'in', pageIds.length > 0 ? [...pageIds] : [-1])
    .execute();
}

/** The published pages the sitemap lists: the site's locales, without the "404" page (not a destination). */
function sitemapPages(db: Executor, locales: readonly string[]) {
  return db
    .selectFrom('pages')
    .innerJoin('page_versions', 'page_versions.id', 'pages.published_version_id')
    .where('pages.locale', 'in', locales.length > 0 ? [...locales] : [''])
    .where('pages.slug', '!=', '404');
}

/**
 * The count alone needs no version rows (on SQLite they hold the large blocks column): a
 * published version is never deleted (version-history.repository.ts removes unpublished
 * snapshots only), so published_version_id is enough.
 */
export async function countSitemap(db: Executor, locales: readonly string[]): Promise<number> {
  const row = await db
    .selectFrom('pages')
    .where('pages.locale', 'in', locales.length > 0 ? [...locales] : [''])
    .where('pages.slug', '!=', '404')
    .where('pages.published_version_id', 'is not', null)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

const SITEMAP_COLUMNS = [
  'pages.id',
  'pages.slug',
  'pages.locale',
  'pages.translation_group',
  'page_versions.published_at',
  'pages.updated_at',
] as const;

/**
 * One sitemap file's pages in a stable order (issue 20: a sitemap index past 10,000 addresses),
 * each beside its published translations (a row per translation; null when it has none). One
 * read: the translations as a second statement took the file's 10,000 translation groups as
 * parameters (35 ms on SQLite against 19 ms joined).
 */
export function sitemapChunkWithTranslations(db: Executor, locales: readonly string[], offset: number, limit: number) {
  const chunk = sitemapPages(db, locales)
    .select([...SITEMAP_COLUMNS])
    .orderBy('pages.locale')
    .orderBy('pages.slug')
    .orderBy('pages.id')
    .limit(limit)
    .offset(offset);
  return (
    db
      .selectFrom(chunk.as('c'))
      // The conditions of sitemapPages, for the translation.
      .leftJoin('pages as m', (join) =>
        join
          .onRef('m.translation_group', '=', 'c.translation_group')
          .onRef('m.id', '!=', 'c.id')
          .on('m.published_version_id', 'is not', null)
          .on('m.locale', 'in', locales.length > 0 ? [...locales] : [''])
          .on('m.slug', '!=', '404'),
      )
      .leftJoin('page_versions as mv', 'mv.id', 'm.published_version_id')
      .select([
        'c.id',
        'c.slug',
        'c.locale',
        'c.translation_group',
        'c.published_at',
        'c.updated_at',
        'm.id as translation_id',
        'm.slug as translation_slug',
        'm.locale as translation_locale',
        'mv.published_at as translation_published_at',
        'm.updated_at as translation_updated_at',
      ])
      .orderBy('c.locale')
      .orderBy('c.slug')
      .orderBy('c.id')
      .execute()
  );
}
