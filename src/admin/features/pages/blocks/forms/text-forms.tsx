import { useTranslation } from 'react-i18next';
import { maxItemLengthOf, maxItemsOf, maxLengthOf, optionsOf } from '../../../../../shared/blocks/block-limits.ts';
import { BLOCK_DEFINITIONS } from '../../../../../shared/blocks/definitions.ts';
import { propSetter, type BlockFormProps } from '../block-form-types.ts';
import { ButtonsProp } from '../fields/ButtonsProp.tsx';
import { LinkProp } from '../fields/LinkProp.tsx';
import { RichTextProp } from '../fields/LazyRichTextProp.tsx';
import { SelectProp } from '../fields/SelectProp.tsx';
import { StringListProp } from '../fields/StringListProp.tsx';
import { TextProp } from '../fields/TextProp.tsx';

const pageHeader = BLOCK_DEFINITIONS.pageHeader.props;
const textWithImage = BLOCK_DEFINITIONS.textWithImage.props;
const quote = BLOCK_DEFINITIONS.quote.props;
const teamMember = BLOCK_DEFINITIONS.teamMember.props;

/** Forms of the text blocks; limits and choices come from the block definitions. */
export function PageHeaderForm({ value, onChange }: BlockFormProps<'pageHeader'>) {
  const { t } = useTranslation();
  const set = propSetter(value, onChange);
  return (
    <>
      <TextProp
        label={t('blockFields.title')}
        value={value.title}
        maxLength={maxLengthOf(pageHeader, 'title')}
        onChange={(next) => set('title', next)}
      />
      <TextProp
        label={t('blockFields.intro')}
        value={value.intro}
        maxLength={maxLengthOf(pageHeader, 'intro')}
        multiline
        onChange={(next) => set('intro', next)}
      />
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
      <TextProp
        label={t('blockFields.title')}
        value={value.title}
        maxLength={maxLengthOf(textWithImage, 'title')}
        onChange={(next) => set('title', next)}
      />
      <RichTextProp label={t('blockFields.html')} value={value.html} onChange={(next) => set('html', next)} />
      <SelectProp
        label={t('blockFields.imagePosition')}
        value={value.imagePosition}
        options={optionsOf(textWithImage, 'imagePosition')}
        labelPrefix="blockFields"
        onChange={(next) => set('imagePosition', next)}
      />
      <ButtonsProp value={value.buttons} max={maxItemsOf(textWithImage, 'buttons')} onChange={(next) => set('buttons', next)} />
    </>
  );
}

export function QuoteForm({ value, onChange }: BlockFormProps<'quote'>) {
  const { t } = useTranslation();
  const set = propSetter(value, onChange);
  return (
    <>
      <TextProp
        label={t('blockFields.text')}
        value={value.text}
        maxLength={maxLengthOf(quote, 'text')}
        multiline
        onChange={(next) => set('text', next)}
      />
      <div className="form-grid">
        <TextProp
          label={t('blockFields.author')}
          value={value.author}
          maxLength={maxLengthOf(quote, 'author')}
          onChange={(next) => set('author', next)}
        />
        <TextProp
          label={t('blockFields.role')}
          value={value.role}
          maxLength={maxLengthOf(quote, 'role')}
          onChange={(next) => set('role', next)}
        />
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
        <TextProp
          label={t('blockFields.name')}
          value={value.name}
          maxLength={maxLengthOf(teamMember, 'name')}
          onChange={(next) => set('name', next)}
        />
        <TextProp
          label={t('blockFields.function')}
          value={value.function}
          maxLength={maxLengthOf(teamMember, 'function')}
          onChange={(next) => set('function', next)}
        />
      </div>
      <TextProp
        label={t('blockFields.description')}
        value={value.description}
        maxLength={maxLengthOf(teamMember, 'description')}
        multiline
        onChange={(next) => set('description', next)}
      />
      <StringListProp
        label={t('blockFields.specialties')}
        itemLabel={(number) => `${t('blockFields.specialties')} ${number}`}
        addLabel={t('blockFields.addSpecialty')}
        removeLabel={(number) => t('blockFields.removeSpecialty', { number })}
        value={value.specialties}
        max={maxItemsOf(teamMember, 'specialties')}
        maxLength={maxItemLengthOf(teamMember, 'specialties')}
        onChange={(next) => set('specialties', next)}
      />
      <LinkProp
        label={t('blockFields.professionalNetworkUrl')}
        value={value.professionalNetworkUrl}
        onChange={(next) => set('professionalNetworkUrl', next)}
      />
    </>
  );
}
