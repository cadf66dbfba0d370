import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import type { PageTypeId } from '../../../../shared/pages/page-types.ts';
import { normalizeSlug } from '../../../../shared/pages/slug.ts';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { localeOptions } from '../new-page/locale-options.ts';
import { SlugField } from '../new-page/SlugField.tsx';
import { slugFieldReducer } from '../new-page/slug-suggestion.ts';
import { useSlugAvailability, type SlugAvailability } from '../new-page/use-slug-availability.ts';

export interface NewPageValues {
  locale: string;
  title: string;
  slug: string;
  availability: SlugAvailability;
}

/** Locale, title and suggested slug, for translations and duplicates. */
export function NewPageFields({ type, locales, initialTitle, errors, onChange }: { type: PageTypeId; locales: string[]; initialTitle: string; errors: ApiError[]; onChange: (values: NewPageValues) => void }) {
  const { t } = useTranslation();
  const [locale, setLocale] = useState(locales[0] ?? '');
  const [title, setTitle] = useState(initialTitle);
  const [slugState, dispatchSlug] = useReducer(slugFieldReducer, { slug: '', edited: false });
  const availability = useSlugAvailability(slugState.slug, locale);

  useEffect(() => {
    dispatchSlug({ type: 'sourceChanged', title, pageType: type, locale });
  }, [title, type, locale]);
  useEffect(() => {
    onChange({ locale, title, slug: normalizeSlug(slugState.slug), availability });
  }, [locale, title, slugState.slug, availability, onChange]);

  return (
    <>
      <SelectField label={t('editor.translationLocale')} name="locale" value={locale} onChange={setLocale} options={localeOptions(locales, t)} errors={errors} required />
      <TextField label={t('editor.pageTitle')} name="title" value={title} onChange={setTitle} errors={errors} maxLength={200} required />
      <SlugField label={t('editor.slug')} value={slugState.slug} onChange={(slug) => dispatchSlug({ type: 'slugTyped', slug })} status={availability} errors={errors} />
    </>
  );
}
