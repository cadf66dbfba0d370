import { useEffect, useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import type { PageTypeId } from '../../../../shared/pages/page-types.ts';
import { normalizeSlug } from '../../../../shared/pages/slug.ts';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { useSettingsStore } from '../../settings/settings-store.ts';
import { localeOptions } from '../new-page/locale-options.ts';
import { SlugField } from '../new-page/SlugField.tsx';
import { newPageSlug, slugFieldReducer } from '../new-page/slug-suggestion.ts';
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
  const customSlugLocales = useSettingsStore((state) => state.settings?.customSlugLocales);
  // Outside customSlugLocales the server makes the slug from the title: show (and check) that one.
  const { slug, editable } = newPageSlug(slugState, { title, type, locale, customSlugLocales });
  const availability = useSlugAvailability(slug, locale);

  useEffect(() => {
    dispatchSlug({ type: 'sourceChanged', title, pageType: type, locale });
  }, [title, type, locale]);
  useEffect(() => {
    onChange({ locale, title, slug: normalizeSlug(slug), availability });
  }, [locale, title, slug, availability, onChange]);

  return (
    <>
      <SelectField label={t('editor.translationLocale')} name="locale" value={locale} onChange={setLocale} options={localeOptions(locales, t)} errors={errors} required />
      <TextField label={t('editor.pageTitle')} name="title" value={title} onChange={setTitle} errors={errors} maxLength={200} required />
      <SlugField
        label={t('editor.slug')}
        value={slug}
        onChange={(typed) => dispatchSlug({ type: 'slugTyped', slug: typed })}
        status={availability}
        errors={errors}
        readOnly={!editable}
      />
    </>
  );
}
