import { useTranslation } from 'react-i18next';
import { maxLengthOf, optionsOf, rangeOf } from '../../../../../shared/blocks/block-limits.ts';
import { BLOCK_DEFINITIONS } from '../../../../../shared/blocks/definitions.ts';
import { FUNCTION_GROUPS } from '../../../../../shared/taxonomy.ts';
import { propSetter, type BlockFormProps } from '../block-form-types.ts';
import { MultiSelectProp } from '../fields/MultiSelectProp.tsx';
import { NumberProp } from '../fields/NumberProp.tsx';
import { SelectProp } from '../fields/SelectProp.tsx';
import { TextProp } from '../fields/TextProp.tsx';

const pageList = BLOCK_DEFINITIONS.pageList.props;
const relatedProjects = BLOCK_DEFINITIONS.relatedProjects.props;
const teamMembers = BLOCK_DEFINITIONS.teamMembers.props;

/** Forms of the listing blocks; limits and choices come from the block definitions. */
export function PageListForm({ value, onChange }: BlockFormProps<'pageList'>) {
  const { t } = useTranslation();
  const set = propSetter(value, onChange);
  return (
    <>
      <TextProp
        label={t('blockFields.title')}
        value={value.title}
        maxLength={maxLengthOf(pageList, 'title')}
        onChange={(next) => set('title', next)}
      />
      <div className="form-grid">
        <SelectProp
          label={t('blockFields.pageType')}
          value={value.pageType}
          options={optionsOf(pageList, 'pageType')}
          labelPrefix="pageTypes"
          onChange={(next) => set('pageType', next)}
        />
        <NumberProp
          label={t('blockFields.limit')}
          value={value.limit}
          {...rangeOf(pageList, 'limit')}
          onChange={(next) => set('limit', next)}
        />
      </div>
    </>
  );
}

export function RelatedProjectsForm({ value, onChange }: BlockFormProps<'relatedProjects'>) {
  const { t } = useTranslation();
  const set = propSetter(value, onChange);
  return (
    <>
      <TextProp
        label={t('blockFields.title')}
        value={value.title}
        maxLength={maxLengthOf(relatedProjects, 'title')}
        onChange={(next) => set('title', next)}
      />
      <div className="form-grid">
        <SelectProp
          label={t('blockFields.theme')}
          value={value.theme}
          options={optionsOf(relatedProjects, 'theme')}
          labelPrefix="themes"
          onChange={(next) => set('theme', next)}
        />
        <SelectProp
          label={t('blockFields.service')}
          value={value.service}
          options={optionsOf(relatedProjects, 'service')}
          labelPrefix="services"
          onChange={(next) => set('service', next)}
        />
      </div>
      <NumberProp
        label={t('blockFields.limit')}
        value={value.limit}
        {...rangeOf(relatedProjects, 'limit')}
        onChange={(next) => set('limit', next)}
      />
    </>
  );
}

export function TeamMembersForm({ value, onChange }: BlockFormProps<'teamMembers'>) {
  const { t } = useTranslation();
  const set = propSetter(value, onChange);
  return (
    <>
      <TextProp
        label={t('blockFields.title')}
        value={value.title}
        maxLength={maxLengthOf(teamMembers, 'title')}
        onChange={(next) => set('title', next)}
      />
      <TextProp
        label={t('blockFields.intro')}
        value={value.intro}
        maxLength={maxLengthOf(teamMembers, 'intro')}
        multiline
        onChange={(next) => set('intro', next)}
      />
      <MultiSelectProp
        label={t('blockFields.groups')}
        value={value.groups}
        options={FUNCTION_GROUPS}
        labelPrefix="functionGroups"
        onChange={(next) => set('groups', next)}
      />
    </>
  );
}
