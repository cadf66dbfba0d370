import { sql, type Kysely } from 'kysely';
import type { Block } from '../../../shared/blocks/block.ts';
import type { BlockFile, BlockImage } from '../../../shared/blocks/block-media.ts';
import type { ListQuery, ListResponse } from '../../../shared/schemas/common.ts';
import { PAGE_MEDIA_BLOCK_KEY, pageImagesOf } from '../../../shared/pages/page-media.ts';
import { pageUrl } from '../../../shared/pages/page-url.ts';
import type { Database } from '../../db/schema.ts';
import { columnContains, likePattern } from '../../lib/sql-search.ts';
import { parseJson } from './page-mapping.ts';

export type MediaReference = { kind: 'image'; image: BlockImage } | { kind: 'file'; file: BlockFile };

/**
 * Finds the image or file a page references under a display-URL group: block_images_{key},
 * block_files_{key}, seo_image, or block_images___page for the page-level images of its
 * type's image map (typeData.__images). Visitors see the published version; editors also the concept.
 */
export async function findPageMediaReference(
  db: Kysely<Database>,
  input: { pageId: number; group: string; hash: string; fileName: string; includeConcept: boolean },
): Promise<MediaReference | null> {
  const page = await db.selectFrom('pages').select(['published_version_id', 'concept_version_id']).where('id', '=', input.pageId).executeTakeFirst();
  if (!page) return null;
  const versionIds = [page.published_version_id, input.includeConcept ? page.concept_version_id : null].filter((id): id is number => id !== null);
  if (versionIds.length === 0) return null;
  const versions = await db.selectFrom('page_versions').select(['blocks', 'seo_image', 'type_data']).where('id', 'in', versionIds).execute();
  for (const version of versions) {
    const found = referenceIn(version, input);
    if (found) return found;
  }
  return null;
}

function referenceIn(version: { blocks: string; seo_image: string | null; type_data: string }, input: { group: string; hash: string; fileName: string }): MediaReference | null {
  const matches = (item: { hash: string; fileName: string }) => item.hash === input.hash && item.fileName === input.fileName;
  if (input.group === 'seo_image') {
    const image = parseJson<BlockImage[] | null>(version.seo_image, null)?.find(matches);
    return image ? { kind: 'image', image } : null;
  }
  const groupMatch = /^block_(images|files)_([A-Za-z0-9_-]{1,64})$/.exec(input.group);
  if (!groupMatch) return null;
  if (groupMatch[2] === PAGE_MEDIA_BLOCK_KEY) {
    if (groupMatch[1] !== 'images') return null;
    const image = Object.values(pageImagesOf(parseJson<Record<string, unknown>>(version.type_data, {}))).flat().find(matches);
    return image ? { kind: 'image', image } : null;
  }
  const blocks = parseJson<Block[]>(version.blocks, []);
  const block = Array.isArray(blocks) ? blocks.find((candidate) => candidate.key === groupMatch[2]) : undefined;
  if (!block) return null;
  if (groupMatch[1] === 'images') {
    const image = Object.values(block.__images ?? {}).flat().find(matches);
    return image ? { kind: 'image', image } : null;
  }
  const file = Object.values(block.__files ?? {}).flat().find(matches);
  return file ? { kind: 'file', file } : null;
}

/** A hash is 64 hex characters, so a text match on the stored JSON cannot hit anything else. */
function versionsUsing(db: Kysely<Database>, hash: string) {
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

export interface PageUsingFile {
  id: number;
  title: string;
  slug: string;
  locale: string;
  type: string;
  url: string;
  updatedAt: string;
}

const USAGE_SORT = { title: 'page_versions.title', slug: 'pages.slug', locale: 'pages.locale', updatedAt: 'pages.updated_at' } as const;

/** Pages any of whose versions use a file: paged, searchable, sortable (SPEC 7 list-pages-by-file). */
export async function listPagesUsingHash(db: Kysely<Database>, hash: string, query: ListQuery, defaultLocale: string): Promise<ListResponse<PageUsingFile>> {
  const base = () => {
    let builder = db
      .selectFrom('pages')
      .innerJoin('page_versions', 'page_versions.id', 'pages.concept_version_id')
      .where('pages.id', 'in', versionsUsing(db, hash));
    if (query.searchTerm.trim()) builder = builder.where(columnContains('page_versions.title', query.searchTerm.trim()));
    return builder;
  };
  const sortKey = query.columnToSort in USAGE_SORT ? (query.columnToSort as keyof typeof USAGE_SORT) : 'title';
  const rows = await base()
    .select(['pages.id', 'pages.slug', 'pages.locale', 'pages.type', 'pages.updated_at', 'page_versions.title'])
    .orderBy(sql`lower(${sql.ref(USAGE_SORT[sortKey])})`, query.sortOrder)
    .orderBy('pages.id')
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize)
    .execute();
  const total = await base().select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
  return {
    data: {
      items: rows.map((row) => ({
        id: row.id,
        title: row.title,
        slug: row.slug,
        locale: row.locale,
        type: row.type,
        url: pageUrl(row.slug, row.locale, defaultLocale),
        updatedAt: row.updated_at,
      })),
      totalItems: Number(total.total),
    },
  };
}

export async function countPagesUsingHashes(db: Kysely<Database>, hashes: string[]): Promise<number> {
  if (hashes.length === 0) return 0;
  const row = await db
    .selectFrom('pages')
    .where((eb) => eb.or(hashes.map((hash) => eb('pages.id', 'in', versionsUsing(db, hash)))))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
