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
