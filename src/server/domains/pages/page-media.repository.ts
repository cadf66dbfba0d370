import { sql } from 'kysely';
import type { SortOrder } from '../../../shared/limits.ts';
import { columnContains, likePattern } from '../../lib/sql-search.ts';
import type { Executor } from '../../db/executor.ts';

/** The media-holding columns of some versions (blocks, SEO image, page-level images in type data). */
export function findVersionMediaColumns(
  db: Executor,
  versionIds: number[],
): Promise<{ blocks: string; seo_image: string | null; type_data: string }[]> {
  return db.selectFrom('page_versions').select(['blocks', 'seo_image', 'type_data']).where('id', 'in', versionIds).execute();
}

/** A hash is 64 hex characters, so a text match on the stored JSON cannot hit anything else. */
function pagesWithVersionsUsing(db: Executor, hash: string) {
  const pattern = likePattern(hash);
  return db
    .selectFrom('page_versions')
    .select('page_versions.page_id')
    .where((eb) =>
      eb.or([
        sql<boolean>`${sql.ref('page_versions.blocks')} like ${pattern} escape '\\'`,
        sql<boolean>`${sql.ref('page_versions.seo_image')} like ${pattern} escape '\\'`,
        // Page-level images (typeData.__images).
        sql<boolean>`${sql.ref('page_versions.type_data')} like ${pattern} escape '\\'`,
      ]),
    );
}

const USAGE_SORT = { title: 'page_versions.title', slug: 'pages.slug', locale: 'pages.locale', updatedAt: 'pages.updated_at' } as const;
export type PageUsageSortColumn = keyof typeof USAGE_SORT;
export const PAGE_USAGE_SORT_COLUMNS = Object.keys(USAGE_SORT) as PageUsageSortColumn[];

export interface PageUsageQuery {
  hash: string;
  /** Already trimmed; empty: no title condition. */
  titleContains: string;
  sortColumn: PageUsageSortColumn;
  sortOrder: SortOrder;
  offset: number;
  limit: number;
}

export interface PageUsageRow {
  id: number;
  slug: string;
  locale: string;
  type: string;
  updated_at: string;
  title: string;
}

/** Pages any of whose versions use a file, with their concept's title: one page of rows and the total. */
export async function listPagesUsingHash(db: Executor, query: PageUsageQuery): Promise<{ rows: PageUsageRow[]; total: number }> {
  const base = () => {
    let builder = db
      .selectFrom('pages')
      .innerJoin('page_versions', 'page_versions.id', 'pages.concept_version_id')
      .where('pages.id', 'in', pagesWithVersionsUsing(db, query.hash));
    if (query.titleContains) builder = builder.where(columnContains('page_versions.title', query.titleContains));
    return builder;
  };
  const rows = await base()
    .select(['pages.id', 'pages.slug', 'pages.locale', 'pages.type', 'pages.updated_at', 'page_versions.title'])
    .orderBy(sql`lower(${sql.ref(USAGE_SORT[query.sortColumn])})`, query.sortOrder)
    .orderBy('pages.id')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const total = await base()
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total.total) };
}

/** How many pages use at least one of the hashes in any version (hashes must not be empty). */
export async function countPagesUsingHashes(db: Executor, hashes: string[]): Promise<number> {
  const row = await db
    .selectFrom('pages')
    .where((eb) => eb.or(hashes.map((hash) => eb('pages.id', 'in', pagesWithVersionsUsing(db, hash)))))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
