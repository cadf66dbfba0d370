import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import { PAGE_TYPE_IDS } from '../pages/page-types.ts';
import { SERVICES, THEMES } from '../taxonomy.ts';
import { TAG_MAX_LENGTH } from '../tags/tag-schemas.ts';

/** What a search reads of a term; the rest is ignored, never an error. */
export const MAX_SEARCH_TERM_CHARACTERS = 500;
/** A guard on the request size only: a longer term is V_14. */
export const MAX_SEARCH_TERM_INPUT = 10_000;

/**
 * The part of a term a search reads: its first MAX_SEARCH_TERM_CHARACTERS characters, less a
 * word the cut splits (half a word would be a different word that must match).
 */
export function truncateSearchTerm(term: string): string {
  if (term.length <= MAX_SEARCH_TERM_CHARACTERS) return term;
  const head = term.slice(0, MAX_SEARCH_TERM_CHARACTERS);
  return /[\p{L}\p{N}\p{M}]/u.test(term.charAt(MAX_SEARCH_TERM_CHARACTERS)) ? head.replace(/[\p{L}\p{N}\p{M}]+$/u, '') : head;
}

/** How many tags one search may filter on. */
export const MAX_SEARCH_TAGS = 5;

const localeCode = z.enum(Object.keys(LOCALES) as [keyof typeof LOCALES, ...(keyof typeof LOCALES)[]], { error: 'V_12' });

/**
 * POST /api/search/search. The term is free text of any shape: it is reduced to plain words,
 * never parsed as a query language, so no input can make the search fail. A page matches
 * when it contains every word (stemmed in the page's language, diacritics folded). Operator
 * characters (quotes, *, ^, -, :, parentheses) separate words; operator words (OR, AND, NOT,
 * NEAR) are ordinary words that must occur like any other: "otter OR bever" finds pages with
 * "otter", "or" and "bever". With no locales, each language's pages are matched with that
 * language's stems. A term may be as long as a visitor likes (up to a body-size guard of
 * MAX_SEARCH_TERM_INPUT characters, beyond which it is V_14): only its first
 * MAX_SEARCH_TERM_CHARACTERS characters are read, and of those at most the first twelve words.
 * `tags` (public tag names, case-insensitive, at most MAX_SEARCH_TAGS) keeps the pages carrying
 * at least one of them, like the theme and service filters; a name that is no public tag (a
 * private one included) matches nothing. Filters alone, without words, list their pages by title.
 */
export const searchBody = z.object({
  term: z.string({ error: 'V_12' }).max(MAX_SEARCH_TERM_INPUT, 'V_14').default('').transform(truncateSearchTerm),
  locales: z.array(localeCode, { error: 'V_12' }).max(4).default([]),
  pageTypes: z
    .array(z.enum(PAGE_TYPE_IDS, { error: 'V_12' }), { error: 'V_12' })
    .max(PAGE_TYPE_IDS.length)
    .default([]),
  themes: z
    .array(z.enum(THEMES, { error: 'V_12' }), { error: 'V_12' })
    .max(THEMES.length)
    .default([]),
  services: z
    .array(z.enum(SERVICES, { error: 'V_12' }), { error: 'V_12' })
    .max(SERVICES.length)
    .default([]),
  tags: z
    .array(z.string({ error: 'V_12' }).trim().min(1, 'V_01').max(TAG_MAX_LENGTH, 'V_14'), { error: 'V_12' })
    .max(MAX_SEARCH_TAGS, 'V_14')
    // Optional rather than defaulted, so callers inside the process need not name it.
    .optional(),
  count: z.number({ error: 'V_12' }).int().min(1, 'V_12').max(100, 'V_12').default(10),
  offset: z.number({ error: 'V_12' }).int().min(0, 'V_12').max(10_000, 'V_12').default(0),
});
export type SearchBody = z.infer<typeof searchBody>;

export interface SearchResultItem {
  pageID: number;
  title: string;
  /** HTML: escaped text with the matches in <mark>. */
  snippet: string;
  url: string;
  locale: string;
  pageType: string;
  themes: string[];
  services: string[];
}

/** SPEC 3 Search result. */
export interface SearchResponse {
  /** The number of results; with totalIsEstimate, a lower bound. */
  total: number;
  /**
   * Present (true) when the count stopped early (at 1,000 or the end of the requested page,
   * whichever is further): there are more than `total` results ("more than 1,000 results").
   */
  totalIsEstimate?: boolean;
  results: SearchResultItem[];
}
