import type { Kysely } from 'kysely';
import type { PageDto, PageSearchResult } from '../../../shared/pages/page-dto.ts';
import type { PageTypeId } from '../../../shared/pages/page-types.ts';
import { pageUrl, resolvePublicPath } from '../../../shared/pages/page-url.ts';
import { isValidSlug } from '../../../shared/pages/slug.ts';
import type { SiteSettings } from '../../../shared/schemas/settings.ts';
import type { PublishedPageListItem } from '../../../shared/site/published-pages.ts';
import type { Executor } from '../../db/executor.ts';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import { asPageType, parseJson, toPageDto } from './page-mapping.ts';
import * as pages from './pages.repository.ts';
import { searchPagesByTitle } from './page-title-search.repository.ts';

/**
 * The published page at a public path ("/en-gb/projects", "/projecten", "/"): the locale
 * comes from the first segment when it names a site locale. Only published content.
 */
export async function getPublishedBySlug(db: Kysely<Database>, settings: SiteSettings, path: string): Promise<PageDto> {
  const { locale, slug } = resolvePublicPath(path, settings.availableLocales, settings.defaultLocale);
  // No page has an invalid slug; answering before the query also keeps NUL bytes away from PostgreSQL.
  if (!isValidSlug(slug)) throw notFound('PM_01');
  const page = await pages.findPageBySlug(db, locale, slug);
  if (!page || page.published_version_id === null) throw notFound('PM_01');
  const version = await pages.findVersion(db, page.published_version_id);
  if (!version) throw notFound('PM_01');
  const dto = toPageDto(page, version, settings.defaultLocale);
  // Visitors see content, not who edited it or which draft exists.
  return {
    ...dto,
    conceptVersionID: dto.publishedVersionID ?? dto.conceptVersionID,
    pendingSlug: null,
    pageVersion: { ...dto.pageVersion, updatedBy: null, pendingSlug: null },
  };
}

/** Whether a published page answers at this public path (a redirect never starts at one). */
export async function isLiveAddress(db: Executor, settings: SiteSettings, path: string): Promise<boolean> {
  const { locale, slug } = resolvePublicPath(path, settings.availableLocales, settings.defaultLocale);
  if (!isValidSlug(slug)) return false;
  const page = await pages.findPageBySlug(db, locale, slug);
  return page !== undefined && page.published_version_id !== null;
}

/** The concept version of a page as the editor's preview shows it; null when the page or its concept is gone. */
export async function getConceptPage(db: Kysely<Database>, settings: SiteSettings, pageId: number): Promise<PageDto | null> {
  const page = await pages.findPage(db, pageId);
  if (!page?.concept_version_id) return null;
  const version = await pages.findVersion(db, page.concept_version_id);
  return version ? toPageDto(page, version, settings.defaultLocale) : null;
}

/** The fields every page list shares: identity, address and type. */
function pageReference(row: { id: number; title: string; slug: string; locale: string; type: string }, defaultLocale: string) {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    locale: row.locale,
    type: asPageType(row.type),
    url: pageUrl(row.slug, row.locale, defaultLocale),
  };
}

export async function getPublishedPages(
  db: Kysely<Database>,
  settings: SiteSettings,
  type: PageTypeId,
  locale: string,
): Promise<PublishedPageListItem[]> {
  const rows = await pages.listPublishedByTitle(db, type, locale, 500);
  return rows.map((row) => ({
    ...pageReference(row, settings.defaultLocale),
    description: row.seo_description,
    typeData: parseJson(row.type_data, {}),
    updatedAt: row.updated_at,
  }));
}

/** Pages by id in one query; visitors get published pages only. */
export async function getMultiple(
  db: Kysely<Database>,
  settings: SiteSettings,
  ids: number[],
  locale: string | undefined,
  includeUnpublished: boolean,
) {
  const rows = await pages.findPagesByIds(db, [...new Set(ids)], includeUnpublished ? 'concept' : 'published');
  return rows
    .filter((row) => (includeUnpublished || row.published_version_id !== null) && (!locale || row.locale === locale))
    .map((row) => ({
      ...pageReference(row, settings.defaultLocale),
      published: row.published_version_id !== null,
      typeData: parseJson(row.type_data, {}),
    }));
}

/** The admin's page finder (menu links, related pages): title or slug contains the term. */
export async function searchPages(db: Kysely<Database>, settings: SiteSettings, locale: string, term: string): Promise<PageSearchResult[]> {
  const rows = await searchPagesByTitle(db, locale, term.trim(), 20);
  return rows.map((row) => ({ ...pageReference(row, settings.defaultLocale), published: row.published_version_id !== null }));
}
