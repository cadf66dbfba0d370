import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon.tsx';
import { usePageEditorStore } from '../editor/editor-store.ts';

/** Undo and redo over the draft since the page was loaded (also Ctrl/Cmd+Z and Ctrl/Cmd+Shift+Z). */
export function UndoRedoButtons(): ReactElement {
  const { t } = useTranslation();
  const canUndo = usePageEditorStore((state) => state.history.past.length > 0);
  const canRedo = usePageEditorStore((state) => state.history.future.length > 0);
  const undo = usePageEditorStore((state) => state.undo);
  const redo = usePageEditorStore((state) => state.redo);
  return (
    <span className="undo-redo" role="group">
      <button
        type="button"
        className="button button--ghost button--icon"
        onClick={undo}
        disabled={!canUndo}
        title={t('editor.undoHint')}
        aria-label={t('editor.undo')}
      >
        <Icon name="undo" size={18} />
      </button>
      <button
        type="button"
        className="button button--ghost button--icon"
        onClick={redo}
        disabled={!canRedo}
        title={t('editor.redoHint')}
        aria-label={t('editor.redo')}
      >
        <Icon name="redo" size={18} />
      </button>
    </span>
  );
}
