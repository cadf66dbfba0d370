import { useTranslation } from 'react-i18next';
import { blockCard, type BlockCard } from '../../../../../shared/blocks/block-fields.ts';
import { maxLengthOf } from '../../../../../shared/blocks/block-limits.ts';
import { Icon } from '../../../../components/Icon.tsx';
import { LinkProp } from './LinkProp.tsx';
import { TextProp } from './TextProp.tsx';

export type CardValue = BlockCard;

/** A short list of cards (title, text, link label, link) with add and remove. */
export function CardsProp({ value, onChange, max }: { value: CardValue[]; onChange: (value: CardValue[]) => void; max: number }) {
  const { t } = useTranslation();
  const update = (index: number, next: CardValue) => onChange(value.map((old, at) => (at === index ? next : old)));
  return (
    <fieldset className="fieldset prop-list">
      <legend className="field__label">{t('blockFields.cards')}</legend>
      {value.map((card, index) => (
        <div key={index} className="prop-list__item">
          <div className="prop-list__header">
            <strong>{t('blockFields.card', { number: index + 1 })}</strong>
            <button
              type="button"
              className="icon-button icon-button--danger"
              aria-label={t('blockFields.removeCard', { number: index + 1 })}
              onClick={() => onChange(value.filter((_, at) => at !== index))}
            >
              <Icon name="trash" size={18} />
            </button>
          </div>
          <TextProp
            label={t('blockFields.title')}
            value={card.title}
            maxLength={maxLengthOf(blockCard, 'title')}
            onChange={(title) => update(index, { ...card, title })}
          />
          <TextProp
            label={t('blockFields.text')}
            value={card.text}
            maxLength={maxLengthOf(blockCard, 'text')}
            multiline
            onChange={(text) => update(index, { ...card, text })}
          />
          <div className="form-grid">
            <TextProp
              label={t('blockFields.linkLabel')}
              value={card.linkLabel}
              maxLength={maxLengthOf(blockCard, 'linkLabel')}
              onChange={(linkLabel) => update(index, { ...card, linkLabel })}
            />
            <LinkProp label={t('blockFields.link')} value={card.link} onChange={(link) => update(index, { ...card, link })} />
          </div>
        </div>
      ))}
      {value.length < max && (
        <button type="button" className="button button--ghost button--small" onClick={() => onChange([...value, blockCard.parse({})])}>
          <Icon name="plus" size={16} />
          {t('blockFields.addCard')}
        </button>
      )}
    </fieldset>
  );
}
