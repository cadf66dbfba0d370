import { useTranslation } from 'react-i18next';
import { blockButton, type BlockButton } from '../../../../../shared/blocks/block-fields.ts';
import { maxLengthOf, optionsOf } from '../../../../../shared/blocks/block-limits.ts';
import { Icon } from '../../../../components/Icon.tsx';
import { LinkProp } from './LinkProp.tsx';
import { SelectProp } from './SelectProp.tsx';
import { TextProp } from './TextProp.tsx';

export type ButtonValue = BlockButton;

const VARIANTS = optionsOf(blockButton, 'variant');

/** A short list of buttons (label, link, style) with add and remove. */
export function ButtonsProp({ value, onChange, max }: { value: ButtonValue[]; onChange: (value: ButtonValue[]) => void; max: number }) {
  const { t } = useTranslation();
  const update = (index: number, next: ButtonValue) => onChange(value.map((old, at) => (at === index ? next : old)));
  return (
    <fieldset className="fieldset prop-list">
      <legend className="field__label">{t('blockFields.buttons')}</legend>
      {value.map((button, index) => (
        <div key={index} className="prop-list__item">
          <div className="prop-list__header">
            <strong>{t('blockFields.button', { number: index + 1 })}</strong>
            <button
              type="button"
              className="icon-button icon-button--danger"
              aria-label={t('blockFields.removeButton', { number: index + 1 })}
              onClick={() => onChange(value.filter((_, at) => at !== index))}
            >
              <Icon name="trash" size={18} />
            </button>
          </div>
          <div className="form-grid">
            <TextProp
              label={t('blockFields.label')}
              value={button.label}
              maxLength={maxLengthOf(blockButton, 'label')}
              onChange={(label) => update(index, { ...button, label })}
            />
            <SelectProp
              label={t('blockFields.variant')}
              value={button.variant}
              options={VARIANTS}
              labelPrefix="blockFields"
              onChange={(variant) => update(index, { ...button, variant })}
            />
          </div>
          <LinkProp label={t('blockFields.link')} value={button.link} onChange={(link) => update(index, { ...button, link })} />
        </div>
      ))}
      {value.length < max && (
        <button type="button" className="button button--ghost button--small" onClick={() => onChange([...value, blockButton.parse({})])}>
          <Icon name="plus" size={16} />
          {t('blockFields.addButton')}
        </button>
      )}
    </fieldset>
  );
}
