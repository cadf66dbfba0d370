import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import { PAGE_TYPE_IDS } from '../pages/page-types.ts';
import { SERVICES, THEMES } from '../taxonomy.ts';

const localeCode = z.enum(Object.keys(LOCALES) as [keyof typeof LOCALES, ...(keyof typeof LOCALES)[]], { error: 'V_12' });

/**
 * POST /api/search/search. The term is free text of any shape: it is reduced to plain words,
 * never parsed as a query language, so no input can make the search fail. A page matches
 * when it contains every word (stemmed in the page's language, diacritics folded). Operator
 * characters (quotes, *, ^, -, :, parentheses) separate words; operator words (OR, AND, NOT,
 * NEAR) are ordinary words that must occur like any other: "otter OR bever" finds pages with
 * "otter", "or" and "bever". With no locales, each language's pages are matched with that
 * language's stems.
 */
export const searchBody = z.object({
  term: z.string({ error: 'V_12' }).max(500, 'V_14').default(''),
  locales: z.array(localeCode, { error: 'V_12' }).max(4).default([]),
  pageTypes: z.array(z.enum(PAGE_TYPE_IDS, { error: 'V_12' }), { error: 'V_12' }).max(PAGE_TYPE_IDS.length).default([]),
  themes: z.array(z.enum(THEMES, { error: 'V_12' }), { error: 'V_12' }).max(THEMES.length).default([]),
  services: z.array(z.enum(SERVICES, { error: 'V_12' }), { error: 'V_12' }).max(SERVICES.length).default([]),
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
  total: number;
  results: SearchResultItem[];
}
