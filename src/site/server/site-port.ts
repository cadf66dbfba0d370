import type { ConsentChoice } from '../../shared/consent/consent-schemas.ts';
import type { MenuLink } from '../../shared/menu/menu-schemas.ts';
import type { PageDto, PageSibling } from '../../shared/pages/page-dto.ts';
import type { CompanySettings } from '../../shared/schemas/company.ts';
import type { SiteRedirect } from '../../shared/redirects/redirect-schemas.ts';
import type { SiteSettings } from '../../shared/schemas/settings.ts';
import type { ScriptlessContactCheck } from '../../shared/site/scriptless-contact.ts';
import type {
  ListingPage,
  ListingPageQuery,
  PublishedPageSummary,
  PublishedPagesQuery,
  TeamMemberSummary,
  TeamMembersQuery,
} from '../../shared/site/published-pages.ts';
import type { SiteSearchQuery, SiteSearchResponse } from '../../shared/site/site-search.ts';
import type { SitemapChunk, SitemapQuery } from '../../shared/site/sitemap-entry.ts';
import type { ImageSize } from '../render-context.ts';

/**
 * Everything the public site reads from the rest of the application. The site owns this
 * interface; the pages domain implements it (server/domains/pages/site-port.adapter.ts) and
 * server/deps.ts hands it in. "Not there" is null or an empty list, never an error.
 */
export interface SitePort {
  siteSettings(): Promise<SiteSettings>;
  company(): Promise<CompanySettings>;
  /** The published version of the page at a public path ("/en-gb/projects", "/"); null when there is none. */
  publishedPageAt(path: string, settings: SiteSettings): Promise<PageDto | null>;
  /** The concept version of a page, for the editor's preview; null when the page or its concept is gone. */
  conceptPage(pageId: number, settings: SiteSettings): Promise<PageDto | null>;
  /** Any version of a page (concept, kept draft or published), for the history's preview; null when it is not that page's. */
  versionPage(pageId: number, versionId: number, settings: SiteSettings): Promise<PageDto | null>;
  /** The page's translations; empty when the page is gone. */
  siblings(pageId: number, settings: SiteSettings, includeUnpublished: boolean): Promise<PageSibling[]>;
  publicMenus(locale: string, defaultLocale: string): Promise<Record<'header' | 'footer', MenuLink[]>>;
  /**
   * The ids of the pages (published or not) at these public paths (issue 18): a page linking
   * there names them in its surrogate keys, since a slug change rewrites its links.
   */
  pageIdsAt(paths: readonly string[], settings: SiteSettings): Promise<number[]>;
  /** The page's public tag names (private tags never reach the site). */
  publicTagNames(pageId: number): Promise<string[]>;
  /**
   * The public tag that means `name` in another locale (issue 17: the language switcher of a tag
   * search): the same tag when pages there carry it, else the one on the translations of its
   * pages; null when there is none.
   */
  publicTagInLocale(name: string, locale: string): Promise<string | null>;
  /** Published pages of one type and locale for the listing blocks; addresses use the default locale. */
  publishedPages(query: PublishedPagesQuery, defaultLocale: string): Promise<PublishedPageSummary[]>;
  /** One filtered, counted page of projects or news (issue 17: project finder, news overview). */
  listingPage(query: ListingPageQuery, defaultLocale: string): Promise<ListingPage>;
  /** The distinct project years of a locale, newest first (the finder's year filter). */
  listingYears(locale: string): Promise<number[]>;
  teamMembers(query: TeamMembersQuery, defaultLocale: string): Promise<TeamMemberSummary[]>;
  /** The same search POST /api/search/search runs, for the search box without JavaScript. */
  search(query: SiteSearchQuery): Promise<SiteSearchResponse>;
  /**
   * One sitemap file's published pages (the given locales, without the "404" page), their
   * published translations and the count of all of them (issue 20: the sitemap index).
   */
  sitemapEntries(query: SitemapQuery): Promise<SitemapChunk>;
  /**
   * The redirect at a public path where no page answers (issue 16): 301/302 with the target (a
   * path of this site or a full URL an editor entered), 410 without; null when there is none.
   * Asked only on the way to a 404, so ordinary page views cost no extra query.
   */
  redirectAt(path: string): Promise<SiteRedirect | null>;
  /**
   * A shareable preview link (issue 16, GET /share/{token}): the page's current concept as the
   * editor's preview shows it, and when the link expires; null for an unknown, revoked or
   * expired link.
   */
  sharedPreview(token: string, settings: SiteSettings): Promise<{ page: PageDto; expiresAt: string } | null>;
  /** A contact form posted without JavaScript: what is wrong with it (nothing is stored). */
  checkScriptlessContact(form: Record<string, unknown>): ScriptlessContactCheck;
  /**
   * The intrinsic size of media-library images by content hash (issue 17): every image the site
   * renders carries width and height, so nothing shifts when it loads. Unknown hashes are absent.
   */
  imageSizes(hashes: readonly string[]): Promise<ReadonlyMap<string, ImageSize>>;
  /** Records a cookie consent choice made on the site (issue 17): the time, the choice and the banner version, nothing personal. */
  recordConsent(choice: ConsentChoice, bannerVersion: string): Promise<void>;
}
