import { describe, expect, it, vi } from 'vitest';
import type { Block } from '../../../../shared/blocks/block.ts';
import type { PageDto, PageVersionDto } from '../../../../shared/pages/page-dto.ts';
import { anchorError, moveItem, newBlockKey } from './block-edits.ts';
import { hasUnsavedContent, opaqueBlocks, SEO_FIELDS } from './draft-state.ts';
import { editorReducer, initialEditorState, type EditorAction, type EditorState } from './editor-state.ts';
import { testPage, testVersion } from './editor-test-fixtures.ts';

const block = (key: string, type = 'pageHeader', anchorPoint = ''): Block => ({
  type,
  key,
  props: {},
  anchorPoint,
  __images: {},
  __files: {},
});

const version = (blocks: Block[], revision = 3): PageVersionDto => testVersion({ blocks, revision, typeData: {} });
const page = (blocks: Block[]): PageDto => testPage({}, { blocks, typeData: {} });

const loaded = (blocks: Block[]): EditorState => editorReducer(initialEditorState, { type: 'pageLoaded', page: page(blocks) });
const keys = (state: EditorState) => state.draft.blocks.map((item) => item.key);

describe('page editor state', () => {
  it('loading a page starts without unsaved changes, at the concept revision', () => {
    const state = loaded([block('a'), block('b')]);
    expect(state).toMatchObject({ unsaved: false, revision: 3, versionId: 11, activity: 'Editing' });
    expect(keys(state)).toEqual(['a', 'b']);
  });

  it('keeps blocks of an unknown type as opaque blocks (with a console warning): read-only, saved back unchanged, deleted only explicitly', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const retired: Block = { ...block('x', 'marquee', 'old-anchor'), props: { speed: 3, text: 'Hello' }, __images: { slide: [] } };
    let state = loaded([block('a'), retired, block('b')]);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect(keys(state)).toEqual(['a', 'x', 'b']);
    expect(state.unknownBlocks).toBe(1);
    // Nothing to save: the loaded draft is what is stored, unknown block included.
    expect(state.unsaved).toBe(false);
    expect(hasUnsavedContent(state)).toBe(false);
    // Edits to the unknown block change nothing: it cannot be edited or replaced.
    const edits: EditorAction[] = [
      { type: 'blockPropsChanged', key: 'x', props: { speed: 9 } },
      { type: 'anchorChanged', key: 'x', anchorPoint: 'new' },
      { type: 'blockReplaced', key: 'x', blockType: 'quote' },
      { type: 'blockImagesChanged', key: 'x', slot: 'slide', images: [] },
    ];
    for (const action of edits) {
      expect(editorReducer(state, action).draft.blocks[1]).toBe(retired);
    }
    // Editing and moving other blocks keeps it exactly as it was, in what Save sends.
    state = editorReducer(state, { type: 'blockPropsChanged', key: 'a', props: { title: 'New' } });
    state = editorReducer(state, { type: 'blockMoved', fromIndex: 2, toIndex: 0 });
    expect(keys(state)).toEqual(['b', 'a', 'x']);
    expect(state.draft.blocks[2]).toEqual(retired);
    // Its anchor still counts for V_18.
    expect(anchorError(state.draft.blocks, 'a', 'old-anchor')).toBe('V_18');
    // Only an explicit delete removes it.
    state = editorReducer(state, { type: 'blockDeleted', key: 'x' });
    expect(keys(state)).toEqual(['b', 'a']);
    expect(opaqueBlocks([block('q', 'nope')], () => undefined)).toEqual({ blocks: [block('q', 'nope')], unknown: 1 });
  });

  it('adds a block at the end or after a given block, with default props, and flags unsaved', () => {
    let state = loaded([block('a'), block('b')]);
    state = editorReducer(state, { type: 'activityChanged', activity: 'AddingBlock', blockKey: 'a' });
    expect(state.activity).toBe('AddingBlock');
    state = editorReducer(state, { type: 'blockAdded', blockType: 'richText', key: 'n1', afterKey: 'a' });
    expect(keys(state)).toEqual(['a', 'n1', 'b']);
    expect(state.draft.blocks[1]).toMatchObject({ type: 'richText', props: { html: '' }, anchorPoint: '' });
    expect(state).toMatchObject({ unsaved: true, activity: 'Editing', activityBlockKey: null });
    state = editorReducer(state, { type: 'blockAdded', blockType: 'quote', key: 'n2', afterKey: null });
    expect(keys(state)).toEqual(['a', 'n1', 'b', 'n2']);
  });

  it('replaces a block keeping its key and anchor, with the new type defaults and only fitting media slots', () => {
    const hero: Block = {
      ...block('h', 'hero', 'top'),
      props: { title: 'Hi' },
      __images: { background: [{ hash: 'a'.repeat(16), fileName: 'x.jpg', altText: '' }] },
    };
    let state = loaded([hero]);
    state = editorReducer(state, { type: 'blockReplaced', key: 'h', blockType: 'image' });
    expect(state.draft.blocks[0]).toMatchObject({ type: 'image', key: 'h', anchorPoint: 'top', props: { caption: '' }, __images: {} });
    expect(state.unsaved).toBe(true);
  });

  it('moves and deletes blocks', () => {
    let state = loaded([block('a'), block('b'), block('c')]);
    state = editorReducer(state, { type: 'blockMoved', fromIndex: 2, toIndex: 0 });
    expect(keys(state)).toEqual(['c', 'a', 'b']);
    expect(state.unsaved).toBe(true);
    const same = editorReducer(loaded([block('a')]), { type: 'blockMoved', fromIndex: 0, toIndex: 1 });
    expect(same.unsaved).toBe(false);
    state = editorReducer(state, { type: 'blockDeleted', key: 'a' });
    expect(keys(state)).toEqual(['c', 'b']);
    expect(moveItem([1, 2, 3], 0, 2)).toEqual([2, 3, 1]);
  });

  it('a successful store clears the unsaved flag and takes the new revision', () => {
    let state = loaded([block('a')]);
    state = editorReducer(state, { type: 'fieldChanged', field: 'title', value: 'Owls' });
    expect(state.unsaved).toBe(true);
    const sentAt = state.changeCount;
    state = editorReducer(state, { type: 'versionStored', version: { ...version([block('a')], 4), title: 'Owls' }, changeCount: sentAt });
    expect(state).toMatchObject({ unsaved: false, revision: 4 });
    expect(state.draft.title).toBe('Owls');
  });

  it('storing or restoring into a published page flags it as having unpublished changes (the server does the same)', () => {
    const published = testPage(
      { publishedVersionID: 10, hasUnpublishedChanges: false },
      { blocks: [block('a')], revision: 3, typeData: {} },
    );
    let state = editorReducer(initialEditorState, { type: 'pageLoaded', page: published });
    state = editorReducer(state, { type: 'blockAdded', blockType: 'quote', key: 'q', afterKey: 'a' });
    state = editorReducer(state, {
      type: 'versionStored',
      version: version([block('a'), block('q', 'quote')], 4),
      changeCount: state.changeCount,
    });
    expect(state.page?.hasUnpublishedChanges).toBe(true);
    // A store that wrote nothing (same revision) leaves the flag as the server has it.
    const clean = editorReducer(initialEditorState, { type: 'pageLoaded', page: published });
    const unchanged = editorReducer(clean, { type: 'versionStored', version: version([block('a')], 3), changeCount: clean.changeCount });
    expect(unchanged.page?.hasUnpublishedChanges).toBe(false);
    // Restoring an older version writes the concept too.
    const restored = editorReducer(clean, { type: 'versionRestored', version: version([block('old')], 4) });
    expect(restored.page?.hasUnpublishedChanges).toBe(true);
  });

  it('edits made while a save was under way stay unsaved', () => {
    let state = loaded([block('a')]);
    state = editorReducer(state, { type: 'fieldChanged', field: 'title', value: 'Owls' });
    const sentAt = state.changeCount;
    state = editorReducer(state, { type: 'fieldChanged', field: 'seoTitle', value: 'Night' });
    state = editorReducer(state, { type: 'versionStored', version: version([block('a')], 4), changeCount: sentAt });
    expect(state).toMatchObject({ unsaved: true, revision: 4 });
    expect(state.draft.seoTitle).toBe('Night');
  });

  it('a partial store (SEO settings) takes only the sent fields and keeps other edits unsaved', () => {
    let state = loaded([block('a'), block('b')]);
    state = editorReducer(state, { type: 'blockMoved', fromIndex: 1, toIndex: 0 });
    state = editorReducer(state, { type: 'fieldChanged', field: 'seoTitle', value: 'Night' });
    const stored = { ...version([block('a'), block('b')], 4), seoTitle: 'Night' };
    state = editorReducer(state, { type: 'versionStored', version: stored, changeCount: state.changeCount, fields: SEO_FIELDS });
    expect(keys(state)).toEqual(['b', 'a']);
    expect(state).toMatchObject({ unsaved: true, revision: 4 });
    expect(state.draft.seoTitle).toBe('Night');
    // Moving the blocks back leaves nothing that differs from what is stored.
    state = editorReducer(state, { type: 'blockMoved', fromIndex: 1, toIndex: 0 });
    const saved = editorReducer(state, {
      type: 'versionStored',
      version: { ...stored, revision: 5 },
      changeCount: state.changeCount,
      fields: SEO_FIELDS,
    });
    expect(saved.unsaved).toBe(false);
  });

  it('the slug is part of the draft: typing it flags unsaved, saving the page clears it', () => {
    let state = loaded([block('a')]);
    expect(state.draft.slug).toBe('news/bats');
    state = editorReducer(state, { type: 'slugChanged', slug: 'news/night-bats/' });
    expect(state.unsaved).toBe(true);
    expect(hasUnsavedContent(state)).toBe(false);
    state = editorReducer(state, {
      type: 'pageSaved',
      page: { ...page([block('a')]), slug: 'news/night-bats' },
      changeCount: state.changeCount,
    });
    expect(state).toMatchObject({ unsaved: false, draft: { slug: 'news/night-bats' } });
    // A full Save leaves an unsaved slug unsaved.
    state = editorReducer(state, { type: 'slugChanged', slug: 'news/owls' });
    state = editorReducer(state, { type: 'versionStored', version: version([block('a')], 4), changeCount: state.changeCount });
    expect(state.unsaved).toBe(true);
    expect(state.draft.slug).toBe('news/owls');
  });

  it('a refreshed page (after a publication action) keeps the draft', () => {
    let state = loaded([block('a')]);
    state = editorReducer(state, { type: 'anchorChanged', key: 'a', anchorPoint: 'top' });
    const flagged = { ...page([block('a')]), pageVersion: { ...version([block('a')]), hasPublicationRequest: true } };
    state = editorReducer(state, { type: 'pageRefreshed', page: flagged });
    expect(state.draft.blocks[0]?.anchorPoint).toBe('top');
    expect(state).toMatchObject({ unsaved: true, revision: 3, versionId: 11 });
    expect(state.page?.pageVersion.hasPublicationRequest).toBe(true);
    expect(hasUnsavedContent(state)).toBe(true);
    // Someone else stored meanwhile: the draft keeps its revision, so its save is refused rather than overwriting.
    state = editorReducer(state, { type: 'pageRefreshed', page: { ...page([block('z')]), pageVersion: version([block('z')], 7) } });
    expect(state).toMatchObject({ revision: 3 });
    expect(keys(state)).toEqual(['a']);
  });

  it('creating a page sets unsaved to false', () => {
    const dirty = editorReducer(loaded([]), { type: 'fieldChanged', field: 'title', value: 'x' });
    expect(editorReducer(dirty, { type: 'pageCreated', page: page([]) }).unsaved).toBe(false);
  });

  it('checks anchors: pattern and uniqueness within the page', () => {
    const blocks = [block('a', 'pageHeader', 'intro'), block('b')];
    expect(anchorError(blocks, 'b', 'intro')).toBe('V_18');
    expect(anchorError(blocks, 'a', 'intro')).toBe(null);
    expect(anchorError(blocks, 'b', 'Bad Anchor')).toBe('V_12');
    expect(anchorError(blocks, 'b', '')).toBe(null);
    let state = loaded(blocks);
    state = editorReducer(state, { type: 'anchorChanged', key: 'b', anchorPoint: 'contact' });
    expect(state.draft.blocks[1]?.anchorPoint).toBe('contact');
  });

  it('makes block keys the server accepts', () => {
    const key = newBlockKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
    expect(newBlockKey()).not.toBe(key);
  });
});
