import type { PageDto } from '../../../shared/pages/page-dto.ts';
import type { JsonLdNode } from './json-ld.ts';
import { organizationReference, type StructuredDataSite } from './organization.ts';

/** What a news page's NewsArticle is built from besides the page itself. */
export interface ArticleContext {
  /** The page's absolute address. */
  url: string;
  /** The page's social image (absolute), the article's picture; null when it has none. */
  image: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Google shows at most 110 characters of a headline. */
const MAX_HEADLINE = 110;

/** An ISO 8601 timestamp, or null for anything that is not a date. */
function isoTimestamp(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

function headline(title: string): string {
  return title.length <= MAX_HEADLINE ? title : `${title.slice(0, MAX_HEADLINE - 1).trimEnd()}…`;
}

/**
 * schema.org NewsArticle of a news page: the editor's publication date (typeData), else the day
 * it was published; modified when its live version was published, never before it appeared.
 * The author is the name the editor gave; without one the article is the organisation's.
 */
export function newsArticleNode(site: StructuredDataSite, page: PageDto, context: ArticleContext): JsonLdNode {
  const version = page.pageVersion;
  const typeData = version.typeData;
  const publicationDate =
    typeof typeData.publicationDate === 'string' && DAY.test(typeData.publicationDate) ? typeData.publicationDate : null;
  const published = publicationDate ?? isoTimestamp(version.publishedAt) ?? isoTimestamp(page.createdAt);
  const live = isoTimestamp(version.publishedAt) ?? isoTimestamp(version.updatedAt);
  const modified = live && published && live.slice(0, 10) >= published.slice(0, 10) ? live : published;
  const author = typeof typeData.author === 'string' ? typeData.author.trim() : '';
  const organization = organizationReference(site);
  return {
    '@type': 'NewsArticle',
    '@id': `${context.url}#article`,
    url: context.url,
    mainEntityOfPage: context.url,
    headline: headline(version.title || page.title),
    description: version.seoDescription || undefined,
    inLanguage: page.locale,
    datePublished: published ?? undefined,
    dateModified: modified ?? undefined,
    image: context.image ? [context.image] : undefined,
    author: author ? { '@type': 'Person', name: author } : organization,
    publisher: organization,
  };
}
