import type { Kysely } from 'kysely';
import type { Block } from '../../../shared/blocks/block.ts';
import type { BlockFile, BlockImage } from '../../../shared/blocks/block-media.ts';
import type { PageUsingFile } from '../../../shared/media/media-dto.ts';
import type { ListQuery, ListResponse } from '../../../shared/schemas/common.ts';
import { PAGE_MEDIA_BLOCK_KEY, pageImagesOf } from '../../../shared/pages/page-media.ts';
import { pageUrl } from '../../../shared/pages/page-url.ts';
import type { Database } from '../../db/schema.ts';
import { parseJson } from './page-mapping.ts';
import * as pageMedia from './page-media.repository.ts';
import * as pages from './pages.repository.ts';

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
  const page = await pages.findPage(db, input.pageId);
  if (!page) return null;
  const versionIds = [page.published_version_id, input.includeConcept ? page.concept_version_id : null].filter(
    (id): id is number => id !== null,
  );
  if (versionIds.length === 0) return null;
  const versions = await pageMedia.findVersionMediaColumns(db, versionIds);
  for (const version of versions) {
    const found = referenceIn(version, input);
    if (found) return found;
  }
  return null;
}

function referenceIn(
  version: { blocks: string; seo_image: string | null; type_data: string },
  input: { group: string; hash: string; fileName: string },
): MediaReference | null {
  const matches = (item: { hash: string; fileName: string }) => item.hash === input.hash && item.fileName === input.fileName;
  if (input.group === 'seo_image') {
    const image = parseJson<BlockImage[] | null>(version.seo_image, null)?.find(matches);
    return image ? { kind: 'image', image } : null;
  }
  const groupMatch = /^block_(images|files)_([A-Za-z0-9_-]{1,64})$/.exec(input.group);
  if (!groupMatch) return null;
  if (groupMatch[2] === PAGE_MEDIA_BLOCK_KEY) {
    if (groupMatch[1] !== 'images') return null;
    const image = Object.values(pageImagesOf(parseJson<Record<string, unknown>>(version.type_data, {})))
      .flat()
      .find(matches);
    return image ? { kind: 'image', image } : null;
  }
  const blocks = parseJson<Block[]>(version.blocks, []);
  const block = Array.isArray(blocks) ? blocks.find((candidate) => candidate.key === groupMatch[2]) : undefined;
  if (!block) return null;
  if (groupMatch[1] === 'images') {
    const image = Object.values(block.__images ?? {})
      .flat()
      .find(matches);
    return image ? { kind: 'image', image } : null;
  }
  const file = Object.values(block.__files ?? {})
    .flat()
    .find(matches);
  return file ? { kind: 'file', file } : null;
}

/** Pages any of whose versions use a file: paged, searchable, sortable (SPEC 7 list-pages-by-file). */
export async function listPagesUsingHash(
  db: Kysely<Database>,
  hash: string,
  query: ListQuery,
  defaultLocale: string,
): Promise<ListResponse<PageUsingFile>> {
  const sortColumn = (pageMedia.PAGE_USAGE_SORT_COLUMNS as string[]).includes(query.columnToSort)
    ? (query.columnToSort as pageMedia.PageUsageSortColumn)
    : 'title';
  const { rows, total } = await pageMedia.listPagesUsingHash(db, {
    hash,
    titleContains: query.searchTerm.trim(),
    sortColumn,
    sortOrder: query.sortOrder,
    offset: query.pageIndex * query.pageSize,
    limit: query.pageSize,
  });
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
      totalItems: total,
    },
  };
}

export async function countPagesUsingHashes(db: Kysely<Database>, hashes: string[]): Promise<number> {
  if (hashes.length === 0) return 0;
  return pageMedia.countPagesUsingHashes(db, hashes);
}
