import type { Block } from '../../../shared/blocks/block.ts';
import type { BlockImage } from '../../../shared/blocks/block-media.ts';
import type { PageDto, PageListItem, PageVersionDto } from '../../../shared/pages/page-dto.ts';
import { isPageTypeId, type PageTypeId } from '../../../shared/pages/page-types.ts';
import { pageUrl } from '../../../shared/pages/page-url.ts';
import type { PageRow } from '../../db/schema.ts';
import type { PageVersionWithEditor } from './pages.repository.ts';

/** Stored JSON is read defensively: a damaged column yields an empty value, never a crash. */
export function parseJson<T>(text: string | null, fallback: T): T {
  if (text === null) return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A version's stored blocks. Entries that are not block-shaped (null, numbers, no key) are
 * dropped so the editor, renderers and copies never trip over them; unknown block types are
 * kept, because the site skips those itself (SPEC 4) and an editor can still remove them.
 */
export function storedBlocks(text: string | null): Block[] {
  const parsed = parseJson<unknown>(text, []);
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((entry): entry is Record<string, unknown> => isRecord(entry) && typeof entry.type === 'string' && typeof entry.key === 'string')
    .map((entry) => ({
      ...entry,
      type: entry.type as string,
      key: entry.key as string,
      props: isRecord(entry.props) ? entry.props : {},
      anchorPoint: typeof entry.anchorPoint === 'string' ? entry.anchorPoint : '',
      __images: (isRecord(entry.__images) ? entry.__images : {}) as Block['__images'],
      __files: (isRecord(entry.__files) ? entry.__files : {}) as Block['__files'],
    }));
}

export function asPageType(value: string): PageTypeId {
  return isPageTypeId(value) ? value : 'blank';
}

export function toVersionDto(
  row: PageVersionWithEditor,
  page: Pick<PageRow, 'type' | 'concept_version_id' | 'pending_slug'>,
): PageVersionDto {
  const isConcept = row.id === page.concept_version_id;
  return {
    id: row.id,
    pageID: row.page_id,
    title: row.title,
    hasPublicationRequest: row.has_publication_request === 1,
    blocks: storedBlocks(row.blocks),
    seoTitle: row.seo_title,
    seoDescription: row.seo_description,
    seoKeywords: parseJson<string[]>(row.seo_keywords, []),
    seoImage: parseJson<BlockImage[] | null>(row.seo_image, null),
    typeData: parseJson<Record<string, unknown>>(row.type_data, {}),
    pageType: asPageType(page.type),
    revision: row.revision,
    isConcept,
    publishedAt: row.published_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by && row.updated_by_name ? { id: row.updated_by, name: row.updated_by_name } : null,
    pendingSlug: isConcept ? page.pending_slug : null,
  };
}

export function hasUnpublishedChanges(page: Pick<PageRow, 'published_version_id' | 'concept_dirty'>): boolean {
  return page.published_version_id === null || page.concept_dirty === 1;
}

export function toPageDto(page: PageRow, version: PageVersionWithEditor, defaultLocale: string): PageDto {
  const versionDto = toVersionDto(version, page);
  const type = asPageType(page.type);
  return {
    id: page.id,
    slug: page.slug,
    title: version.title,
    type,
    locale: page.locale,
    translationGroup: page.translation_group,
    content: versionDto.blocks,
    typeData: versionDto.typeData,
    conceptVersionID: page.concept_version_id ?? version.id,
    publishedVersionID: page.published_version_id,
    publishedID: page.published_id,
    hasUnpublishedChanges: hasUnpublishedChanges(page),
    url: pageUrl(page.slug, page.locale, defaultLocale),
    createdAt: page.created_at,
    updatedAt: page.updated_at,
    pageType: type,
    pageVersion: versionDto,
    pendingSlug: page.pending_slug,
  };
}

export interface PageListRow {
  id: number;
  slug: string;
  type: string;
  locale: string;
  published_version_id: number | null;
  concept_dirty: number;
  created_at: string;
  updated_at: string;
  title: string;
  has_publication_request: number;
  updated_by_name: string | null;
  publish_at: string | null;
  publish_state: string | null;
  unpublish_at: string | null;
  unpublish_state: string | null;
}

const pendingAt = (at: string | null, state: string | null) => (state === 'pending' ? at : null);

export function toListItem(row: PageListRow, defaultLocale: string): PageListItem {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    type: asPageType(row.type),
    locale: row.locale,
    url: pageUrl(row.slug, row.locale, defaultLocale),
    published: row.published_version_id !== null,
    hasUnpublishedChanges: hasUnpublishedChanges(row),
    hasPublicationRequest: row.has_publication_request === 1,
    scheduledPublishAt: pendingAt(row.publish_at, row.publish_state),
    scheduledUnpublishAt: pendingAt(row.unpublish_at, row.unpublish_state),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by_name,
  };
}
