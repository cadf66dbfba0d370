import type { Block } from '../blocks/block.ts';
import type { BlockImage } from '../blocks/block-media.ts';
import type { PageTypeId } from './page-types.ts';

/** SPEC 3 PageVersion, plus the bookkeeping the editor needs for safe saves and history. */
export interface PageVersionDto {
  id: number;
  pageID: number;
  title: string;
  hasPublicationRequest: boolean;
  blocks: Block[];
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  seoImage: BlockImage[] | null;
  typeData: Record<string, unknown>;
  pageType: PageTypeId;
  revision: number;
  isConcept: boolean;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  updatedBy: { id: number; name: string } | null;
}

/** SPEC 3 Page. `pageVersion` is the concept in the admin and the published version on the site. */
export interface PageDto {
  id: number;
  slug: string;
  title: string;
  type: PageTypeId;
  locale: string;
  translationGroup: string;
  /**
   * SPEC 3 Page.content: the blocks of pageVersion (the same list; an alias). The server
   * always sends it; optional in the type only so DTOs built by hand (test fixtures) need not repeat it.
   */
  content?: Block[];
  typeData: Record<string, unknown>;
  conceptVersionID: number;
  publishedVersionID: number | null;
  publishedID: number | null;
  hasUnpublishedChanges: boolean;
  url: string;
  createdAt: string;
  updatedAt: string;
  pageType: PageTypeId;
  pageVersion: PageVersionDto;
}

export interface PageListItem {
  id: number;
  title: string;
  slug: string;
  type: PageTypeId;
  locale: string;
  url: string;
  published: boolean;
  hasUnpublishedChanges: boolean;
  hasPublicationRequest: boolean;
  createdAt: string;
  updatedAt: string;
  updatedBy: string | null;
}

export interface PageSibling {
  pageID: number;
  locale: string;
  slug: string;
  title: string;
  url: string;
  published: boolean;
}

export interface VersionHistoryItem {
  id: number;
  title: string;
  isConcept: boolean;
  isPublished: boolean;
  publishedAt: string | null;
  updatedAt: string;
  updatedBy: string | null;
}

export interface PageCreateResponse {
  pageID: number;
  pageVersionID: number;
}
