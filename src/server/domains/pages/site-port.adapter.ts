import type { Kysely } from 'kysely';
import type { LocaleCode } from '../../../shared/locales.ts';
import type { SiteSettings } from '../../../shared/schemas/settings.ts';
import type { ListingPageQuery, PublishedPagesQuery, TeamMembersQuery } from '../../../shared/site/published-pages.ts';
import type { SiteSearchQuery, SiteSearchResponse } from '../../../shared/site/site-search.ts';
import type { SitemapQuery } from '../../../shared/site/sitemap-entry.ts';
import type { DialectName } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { checkScriptlessSubmission } from '../contact/contact.service.ts';
import { getPublicMenus } from '../menu/menu.service.ts';
import type { SearchEngine } from '../search/engines/search-engine.ts';
import { redirectAt } from '../redirects/redirects.service.ts';
import { search } from '../search/search.service.ts';
import { getCompany, getSiteSettings } from '../settings/settings.service.ts';
import { publicTagNames } from '../tags/tags.service.ts';
import { publicTagInLocale } from '../tags/tag-translation.service.ts';
import { resolvePublicPath } from '../../../shared/pages/page-url.ts';
import { pageIdsAt } from './cache-keys.repository.ts';
import { siblings } from './page-translations.service.ts';
import { getConceptPage, getPublishedBySlug } from './public-pages.service.ts';
import { listingPage, listingYears } from './site-listing.service.ts';
import { publishedPages, teamMembers } from './site-queries.service.ts';
import { sitemapEntries } from './sitemap.service.ts';
import { getVersionPage } from './version-history.service.ts';
import { sharedPreview } from './share-links/share-links.service.ts';

export interface SitePortDeps {
  db: Kysely<Database>;
  /** The engine of the database in use, the one POST /api/search/search runs. */
  searchEngine: SearchEngine;
  /** The listings read typeData with each dialect's JSON functions (issue 17). */
  dialect: DialectName;
}

/** A service's "not found" (404) as null: the site shows its own 404 page instead. */
async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The public site's port (src/site/server/site-port.ts), implemented with the services of the
 * pages, menu, settings, tags, search, contact and redirects domains. server/deps.ts checks it against
 * the site's interface when it hands it in.
 */
export function createSitePort({ db, searchEngine, dialect }: SitePortDeps) {
  return {
    siteSettings: () => getSiteSettings(db),
    company: () => getCompany(db),
    publishedPageAt: (path: string, settings: SiteSettings) => orNull(getPublishedBySlug(db, settings, path)),
    conceptPage: (pageId: number, settings: SiteSettings) => getConceptPage(db, settings, pageId),
    versionPage: (pageId: number, versionId: number, settings: SiteSettings) => getVersionPage(db, settings, pageId, versionId),
    siblings: async (pageId: number, settings: SiteSettings, includeUnpublished: boolean) =>
      (await orNull(siblings(db, settings, pageId, includeUnpublished))) ?? [],
    publicMenus: (locale: string, defaultLocale: string) => getPublicMenus(db, locale, defaultLocale),
    pageIdsAt: (paths: readonly string[], settings: SiteSettings) =>
      pageIdsAt(
        db,
        paths.map((path) => resolvePublicPath(path, settings.availableLocales, settings.defaultLocale)),
      ),
    publicTagNames: (pageId: number) => publicTagNames(db, pageId),
    publicTagInLocale: (name: string, locale: string) => publicTagInLocale(db, name, locale),
    publishedPages: (query: PublishedPagesQuery, defaultLocale: string) => publishedPages(db, defaultLocale, query),
    listingPage: (query: ListingPageQuery, defaultLocale: string) => listingPage(db, dialect, defaultLocale, query),
    listingYears: (locale: string) => listingYears(db, dialect, locale),
    teamMembers: (query: TeamMembersQuery, defaultLocale: string) => teamMembers(db, defaultLocale, query),
    search: (query: SiteSearchQuery) => siteSearch(db, searchEngine, query),
    sitemapEntries: (query: SitemapQuery) => sitemapEntries(db, query),
    checkScriptlessContact: (form: Record<string, unknown>) => checkScriptlessSubmission(form),
    redirectAt: (path: string) => redirectAt(db, path),
    sharedPreview: (token: string, settings: SiteSettings) => sharedPreview(db, settings, token),
  };
}

/** The search box's search without JavaScript: the query POST /api/search/search runs. */
function siteSearch(db: Kysely<Database>, engine: SearchEngine, query: SiteSearchQuery): Promise<SiteSearchResponse> {
  const locale = query.locale as LocaleCode;
  // Stemming follows the page's language, so the default-locale fallback is never used.
  return search(
    db,
    engine,
    {
      term: query.term,
      locales: [locale],
      pageTypes: [...query.pageTypes],
      themes: [...query.themes],
      services: [...query.services],
      tags: [...(query.tags ?? [])],
      count: query.count,
      offset: query.offset,
    },
    locale,
  );
}
