import { useTranslation } from 'react-i18next';
import type { Block } from '../../../../../shared/blocks/block.ts';
import { BLOCK_DEFINITIONS, type BlockType } from '../../../../../shared/blocks/definitions.ts';
import { FileSlotEditor, ImageSlotEditor } from '../../../media/components/SlotEditors.tsx';
import { slotEntries, slotLabelKey, type MediaSlotName } from '../../../media/slot-labels.ts';
import { editorDispatch } from '../../editor/editor-store.ts';

/** The image and file slots a block type declares (SPEC 3), each with its max count. */
export function BlockMediaSlots({ block, type }: { block: Block; type: BlockType }) {
  const { t } = useTranslation();
  const definition = BLOCK_DEFINITIONS[type];
  const imageSlots = slotEntries(definition.imageSlots);
  const fileSlots = slotEntries(definition.fileSlots);
  if (imageSlots.length === 0 && fileSlots.length === 0) return null;
  const slotLabel = (slot: MediaSlotName) => t(slotLabelKey(slot));
  return (
    <div className="block-media-slots">
      {imageSlots.map(([slot, max]) => (
        <ImageSlotEditor
          key={`image-${slot}`}
          label={slotLabel(slot)}
          max={max}
          images={block.__images?.[slot] ?? []}
          onChange={(images) => editorDispatch({ type: 'blockImagesChanged', key: block.key, slot, images })}
        />
      ))}
      {fileSlots.map(([slot, max]) => (
        <FileSlotEditor
          key={`file-${slot}`}
          label={slotLabel(slot)}
          max={max}
          files={block.__files?.[slot] ?? []}
          onChange={(files) => editorDispatch({ type: 'blockFilesChanged', key: block.key, slot, files })}
        />
      ))}
    </div>
  );
}
