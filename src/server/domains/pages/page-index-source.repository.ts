import type { Executor } from '../../db/executor.ts';
export interface PublishedContentRow {
  id: number;
  locale: string;
  type: string;
  slug: string;
  title: string;
  blocks: string;
  seo_description: string;
  seo_keywords: string;
  type_data: string;
}

/**
 * Published pages with their published version's content, in id order: the given pages
 * (when `pageIds` is set), those after `afterId`, at most `limit`.
 */
export function listPublishedContent(
  db: Executor,
  options: { afterId?: number; limit?: number; pageIds?: number[] },
): Promise<PublishedContentRow[]> {
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
  return query.execute();
}

export async function countPublishedPages(db: Executor): Promise<number> {
  const row = await db
    .selectFrom('pages')
    .where('published_version_id', 'is not', null)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
