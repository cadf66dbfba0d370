import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '../../../../../shared/blocks/block-limits.ts';
import type { ApiError } from '../../../../../shared/errors.ts';
import { createTranslationBody } from '../../../../../shared/pages/page-schemas.ts';
import type { PageTypeId } from '../../../../../shared/pages/page-types.ts';
import { normalizeSlug } from '../../../../../shared/pages/slug.ts';
import { SelectField } from '../../../../components/SelectField.tsx';
import { TextField } from '../../../../components/TextField.tsx';
import { localeOptions } from '../../locale-options.ts';
import { SlugField } from './SlugField.tsx';
import { useNewPageForm } from './use-new-page-form.ts';
import type { SlugAvailability } from './use-slug-availability.ts';

// The translation and duplicate bodies share one title rule.
const TITLE_MAX_LENGTH = maxLengthOf(createTranslationBody, 'title');

export interface NewPageValues {
  locale: string;
  title: string;
  slug: string;
  availability: SlugAvailability;
}

/** Locale, title and suggested slug, for translations and duplicates. */
export function NewPageFields({
  type,
  locales,
  initialTitle,
  errors,
  onChange,
}: {
  type: PageTypeId;
  locales: string[];
  initialTitle: string;
  errors: ApiError[];
  onChange: (values: NewPageValues) => void;
}) {
  const { t } = useTranslation();
  const { form, dispatch, slug, editable, availability } = useNewPageForm({
    pageType: type,
    locale: locales[0] ?? '',
    title: initialTitle,
  });
  const { locale, title } = form;

  useEffect(() => {
    onChange({ locale, title, slug: normalizeSlug(slug), availability });
  }, [locale, title, slug, availability, onChange]);

  return (
    <>
      <SelectField
        label={t('editor.translationLocale')}
        name="locale"
        value={locale}
        onChange={(next) => dispatch({ type: 'localeChanged', locale: next })}
        options={localeOptions(locales, t)}
        errors={errors}
        required
      />
      <TextField
        label={t('editor.pageTitle')}
        name="title"
        value={title}
        onChange={(next) => dispatch({ type: 'titleChanged', title: next })}
        errors={errors}
        maxLength={TITLE_MAX_LENGTH}
        required
      />
      <SlugField
        label={t('editor.slug')}
        value={slug}
        onChange={(typed) => dispatch({ type: 'slugTyped', slug: typed })}
        status={availability}
        errors={errors}
        readOnly={!editable}
      />
    </>
  );
}
