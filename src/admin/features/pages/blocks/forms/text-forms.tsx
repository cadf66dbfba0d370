import { useTranslation } from 'react-i18next';
import { propSetter, type BlockFormProps } from '../block-form-types.ts';
import { ButtonsProp } from '../fields/ButtonsProp.tsx';
import { LinkProp } from '../fields/LinkProp.tsx';
import { RichTextProp } from '../fields/RichTextProp.tsx';
import { SelectProp } from '../fields/SelectProp.tsx';
import { StringListProp } from '../fields/StringListProp.tsx';
import { TextProp } from '../fields/TextProp.tsx';

/** Forms of the text blocks. */
export function PageHeaderForm({ value, onChange }: BlockFormProps<'pageHeader'>) {
  const { t } = useTranslation();
  const set = propSetter(value, onChange);
  return (
    <>
      <TextProp label={t('blockFields.title')} value={value.title} maxLength={160} onChange={(next) => set('title', next)} />
      <TextProp label={t('blockFields.intro')} value={value.intro} maxLength={1000} multiline onChange={(next) => set('intro', next)} />
    </>
  );
}

export function RichTextForm({ value, onChange }: BlockFormProps<'richText'>) {
  const { t } = useTranslation();
  return <RichTextProp label={t('blockFields.html')} value={value.html} onChange={(html) => onChange({ ...value, html })} />;
}

export function TextWithImageForm({ value, onChange }: BlockFormProps<'textWithImage'>) {
  const { t } = useTranslation();
  const set = propSetter(value, onChange);
  return (
    <>
      <TextProp label={t('blockFields.title')} value={value.title} maxLength={160} onChange={(next) => set('title', next)} />
      <RichTextProp label={t('blockFields.html')} value={value.html} onChange={(next) => set('html', next)} />
      <SelectProp
        label={t('blockFields.imagePosition')}
        value={value.imagePosition}
        options={['left', 'right'] as const}
        labelPrefix="blockFields"
        onChange={(next) => set('imagePosition', next)}
      />
      <ButtonsProp value={value.buttons} max={3} onChange={(next) => set('buttons', next)} />
    </>
  );
}

export function QuoteForm({ value, onChange }: BlockFormProps<'quote'>) {
  const { t } = useTranslation();
  const set = propSetter(value, onChange);
  return (
    <>
      <TextProp label={t('blockFields.text')} value={value.text} maxLength={1000} multiline onChange={(next) => set('text', next)} />
      <div className="form-grid">
        <TextProp label={t('blockFields.author')} value={value.author} maxLength={120} onChange={(next) => set('author', next)} />
        <TextProp label={t('blockFields.role')} value={value.role} maxLength={120} onChange={(next) => set('role', next)} />
      </div>
    </>
  );
}

export function TeamMemberForm({ value, onChange }: BlockFormProps<'teamMember'>) {
  const { t } = useTranslation();
  const set = propSetter(value, onChange);
  return (
    <>
      <div className="form-grid">
        <TextProp label={t('blockFields.name')} value={value.name} maxLength={120} onChange={(next) => set('name', next)} />
        <TextProp label={t('blockFields.function')} value={value.function} maxLength={120} onChange={(next) => set('function', next)} />
      </div>
      <TextProp label={t('blockFields.description')} value={value.description} maxLength={4000} multiline onChange={(next) => set('description', next)} />
      <StringListProp
        label={t('blockFields.specialties')}
        itemLabel={(number) => `${t('blockFields.specialties')} ${number}`}
        addLabel={t('blockFields.addSpecialty')}
        removeLabel={(number) => t('blockFields.removeSpecialty', { number })}
        value={value.specialties}
        max={12}
        maxLength={120}
        onChange={(next) => set('specialties', next)}
      />
      <LinkProp label={t('blockFields.professionalNetworkUrl')} value={value.professionalNetworkUrl} onChange={(next) => set('professionalNetworkUrl', next)} />
    </>
  );
}
