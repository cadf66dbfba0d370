import { LOCALES } from '../../../../shared/locales.ts';

/**
 * A document's filters as index tokens: letters and digits only (a dimension letter, then the
 * value's UTF-8 in hex), so the FTS5 tokenizer and PostgreSQL's 'simple' parser both keep each
 * one whole, and no search word (stemmed text) can be mistaken for one.
 */
export function facetToken(dimension: 'l' | 't' | 'h' | 's', value: string): string {
  return `zf${dimension}${Buffer.from(value, 'utf8').toString('hex')}`;
}

export interface FacetSource {
  locale: string;
  pageType: string;
  themes: string[];
  services: string[];
}

/** The `facets` text of a document: one token per locale, type, theme and service. */
export function facetText(document: FacetSource): string {
  return [
    facetToken('l', document.locale),
    facetToken('t', document.pageType),
    ...document.themes.map((theme) => facetToken('h', theme)),
    ...document.services.map((service) => facetToken('s', service)),
  ].join(' ');
}

/** A listing key: the locale and the value of each filtered dimension ('' when not filtered). */
function listingKey(locale: string, pageType: string, theme: string, service: string): string {
  return `${locale}|${pageType}|${theme}|${service}`;
}

/**
 * The search_facets keys of a document: one for each combination of the filters it passes
 * (its type, each theme, each service, and each pair and triple of those), always with its locale.
 */
export function documentListingKeys(document: FacetSource): string[] {
  const keys = new Set<string>();
  for (const pageType of [document.pageType, '']) {
    for (const theme of [...document.themes, '']) {
      for (const service of [...document.services, '']) {
        if (pageType || theme || service) keys.add(listingKey(document.locale, pageType, theme, service));
      }
    }
  }
  return [...keys];
}

/**
 * The search_facets rows of these documents as [key, title_key, page_id], sorted by the primary
 * key: inserted in that order, a batch's rows land next to each other in the B-tree.
 */
export function listingRows(documents: (FacetSource & { pageId: number; title: string })[]): [string, string, number][] {
  const rows: [string, string, number][] = [];
  for (const document of documents) {
    const title = titleKey(document.title);
    for (const key of documentListingKeys(document)) rows.push([key, title, document.pageId]);
  }
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return rows.sort((a, b) => compare(a[0], b[0]) || compare(a[1], b[1]) || a[2] - b[2]);
}

/** Above this many keys (many values in every filter) the listing reads the documents instead. */
export const MAX_LISTING_KEYS = 32;

/**
 * The keys whose rows a listing reads: any asked locale (null: every locale the site knows)
 * with any asked type, theme and service. A document passes the filters exactly when it has a
 * row under one of them (it may have rows under several: readers deduplicate).
 */
export function listingKeys(filters: { locales: string[] | null; pageTypes: string[]; themes: string[]; services: string[] }): string[] {
  const keys: string[] = [];
  const or = (values: string[]) => (values.length > 0 ? values : ['']);
  for (const locale of filters.locales ?? Object.keys(LOCALES))
    for (const pageType of or(filters.pageTypes))
      for (const theme of or(filters.themes))
        for (const service of or(filters.services)) keys.push(listingKey(locale, pageType, theme, service));
  return keys;
}

/**
 * The listing's sort key: the title with ASCII letters lowered, compared by bytes (SQLite's
 * lower() and PostgreSQL's lower() under "C" do the same, as the listing did before).
 */
export function titleKey(title: string): string {
  return title.replace(/[A-Z]+/g, (letters) => letters.toLowerCase());
}

/**
 * The filters of a search with words as token alternatives: a document passes when it has one
 * token of every list. An empty locale list passes nothing (no document has an empty locale).
 */
export function facetAlternatives(
  filters: { pageTypes: string[]; themes: string[]; services: string[] },
  locales: string[] | null,
): string[][] {
  const lists: string[][] = [];
  if (locales) lists.push(locales.length > 0 ? locales.map((locale) => facetToken('l', locale)) : [facetToken('l', '')]);
  if (filters.pageTypes.length > 0) lists.push(filters.pageTypes.map((pageType) => facetToken('t', pageType)));
  if (filters.themes.length > 0) lists.push(filters.themes.map((theme) => facetToken('h', theme)));
  if (filters.services.length > 0) lists.push(filters.services.map((service) => facetToken('s', service)));
  return lists;
}
