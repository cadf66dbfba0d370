import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_STEPS, TYPING_PAUSE_MS } from './edit-history.ts';
import { usePageEditorStore } from './editor-store.ts';
import { quoteBlock, testPage } from './editor-test-fixtures.ts';

const store = () => usePageEditorStore.getState();
const texts = () => store().editor.draft.blocks.map((block) => `${block.type}:${String(block.props.text ?? '')}`);

describe('undo and redo in the page editor', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    store().dispatch({ type: 'pageLoaded', page: testPage({}, { blocks: [quoteBlock('q1', 'Nature first'), quoteBlock('q2', 'Bats')] }) });
  });
  afterEach(() => {
    store().dispatch({ type: 'closed' });
    vi.useRealTimers();
  });

  it('a replaced block comes back with its content, and redo replaces it again', () => {
    store().dispatch({ type: 'blockReplaced', key: 'q1', blockType: 'richText' });
    expect(texts()[0]).toBe('richText:');
    store().undo();
    expect(texts()).toEqual(['quote:Nature first', 'quote:Bats']);
    expect(store().editor.unsaved).toBe(false);
    store().redo();
    expect(texts()[0]).toBe('richText:');
    expect(store().editor.unsaved).toBe(true);
  });

  it('undoes a delete and a move, one step each, newest first', () => {
    store().dispatch({ type: 'blockMoved', fromIndex: 0, toIndex: 1 });
    store().dispatch({ type: 'blockDeleted', key: 'q1' });
    expect(texts()).toEqual(['quote:Bats']);
    store().undo();
    expect(texts()).toEqual(['quote:Bats', 'quote:Nature first']);
    store().undo();
    expect(texts()).toEqual(['quote:Nature first', 'quote:Bats']);
    store().undo();
    expect(texts()).toEqual(['quote:Nature first', 'quote:Bats']);
  });

  it('typing in one field is one step; a pause or another field starts the next', () => {
    for (const title of ['B', 'Ba', 'Bat']) {
      store().dispatch({ type: 'fieldChanged', field: 'title', value: title });
      vi.advanceTimersByTime(100);
    }
    vi.advanceTimersByTime(TYPING_PAUSE_MS);
    store().dispatch({ type: 'fieldChanged', field: 'title', value: 'Bats!' });
    store().dispatch({ type: 'fieldChanged', field: 'seoTitle', value: 'SEO' });
    store().undo();
    expect(store().editor.draft).toMatchObject({ title: 'Bats!', seoTitle: '' });
    store().undo();
    expect(store().editor.draft.title).toBe('Bat');
    store().undo();
    expect(store().editor.draft.title).toBe('Bats');
  });

  it('a new edit after an undo drops what could be redone', () => {
    store().dispatch({ type: 'blockDeleted', key: 'q2' });
    store().undo();
    store().dispatch({ type: 'fieldChanged', field: 'title', value: 'Other' });
    store().redo();
    expect(texts()).toEqual(['quote:Nature first', 'quote:Bats']);
    expect(store().history.future).toEqual([]);
  });

  it('a save keeps the history, loading another page starts a new one', () => {
    store().dispatch({ type: 'blockDeleted', key: 'q2' });
    store().dispatch({
      type: 'versionStored',
      version: { ...store().editor.page!.pageVersion, blocks: [quoteBlock('q1', 'Nature first')], revision: 4 },
      changeCount: store().editor.changeCount,
    });
    expect(store().editor.unsaved).toBe(false);
    store().undo();
    expect(texts()).toEqual(['quote:Nature first', 'quote:Bats']);
    expect(store().editor.unsaved).toBe(true);
    store().dispatch({ type: 'pageLoaded', page: testPage() });
    expect(store().history.past).toEqual([]);
  });

  it(`keeps at most ${MAX_STEPS} steps`, () => {
    for (let index = 0; index < MAX_STEPS + 20; index += 1) store().dispatch({ type: 'seoKeywordsChanged', keywords: [`k${index}`] });
    expect(store().history.past).toHaveLength(MAX_STEPS);
  });
});
