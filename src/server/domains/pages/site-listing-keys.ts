import type { SiteListingKeysTable } from '../../db/schema.ts';

/**
 * The listing keys of a published page (issue 20, migration 0032): what the project finder,
 * the news overview and the related projects sort and filter by, taken out of the published
 * version's typeData JSON once, at publication, instead of on every listing.
 */

/** A row of site_listing_keys (its columns are described in db/schema.ts). */
export type ListingKeyRow = SiteListingKeysTable;
export type ListingDimension = ListingKeyRow['dimension'];

/** The value of a 'theme+service' row: both codes (enum codes, which never hold the separator). */
export const pairValue = (theme: string, service: string) => `${theme}|${service}`;

export interface PublishedPageSource {
  id: number;
  type: string;
  locale: string;
  type_data: string;
  published_at: string | null;
}

function parseTypeData(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Unreadable typeData: the page is listed without keys, as SQL's JSON functions read it.
  }
  return {};
}

/** The distinct string codes of a typeData list (themes, services); typeData is validated, so these are enum codes. */
function codes(value: unknown): string[] {
  return Array.isArray(value) ? [...new Set(value.filter((item): item is string => typeof item === 'string'))] : [];
}

/** The rows of one published page: its own, then one per theme, per service and per pair of both. */
export function listingKeysOf(page: PublishedPageSource): ListingKeyRow[] {
  const data = parseTypeData(page.type_data);
  const base = {
    page_id: Number(page.id),
    type: page.type,
    locale: page.locale,
    // Validated as an integer from 1900 to 2200; anything else counts as no year.
    sort_year: typeof data.year === 'number' && Math.abs(data.year) < 2 ** 31 ? Math.trunc(data.year) : 0,
    sort_date: typeof data.publicationDate === 'string' ? data.publicationDate : '',
    published_at: page.published_at,
    province: typeof data.province === 'string' ? data.province : null,
  };
  const themes = codes(data.themes);
  const services = codes(data.services);
  return [
    { ...base, dimension: 'page', value: '' },
    ...themes.map((value) => ({ ...base, dimension: 'theme' as const, value })),
    ...services.map((value) => ({ ...base, dimension: 'service' as const, value })),
    ...themes.flatMap((theme) =>
      services.map((service) => ({ ...base, dimension: 'theme+service' as const, value: pairValue(theme, service) })),
    ),
  ];
}
