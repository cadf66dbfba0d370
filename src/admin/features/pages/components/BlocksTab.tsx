import { useCallback, useMemo, useState } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { BLOCK_DEFINITIONS } from '../../../../shared/blocks/definitions.ts';
import type { Block } from '../../../../shared/blocks/block.ts';
import { ConfirmModal } from '../../../components/ConfirmModal.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { newBlockKey } from '../editor/block-edits.ts';
import { isKnownBlock as isKnown } from '../editor/draft-state.ts';
import { editorDispatch, usePageEditorStore } from '../editor/editor-store.ts';
import { BlockCard } from './BlockCard.tsx';
import { BlockPickerModal } from './BlockPickerModal.tsx';
import { UnknownBlockCard } from './UnknownBlockCard.tsx';

// Module constants: useSensor keeps its sensor while its options are the same object, and new
// sensors are new drag listeners on every card (which then renders again).
const POINTER_OPTIONS = { activationConstraint: { distance: 4 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

/** Overview tab: the page's blocks, sortable, with add, replace, edit and delete. */
export function BlocksTab() {
  const { t } = useTranslation();
  const blocks = usePageEditorStore((state) => state.editor.draft.blocks);
  const activity = usePageEditorStore((state) => state.editor.activity);
  const activityKey = usePageEditorStore((state) => state.editor.activityBlockKey);
  const [expanded, setExpanded] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Block | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, POINTER_OPTIONS), useSensor(KeyboardSensor, KEYBOARD_OPTIONS));

  // A new list of keys is a new sortable context, and every card renders again: a new list only
  // when the keys or their order change, not on every keystroke in a block.
  const keyList = JSON.stringify(blocks.map((block) => block.key));
  const keys = useMemo(() => JSON.parse(keyList) as string[], [keyList]);
  // The same functions on every render, so the memoised cards do not render again for them.
  const toggle = useCallback((key: string) => setExpanded((open) => (open === key ? null : key)), []);
  const addAfter = useCallback((key: string) => editorDispatch({ type: 'activityChanged', activity: 'AddingBlock', blockKey: key }), []);
  const replace = useCallback((key: string) => editorDispatch({ type: 'activityChanged', activity: 'ReplaceBlock', blockKey: key }), []);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const fromIndex = blocks.findIndex((block) => block.key === active.id);
    const toIndex = blocks.findIndex((block) => block.key === over.id);
    editorDispatch({ type: 'blockMoved', fromIndex, toIndex });
  };

  const replacing = activity === 'ReplaceBlock' ? blocks.find((block) => block.key === activityKey) : undefined;
  const nameOf = (block: Block) =>
    isKnown(block) ? t(BLOCK_DEFINITIONS[block.type].labelKey) : t('editor.unknownBlockTitle', { type: block.type });

  return (
    <section className="blocks-tab" aria-label={t('editor.blocksLabel')}>
      {blocks.length === 0 && <p className="card blocks-tab__empty muted">{t('editor.noBlocks')}</p>}
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        <SortableContext items={keys} strategy={verticalListSortingStrategy}>
          <ol className="block-list">
            {blocks.map((block, index) =>
              !isKnown(block) ? (
                // Kept as it is and saved back unchanged; it goes only when deleted explicitly.
                <UnknownBlockCard key={block.key} block={block} index={index} count={blocks.length} onDelete={() => setDeleting(block)} />
              ) : (
                <BlockCard
                  key={block.key}
                  block={block}
                  index={index}
                  count={blocks.length}
                  expanded={expanded === block.key}
                  onToggle={toggle}
                  onAddAfter={addAfter}
                  onReplace={replace}
                  onDelete={setDeleting}
                />
              ),
            )}
          </ol>
        </SortableContext>
      </DndContext>
      <button
        type="button"
        className="button button--secondary block-list__add"
        onClick={() => editorDispatch({ type: 'activityChanged', activity: 'AddingBlock', blockKey: null })}
      >
        <Icon name="plus" size={18} />
        {t('editor.addBlock')}
      </button>

      {activity === 'AddingBlock' && (
        <BlockPickerModal
          title={t('editor.pickBlockTitle')}
          onClose={() => editorDispatch({ type: 'activityChanged', activity: 'Editing' })}
          onPick={(blockType) => {
            const key = newBlockKey();
            editorDispatch({ type: 'blockAdded', blockType, key, afterKey: activityKey });
            setExpanded(key);
          }}
        />
      )}
      {replacing && isKnown(replacing) && (
        <BlockPickerModal
          title={t('editor.replaceBlockTitle')}
          current={replacing.type}
          onClose={() => editorDispatch({ type: 'activityChanged', activity: 'Editing' })}
          onPick={(blockType) => editorDispatch({ type: 'blockReplaced', key: replacing.key, blockType })}
        />
      )}
      {deleting && (
        <ConfirmModal
          title={t('editor.deleteBlock')}
          message={t('editor.deleteBlockConfirm', { block: nameOf(deleting) })}
          confirmLabel={t('editor.deleteBlock')}
          danger
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            editorDispatch({ type: 'blockDeleted', key: deleting.key });
            setDeleting(null);
          }}
        />
      )}
    </section>
  );
}
