import { useTranslation } from 'react-i18next';
import { propSetter, type BlockFormProps } from '../block-form-types.ts';
import { TextProp } from '../fields/TextProp.tsx';

/** Forms of the interactive blocks. */
export function OfficesMapForm({ value, onChange }: BlockFormProps<'officesMap'>) {
  const { t } = useTranslation();
  return <TextProp label={t('blockFields.title')} value={value.title} maxLength={160} onChange={(title) => onChange({ ...value, title })} />;
}

export function ContactFormForm({ value, onChange }: BlockFormProps<'contactForm'>) {
  const { t } = useTranslation();
  const set = propSetter(value, onChange);
  return (
    <>
      <TextProp label={t('blockFields.title')} value={value.title} maxLength={160} onChange={(next) => set('title', next)} />
      <TextProp label={t('blockFields.intro')} value={value.intro} maxLength={1000} multiline onChange={(next) => set('intro', next)} />
    </>
  );
}

export function SearchBoxForm({ value, onChange }: BlockFormProps<'searchBox'>) {
  const { t } = useTranslation();
  const set = propSetter(value, onChange);
  return (
    <>
      <TextProp label={t('blockFields.title')} value={value.title} maxLength={160} onChange={(next) => set('title', next)} />
      <TextProp label={t('blockFields.placeholder')} value={value.placeholder} maxLength={120} onChange={(next) => set('placeholder', next)} />
    </>
  );
}
