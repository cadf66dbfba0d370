import type { ReactNode } from 'react';
import type { useSortable } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon.tsx';
import { editorDispatch } from '../editor/editor-store.ts';

type SortableHandle = Pick<ReturnType<typeof useSortable>, 'attributes' | 'listeners' | 'setActivatorNodeRef'>;

interface BlockCardBarProps {
  /** The sortable state of the card, for the drag handle. */
  sortable: SortableHandle;
  name: string;
  summary?: string;
  anchorPoint: string;
  index: number;
  count: number;
  onDelete: () => void;
  /** Further actions, shown between the move buttons and delete. */
  children?: ReactNode;
}

/** The header of a block card: drag handle, title, position, move buttons, extra actions and delete. */
export function BlockCardBar({ sortable, name, summary, anchorPoint, index, count, onDelete, children }: BlockCardBarProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setActivatorNodeRef } = sortable;
  return (
    <div className="block-card__bar">
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="icon-button block-card__handle"
        aria-label={t('editor.dragHandle', { block: name })}
        {...attributes}
        {...listeners}
      >
        <Icon name="grip" size={18} />
      </button>
      <div className="block-card__title">
        <span className="block-card__name">{name}</span>
        {summary && <span className="block-card__summary">{summary}</span>}
        {anchorPoint && <span className="badge badge--neutral">#{anchorPoint}</span>}
      </div>
      <span className="visually-hidden">{t('editor.blockPosition', { position: index + 1, count })}</span>
      <div className="block-card__actions">
        <button
          type="button"
          className="icon-button"
          aria-label={t('editor.moveUpLabel', { block: name })}
          title={t('editor.moveUp')}
          disabled={index === 0}
          onClick={() => editorDispatch({ type: 'blockMoved', fromIndex: index, toIndex: index - 1 })}
        >
          <Icon name="arrowUp" size={18} />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('editor.moveDownLabel', { block: name })}
          title={t('editor.moveDown')}
          disabled={index === count - 1}
          onClick={() => editorDispatch({ type: 'blockMoved', fromIndex: index, toIndex: index + 1 })}
        >
          <Icon name="arrowDown" size={18} />
        </button>
        {children}
        <button
          type="button"
          className="icon-button icon-button--danger"
          aria-label={t('editor.deleteBlockLabel', { block: name })}
          title={t('editor.deleteBlock')}
          onClick={onDelete}
        >
          <Icon name="trash" size={18} />
        </button>
      </div>
    </div>
  );
}
