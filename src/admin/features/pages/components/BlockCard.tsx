import { memo, useId } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import { textMaxLength } from '../../../../shared/blocks/block-limits.ts';
import { anchorName, type Block } from '../../../../shared/blocks/block.ts';
import { BLOCK_DEFINITIONS, type BlockType } from '../../../../shared/blocks/definitions.ts';
import { FieldErrors } from '../../../components/FormErrors.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { BlockForm } from '../blocks/BlockForm.tsx';
import { anchorError } from '../editor/block-edits.ts';
import { editorDispatch, usePageEditorStore } from '../editor/editor-store.ts';
import { BlockCardBar } from './BlockCardBar.tsx';
import { blockSummary } from '../block-summary.ts';

const ANCHOR_MAX_LENGTH = textMaxLength(anchorName);

interface BlockCardProps {
  block: Block & { type: BlockType };
  index: number;
  count: number;
  expanded: boolean;
  /** The list's own callbacks, the same on every render, told which block: see BlockCard. */
  onToggle: (key: string) => void;
  onAddAfter: (key: string) => void;
  onReplace: (key: string) => void;
  onDelete: (block: Block) => void;
}

/**
 * One block in the list: drag handle, move buttons, actions, and its form when expanded.
 * Memoised (issue 20): the editor renders again for its presence, schedule and notices, and a
 * card (about fifteen translated labels) then renders only when its own block, place or state
 * changed, so the callbacks are the list's own and told which block they are for.
 */
export const BlockCard = memo(function BlockCard({
  block,
  index,
  count,
  expanded,
  onToggle,
  onAddAfter,
  onReplace,
  onDelete,
}: BlockCardProps) {
  const { t } = useTranslation();
  const anchorId = useId();
  // Shown in the open card only: a closed card does not render again when another block's anchor changes.
  const anchorProblem = usePageEditorStore((state) =>
    expanded ? anchorError(state.editor.draft.blocks, block.key, block.anchorPoint) : null,
  );
  const sortable = useSortable({ id: block.key });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const name = t(BLOCK_DEFINITIONS[block.type].labelKey);
  const summary = blockSummary(block);

  return (
    <li
      ref={setNodeRef}
      className={`block-card${isDragging ? ' is-dragging' : ''}${expanded ? ' is-expanded' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-block-key={block.key}
      aria-label={`${name}${summary ? `: ${summary}` : ''}`}
    >
      <BlockCardBar
        sortable={sortable}
        name={name}
        summary={summary}
        anchorPoint={block.anchorPoint}
        index={index}
        count={count}
        onDelete={() => onDelete(block)}
      >
        <button
          type="button"
          className="button button--ghost button--small"
          aria-expanded={expanded}
          aria-label={t('editor.editBlockLabel', { block: name })}
          onClick={() => onToggle(block.key)}
        >
          <Icon name="edit" size={16} />
          {expanded ? t('editor.closeBlock') : t('editor.editBlock')}
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('editor.replaceBlockLabel', { block: name })}
          title={t('editor.replaceBlock')}
          onClick={() => onReplace(block.key)}
        >
          <Icon name="swap" size={18} />
        </button>
        <button
          type="button"
          className="icon-button"
          aria-label={t('editor.addBlockAfter', { block: name })}
          title={t('editor.addBlock')}
          onClick={() => onAddAfter(block.key)}
        >
          <Icon name="plus" size={18} />
        </button>
      </BlockCardBar>
      {expanded && (
        <div className="block-card__body">
          <BlockForm
            block={block}
            type={block.type}
            onChange={(props) => editorDispatch({ type: 'blockPropsChanged', key: block.key, props })}
          />
          <div className={anchorProblem ? 'field field--short has-error' : 'field field--short'}>
            <label htmlFor={anchorId} className="field__label">
              {t('editor.anchor')}
            </label>
            <input
              id={anchorId}
              type="text"
              className="field__input"
              value={block.anchorPoint}
              maxLength={ANCHOR_MAX_LENGTH}
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
});
