/**
 * Which published pages the site search shows, and how they rank (issue 17). Shared so the
 * server's index and the site's fixed routes agree on the slugs (SPEC 2.9 routes).
 */

/** The search page in each site language: a list of results is no result itself. */
export const SEARCH_PAGE_SLUGS: readonly string[] = ['search', 'zoeken'];

/**
 * Legal and formal pages: found by their own words ("privacy"), but ranked after content for
 * topical words, which they repeat in passing (the company's name and field).
 */
export const LEGAL_PAGE_SLUGS: readonly string[] = [
  'cookie-policy',
  'privacy-statement',
  'terms-and-conditions',
  'disclaimer',
  'accessibility-statement',
  'cookieverklaring',
  'privacyverklaring',
  'algemene-voorwaarden',
  'toegankelijkheidsverklaring',
  'colofon',
];

/** A page's rank among equal matches: content first, legal pages after. */
export type SearchScope = 'content' | 'legal' | 'excluded';

/**
 * Where a page stands in the search, from its slug and blocks: the search page (by its slug,
 * or a page that is nothing but a search box) and the "404" page are not indexed.
 */
export function searchScopeOf(slug: string, blockTypes: readonly string[]): SearchScope {
  const last = slug.split('/').pop() ?? '';
  if (last === '404' || SEARCH_PAGE_SLUGS.includes(last)) return 'excluded';
  if (blockTypes.includes('searchBox') && blockTypes.every((type) => ['searchBox', 'pageHeader', 'hero'].includes(type))) return 'excluded';
  if (LEGAL_PAGE_SLUGS.includes(last)) return 'legal';
  return 'content';
}
