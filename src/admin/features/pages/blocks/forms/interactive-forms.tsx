import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '../../../../../shared/blocks/block-limits.ts';
import { BLOCK_DEFINITIONS } from '../../../../../shared/blocks/definitions.ts';
import { propSetter, type BlockFormProps } from '../block-form-types.ts';
import { TextProp } from '../fields/TextProp.tsx';

const officesMap = BLOCK_DEFINITIONS.officesMap.props;
const contactForm = BLOCK_DEFINITIONS.contactForm.props;
const searchBox = BLOCK_DEFINITIONS.searchBox.props;

/** Forms of the interactive blocks; limits come from the block definitions. */
export function OfficesMapForm({ value, onChange }: BlockFormProps<'officesMap'>) {
  const { t } = useTranslation();
  return (
    <TextProp
      label={t('blockFields.title')}
      value={value.title}
      maxLength={maxLengthOf(officesMap, 'title')}
      onChange={(title) => onChange({ ...value, title })}
    />
  );
}

export function ContactFormForm({ value, onChange }: BlockFormProps<'contactForm'>) {
  const { t } = useTranslation();
  const set = propSetter(value, onChange);
  return (
    <>
      <TextProp
        label={t('blockFields.title')}
        value={value.title}
        maxLength={maxLengthOf(contactForm, 'title')}
        onChange={(next) => set('title', next)}
      />
      <TextProp
        label={t('blockFields.intro')}
        value={value.intro}
        maxLength={maxLengthOf(contactForm, 'intro')}
        multiline
        onChange={(next) => set('intro', next)}
      />
    </>
  );
}

export function SearchBoxForm({ value, onChange }: BlockFormProps<'searchBox'>) {
  const { t } = useTranslation();
  const set = propSetter(value, onChange);
  return (
    <>
      <TextProp
        label={t('blockFields.title')}
        value={value.title}
        maxLength={maxLengthOf(searchBox, 'title')}
        onChange={(next) => set('title', next)}
      />
      <TextProp
        label={t('blockFields.placeholder')}
        value={value.placeholder}
        maxLength={maxLengthOf(searchBox, 'placeholder')}
        onChange={(next) => set('placeholder', next)}
      />
    </>
  );
}
