import { z } from 'zod';
import type { BlockImage } from '../blocks/block-media.ts';
import type { Block } from '../blocks/block.ts';
import { PAGE_TYPE_IDS } from './page-types.ts';
import { VERSION_KINDS, versionChangeSummary } from './version-history.ts';

/**
 * The answers the server sends about pages, as zod schemas; the DTO types are derived from
 * them, so each contract is written once. The server's mapping code (page-mapping.ts) builds
 * these types; the admin checks every answer against the schemas where it enters
 * (features/pages/api.ts).
 */

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A stored block as the server sends it (SPEC 3 Block; page-mapping.ts storedBlocks makes the
 * frame). Only the frame is checked: props and media were checked when the block was stored
 * (blockInput), and a block of a type this admin does not know must travel back byte for byte,
 * so the block passes on unchanged.
 */
export const storedBlock = z.custom<Block>(
  (value) =>
    isRecord(value) &&
    typeof value.type === 'string' &&
    typeof value.key === 'string' &&
    isRecord(value.props) &&
    typeof value.anchorPoint === 'string' &&
    isRecord(value.__images) &&
    isRecord(value.__files),
  'not a stored block',
);

/** A stored image reference (the SEO image); passed on unchanged like the blocks. */
const storedImage = z.custom<BlockImage>(
  (value) => isRecord(value) && typeof value.hash === 'string' && typeof value.fileName === 'string',
  'not a stored image',
);

const pageTypeId = z.enum(PAGE_TYPE_IDS);
/**
 * The JSON columns of a version are read defensively by the server (a damaged value is passed
 * on as it parses); the editor has always read such a value as empty, and still does.
 */
const typeData = z.record(z.string(), z.unknown()).catch({});
const person = z.object({ id: z.number(), name: z.string() });

/** SPEC 3 PageVersion, plus the bookkeeping the editor needs for safe saves and history. */
export const pageVersionDto = z.object({
  id: z.number(),
  pageID: z.number(),
  title: z.string(),
  hasPublicationRequest: z.boolean(),
  blocks: z.array(storedBlock),
  seoTitle: z.string(),
  seoDescription: z.string(),
  seoKeywords: z.array(z.string()).catch([]),
  seoImage: z.array(storedImage).nullable().catch(null),
  typeData,
  pageType: pageTypeId,
  revision: z.number(),
  isConcept: z.boolean(),
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: person.nullable(),
  /**
   * The concept only: the page's new slug that goes live when this concept is published (an
   * editor without publish-page changed the slug of a published page); null when none.
   */
  pendingSlug: z.string().nullable().optional(),
});
export type PageVersionDto = z.output<typeof pageVersionDto>;

/** SPEC 3 Page. `pageVersion` is the concept in the admin and the published version on the site. */
export const pageDto = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  type: pageTypeId,
  locale: z.string(),
  translationGroup: z.string(),
  /**
   * SPEC 3 Page.content: the blocks of pageVersion (the same list; an alias). The server
   * always sends it; optional only so DTOs built by hand (test fixtures) need not repeat it.
   */
  content: z.array(storedBlock).optional(),
  typeData,
  conceptVersionID: z.number(),
  publishedVersionID: z.number().nullable(),
  publishedID: z.number().nullable(),
  hasUnpublishedChanges: z.boolean(),
  url: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  pageType: pageTypeId,
  pageVersion: pageVersionDto,
  /** The slug that goes live with the concept (see pageVersionDto.pendingSlug); never sent to visitors. */
  pendingSlug: z.string().nullable().optional(),
});
export type PageDto = z.output<typeof pageDto>;

/** One row of POST /page/list. */
export const pageListItem = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  type: pageTypeId,
  locale: z.string(),
  url: z.string(),
  published: z.boolean(),
  hasUnpublishedChanges: z.boolean(),
  hasPublicationRequest: z.boolean(),
  /** When the page's schedule will publish its concept / take it offline (UTC); null when nothing is waiting. */
  scheduledPublishAt: z.string().nullable(),
  scheduledUnpublishAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type PageListItem = z.output<typeof pageListItem>;

/** A translation of a page (GET /page/get-sibling-slugs/{id}). */
export const pageSibling = z.object({
  pageID: z.number(),
  locale: z.string(),
  slug: z.string(),
  title: z.string(),
  url: z.string(),
  published: z.boolean(),
});
export type PageSibling = z.output<typeof pageSibling>;

/**
 * One entry of a page's version history (GET /page/{id}/versions): the concept, every kept
 * draft and every version that was ever published. `isPublished`: the live one.
 */
export const versionHistoryItem = z.object({
  id: z.number(),
  title: z.string(),
  kind: z.enum(VERSION_KINDS),
  isConcept: z.boolean(),
  isPublished: z.boolean(),
  publishedAt: z.string().nullable(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  /** What the save that made this state changed; null when not known (a new page, older data). */
  summary: versionChangeSummary.nullable(),
});
export type VersionHistoryItem = z.output<typeof versionHistoryItem>;

/** What creating a page (also a translation or a duplicate) answers. */
export const pageCreateResponse = z.object({ pageID: z.number(), pageVersionID: z.number() });
export type PageCreateResponse = z.output<typeof pageCreateResponse>;

/** One hit of the admin's page finder (POST /page/search, POST /menu/search-pages). */
export const pageSearchResult = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  locale: z.string(),
  type: pageTypeId,
  url: z.string(),
  published: z.boolean(),
});
export type PageSearchResult = z.output<typeof pageSearchResult>;
