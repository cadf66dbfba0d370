import type { Kysely } from 'kysely';
import { pageUrl } from '../../../shared/pages/page-url.ts';
import type { Database } from '../../db/schema.ts';
import { asPageType, parseJson } from './page-mapping.ts';

export interface PublishedPageContent {
  pageId: number;
  locale: string;
  type: string;
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
  let query = db
    .selectFrom('pages')
    .innerJoin('page_versions', 'page_versions.id', 'pages.published_version_id')
    .select([
      'pages.id',
      'pages.locale',
      'pages.type',
      'pages.slug',
      'page_versions.title',
      'page_versions.blocks',
      'page_versions.seo_description',
      'page_versions.seo_keywords',
      'page_versions.type_data',
    ])
    .orderBy('pages.id');
  if (options.pageIds) query = query.where('pages.id', 'in', options.pageIds.length > 0 ? options.pageIds : [-1]);
  if (options.afterId !== undefined) query = query.where('pages.id', '>', options.afterId);
  if (options.limit !== undefined) query = query.limit(options.limit);
  const rows = await query.execute();
  return rows.map((row) => ({
    pageId: row.id,
    locale: row.locale,
    type: asPageType(row.type),
    url: pageUrl(row.slug, row.locale, options.defaultLocale),
    title: row.title,
    seoDescription: row.seo_description,
    seoKeywords: parseJson<string[]>(row.seo_keywords, []),
    blocks: parseJson<unknown>(row.blocks, []),
    typeData: parseJson<Record<string, unknown>>(row.type_data, {}),
  }));
}

export async function countPublishedPages(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('pages').where('published_version_id', 'is not', null).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}
