import type { PageTypeId } from '../pages/page-types.ts';
import type { FunctionGroup, FunctionTitle, Province, Service, Theme } from '../taxonomy.ts';

/**
 * An image already resolved to a URL. Page-level images (a page's thumbnail, a team member's
 * portrait) live outside any block, so a block's `imageUrl` does not apply to them.
 */
export interface ResolvedImage {
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

/** One published page as lists show it: the site's listing blocks, and (with more) POST /api/page/get-pages. */
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

/** POST /api/page/get-pages: a summary with the address parts and the last change. */
export interface PublishedPageListItem extends PublishedPageSummary {
  slug: string;
  locale: string;
  updatedAt: string;
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

/**
 * One page of a filtered listing (issue 17: the project finder, the news overview): filtered,
 * counted and paged by the database, never by loading every page.
 */
export interface ListingPageQuery {
  type: 'project' | 'news';
  locale: string;
  theme?: Theme;
  service?: Service;
  province?: Province;
  year?: number;
  /** A page to leave out (the page being rendered). */
  excludeId?: number;
  /** 1-based. */
  page: number;
  pageSize: number;
  /**
   * False: only the items, for a block that shows a few and links to the finder (related
   * projects); `total` is then the items' count and `years` empty, which saves two scans.
   */
  counted?: boolean;
  /** False: `years` stays empty (the site reads them once per content change: SitePort.listingYears). */
  withYears?: boolean;
}

export interface ListingPage {
  items: PublishedPageSummary[];
  /** Every match of the filters, not only this page's. */
  total: number;
  /** The project years that exist (newest first), for the year filter; empty for news. */
  years: number[];
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
