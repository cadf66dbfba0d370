import { useTranslation } from 'react-i18next';
import { FUNCTION_GROUPS, SERVICES, THEMES } from '../../../../../shared/taxonomy.ts';
import { propSetter, type BlockFormProps } from '../block-form-types.ts';
import { MultiSelectProp } from '../fields/MultiSelectProp.tsx';
import { NumberProp } from '../fields/NumberProp.tsx';
import { SelectProp } from '../fields/SelectProp.tsx';
import { TextProp } from '../fields/TextProp.tsx';

const LISTABLE_TYPES = ['theme', 'service', 'project', 'innovation', 'news', 'team'] as const;

/** Forms of the listing blocks. */
export function PageListForm({ value, onChange }: BlockFormProps<'pageList'>) {
  const { t } = useTranslation();
  const set = propSetter(value, onChange);
  return (
    <>
      <TextProp label={t('blockFields.title')} value={value.title} maxLength={160} onChange={(next) => set('title', next)} />
      <div className="form-grid">
        <SelectProp label={t('blockFields.pageType')} value={value.pageType} options={LISTABLE_TYPES} labelPrefix="pageTypes" onChange={(next) => set('pageType', next)} />
        <NumberProp label={t('blockFields.limit')} value={value.limit} min={1} max={60} onChange={(next) => set('limit', next)} />
      </div>
    </>
  );
}

export function RelatedProjectsForm({ value, onChange }: BlockFormProps<'relatedProjects'>) {
  const { t } = useTranslation();
  const set = propSetter(value, onChange);
  return (
    <>
      <TextProp label={t('blockFields.title')} value={value.title} maxLength={160} onChange={(next) => set('title', next)} />
      <div className="form-grid">
        <SelectProp label={t('blockFields.theme')} value={value.theme} options={THEMES} labelPrefix="themes" onChange={(next) => set('theme', next)} />
        <SelectProp label={t('blockFields.service')} value={value.service} options={SERVICES} labelPrefix="services" onChange={(next) => set('service', next)} />
      </div>
      <NumberProp label={t('blockFields.limit')} value={value.limit} min={1} max={24} onChange={(next) => set('limit', next)} />
    </>
  );
}

export function TeamMembersForm({ value, onChange }: BlockFormProps<'teamMembers'>) {
  const { t } = useTranslation();
  const set = propSetter(value, onChange);
  return (
    <>
      <TextProp label={t('blockFields.title')} value={value.title} maxLength={160} onChange={(next) => set('title', next)} />
      <TextProp label={t('blockFields.intro')} value={value.intro} maxLength={1000} multiline onChange={(next) => set('intro', next)} />
      <MultiSelectProp label={t('blockFields.groups')} value={value.groups} options={FUNCTION_GROUPS} labelPrefix="functionGroups" onChange={(next) => set('groups', next)} />
    </>
  );
}
