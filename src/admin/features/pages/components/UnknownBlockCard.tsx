import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { Block } from '../../../../shared/blocks/block.ts';
import { BlockCardBar } from './BlockCardBar.tsx';

/**
 * A block of a type the registry does not know (SPEC 4 Unknown block type): read-only. It
 * keeps its place (it can be moved with the others) and is saved back unchanged; only an
 * explicit delete removes it.
 */
export function UnknownBlockCard({ block, index, count, onDelete }: { block: Block; index: number; count: number; onDelete: () => void }) {
  const { t } = useTranslation();
  const sortable = useSortable({ id: block.key });
  const { setNodeRef, transform, transition, isDragging } = sortable;
  const name = t('editor.unknownBlockTitle', { type: block.type });
  return (
    <li
      ref={setNodeRef}
      className={`block-card block-card--unknown${isDragging ? ' is-dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-block-key={block.key}
      aria-label={name}
    >
      <BlockCardBar
        sortable={sortable}
        name={name}
        summary={t('editor.unknownBlockText')}
        anchorPoint={block.anchorPoint}
        index={index}
        count={count}
        onDelete={onDelete}
      />
    </li>
  );
}
