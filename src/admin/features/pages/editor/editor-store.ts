import { create, type StateCreator } from 'zustand';
import { clearCollectionErrors } from '../../../lib/error-collections.ts';
import type { SaveMessageState } from '../components/SaveMessage.tsx';
import {
  createPublicationSlice,
  PUBLICATION_ERRORS,
  type PublicationOperation,
  type PublicationSlice,
  type PublicationState,
} from '../publication/publication-slice.ts';
import { EMPTY_HISTORY, historyAfter, redo, undo, type EditHistory } from './edit-history.ts';
import { editorReducer, initialEditorState, type EditorAction, type EditorState } from './editor-state.ts';

/**
 * The draft side: the pure reducer (editor-state.ts) behind the store, so every tab reads the
 * same draft, and the undo/redo history (edit-history.ts) of that draft since it was loaded.
 */
interface EditorSlice {
  editor: EditorState;
  history: EditHistory;
  dispatch: (action: EditorAction) => void;
  undo: () => void;
  redo: () => void;
}

/**
 * The editor's message about its last action. Only the newest action speaks: a Save or
 * Restore message replaces the last publication outcome (and its errors), and starting a
 * publication operation removes the message.
 */
interface MessageSlice {
  message: SaveMessageState;
  setMessage: (message: SaveMessageState) => void;
  /** A publication operation starts: it is under way, the last outcome and message go. */
  startPublication: (operation: PublicationOperation) => void;
}

export type PageEditorStore = EditorSlice & PublicationSlice & MessageSlice;

const createEditorSlice: StateCreator<PageEditorStore, [], [], EditorSlice> = (set, get) => {
  const step = (move: typeof undo) => {
    const { editor, history } = get();
    const moved = move(history, editor.draft);
    if (!moved) return;
    set({ editor: editorReducer(editor, { type: 'draftReplaced', draft: moved.draft }), history: moved.history });
  };
  return {
    editor: initialEditorState,
    history: EMPTY_HISTORY,
    // Closing the editor forgets its message too.
    dispatch: (action) =>
      set((state) => {
        const editor = editorReducer(state.editor, action);
        return {
          editor,
          history: historyAfter(state.history, action, state.editor, editor, Date.now()),
          ...(action.type === 'closed' ? { message: null } : {}),
        };
      }),
    undo: () => step(undo),
    redo: () => step(redo),
  };
};

const createMessageSlice: StateCreator<PageEditorStore, [], [], MessageSlice> = (set, get) => ({
  message: null,
  setMessage: (message) => {
    const { publication } = get();
    // While an operation runs, its outcome is still to come and is not cleared.
    if (!publication.busy) {
      clearCollectionErrors(PUBLICATION_ERRORS);
      if (publication.outcome) set({ publication: { ...publication, outcome: null } });
    }
    set({ message });
  },
  startPublication: (operation) => {
    clearCollectionErrors(PUBLICATION_ERRORS);
    set((state) => ({ publication: { ...state.publication, busy: operation, outcome: null }, message: null }));
  },
});

/** The open page editor: its draft, its publication state and its last message, in one store. */
export const usePageEditorStore = create<PageEditorStore>()((...args) => ({
  ...createEditorSlice(...args),
  ...createPublicationSlice(...args),
  ...createMessageSlice(...args),
}));

export const editorDispatch = (action: EditorAction) => usePageEditorStore.getState().dispatch(action);
export const editorState = () => usePageEditorStore.getState().editor;
export const publicationState = () => usePageEditorStore.getState().publication;
export const setPublicationState = (patch: Partial<PublicationState>) => usePageEditorStore.getState().setPublication(patch);
