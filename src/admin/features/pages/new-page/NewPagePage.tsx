import { useEffect, useReducer, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { createPageBody } from '../../../../shared/pages/page-schemas.ts';
import { isPageTypeId, PAGE_TYPE_IDS, PAGE_TYPES, type PageTypeId } from '../../../../shared/pages/page-types.ts';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { errorsFromUnknown } from '../../../lib/api-client.ts';
import { clearCollectionErrors, setCollectionErrors, useCollectionErrors } from '../../../lib/error-collections.ts';
import { validateWith } from '../../../lib/validation.ts';
import { useSettingsStore } from '../../settings/settings-store.ts';
import { pagesApi } from '../api/pages-api.ts';
import { localeOptions } from './locale-options.ts';
import { SlugField } from './SlugField.tsx';
import { newPageSlug, slugFieldReducer } from './slug-suggestion.ts';
import { useSlugAvailability } from './use-slug-availability.ts';

/** SPEC 2.1 /new-page: type, locale, title and slug; creating opens the editor. */
export function NewPagePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const settings = useSettingsStore((state) => state.settings);
  const errors = useCollectionErrors('create-page');
  const requestedType = params.get('type') ?? '';
  const [type, setType] = useState<PageTypeId>(isPageTypeId(requestedType) ? requestedType : 'blank');
  const [locale, setLocale] = useState<string>(settings?.defaultLocale ?? 'en-gb');
  const [title, setTitle] = useState('');
  const [slugState, dispatchSlug] = useReducer(slugFieldReducer, { slug: '', edited: false });
  const [busy, setBusy] = useState(false);
  // Outside customSlugLocales the server makes the slug from the title: show (and check) that one.
  const { slug, editable } = newPageSlug(slugState, { title, type, locale, customSlugLocales: settings?.customSlugLocales });
  const availability = useSlugAvailability(slug, locale);

  useEffect(() => () => clearCollectionErrors('create-page'), []);
  useEffect(() => {
    dispatchSlug({ type: 'sourceChanged', title, pageType: type, locale });
  }, [title, type, locale]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { title, slug, type, locale };
    const checked = validateWith(createPageBody, body);
    if (!checked.ok) {
      setCollectionErrors('create-page', checked.errors);
      return;
    }
    if (availability === 'taken') {
      setCollectionErrors('create-page', [{ code: 'V_06', property: 'slug' }]);
      return;
    }
    clearCollectionErrors('create-page');
    setBusy(true);
    try {
      const created = await pagesApi.create({ ...body, slug: checked.data.slug, title: checked.data.title });
      navigate(`/page/${created.pageID}`);
    } catch (error) {
      setCollectionErrors('create-page', errorsFromUnknown(error));
      setBusy(false);
    }
  };

  const typeOptions = PAGE_TYPE_IDS.map((id) => ({ value: id, label: t(PAGE_TYPES[id].labelKey) }));

  return (
    <section className="page page--narrow">
      <header className="page__header">
        <div>
          <h1>{t('newPage.title')}</h1>
          <p className="page__intro">{t('newPage.intro')}</p>
        </div>
      </header>
      <form className="card form" onSubmit={submit} noValidate>
        <FormErrors errors={errors} />
        <div className="form-grid">
          <SelectField label={t('newPage.type')} name="type" value={type} onChange={(value) => setType(value as PageTypeId)} options={typeOptions} errors={errors} required />
          <SelectField
            label={t('newPage.locale')}
            name="locale"
            value={locale}
            onChange={setLocale}
            options={localeOptions(settings?.availableLocales ?? [locale], t)}
            errors={errors}
            required
          />
        </div>
        <TextField label={t('newPage.pageTitle')} name="title" value={title} onChange={setTitle} errors={errors} maxLength={200} required autoFocus />
        <SlugField
          label={t('newPage.slug')}
          value={slug}
          onChange={(typed) => dispatchSlug({ type: 'slugTyped', slug: typed })}
          status={availability}
          errors={errors}
          readOnly={!editable}
        />
        <div className="form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('newPage.creating') : t('newPage.create')}
          </button>
        </div>
      </form>
    </section>
  );
}
