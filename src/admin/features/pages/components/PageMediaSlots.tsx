import { useTranslation } from 'react-i18next';
import type { BlockImage } from '../../../../shared/blocks/block-media.ts';
import { PAGE_IMAGES_KEY, pageImagesOf } from '../../../../shared/pages/page-media.ts';
import { PAGE_TYPES, type PageTypeId } from '../../../../shared/pages/page-types.ts';
import { ImageSlotEditor } from '../../media/components/SlotEditors.tsx';
import { isPageImageSlot, slotLabelKey } from '../../media/slot-labels.ts';

/**
 * The page-level image slots of the page's type (SPEC 3 Page type: image map), kept in
 * typeData.__images and saved with Page Settings; the server checks them against the map.
 * Nothing is shown for a type without slots.
 */
export function PageMediaSlots({
  type,
  typeData,
  onChange,
}: {
  type: PageTypeId;
  typeData: Record<string, unknown>;
  onChange: (next: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation();
  const slots = Object.entries(PAGE_TYPES[type].imageMap);
  if (slots.length === 0) return null;
  const images = pageImagesOf(typeData);
  const setSlot = (slot: string, next: BlockImage[]) => {
    const updated = { ...images, [slot]: next };
    const kept = Object.fromEntries(Object.entries(updated).filter(([, list]) => list.length > 0));
    const { [PAGE_IMAGES_KEY]: _previous, ...fields } = typeData;
    onChange(Object.keys(kept).length > 0 ? { ...fields, [PAGE_IMAGES_KEY]: kept } : fields);
  };
  return (
    <fieldset className="fieldset">
      <legend className="field__label">{t('editor.pageMedia')}</legend>
      {slots.map(([slot, max]) => (
        <ImageSlotEditor
          key={slot}
          label={isPageImageSlot(slot) ? t(slotLabelKey(slot)) : slot}
          max={max}
          images={images[slot] ?? []}
          onChange={(next) => setSlot(slot, next)}
        />
      ))}
    </fieldset>
  );
}
