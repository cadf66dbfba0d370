import type {
  ListingPage,
  ListingPageQuery,
  PublishedPageSummary,
  PublishedPagesQuery,
  TeamMemberSummary,
  TeamMembersQuery,
} from '../shared/site/published-pages.ts';
import type { SiteSearchQuery, SiteSearchResponse } from '../shared/site/site-search.ts';

/**
 * What the listing blocks need: published content of the requested locale only. The renderer
 * builds it from the site's port (server/site-port.ts); tests use an in-memory fake.
 */
export interface SiteDataSource {
  publishedPages(query: PublishedPagesQuery): Promise<PublishedPageSummary[]>;
  /** One filtered, counted page of projects or news (the project finder, the news overview). */
  listingPage(query: ListingPageQuery): Promise<ListingPage>;
  teamMembers(query: TeamMembersQuery): Promise<TeamMemberSummary[]>;
  /** Optional: with it the search box block renders results without JavaScript. */
  search?(query: SiteSearchQuery): Promise<SiteSearchResponse>;
}
