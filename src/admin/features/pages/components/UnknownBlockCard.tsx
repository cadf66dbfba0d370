import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { Block } from '../../../../shared/blocks/block.ts';
import { Icon } from '../../../components/Icon.tsx';
import { editorDispatch } from '../editor/editor-store.ts';

/**
 * A block of a type the registry does not know (SPEC 4 Unknown block type): read-only. It
 * keeps its place (it can be moved with the others) and is saved back unchanged; only an
 * explicit delete removes it.
 */
export function UnknownBlockCard({ block, index, count, onDelete }: { block: Block; index: number; count: number; onDelete: () => void }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: block.key });
  const name = t('editor.unknownBlockTitle', { type: block.type });
  return (
    <li
      ref={setNodeRef}
      className={`block-card block-card--unknown${isDragging ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-block-key={block.key}
      aria-label={name}
    >
      <div className="block-card__bar">
        <button type="button" ref={setActivatorNodeRef} className="icon-button block-card__handle" aria-label={t('editor.dragHandle', { block: name })} {...attributes} {...listeners}>
          <Icon name="grip" size={18} />
        </button>
        <div className="block-card__title">
          <span className="block-card__name">{name}</span>
          <span className="block-card__summary">{t('editor.unknownBlockText')}</span>
          {block.anchorPoint && <span className="badge badge--neutral">#{block.anchorPoint}</span>}
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
          <button type="button" className="icon-button icon-button--danger" aria-label={t('editor.deleteBlockLabel', { block: name })} title={t('editor.deleteBlock')} onClick={onDelete}>
            <Icon name="trash" size={18} />
          </button>
        </div>
      </div>
    </li>
  );
}
