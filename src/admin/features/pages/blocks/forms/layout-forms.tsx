import { useTranslation } from 'react-i18next';
import { maxItemsOf, maxLengthOf } from '../../../../../shared/blocks/block-limits.ts';
import { BLOCK_DEFINITIONS } from '../../../../../shared/blocks/definitions.ts';
import { propSetter, type BlockFormProps } from '../block-form-types.ts';
import { ButtonsProp } from '../fields/ButtonsProp.tsx';
import { CardsProp } from '../fields/CardsProp.tsx';
import { TextProp } from '../fields/TextProp.tsx';

const hero = BLOCK_DEFINITIONS.hero.props;
const buttons = BLOCK_DEFINITIONS.buttons.props;
const threeCards = BLOCK_DEFINITIONS.threeCards.props;
const callToAction = BLOCK_DEFINITIONS.callToAction.props;

/** Forms of the layout blocks; limits come from the block definitions. */
export function HeroForm({ value, onChange }: BlockFormProps<'hero'>) {
  const { t } = useTranslation();
  const set = propSetter(value, onChange);
  return (
    <>
      <TextProp
        label={t('blockFields.title')}
        value={value.title}
        maxLength={maxLengthOf(hero, 'title')}
        onChange={(next) => set('title', next)}
      />
      <TextProp
        label={t('blockFields.subtitle')}
        value={value.subtitle}
        maxLength={maxLengthOf(hero, 'subtitle')}
        multiline
        onChange={(next) => set('subtitle', next)}
      />
      <ButtonsProp value={value.buttons} max={maxItemsOf(hero, 'buttons')} onChange={(next) => set('buttons', next)} />
    </>
  );
}

export function ButtonsForm({ value, onChange }: BlockFormProps<'buttons'>) {
  return (
    <ButtonsProp value={value.buttons} max={maxItemsOf(buttons, 'buttons')} onChange={(next) => onChange({ ...value, buttons: next })} />
  );
}

export function ThreeCardsForm({ value, onChange }: BlockFormProps<'threeCards'>) {
  const { t } = useTranslation();
  const set = propSetter(value, onChange);
  return (
    <>
      <TextProp
        label={t('blockFields.title')}
        value={value.title}
        maxLength={maxLengthOf(threeCards, 'title')}
        onChange={(next) => set('title', next)}
      />
      <CardsProp value={value.cards} max={maxItemsOf(threeCards, 'cards')} onChange={(next) => set('cards', next)} />
    </>
  );
}

export function CallToActionForm({ value, onChange }: BlockFormProps<'callToAction'>) {
  const { t } = useTranslation();
  const set = propSetter(value, onChange);
  return (
    <>
      <TextProp
        label={t('blockFields.title')}
        value={value.title}
        maxLength={maxLengthOf(callToAction, 'title')}
        onChange={(next) => set('title', next)}
      />
      <TextProp
        label={t('blockFields.text')}
        value={value.text}
        maxLength={maxLengthOf(callToAction, 'text')}
        multiline
        onChange={(next) => set('text', next)}
      />
      <ButtonsProp value={value.buttons} max={maxItemsOf(callToAction, 'buttons')} onChange={(next) => set('buttons', next)} />
    </>
  );
}
