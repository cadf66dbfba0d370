import { useId } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { Block } from '../../../../shared/blocks/block.ts';
import { BLOCK_DEFINITIONS, type BlockType } from '../../../../shared/blocks/definitions.ts';
import { FieldErrors } from '../../../components/FormErrors.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { BlockForm } from '../blocks/BlockForm.tsx';
import { anchorError } from '../editor/editor-state.ts';
import { editorDispatch, usePageEditorStore } from '../editor/editor-store.ts';
import { blockSummary } from './block-summary.ts';

interface BlockCardProps {
  block: Block & { type: BlockType };
  index: number;
  count: number;
  expanded: boolean;
  onToggle: () => void;
  onAddAfter: () => void;
  onReplace: () => void;
  onDelete: () => void;
}

/** One block in the list: drag handle, move buttons, actions, and its form when expanded. */
export function BlockCard({ block, index, count, expanded, onToggle, onAddAfter, onReplace, onDelete }: BlockCardProps) {
  const { t } = useTranslation();
  const anchorId = useId();
  const blocks = usePageEditorStore((state) => state.editor.draft.blocks);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: block.key });
  const name = t(BLOCK_DEFINITIONS[block.type].labelKey);
  const summary = blockSummary(block);
  const anchorProblem = anchorError(blocks, block.key, block.anchorPoint);

  return (
    <li
      ref={setNodeRef}
      className={`block-card${isDragging ? ' is-dragging' : ''}${expanded ? ' is-expanded' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-block-key={block.key}
      aria-label={`${name}${summary ? `: ${summary}` : ''}`}
    >
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
          <button type="button" className="button button--ghost button--small" aria-expanded={expanded} aria-label={t('editor.editBlockLabel', { block: name })} onClick={onToggle}>
            <Icon name="edit" size={16} />
            {expanded ? t('editor.closeBlock') : t('editor.editBlock')}
          </button>
          <button type="button" className="icon-button" aria-label={t('editor.replaceBlockLabel', { block: name })} title={t('editor.replaceBlock')} onClick={onReplace}>
            <Icon name="swap" size={18} />
          </button>
          <button type="button" className="icon-button" aria-label={t('editor.addBlockAfter', { block: name })} title={t('editor.addBlock')} onClick={onAddAfter}>
            <Icon name="plus" size={18} />
          </button>
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
      {expanded && (
        <div className="block-card__body">
          <BlockForm block={block} type={block.type} onChange={(props) => editorDispatch({ type: 'blockPropsChanged', key: block.key, props })} />
          <div className={anchorProblem ? 'field field--short has-error' : 'field field--short'}>
            <label htmlFor={anchorId} className="field__label">
              {t('editor.anchor')}
            </label>
            <input
              id={anchorId}
              type="text"
              className="field__input"
              value={block.anchorPoint}
              maxLength={80}
              aria-invalid={anchorProblem ? true : undefined}
              aria-describedby={`${anchorId}-hint${anchorProblem ? ` ${anchorId}-errors` : ''}`}
              onChange={(event) => editorDispatch({ type: 'anchorChanged', key: block.key, anchorPoint: event.target.value.trim() })}
            />
            <p id={`${anchorId}-hint`} className="field__hint">
              {t('editor.anchorHint')}
            </p>
            <FieldErrors id={`${anchorId}-errors`} errors={anchorProblem ? [{ code: anchorProblem, property: 'anchor' }] : []} />
          </div>
        </div>
      )}
    </li>
  );
}
