import { useEffect, useRef } from 'react';
import { usePageEditorStore } from './editor-store.ts';

export type EditorShortcut = 'undo' | 'redo' | 'save';

/**
 * Which editor shortcut a key press is, if any: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z or Ctrl+Y
 * redo, Ctrl/Cmd+S save. Inside rich text the text editor keeps its own undo of what is typed
 * there, so only saving is taken from it.
 */
export function shortcutOf(
  event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
  inRichText: boolean,
): EditorShortcut | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 's') return 'save';
  if (inRichText) return null;
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && event.ctrlKey && !event.shiftKey) return 'redo';
  return null;
}

/** Keyboard shortcuts of the open page editor; `onSave` is the editor's own Save. */
export function useEditorShortcuts(onSave: () => void): void {
  const save = useRef(onSave);
  useEffect(() => {
    save.current = onSave;
  }, [onSave]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // A dialog on top (block picker, history, confirmations) has the keyboard to itself.
      if (document.querySelector('[role="dialog"]')) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      const shortcut = shortcutOf(event, Boolean(target?.closest('[contenteditable="true"]')));
      if (!shortcut) return;
      event.preventDefault();
      const store = usePageEditorStore.getState();
      if (shortcut === 'save') save.current();
      else if (shortcut === 'undo') store.undo();
      else store.redo();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
