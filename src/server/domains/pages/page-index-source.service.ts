import type { Kysely } from 'kysely';
import { pageUrl } from '../../../shared/pages/page-url.ts';
import type { Database } from '../../db/schema.ts';
import * as source from './page-index-source.repository.ts';
import { asPageType, parseJson } from './page-mapping.ts';

export interface PublishedPageContent {
  pageId: number;
  locale: string;
  type: string;
  /** The slug without locale prefix (the search tells the search and legal pages by it). */
  slug: string;
  url: string;
  title: string;
  seoDescription: string;
  seoKeywords: string[];
  blocks: unknown;
  typeData: Record<string, unknown>;
}

/**
 * Published content for the search index, in id order. One query per batch, whatever the
 * batch size, so indexing 100,000 pages costs 100,000 / limit round trips.
 */
export async function publishedPageContent(
  db: Kysely<Database>,
  options: { defaultLocale: string; afterId?: number; limit?: number; pageIds?: number[] },
): Promise<PublishedPageContent[]> {
  const rows = await source.listPublishedContent(db, options);
  return rows.map((row) => ({
    pageId: row.id,
    locale: row.locale,
    type: asPageType(row.type),
    slug: row.slug,
    url: pageUrl(row.slug, row.locale, options.defaultLocale),
    title: row.title,
    seoDescription: row.seo_description,
    seoKeywords: parseJson<string[]>(row.seo_keywords, []),
    blocks: parseJson<unknown>(row.blocks, []),
    typeData: parseJson<Record<string, unknown>>(row.type_data, {}),
  }));
}

export function countPublishedPages(db: Kysely<Database>): Promise<number> {
  return source.countPublishedPages(db);
}
