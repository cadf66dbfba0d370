import { create } from 'zustand';
import { editorReducer, initialEditorState, type EditorAction, type EditorState } from './editor-state.ts';

interface EditorStore {
  editor: EditorState;
  dispatch: (action: EditorAction) => void;
}

/** The open page editor: the pure reducer behind a store, so every tab reads the same draft. */
export const usePageEditorStore = create<EditorStore>()((set) => ({
  editor: initialEditorState,
  dispatch: (action) => set((state) => ({ editor: editorReducer(state.editor, action) })),
}));

export const editorDispatch = (action: EditorAction) => usePageEditorStore.getState().dispatch(action);
export const editorState = () => usePageEditorStore.getState().editor;
