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
import { editorReducer, initialEditorState, type EditorAction, type EditorState } from './editor-state.ts';

/** The draft side: the pure reducer (editor-state.ts) behind the store, so every tab reads the same draft. */
interface EditorSlice {
  editor: EditorState;
  dispatch: (action: EditorAction) => void;
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

const createEditorSlice: StateCreator<PageEditorStore, [], [], EditorSlice> = (set) => ({
  editor: initialEditorState,
  // Closing the editor forgets its message too.
  dispatch: (action) =>
    set((state) => ({ editor: editorReducer(state.editor, action), ...(action.type === 'closed' ? { message: null } : {}) })),
});

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
