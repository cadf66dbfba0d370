import { describe, expect, it } from 'vitest';
import { draftDiffers } from './draft-state.ts';
import { editorReducer, initialEditorState, type EditorState } from './editor-state.ts';
import { testPage, testVersion } from './editor-test-fixtures.ts';

/** Issue 14 defect 5: the editor works on the concept's pending slug of a published page. */
const live = (pendingSlug: string | null, revision = 2) =>
  testPage({ slug: 'news/bats', publishedVersionID: 9, pendingSlug }, testVersion({ revision, typeData: {} }));
const loaded = (pendingSlug: string | null): EditorState =>
  editorReducer(initialEditorState, { type: 'pageLoaded', page: live(pendingSlug) });

describe('pending slug in the editor', () => {
  it('the slug field starts with the pending slug, and that counts as saved', () => {
    const state = loaded('news/night-bats');
    expect(state.draft.slug).toBe('news/night-bats');
    expect(draftDiffers(state)).toBe(false);
  });

  it('a saved pending slug is taken over with the concept revision it moved on, so the next store is not stale', () => {
    const typed = editorReducer(loaded(null), { type: 'slugChanged', slug: 'news/night-bats' });
    const saved = editorReducer(typed, { type: 'pageSaved', page: live('news/night-bats', 3), changeCount: typed.changeCount });
    expect(saved.page?.pendingSlug).toBe('news/night-bats');
    expect(saved.draft.slug).toBe('news/night-bats');
    expect(saved.revision).toBe(3);
    expect(saved.unsaved).toBe(false);
  });

  it('a revision moved by someone else as well stays stale (G_05 on the next store)', () => {
    const typed = editorReducer(loaded(null), { type: 'slugChanged', slug: 'news/night-bats' });
    const saved = editorReducer(typed, { type: 'pageSaved', page: live('news/night-bats', 5), changeCount: typed.changeCount });
    expect(saved.revision).toBe(2);
  });
});
