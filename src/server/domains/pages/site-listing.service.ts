import type { Kysely } from 'kysely';
import type { ListingPage, ListingPageQuery } from '../../../shared/site/published-pages.ts';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { parseJson } from './page-mapping.ts';
import type { Executor } from '../../db/executor.ts';
import * as keys from './site-listing-keys.repository.ts';
import * as listing from './site-listing.repository.ts';
import { toSummaries } from './site-queries.service.ts';

/** The largest page a visitor can ask for: a bounded query whatever the address says. */
export const MAX_LISTING_PAGE_SIZE = 60;
/** Beyond this page nothing is read (an address can name any number). */
const MAX_LISTING_PAGE = 1000;

/**
 * One page of the project finder or the news overview (issue 17): the filters, the count and
 * the page all run in SQL; only the shown rows are mapped to cards.
 */
export async function listingPage(
  db: Kysely<Database>,
  _dialect: DialectName,
  defaultLocale: string,
  query: ListingPageQuery,
): Promise<ListingPage> {
  const filter: listing.ListingFilter = {
    type: query.type,
    locale: query.locale,
    ...(query.theme && query.theme !== 'NONE' ? { theme: query.theme } : {}),
    ...(query.service && query.service !== 'NONE' ? { service: query.service } : {}),
    ...(query.province ? { province: query.province } : {}),
    ...(query.year !== undefined && Number.isInteger(query.year) ? { year: query.year } : {}),
    ...(query.excludeId !== undefined ? { excludeId: query.excludeId } : {}),
  };
  const pageSize = Math.min(Math.max(1, Math.trunc(query.pageSize) || 1), MAX_LISTING_PAGE_SIZE);
  const page = Math.min(Math.max(1, Math.trunc(query.page) || 1), MAX_LISTING_PAGE);
  const counted = query.counted !== false;
  const [total, rows, years] = await Promise.all([
    counted ? listing.countListing(db, filter) : Promise.resolve(-1),
    listing.listingPage(db, filter, (page - 1) * pageSize, pageSize),
    counted && query.withYears !== false && query.type === 'project' ? listing.listingYears(db, query.locale) : Promise.resolve([]),
  ]);
  const items = await toSummaries(
    db,
    defaultLocale,
    rows.map((row) => ({ row, typeData: parseJson<Record<string, unknown>>(row.type_data, {}) })),
  );
  return { items, total: counted ? total : items.length, years };
}

/** The distinct project years of a locale, newest first (the finder's year filter). */
export function listingYears(db: Kysely<Database>, _dialect: DialectName, locale: string): Promise<number[]> {
  return listing.listingYears(db, locale);
}

/** Derives every published page's listing keys afresh: a site import loads pages without them. */
export function rebuildListingKeys(db: Executor): Promise<void> {
  return keys.rebuildListingKeys(db);
}
