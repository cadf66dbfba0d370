import type { PageTypeId } from '../pages/page-types.ts';
import type { SearchResultItem } from '../search/search-schemas.ts';
import type { Service, Theme } from '../taxonomy.ts';

/** A visitor's site search (the search page's ?q=&type=&theme=&service=&tag=&page=). */
export interface SiteSearchQuery {
  term: string;
  locale: string;
  pageTypes: readonly PageTypeId[];
  themes: readonly Theme[];
  services: readonly Service[];
  /** Public tag names: pages with at least one of them. */
  tags?: readonly string[];
  count: number;
  offset: number;
}

/** One hit as the search API returns it, without the taxonomy the site does not show. */
export type SiteSearchHit = Omit<SearchResultItem, 'themes' | 'services'>;

export interface SiteSearchResponse {
  total: number;
  /** True when the count stopped early: more than `total` results ("more than 1,000"). */
  totalIsEstimate?: boolean;
  results: SiteSearchHit[];
}
