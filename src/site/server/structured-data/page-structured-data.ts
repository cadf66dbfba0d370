import { firstPageImage, pageImageUrl } from '../../../shared/pages/page-media.ts';
import type { PageDto } from '../../../shared/pages/page-dto.ts';
import type { CompanySettings } from '../../../shared/schemas/company.ts';
import { siteRoute } from '../../i18n/ui-strings.ts';
import type { BreadcrumbItem } from '../../layout/Breadcrumbs.tsx';
import { keptFor } from '../object-memo.ts';
import { breadcrumbListNode } from './breadcrumb-list.ts';
import { serializeJsonLd, type JsonLdNode } from './json-ld.ts';
import { newsArticleNode } from './news-article.ts';
import { organizationNode, type StructuredDataSite } from './organization.ts';
import { personNode } from './person.ts';
import { websiteNode } from './website.ts';

export interface PageStructuredDataInput {
  /** The site's origin without a trailing slash. */
  publicUrl: string;
  company: CompanySettings;
  /** The page's locale (the address's, for the built-in 404 without a page). */
  locale: string;
  defaultLocale: string;
  /** The offices on the contact page, a path with its anchor (the footer's link). */
  officesHref: string;
  page: PageDto | null;
  /** The page's breadcrumb trail as shown (home … page); empty on the home page and the 404. */
  trail: readonly BreadcrumbItem[];
  /** The page's social image (og:image), absolute; null when it has none. */
  image: string | null;
}

/**
 * The picture of the page's own subject: its SEO image when the editor chose one (then the
 * social image is that), else its own image (a news thumbnail, a member's portrait), else
 * whatever the social image is (the site-wide fallback).
 */
function subjectImage(input: PageStructuredDataInput, page: PageDto): string | null {
  if (page.pageVersion.seoImage?.[0]) return input.image;
  const own = firstPageImage(page.type, page.pageVersion.typeData);
  return own ? `${input.publicUrl}${pageImageUrl(page.id, own)}` : input.image;
}

/**
 * The schema.org graph of a page (issue 17): the organisation with its offices and the website
 * with its search on every page, as a site-wide graph does, so what the page's own nodes refer
 * to (publisher, worksFor) is in the same graph; then the breadcrumbs below home, a NewsArticle
 * on news pages and a Person on team members' pages.
 */
export function pageStructuredData(input: PageStructuredDataInput): JsonLdNode[] {
  const { page } = input;
  const site: StructuredDataSite = {
    publicUrl: input.publicUrl,
    company: input.company,
    officesUrl: `${input.publicUrl}${input.officesHref}`,
  };
  const searchPath = siteRoute(input.locale, 'search', input.defaultLocale);
  const nodes = [organizationNode(site), websiteNode(site, { locale: input.locale, searchPath })];
  if (!page) return nodes;
  const breadcrumbs = breadcrumbListNode(input.trail, input.publicUrl);
  if (breadcrumbs) nodes.push(breadcrumbs);
  const context = { url: `${input.publicUrl}${page.url}`, image: subjectImage(input, page) };
  if (page.type === 'news') nodes.push(newsArticleNode(site, page, context));
  if (page.type === 'team') nodes.push(personNode(site, page, context));
  return nodes;
}

/**
 * Serialised graphs by the page and company objects, then by the rest of the input (issue 20:
 * building and serialising the graph was a tenth of an uncached render). Both objects come from
 * the content memo, the same until the content changes, and are never changed in place; the
 * rest is a short key. A few variants per page at most (its trail and image rarely differ).
 */
const graphs = new WeakMap<PageDto, WeakMap<CompanySettings, Map<string, string>>>();
const GRAPHS_PER_PAGE = 8;

/** The page's graph as the body of its `<script type="application/ld+json">`. */
export function pageJsonLd(input: PageStructuredDataInput): string {
  if (!input.page) return serializeJsonLd(pageStructuredData(input));
  const byCompany = keptFor(graphs, input.page, () => new WeakMap<CompanySettings, Map<string, string>>());
  const byRest = keptFor(byCompany, input.company, () => new Map<string, string>());
  const key = JSON.stringify([input.publicUrl, input.locale, input.defaultLocale, input.officesHref, input.trail, input.image]);
  let json = byRest.get(key);
  if (json === undefined) {
    json = serializeJsonLd(pageStructuredData(input));
    if (byRest.size >= GRAPHS_PER_PAGE) byRest.clear();
    byRest.set(key, json);
  }
  return json;
}
