import type { SaveMessageState } from '../components/SaveMessage.tsx';
import { usePageEditorStore } from './editor-store.ts';

/**
 * The editor's message about its last action, kept in the editor store so that only the
 * newest action speaks (see the store's message slice).
 */
export function useEditorMessage(): [SaveMessageState, (message: SaveMessageState) => void] {
  const message = usePageEditorStore((state) => state.message);
  const setMessage = usePageEditorStore((state) => state.setMessage);
  return [message, setMessage];
}
