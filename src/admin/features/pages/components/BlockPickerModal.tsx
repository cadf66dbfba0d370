import { useTranslation } from 'react-i18next';
import type { BlockCategory } from '../../../../shared/blocks/block-definition.ts';
import { BLOCK_DEFINITIONS, BLOCK_TYPES, type BlockType } from '../../../../shared/blocks/definitions.ts';
import { Modal } from '../../../components/Modal.tsx';

const CATEGORIES: BlockCategory[] = ['text', 'media', 'layout', 'listing', 'interactive'];

/** Block types grouped by category, with translated names. */
export function BlockPickerModal({
  title,
  current,
  onPick,
  onClose,
}: {
  title: string;
  current?: BlockType;
  onPick: (type: BlockType) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={title} onClose={onClose}>
      <div className="block-picker">
        {CATEGORIES.map((category) => {
          const types = BLOCK_TYPES.filter((type) => BLOCK_DEFINITIONS[type].category === category);
          if (types.length === 0) return null;
          return (
            <section key={category} className="block-picker__group" aria-labelledby={`block-category-${category}`}>
              <h3 id={`block-category-${category}`} className="block-picker__title">
                {t(`blockCategories.${category}`)}
              </h3>
              <ul className="block-picker__list">
                {types.map((type) => (
                  <li key={type}>
                    <button type="button" className="block-picker__option" disabled={type === current} onClick={() => onPick(type)}>
                      {t(BLOCK_DEFINITIONS[type].labelKey)}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
    </Modal>
  );
}
