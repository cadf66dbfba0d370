import { useTranslation } from 'react-i18next';
import { propSetter, type BlockFormProps } from '../block-form-types.ts';
import { ButtonsProp } from '../fields/ButtonsProp.tsx';
import { CardsProp } from '../fields/CardsProp.tsx';
import { TextProp } from '../fields/TextProp.tsx';

/** Forms of the layout blocks. */
export function HeroForm({ value, onChange }: BlockFormProps<'hero'>) {
  const { t } = useTranslation();
  const set = propSetter(value, onChange);
  return (
    <>
      <TextProp label={t('blockFields.title')} value={value.title} maxLength={160} onChange={(next) => set('title', next)} />
      <TextProp label={t('blockFields.subtitle')} value={value.subtitle} maxLength={400} multiline onChange={(next) => set('subtitle', next)} />
      <ButtonsProp value={value.buttons} max={3} onChange={(next) => set('buttons', next)} />
    </>
  );
}

export function ButtonsForm({ value, onChange }: BlockFormProps<'buttons'>) {
  return <ButtonsProp value={value.buttons} max={4} onChange={(buttons) => onChange({ ...value, buttons })} />;
}

export function ThreeCardsForm({ value, onChange }: BlockFormProps<'threeCards'>) {
  const { t } = useTranslation();
  const set = propSetter(value, onChange);
  return (
    <>
      <TextProp label={t('blockFields.title')} value={value.title} maxLength={160} onChange={(next) => set('title', next)} />
      <CardsProp value={value.cards} max={3} onChange={(next) => set('cards', next)} />
    </>
  );
}

export function CallToActionForm({ value, onChange }: BlockFormProps<'callToAction'>) {
  const { t } = useTranslation();
  const set = propSetter(value, onChange);
  return (
    <>
      <TextProp label={t('blockFields.title')} value={value.title} maxLength={160} onChange={(next) => set('title', next)} />
      <TextProp label={t('blockFields.text')} value={value.text} maxLength={600} multiline onChange={(next) => set('text', next)} />
      <ButtonsProp value={value.buttons} max={2} onChange={(next) => set('buttons', next)} />
    </>
  );
}
