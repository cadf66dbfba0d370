import type { SelectQueryBuilder } from 'kysely';
import type { Executor } from '../../db/executor.ts';
import type { Database } from '../../db/schema.ts';
import { pairValue, type ListingDimension } from './site-listing-keys.ts';

/*
 * The filtered, counted and paged listings of the public site (issue 17: project finder, news
 * overview, related projects). Issue 20: they read site_listing_keys (migration 0032), the sort
 * keys and relations of each published page kept outside its typeData JSON at publication
 * (site-listing-keys.repository.ts). Every listing is one index range already in listing order
 * ("type + locale", or a theme, a service or both + type + locale), and reads only its page of it.
 */

export interface ListingFilter {
  type: 'project' | 'news';
  locale: string;
  theme?: string;
  service?: string;
  province?: string;
  year?: number;
  excludeId?: number;
}

type ListingQuery = SelectQueryBuilder<Database, 'site_listing_keys', object>;

/** The matches: one index range of rows for the filter's theme, service, both, or else the pages' own rows. */
function filtered(db: Executor, filter: ListingFilter): ListingQuery {
  const [dimension, value]: [ListingDimension, string] =
    filter.theme && filter.service
      ? ['theme+service', pairValue(filter.theme, filter.service)]
      : filter.theme
        ? ['theme', filter.theme]
        : filter.service
          ? ['service', filter.service]
          : ['page', ''];
  let query: ListingQuery = db
    .selectFrom('site_listing_keys')
    .where('site_listing_keys.dimension', '=', dimension)
    .where('site_listing_keys.value', '=', value)
    .where('site_listing_keys.type', '=', filter.type)
    .where('site_listing_keys.locale', '=', filter.locale);
  if (filter.province) query = query.where('site_listing_keys.province', '=', filter.province);
  if (filter.year !== undefined) query = query.where('site_listing_keys.sort_year', '=', filter.year);
  if (filter.excludeId !== undefined) query = query.where('site_listing_keys.page_id', '!=', filter.excludeId);
  return query;
}

/** How many published pages match the filter (counted in the index range). */
export async function countListing(db: Executor, filter: ListingFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/**
 * One page of matches, without the heavy blocks column. Projects: newest year first (unknown
 * years last); news: newest publication date first; then the latest published, then the id, so
 * paging is stable. Two steps: the index range gives the page's ids, then only those rows are read.
 */
export async function listingPage(db: Executor, filter: ListingFilter, offset: number, limit: number) {
  const newest = filter.type === 'project' ? 'site_listing_keys.sort_year' : 'site_listing_keys.sort_date';
  const ids = (
    await filtered(db, filter)
      .select('site_listing_keys.page_id')
      .orderBy(newest, 'desc')
      .orderBy('site_listing_keys.published_at', 'desc')
      .orderBy('site_listing_keys.page_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute()
  ).map((row) => row.page_id);
  if (ids.length === 0) return [];
  const rows = await db
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
      'page_versions.published_at',
    ])
    .where('pages.id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** The distinct project years of a locale (newest first), for the finder's year filter. */
export async function listingYears(db: Executor, locale: string): Promise<number[]> {
  const rows = await filtered(db, { type: 'project', locale })
    .select('site_listing_keys.sort_year')
    .where('site_listing_keys.sort_year', '>', 0)
    .distinct()
    .orderBy('site_listing_keys.sort_year', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => Number(row.sort_year));
}
