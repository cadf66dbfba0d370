import { describe, expect, it, vi } from 'vitest';
import type { Block } from '../../../../shared/blocks/block.ts';
import type { PageDto, PageVersionDto } from '../../../../shared/pages/page-dto.ts';
import { anchorError, editorReducer, initialEditorState, knownBlocks, moveItem, newBlockKey, type EditorState } from './editor-state.ts';

const block = (key: string, type = 'pageHeader', anchorPoint = ''): Block => ({
  type,
  key,
  props: {},
  anchorPoint,
  __images: {},
  __files: {},
});

function version(blocks: Block[], revision = 3): PageVersionDto {
  return {
    id: 11,
    pageID: 5,
    title: 'Bats',
    hasPublicationRequest: false,
    blocks,
    seoTitle: '',
    seoDescription: '',
    seoKeywords: [],
    seoImage: null,
    typeData: {},
    pageType: 'news',
    revision,
    isConcept: true,
    publishedAt: null,
    createdAt: '',
    updatedAt: '',
    updatedBy: null,
  };
}

function page(blocks: Block[]): PageDto {
  return {
    id: 5,
    slug: 'news/bats',
    title: 'Bats',
    type: 'news',
    locale: 'en-gb',
    translationGroup: 'g',
    typeData: {},
    conceptVersionID: 11,
    publishedVersionID: null,
    publishedID: null,
    hasUnpublishedChanges: true,
    url: '/en-gb/news/bats',
    createdAt: '',
    updatedAt: '',
    pageType: 'news',
    pageVersion: version(blocks),
  };
}

const loaded = (blocks: Block[]): EditorState => editorReducer(initialEditorState, { type: 'pageLoaded', page: page(blocks) });
const keys = (state: EditorState) => state.draft.blocks.map((item) => item.key);

describe('page editor state', () => {
  it('loading a page starts without unsaved changes, at the concept revision', () => {
    const state = loaded([block('a'), block('b')]);
    expect(state).toMatchObject({ unsaved: false, revision: 3, versionId: 11, activity: 'Editing' });
    expect(keys(state)).toEqual(['a', 'b']);
  });

  it('skips blocks of an unknown type with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const state = loaded([block('a'), block('x', 'marquee'), block('b')]);
    expect(keys(state)).toEqual(['a', 'b']);
    expect(state.skippedBlocks).toBe(1);
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
    expect(knownBlocks([block('q', 'nope')], () => undefined)).toEqual([]);
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
    const hero: Block = { ...block('h', 'hero', 'top'), props: { title: 'Hi' }, __images: { background: [{ hash: 'a'.repeat(16), fileName: 'x.jpg', altText: '' }] } };
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

  it('edits made while a save was under way stay unsaved', () => {
    let state = loaded([block('a')]);
    state = editorReducer(state, { type: 'fieldChanged', field: 'title', value: 'Owls' });
    const sentAt = state.changeCount;
    state = editorReducer(state, { type: 'fieldChanged', field: 'seoTitle', value: 'Night' });
    state = editorReducer(state, { type: 'versionStored', version: version([block('a')], 4), changeCount: sentAt });
    expect(state).toMatchObject({ unsaved: true, revision: 4 });
    expect(state.draft.seoTitle).toBe('Night');
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
