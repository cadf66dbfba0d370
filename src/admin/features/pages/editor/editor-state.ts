import { isEqual } from 'lodash-es';
import type { BlockFile, BlockImage } from '../../../../shared/blocks/block-media.ts';
import type { Block } from '../../../../shared/blocks/block.ts';
import { BLOCK_DEFINITIONS, defaultBlockProps, type BlockType } from '../../../../shared/blocks/definitions.ts';
import type { PageDto, PageVersionDto } from '../../../../shared/pages/page-dto.ts';
import { createBlock, keepSlots, moveItem } from './block-edits.ts';
import {
  draftDiffers,
  draftFromVersion,
  EMPTY_DRAFT,
  isKnownBlock,
  mergeStored,
  silently,
  storedSlug,
  VERSION_FIELDS,
  type EditorDraft,
  type VersionField,
} from './draft-state.ts';

/** SPEC 2.4 editor activities (AcceptRequest: reviewing a publication request). */
export const EDITOR_ACTIVITIES = [
  'Editing',
  'AddingBlock',
  'EditingPageSettings',
  'EditingSEOSettings',
  'AddTranslation',
  'ReplaceBlock',
  'AcceptRequest',
] as const;
export type EditorActivity = (typeof EDITOR_ACTIVITIES)[number];

export interface EditorState {
  page: PageDto | null;
  versionId: number | null;
  /** The concept's revision the draft is based on; sent with every store. */
  revision: number;
  draft: EditorDraft;
  /** SPEC 4 Editor: set by every modification, cleared by a save. */
  unsaved: boolean;
  /** Counts modifications, so a save only clears `unsaved` if nothing changed meanwhile. */
  changeCount: number;
  activity: EditorActivity;
  /** The block the current activity is about (add after, replace). */
  activityBlockKey: string | null;
  /**
   * Blocks of a type this admin does not know. They stay in the draft as opaque blocks:
   * shown read-only, saved back unchanged, removed only by an explicit delete.
   */
  unknownBlocks: number;
}

export type DraftField = 'title' | 'seoTitle' | 'seoDescription';

export type EditorAction =
  | { type: 'pageLoaded'; page: PageDto }
  | { type: 'pageCreated'; page: PageDto }
  /** The page was saved (slug); `changeCount` is the count when the request was sent. */
  | { type: 'pageSaved'; page: PageDto; changeCount?: number }
  /**
   * The concept was stored. `fields` are the fields that were sent (default: all of them);
   * only those are taken over from the answer, so other unsaved edits stay.
   */
  | { type: 'versionStored'; version: PageVersionDto; changeCount: number; fields?: readonly VersionField[] }
  /** The page as the server has it now (after a publication action); the draft stays. */
  | { type: 'pageRefreshed'; page: PageDto }
  | { type: 'versionRestored'; version: PageVersionDto }
  | { type: 'closed' }
  | { type: 'activityChanged'; activity: EditorActivity; blockKey?: string | null }
  | { type: 'blockAdded'; blockType: BlockType; key: string; afterKey: string | null }
  | { type: 'blockReplaced'; key: string; blockType: BlockType }
  | { type: 'blockMoved'; fromIndex: number; toIndex: number }
  | { type: 'blockDeleted'; key: string }
  | { type: 'blockPropsChanged'; key: string; props: Record<string, unknown> }
  | { type: 'anchorChanged'; key: string; anchorPoint: string }
  | { type: 'fieldChanged'; field: DraftField; value: string }
  | { type: 'seoKeywordsChanged'; keywords: string[] }
  | { type: 'typeDataChanged'; typeData: Record<string, unknown> }
  | { type: 'slugChanged'; slug: string }
  | { type: 'blockImagesChanged'; key: string; slot: string; images: BlockImage[] }
  | { type: 'blockFilesChanged'; key: string; slot: string; files: BlockFile[] }
  | { type: 'seoImageChanged'; seoImage: BlockImage[] | null }
  /** Undo or redo put back an earlier draft; unsaved only where it differs from what is stored. */
  | { type: 'draftReplaced'; draft: EditorDraft };

export const initialEditorState: EditorState = {
  page: null,
  versionId: null,
  revision: 0,
  draft: EMPTY_DRAFT,
  unsaved: false,
  changeCount: 0,
  activity: 'Editing',
  activityBlockKey: null,
  unknownBlocks: 0,
};

function fromVersion(state: EditorState, version: PageVersionDto): EditorState {
  const { draft, unknown } = draftFromVersion(version);
  return {
    ...state,
    versionId: version.id,
    revision: version.revision,
    draft: { ...draft, slug: state.page ? storedSlug(state.page) : '' },
    unknownBlocks: unknown,
    unsaved: false,
  };
}

/**
 * The page with the concept the server answered a store (or restore) with. The server marks
 * the page as having unpublished changes exactly when the store wrote something, and every
 * write moves the concept's revision; so a new revision of the same concept means the page now
 * has unpublished changes (SPEC 3 Page.hasUnpublishedChanges), and an unchanged one keeps the flag.
 */
function withStoredVersion(page: PageDto | null, version: PageVersionDto): PageDto | null {
  if (!page) return page;
  const wrote = version.id !== page.pageVersion.id || version.revision !== page.pageVersion.revision;
  return {
    ...page,
    title: version.title,
    pageVersion: version,
    hasUnpublishedChanges: page.hasUnpublishedChanges || wrote,
  };
}

/** The page the server sent, with the concept it now has, while the draft is kept. */
function refreshed(state: EditorState, page: PageDto): EditorState {
  if (!state.page || state.page.id !== page.id) return state;
  const concept = page.pageVersion;
  if (concept.id === state.versionId) {
    // Same concept: only the page and the request flag change. A newer revision means someone
    // else stored in between; the draft keeps its own revision, so its next save is refused (G_05).
    const pageVersion = concept.revision === state.revision ? concept : state.page.pageVersion;
    return { ...state, page: { ...page, pageVersion: { ...pageVersion, hasPublicationRequest: concept.hasPublicationRequest } } };
  }
  // The concept was published and a copy took its place. The draft moves onto the copy when
  // the copy holds what the draft was based on; otherwise it stays on the old one (G_05 on save).
  const before = draftFromVersion(state.page.pageVersion, silently).draft;
  const now = draftFromVersion(concept, silently).draft;
  if (state.page.pageVersion.revision !== state.revision || !isEqual(before, now)) {
    return {
      ...state,
      page: { ...page, pageVersion: { ...state.page.pageVersion, hasPublicationRequest: concept.hasPublicationRequest } },
    };
  }
  const next = { ...state, page, versionId: concept.id, revision: concept.revision };
  return { ...next, unsaved: draftDiffers(next) };
}

const modified = (state: EditorState, draft: EditorDraft): EditorState => ({
  ...state,
  draft,
  unsaved: true,
  changeCount: state.changeCount + 1,
});

/** Changes one block; blocks of an unknown type are read-only (only moved or deleted). */
const mapBlock = (state: EditorState, key: string, change: (block: Block) => Block): EditorState => {
  if (!state.draft.blocks.some((block) => block.key === key && isKnownBlock(block))) return state;
  return modified(state, { ...state.draft, blocks: state.draft.blocks.map((block) => (block.key === key ? change(block) : block)) });
};

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'pageLoaded':
    case 'pageCreated':
      return {
        ...fromVersion({ ...initialEditorState, page: action.page }, action.page.pageVersion),
        changeCount: 0,
      };
    case 'pageSaved': {
      // A pending slug is part of the concept and moves its revision on by one: take that
      // revision when the concept is otherwise the one the draft is based on.
      const current = state.page?.pageVersion;
      const slugMovedConcept =
        current !== undefined &&
        action.page.pageVersion.id === current.id &&
        current.revision === state.revision &&
        action.page.pageVersion.revision === state.revision + 1 &&
        (action.page.pendingSlug ?? null) !== (state.page?.pendingSlug ?? null);
      const pageVersion = slugMovedConcept ? action.page.pageVersion : (current ?? action.page.pageVersion);
      const revision = slugMovedConcept ? action.page.pageVersion.revision : state.revision;
      const page = { ...action.page, pageVersion };
      // Edits made while the request was under way stay, and stay unsaved.
      if (action.changeCount !== undefined && action.changeCount !== state.changeCount) return { ...state, page, revision };
      const next = { ...state, page, revision, draft: { ...state.draft, slug: storedSlug(page) } };
      return { ...next, unsaved: draftDiffers(next) };
    }
    case 'versionStored': {
      const page = withStoredVersion(state.page, action.version);
      // Edits made while the request was under way stay, and stay unsaved.
      if (action.changeCount !== state.changeCount) return { ...state, page, revision: action.version.revision };
      // Only what was sent is taken from the answer: a partial save (SEO, page settings) keeps
      // the other edits, and `unsaved` stays set while anything still differs from the stored page.
      const next: EditorState = {
        ...state,
        page,
        versionId: action.version.id,
        revision: action.version.revision,
        draft: mergeStored(state.draft, action.version, action.fields ?? VERSION_FIELDS),
      };
      return { ...next, unsaved: draftDiffers(next) };
    }
    case 'pageRefreshed':
      return refreshed(state, action.page);
    case 'versionRestored': {
      const page = withStoredVersion(state.page, action.version);
      return { ...fromVersion({ ...state, page }, action.version), activity: 'Editing', activityBlockKey: null };
    }
    case 'closed':
      return initialEditorState;
    case 'activityChanged':
      return { ...state, activity: action.activity, activityBlockKey: action.blockKey ?? null };
    case 'blockAdded': {
      const blocks = [...state.draft.blocks];
      const after = action.afterKey === null ? -1 : blocks.findIndex((block) => block.key === action.afterKey);
      blocks.splice(after === -1 ? blocks.length : after + 1, 0, createBlock(action.blockType, action.key));
      return { ...modified(state, { ...state.draft, blocks }), activity: 'Editing', activityBlockKey: null };
    }
    case 'blockReplaced': {
      const definition = BLOCK_DEFINITIONS[action.blockType];
      const next = mapBlock(state, action.key, (block) => ({
        type: action.blockType,
        key: block.key,
        props: defaultBlockProps(action.blockType) as Record<string, unknown>,
        anchorPoint: block.anchorPoint,
        __images: keepSlots(block.__images, definition.imageSlots),
        __files: keepSlots(block.__files, definition.fileSlots),
      }));
      return { ...next, activity: 'Editing', activityBlockKey: null };
    }
    case 'blockMoved': {
      const blocks = moveItem(state.draft.blocks, action.fromIndex, action.toIndex);
      if (blocks.every((block, index) => block === state.draft.blocks[index])) return state;
      return modified(state, { ...state.draft, blocks });
    }
    case 'blockDeleted': {
      const blocks = state.draft.blocks.filter((block) => block.key !== action.key);
      if (blocks.length === state.draft.blocks.length) return state;
      return modified(state, { ...state.draft, blocks });
    }
    case 'blockPropsChanged':
      return mapBlock(state, action.key, (block) => ({ ...block, props: action.props }));
    case 'anchorChanged':
      return mapBlock(state, action.key, (block) => ({ ...block, anchorPoint: action.anchorPoint }));
    case 'fieldChanged':
      return modified(state, { ...state.draft, [action.field]: action.value });
    case 'seoKeywordsChanged':
      return modified(state, { ...state.draft, seoKeywords: action.keywords });
    case 'typeDataChanged':
      return modified(state, { ...state.draft, typeData: action.typeData });
    case 'slugChanged':
      return modified(state, { ...state.draft, slug: action.slug });
    case 'blockImagesChanged':
      return mapBlock(state, action.key, (block) => ({ ...block, __images: { ...block.__images, [action.slot]: action.images } }));
    case 'blockFilesChanged':
      return mapBlock(state, action.key, (block) => ({ ...block, __files: { ...block.__files, [action.slot]: action.files } }));
    case 'seoImageChanged':
      return modified(state, { ...state.draft, seoImage: action.seoImage });
    case 'draftReplaced': {
      const next = { ...modified(state, action.draft), activity: 'Editing' as const, activityBlockKey: null };
      return { ...next, unsaved: draftDiffers(next) };
    }
  }
}
