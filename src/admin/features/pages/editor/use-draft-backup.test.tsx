// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../../shared/api-types.ts';
import { createDomTestRoot } from '../../../test-support/dom-test-root.tsx';
import { initialAuthState, useAuthStore } from '../../auth/auth-state.ts';
import { draftBackupKey } from './draft-backup.ts';
import { editorDispatch, editorState } from './editor-store.ts';
import { testPage } from './editor-test-fixtures.ts';
import { BACKUP_WRITE_DELAY_MS, discardDraftBackup, useDraftBackup } from './use-draft-backup.ts';

const userWith = (ID: number): SessionUser => ({
  ID,
  email: `user${ID}@test.local`,
  role: { id: 2, name: 'Editor', permissions: [] },
  profile: { name: 'Ida', jobTitle: '', image: null },
  language: 'en',
});
const KEY = draftBackupKey(7, 5, 11);
const page = () => testPage({}, { updatedAt: '2025-03-01T09:00:00.000Z' });

let hook: ReturnType<typeof useDraftBackup>;
function Probe() {
  hook = useDraftBackup(5);
  return null;
}

const dom = createDomTestRoot();
const type = (text: string) => act(() => editorDispatch({ type: 'blockPropsChanged', key: 'q1', props: { text, author: '', role: '' } }));
const stored = () => JSON.parse(localStorage.getItem(KEY) ?? 'null') as { draft: { blocks: { props: { text: string } }[] } } | null;
const storedText = () => stored()?.draft.blocks[0]?.props.text;

function openEditor(userId = 7): void {
  act(() => useAuthStore.getState().loginSucceeded(userWith(userId)));
  dom.render(<Probe />);
  act(() => editorDispatch({ type: 'pageLoaded', page: page() }));
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
  localStorage.clear();
  useAuthStore.setState({ ...initialAuthState });
  editorDispatch({ type: 'closed' });
  dom.mount();
});
afterEach(() => {
  dom.unmount();
  editorDispatch({ type: 'closed' });
  vi.useRealTimers();
});

describe('useDraftBackup', () => {
  it('writes unsaved work after a short delay, the latest state, and removes it once saved', () => {
    openEditor();
    type('Bats');
    type('Bats hunt');
    expect(localStorage.getItem(KEY)).toBeNull();
    act(() => void vi.advanceTimersByTime(BACKUP_WRITE_DELAY_MS));
    expect(storedText()).toBe('Bats hunt');
    const { draft, changeCount } = editorState();
    act(() =>
      editorDispatch({
        type: 'versionStored',
        version: { ...page().pageVersion, blocks: draft.blocks, revision: 4 },
        changeCount,
      }),
    );
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps the work when the session ends: logout and closing the editor write what was pending', () => {
    openEditor();
    type('Bats sleep by day');
    act(() => useAuthStore.getState().loggedOut('inactive'));
    dom.unmount();
    editorDispatch({ type: 'closed' });
    dom.mount();
    expect(storedText()).toBe('Bats sleep by day');
  });

  it('offers the backup after loading the page again, and restores it as unsaved changes', () => {
    openEditor();
    type('Bats sleep by day');
    dom.unmount();
    editorDispatch({ type: 'closed' });
    dom.mount();
    openEditor();
    expect(hook.offer?.draft.blocks[0]?.props).toMatchObject({ text: 'Bats sleep by day' });
    expect(editorState().unsaved).toBe(false);
    act(() => hook.restore());
    expect(hook.offer).toBeNull();
    expect(editorState()).toMatchObject({ unsaved: true, revision: 3 });
    expect(editorState().draft.blocks[0]?.props).toMatchObject({ text: 'Bats sleep by day' });
  });

  it("never offers another user's backup", () => {
    openEditor(7);
    type('Private notes');
    dom.unmount();
    editorDispatch({ type: 'closed' });
    dom.mount();
    openEditor(8);
    expect(hook.offer).toBeNull();
    expect(storedText()).toBe('Private notes');
  });

  it('Discard removes the offered backup; leaving through the unsaved-changes prompt removes the live one', () => {
    openEditor();
    type('Forget me');
    dom.unmount();
    editorDispatch({ type: 'closed' });
    dom.mount();
    openEditor();
    act(() => hook.discard());
    expect(hook.offer).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();

    type('Leave without saving');
    act(() => void vi.advanceTimersByTime(BACKUP_WRITE_DELAY_MS));
    expect(storedText()).toBe('Leave without saving');
    discardDraftBackup();
    dom.unmount();
    dom.mount();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
