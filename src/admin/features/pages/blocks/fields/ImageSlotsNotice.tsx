import { useTranslation } from 'react-i18next';
import type { BlockType } from '../../../../../shared/blocks/definitions.ts';
import { BLOCK_DEFINITIONS } from '../../../../../shared/blocks/definitions.ts';

/** Image slots wait for the media picker (a later issue); the block's __images stay untouched. */
export function ImageSlotsNotice({ type }: { type: BlockType }) {
  const { t } = useTranslation();
  const slots = Object.keys(BLOCK_DEFINITIONS[type].imageSlots);
  if (slots.length === 0) return null;
  return (
    <p className="block-media-notice">
      {t('editor.imagesPlaceholder', { slots: slots.join(', ') })}
    </p>
  );
}
