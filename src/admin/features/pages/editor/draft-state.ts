import { isEqual } from 'lodash-es';
import type { BlockImage } from '../../../../shared/blocks/block-media.ts';
import type { Block } from '../../../../shared/blocks/block.ts';
import { isBlockType, type BlockType } from '../../../../shared/blocks/definitions.ts';
import type { PageDto, PageVersionDto } from '../../../../shared/pages/page-dto.ts';
import { normalizeSlug } from '../../../../shared/pages/slug.ts';

/**
 * The editor's draft: the concept's fields plus the slug, built from a stored version, and
 * compared with what the server has stored (the `unsaved` rules of SPEC 4).
 */

/** The concept's fields as the editor changes them; what Save sends. */
export interface VersionDraft {
  title: string;
  blocks: Block[];
  seoTitle: string;
  seoDescription: string;
  seoKeywords: string[];
  seoImage: BlockImage[] | null;
  typeData: Record<string, unknown>;
}
export type VersionField = keyof VersionDraft;

/** Every field of the concept, in the order Save sends them. */
export const VERSION_FIELDS: readonly VersionField[] = [
  'title',
  'blocks',
  'seoTitle',
  'seoDescription',
  'seoKeywords',
  'seoImage',
  'typeData',
];
/** What Save SEO settings stores. */
export const SEO_FIELDS: readonly VersionField[] = ['seoTitle', 'seoDescription', 'seoKeywords', 'seoImage'];
/** What Save page settings stores into the version (the slug is saved on the page). */
export const PAGE_SETTINGS_FIELDS: readonly VersionField[] = ['title', 'typeData'];

/**
 * Everything the editor can change: the concept's fields plus the page's slug (typed in
 * Page Settings, saved with the page), so `unsaved` covers a slug that is not saved yet.
 */
export interface EditorDraft extends VersionDraft {
  slug: string;
}

/** The part of the editor's state the draft rules read. */
export interface DraftHolder {
  page: PageDto | null;
  draft: EditorDraft;
}

export const EMPTY_DRAFT: EditorDraft = {
  title: '',
  blocks: [],
  seoTitle: '',
  seoDescription: '',
  seoKeywords: [],
  seoImage: null,
  typeData: {},
  slug: '',
};

/** Whether the block registry knows the block's type (the editor can show a form for it). */
export const isKnownBlock = (block: Block): block is Block & { type: BlockType } =>
  !!block && typeof block.type === 'string' && isBlockType(block.type);

/**
 * SPEC 4 Unknown block type: a block whose type has no definition gets a developer warning
 * and nothing renders for it on the site. The editor keeps it as it is (an opaque block), so
 * a save never deletes content it cannot show; the server accepts it back unchanged only.
 * Returns how many unknown blocks there are; entries that are not blocks at all are dropped.
 */
export function opaqueBlocks(
  blocks: readonly Block[],
  warn: (message: string) => void = console.warn,
): { blocks: Block[]; unknown: number } {
  const kept = blocks.filter(
    (block) => !!block && typeof block === 'object' && typeof block.type === 'string' && typeof block.key === 'string',
  );
  let unknown = 0;
  for (const block of kept) {
    if (isKnownBlock(block)) continue;
    unknown += 1;
    warn(`Block type "${block.type}" is not in the block map; block ${block.key} is kept unchanged and not rendered.`);
  }
  return { blocks: kept, unknown };
}

export function draftFromVersion(version: PageVersionDto, warn?: (message: string) => void): { draft: VersionDraft; unknown: number } {
  const { blocks, unknown } = opaqueBlocks(Array.isArray(version.blocks) ? version.blocks : [], warn);
  return {
    unknown,
    draft: {
      title: version.title ?? '',
      blocks,
      seoTitle: version.seoTitle ?? '',
      seoDescription: version.seoDescription ?? '',
      seoKeywords: Array.isArray(version.seoKeywords) ? version.seoKeywords : [],
      seoImage: version.seoImage ?? null,
      typeData: version.typeData ?? {},
    },
  };
}

export const silently = () => undefined;

/** The draft as the server has it stored: the page's concept version and its slug. */
export function savedDraft(page: PageDto): EditorDraft {
  return { ...draftFromVersion(page.pageVersion, silently).draft, slug: storedSlug(page) };
}

/**
 * The slug the editor works on: the concept's pending slug when the page has one (a published
 * page's new address waiting for publication), otherwise the live slug.
 */
export function storedSlug(page: Pick<PageDto, 'slug' | 'pendingSlug'>): string {
  return page.pendingSlug ?? page.slug;
}

/** Whether the draft differs from what is stored (the slug compared as the server would store it). */
export function draftDiffers(state: DraftHolder, fields: readonly (keyof EditorDraft)[] = [...VERSION_FIELDS, 'slug']): boolean {
  if (!state.page) return false;
  const saved = savedDraft(state.page);
  return fields.some((field) =>
    field === 'slug' ? normalizeSlug(state.draft.slug) !== saved.slug : !isEqual(state.draft[field], saved[field]),
  );
}

/** Unsaved changes to the concept itself (what Save stores and Preview shows), leaving the slug out. */
export const hasUnsavedContent = (state: DraftHolder & { unsaved: boolean }): boolean =>
  state.unsaved && draftDiffers(state, VERSION_FIELDS);

/** Takes `fields` of the stored version into the draft; the rest of the draft stays as it is. */
export function mergeStored(draft: EditorDraft, version: PageVersionDto, fields: readonly VersionField[]): EditorDraft {
  const stored = draftFromVersion(version, silently).draft;
  const merged: EditorDraft = { ...draft };
  for (const field of fields) (merged as unknown as Record<string, unknown>)[field] = stored[field];
  return merged;
}
