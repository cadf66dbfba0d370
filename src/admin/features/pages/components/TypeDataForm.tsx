import { useTranslation } from 'react-i18next';
import { maxLengthOf, rangeOf } from '../../../../shared/blocks/block-limits.ts';
import { PAGE_IMAGES_KEY } from '../../../../shared/pages/page-media.ts';
import { PAGE_TYPES, type PageTypeId } from '../../../../shared/pages/page-types.ts';
import { FUNCTION_GROUPS, FUNCTION_TITLES, PROVINCES, SERVICES, THEMES } from '../../../../shared/taxonomy.ts';
import { MultiSelectProp } from '../blocks/fields/MultiSelectProp.tsx';
import { NumberProp } from '../blocks/fields/NumberProp.tsx';
import { SelectProp } from '../blocks/fields/SelectProp.tsx';
import { TextProp } from '../blocks/fields/TextProp.tsx';

type Data = Record<string, unknown>;

// typeData is typed as a record, so these keys are checked when the module loads (a missing field throws).
const PROJECT_TEXT_MAX_LENGTH = {
  location: maxLengthOf(PAGE_TYPES.project.typeData, 'location'),
  client: maxLengthOf(PAGE_TYPES.project.typeData, 'client'),
};
const PROJECT_YEAR_RANGE = rangeOf(PAGE_TYPES.project.typeData, 'year');
const NEWS_AUTHOR_MAX_LENGTH = maxLengthOf(PAGE_TYPES.news.typeData, 'author');
/** The province is optional: "NONE" in the select stands for no province (the key is left out). */
const PROVINCE_OPTIONS = ['NONE', ...PROVINCES] as const;
const TEAM_TEXT_MAX_LENGTH = {
  name: maxLengthOf(PAGE_TYPES.team.typeData, 'name'),
  specialism: maxLengthOf(PAGE_TYPES.team.typeData, 'specialism'),
};

const str = (data: Data, key: string) => (typeof data[key] === 'string' ? (data[key] as string) : '');
const list = <V extends string>(data: Data, key: string, allowed: readonly V[]): V[] =>
  Array.isArray(data[key]) ? (data[key] as unknown[]).filter((item): item is V => allowed.includes(item as V)) : [];
const pick = <V extends string>(data: Data, key: string, allowed: readonly V[], fallback: V): V =>
  allowed.includes(data[key] as V) ? (data[key] as V) : fallback;

/** The page type's own data (typeData), with defaults from the type's schema filled in. */
export function TypeDataForm({ type, value, onChange }: { type: PageTypeId; value: Data; onChange: (next: Data) => void }) {
  const { t } = useTranslation();
  const parsed = PAGE_TYPES[type].typeData.safeParse(value);
  const data: Data = parsed.success ? parsed.data : { ...(PAGE_TYPES[type].typeData.safeParse({}).data ?? {}), ...value };
  // The page-level images (typeData.__images, PageMediaSlots) are not the type's fields: they stay as they are.
  const set = (key: string, next: unknown) =>
    onChange({ ...data, ...(PAGE_IMAGES_KEY in value ? { [PAGE_IMAGES_KEY]: value[PAGE_IMAGES_KEY] } : {}), [key]: next });
  const themes = (
    <MultiSelectProp
      label={t('blockFields.themes')}
      value={list(data, 'themes', THEMES)}
      options={THEMES}
      labelPrefix="themes"
      onChange={(next) => set('themes', next)}
    />
  );
  const services = (
    <MultiSelectProp
      label={t('blockFields.services')}
      value={list(data, 'services', SERVICES)}
      options={SERVICES}
      labelPrefix="services"
      onChange={(next) => set('services', next)}
    />
  );

  switch (type) {
    case 'theme':
      return (
        <SelectProp
          label={t('blockFields.theme')}
          value={pick(data, 'theme', THEMES, 'NONE')}
          options={THEMES}
          labelPrefix="themes"
          onChange={(next) => set('theme', next)}
        />
      );
    case 'service':
      return (
        <SelectProp
          label={t('blockFields.service')}
          value={pick(data, 'service', SERVICES, 'NONE')}
          options={SERVICES}
          labelPrefix="services"
          onChange={(next) => set('service', next)}
        />
      );
    case 'project':
      return (
        <>
          <div className="form-grid">
            <TextProp
              label={t('blockFields.location')}
              value={str(data, 'location')}
              maxLength={PROJECT_TEXT_MAX_LENGTH.location}
              onChange={(next) => set('location', next)}
            />
            <TextProp
              label={t('blockFields.client')}
              value={str(data, 'client')}
              maxLength={PROJECT_TEXT_MAX_LENGTH.client}
              onChange={(next) => set('client', next)}
            />
          </div>
          <NumberProp
            label={t('blockFields.year')}
            value={typeof data.year === 'number' ? data.year : new Date().getFullYear()}
            min={PROJECT_YEAR_RANGE.min}
            max={PROJECT_YEAR_RANGE.max}
            onChange={(next) => set('year', next)}
          />
          <SelectProp
            label={t('blockFields.province')}
            value={pick(data, 'province', PROVINCE_OPTIONS, 'NONE')}
            options={PROVINCE_OPTIONS}
            labelPrefix="provinces"
            onChange={(next) => set('province', next === 'NONE' ? undefined : next)}
          />
          {themes}
          {services}
        </>
      );
    case 'innovation':
      return (
        <>
          {themes}
          {services}
        </>
      );
    case 'news':
      return (
        <>
          <DateProp
            label={t('blockFields.publicationDate')}
            value={str(data, 'publicationDate')}
            onChange={(next) => set('publicationDate', next)}
          />
          <TextProp
            label={t('blockFields.author')}
            value={str(data, 'author')}
            maxLength={NEWS_AUTHOR_MAX_LENGTH}
            onChange={(next) => set('author', next)}
          />
          {themes}
          {services}
        </>
      );
    case 'team':
      return (
        <>
          <div className="form-grid">
            <TextProp
              label={t('blockFields.name')}
              value={str(data, 'name')}
              maxLength={TEAM_TEXT_MAX_LENGTH.name}
              onChange={(next) => set('name', next)}
            />
            <TextProp
              label={t('blockFields.specialism')}
              value={str(data, 'specialism')}
              maxLength={TEAM_TEXT_MAX_LENGTH.specialism}
              onChange={(next) => set('specialism', next)}
            />
            <SelectProp
              label={t('blockFields.functionGroup')}
              value={pick(data, 'functionGroup', FUNCTION_GROUPS, 'RESEARCHERS_AND_ADVISORS')}
              options={FUNCTION_GROUPS}
              labelPrefix="functionGroups"
              onChange={(next) => set('functionGroup', next)}
            />
            <SelectProp
              label={t('blockFields.functionTitle')}
              value={pick(data, 'functionTitle', FUNCTION_TITLES, 'NONE')}
              options={FUNCTION_TITLES}
              labelPrefix="functionTitles"
              onChange={(next) => set('functionTitle', next)}
            />
          </div>
          {themes}
          {services}
        </>
      );
    case 'blank':
      return null;
  }
}

function DateProp({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="field field--short">
      <label className="field__label">
        {label}
        <input type="date" className="field__input" value={value} onChange={(event) => onChange(event.target.value)} />
      </label>
    </div>
  );
}
