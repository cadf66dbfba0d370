import type { PageTypeId } from '../shared/pages/page-types.ts';
import type { FunctionGroup, FunctionTitle, Service, Theme } from '../shared/taxonomy.ts';

/**
 * An image the data source has already resolved to a URL (page-level images such as a
 * page's thumbnail or a team member's portrait live outside any block, so the block's
 * `imageUrl` does not apply to them).
 */
export interface ResolvedImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

/** One published page as listing blocks show it. */
export interface PublishedPageSummary {
  id: number;
  title: string;
  /** Public path of the page ("/projecten/…", "/en-gb/projects/…"). */
  url: string;
  /** The page's SEO description; may be empty. */
  description: string;
  type: PageTypeId;
  /** The page type's typeData (themes, services, publicationDate, …). */
  typeData: Record<string, unknown>;
  thumbnail?: ResolvedImage;
}

export interface PublishedPagesQuery {
  type: PageTypeId;
  locale: string;
  /** Only pages related to at least one of these themes (omitted: no theme filter). */
  themes?: readonly Theme[];
  /** Only pages related to at least one of these services (omitted: no service filter). */
  services?: readonly Service[];
  /** Page ids to leave out, e.g. the page being rendered. */
  excludeIds?: readonly number[];
  limit: number;
}

/** A published team-member page (page type "team"), from its typeData. */
export interface TeamMemberSummary {
  id: number;
  name: string;
  url: string;
  functionGroup: FunctionGroup;
  functionTitle: FunctionTitle;
  specialism: string;
  portrait?: ResolvedImage;
}

export interface TeamMembersQuery {
  locale: string;
  /** Only members of these groups; the renderer orders the groups itself. */
  groups: readonly FunctionGroup[];
}

/**
 * What the listing blocks need from the server. The renderer only reads published content
 * through this interface; the pages domain implements it (and tests use an in-memory fake).
 * Each method must return published pages of the requested locale only.
 */
export interface SiteDataSource {
  publishedPages(query: PublishedPagesQuery): Promise<PublishedPageSummary[]>;
  teamMembers(query: TeamMembersQuery): Promise<TeamMemberSummary[]>;
  /**
   * Optional: with it the search box block renders results without JavaScript.
   * `createSiteSearch` (src/site/islands/search/server-search.ts) implements it.
   */
  search?(query: SiteSearchQuery): Promise<SiteSearchResponse>;
}

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

/** One hit as the search API returns it; `snippet` is escaped HTML with the matches in <mark>. */
export interface SiteSearchHit {
  pageID: number;
  title: string;
  snippet: string;
  url: string;
  locale: string;
  pageType: string;
}

export interface SiteSearchResponse {
  total: number;
  results: SiteSearchHit[];
}
