import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maxLengthOf } from '../../../../shared/blocks/block-limits.ts';
import { companySettings, SOCIAL_NETWORKS } from '../../../../shared/schemas/company.ts';
import { Alert } from '../../../components/Alert.tsx';
import { FieldErrors, FormErrors } from '../../../components/FormErrors.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { fetchCompany, saveCompany } from '../api.ts';
import { errorsAt, generalErrors, validatePaths, type PathError } from '../path-errors.ts';
import {
  companyFieldPaths,
  failureErrors,
  fromCompanyForm,
  MAX_OFFICES,
  toCompanyForm,
  withNewOffice,
  withOffice,
  withoutOffice,
  type CompanyForm as CompanyFormValues,
} from '../site-settings-state.ts';
import { CompanyFactsFields } from './CompanyFactsFields.tsx';
import { OfficeFieldset } from './OfficeFieldset.tsx';

/** The company details the site shows: name, contact, offices, social links, footer facts and share image. */
const NAME_MAX_LENGTH = maxLengthOf(companySettings, 'name');
const PHONE_MAX_LENGTH = maxLengthOf(companySettings, 'phone');

export function CompanyForm() {
  const { t } = useTranslation();
  const [form, setForm] = useState<CompanyFormValues | null>(null);
  const [loadErrors, setLoadErrors] = useState<PathError[]>([]);
  const [errors, setErrors] = useState<PathError[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetchCompany()
      .then((company) => setForm(toCompanyForm(company)))
      .catch((error: unknown) => setLoadErrors(failureErrors(error)));
  }, []);

  if (!form) {
    return (
      <div className="card settings-form">
        <h2>{t('siteSettings.companyTitle')}</h2>
        {loadErrors.length > 0 ? (
          <FormErrors errors={generalErrors(loadErrors, new Set())} includeFieldErrors />
        ) : (
          <Spinner label={t('common.loading')} />
        )}
      </div>
    );
  }

  const set = (patch: Partial<CompanyFormValues>) => setForm({ ...form, ...patch });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const checked = validatePaths(companySettings, fromCompanyForm(form));
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors([]);
    setBusy(true);
    try {
      setForm(toCompanyForm(await saveCompany(checked.data)));
      setNotice(t('siteSettings.companySaved'));
    } catch (error) {
      setErrors(failureErrors(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card form settings-form" onSubmit={submit} noValidate aria-labelledby="company-title">
      <h2 id="company-title">{t('siteSettings.companyTitle')}</h2>
      {notice && <Alert kind="success">{notice}</Alert>}
      {errors.length > 0 && (
        <div className="alert alert--error" role="alert">
          {t('siteSettings.saveFailed')}
        </div>
      )}
      <FormErrors errors={generalErrors(errors, companyFieldPaths(form))} includeFieldErrors />
      <div className="form-grid">
        <TextField
          label={t('siteSettings.name')}
          name="name"
          value={form.name}
          required
          maxLength={NAME_MAX_LENGTH}
          onChange={(name) => set({ name })}
          errors={errorsAt(errors, 'name')}
        />
        <TextField
          label={t('siteSettings.email')}
          name="email"
          type="email"
          value={form.email}
          required
          onChange={(email) => set({ email })}
          errors={errorsAt(errors, 'email')}
        />
        <TextField
          label={t('siteSettings.phone')}
          name="phone"
          type="tel"
          value={form.phone}
          maxLength={PHONE_MAX_LENGTH}
          onChange={(phone) => set({ phone })}
          errors={errorsAt(errors, 'phone')}
        />
        <TextField
          label={t('siteSettings.contactRecipient')}
          name="contactRecipient"
          type="email"
          value={form.contactRecipient}
          required
          hint={t('siteSettings.contactRecipientHint')}
          onChange={(contactRecipient) => set({ contactRecipient })}
          errors={errorsAt(errors, 'contactRecipient')}
        />
      </div>

      <h3>{t('siteSettings.officesTitle')}</h3>
      <FieldErrors id="offices-errors" errors={errorsAt(errors, 'offices')} />
      {form.offices.map((office, index) => (
        <OfficeFieldset
          key={index}
          office={office}
          index={index}
          errors={errors}
          onChange={(patch) => setForm(withOffice(form, index, patch))}
          onRemove={() => setForm(withoutOffice(form, index))}
        />
      ))}
      <button
        type="button"
        className="button button--secondary"
        onClick={() => setForm(withNewOffice(form))}
        disabled={form.offices.length >= MAX_OFFICES}
      >
        <Icon name="plus" size={18} />
        {t('siteSettings.addOffice')}
      </button>

      <h3>{t('siteSettings.socialTitle')}</h3>
      <div className="form-grid">
        {SOCIAL_NETWORKS.map((network) => (
          <TextField
            key={network}
            label={t(`fields.${network}`)}
            name={network}
            type="url"
            placeholder="https://"
            value={form.social[network]}
            onChange={(value) => set({ social: { ...form.social, [network]: value } })}
            errors={errorsAt(errors, `social.${network}`)}
          />
        ))}
      </div>
      <CompanyFactsFields form={form} errors={errors} onChange={set} />
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('common.saving') : t('siteSettings.saveCompany')}
        </button>
      </div>
    </form>
  );
}
