import type { PageTypeId } from '../../../shared/pages/page-types.ts';
import { SERVICES, THEMES, type Service, type Theme } from '../../../shared/taxonomy.ts';
import type { SiteSearchQuery } from '../../../shared/site/site-search.ts';

/** The page types a visitor can filter on (SPEC 2.9: theme, service, project, innovation, news). */
export const FILTER_PAGE_TYPES = ['theme', 'service', 'project', 'innovation', 'news'] as const satisfies readonly PageTypeId[];
export type FilterPageType = (typeof FILTER_PAGE_TYPES)[number];

export const SEARCH_PAGE_SIZE = 10;
const MAX_PAGE = 500;

/** What the search form's GET parameters mean; the same shape drives the island's state. */
export interface SearchQuery {
  q: string;
  type: FilterPageType | '';
  theme: Theme | '';
  service: Service | '';
  /** A public tag name (a tag link on a page); matched case-insensitively, unknown ones find nothing. */
  tag: string;
  /** 1-based, as shown. */
  page: number;
}

export const EMPTY_QUERY: SearchQuery = { q: '', type: '', theme: '', service: '', tag: '', page: 1 };

/** The longest tag name (TAG_MAX_LENGTH; not imported, which would pull zod into the browser). */
const MAX_TAG_LENGTH = 60;

const oneOf = <T extends string>(list: readonly T[], value: string | undefined | null): T | '' =>
  value && (list as readonly string[]).includes(value) && value !== 'NONE' ? (value as T) : '';

/** Reads ?q=&type=&theme=&service=&tag=&page= leniently: anything unknown is ignored, never an error. */
export function parseSearchQuery(params: Record<string, string | undefined> | URLSearchParams): SearchQuery {
  const get = (name: string) => (params instanceof URLSearchParams ? params.get(name) : params[name]) ?? '';
  const page = Number.parseInt(get('page'), 10);
  return {
    q: get('q').trim().slice(0, 200),
    type: oneOf(FILTER_PAGE_TYPES, get('type')),
    theme: oneOf(THEMES, get('theme')),
    service: oneOf(SERVICES, get('service')),
    tag: get('tag').trim().slice(0, MAX_TAG_LENGTH).trim(),
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** Whether there is anything to search for (a term or a filter). */
export function isActiveQuery(query: SearchQuery): boolean {
  return Boolean(query.q || query.type || query.theme || query.service || query.tag);
}

/** The query string the form would produce, without empty fields (for links and replaceState). */
export function searchQueryString(query: SearchQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.type) params.set('type', query.type);
  if (query.theme) params.set('theme', query.theme);
  if (query.service) params.set('service', query.service);
  if (query.tag) params.set('tag', query.tag);
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * What the header's language switcher keeps on the search page: q, type, theme, service and tag,
 * not the page (the other language has other results). The server renders the links with it;
 * after a live search the island updates them.
 */
export function languageSwitchQuery(query: SearchQuery): string {
  return searchQueryString({ ...query, page: 1 });
}

export function toSiteSearchQuery(query: SearchQuery, locale: string, pageSize = SEARCH_PAGE_SIZE): SiteSearchQuery {
  return {
    term: query.q,
    locale,
    pageTypes: query.type ? [query.type] : [],
    themes: query.theme ? [query.theme] : [],
    services: query.service ? [query.service] : [],
    ...(query.tag ? { tags: [query.tag] } : {}),
    count: pageSize,
    offset: (query.page - 1) * pageSize,
  };
}
