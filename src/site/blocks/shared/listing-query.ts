import { PROVINCES, SERVICES, THEMES, type Province, type Service, type Theme } from '../../../shared/taxonomy.ts';

/**
 * The project finder's and news overview's GET parameters (issue 17):
 * ?theme=&service=&province=&year=&page=. Read leniently: an unknown value is ignored, never
 * an error, so a hand-edited or outdated address still shows a list.
 */
export interface ListingQuery {
  theme: Theme | '';
  service: Service | '';
  province: Province | '';
  year: number | null;
  /** 1-based. */
  page: number;
}

/** Pages beyond this are not offered (the server bounds its offset the same way). */
const MAX_PAGE = 1000;

const oneOf = <T extends string>(list: readonly T[], value: string | undefined): T | '' =>
  value && value !== 'NONE' && (list as readonly string[]).includes(value) ? (value as T) : '';

export function parseListingQuery(params: Record<string, string | undefined>): ListingQuery {
  const year = /^\d{4}$/.test(params.year ?? '') ? Number(params.year) : null;
  const page = /^\d{1,6}$/.test(params.page ?? '') ? Number(params.page) : 1;
  return {
    theme: oneOf(THEMES, params.theme),
    service: oneOf(SERVICES, params.service),
    province: oneOf(PROVINCES, params.province),
    year: year !== null && year >= 1900 && year <= 2200 ? year : null,
    page: Math.min(Math.max(page, 1), MAX_PAGE),
  };
}

export function hasListingFilter(query: ListingQuery): boolean {
  return Boolean(query.theme || query.service || query.province || query.year !== null);
}

/** The address's query for a listing state, "" without filters on page 1 (stable, canonical URLs). */
export function listingQueryString(query: ListingQuery): string {
  const params = new URLSearchParams();
  if (query.theme) params.set('theme', query.theme);
  if (query.service) params.set('service', query.service);
  if (query.province) params.set('province', query.province);
  if (query.year !== null) params.set('year', String(query.year));
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
