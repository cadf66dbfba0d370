import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '../../../../../shared/blocks/block-limits.ts';
import { createPageBody } from '../../../../../shared/pages/page-schemas.ts';
import { isPageTypeId, PAGE_TYPE_IDS, PAGE_TYPES, type PageTypeId } from '../../../../../shared/pages/page-types.ts';
import { FormErrors } from '../../../../components/FormErrors.tsx';
import { SelectField } from '../../../../components/SelectField.tsx';
import { TextField } from '../../../../components/TextField.tsx';
import { errorsFromUnknown } from '../../../../lib/api-client.ts';
import { clearCollectionErrors, setCollectionErrors, useCollectionErrors } from '../../../../lib/error-collections.ts';
import { validateWith } from '../../../../lib/validation.ts';
import { useSettingsStore } from '../../../settings/settings-state.ts';
import { pagesApi } from '../../api.ts';
import { localeOptions } from '../../locale-options.ts';
import { SlugField } from './SlugField.tsx';
import { useNewPageForm } from './use-new-page-form.ts';
import { useDocumentTitle } from '../../../../components/use-document-title.ts';

const TITLE_MAX_LENGTH = maxLengthOf(createPageBody, 'title');

/** SPEC 2.1 /new-page: type, locale, title and slug; creating opens the editor. */
export function NewPagePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('newPage.title'));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const settings = useSettingsStore((state) => state.settings);
  const errors = useCollectionErrors('create-page');
  const requestedType = params.get('type') ?? '';
  const { form, dispatch, slug, editable, availability } = useNewPageForm({
    pageType: isPageTypeId(requestedType) ? requestedType : 'blank',
    locale: settings?.defaultLocale ?? 'en-gb',
    title: '',
  });
  const { pageType: type, locale, title } = form;
  const [busy, setBusy] = useState(false);

  useEffect(() => () => clearCollectionErrors('create-page'), []);

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
      const created = await pagesApi.create({ ...body, locale: checked.data.locale, slug: checked.data.slug, title: checked.data.title });
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
          <SelectField
            label={t('newPage.type')}
            name="type"
            value={type}
            onChange={(value) => dispatch({ type: 'pageTypeChanged', pageType: value as PageTypeId })}
            options={typeOptions}
            errors={errors}
            required
          />
          <SelectField
            label={t('newPage.locale')}
            name="locale"
            value={locale}
            onChange={(value) => dispatch({ type: 'localeChanged', locale: value })}
            options={localeOptions(settings?.availableLocales ?? [locale], t)}
            errors={errors}
            required
          />
        </div>
        <TextField
          label={t('newPage.pageTitle')}
          name="title"
          value={title}
          onChange={(value) => dispatch({ type: 'titleChanged', title: value })}
          errors={errors}
          maxLength={TITLE_MAX_LENGTH}
          required
          autoFocus
        />
        <SlugField
          label={t('newPage.slug')}
          value={slug}
          onChange={(typed) => dispatch({ type: 'slugTyped', slug: typed })}
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
