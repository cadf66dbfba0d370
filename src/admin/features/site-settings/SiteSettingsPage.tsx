import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCALES, type LocaleCode } from '../../../shared/locales.ts';
import { companySettings, SOCIAL_NETWORKS, type CompanySettings } from '../../../shared/schemas/company.ts';
import { siteSettings, type SiteSettings } from '../../../shared/schemas/settings.ts';
import { Alert } from '../../components/Alert.tsx';
import { FieldErrors, FormErrors } from '../../components/FormErrors.tsx';
import { Icon } from '../../components/Icon.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { TextField } from '../../components/TextField.tsx';
import { ApiRequestError, errorsFromUnknown } from '../../lib/api-client.ts';
import { useSettingsStore } from '../settings/settings-store.ts';
import { errorsAt, errorsWithin, generalErrors, pathErrorsFromBody, pathsWithin, validatePaths, type PathError } from './path-errors.ts';
import { fetchCompany, saveCompany, saveSiteSettings } from './site-settings-api.ts';
import '../../styles/site-admin.css';

const LOCALE_CODES = Object.keys(LOCALES) as LocaleCode[];
const OFFICE_ROLES = ['headquarters', 'north', 'university', 'other'] as const;
type Office = CompanySettings['offices'][number];
/** Office as edited: coordinates and address as text. */
type OfficeForm = Omit<Office, 'latitude' | 'longitude' | 'addressLines'> & { latitude: string; longitude: string; address: string };
type CompanyForm = Omit<CompanySettings, 'offices'> & { offices: OfficeForm[] };

const toForm = (company: CompanySettings): CompanyForm => ({
  ...company,
  offices: company.offices.map(({ latitude, longitude, addressLines, ...office }) => ({
    ...office,
    latitude: latitude === null ? '' : String(latitude),
    longitude: longitude === null ? '' : String(longitude),
    address: addressLines.join('\n'),
  })),
});
const coordinate = (text: string): number | null => (text.trim() === '' ? null : Number(text.replace(',', '.')));
const fromForm = (form: CompanyForm): CompanySettings => ({
  ...form,
  offices: form.offices.map(({ latitude, longitude, address, ...office }) => ({
    ...office,
    latitude: coordinate(latitude),
    longitude: coordinate(longitude),
    addressLines: address.split('\n').map((line) => line.trim()).filter(Boolean),
  })),
});

function failureErrors(error: unknown): PathError[] {
  const errors = error instanceof ApiRequestError ? pathErrorsFromBody(error.body) : [];
  return errors.length > 0 ? errors : errorsFromUnknown(error).map((entry) => ({ code: entry.code, path: '' }));
}

/** Site settings (languages) and company details; Administrator only (manage-settings). */
export function SiteSettingsPage() {
  const { t } = useTranslation();
  return (
    <section className="page">
      <header className="page__header">
        <div>
          <h1>{t('siteSettings.title')}</h1>
          <p className="page__intro">{t('siteSettings.intro')}</p>
        </div>
      </header>
      <LanguagesForm />
      <CompanyFormCard />
    </section>
  );
}

function LanguagesForm() {
  const { t } = useTranslation();
  const stored = useSettingsStore((state) => state.settings);
  const setStored = useSettingsStore((state) => state.setSettings);
  const [form, setForm] = useState<SiteSettings>(() => ({
    availableLocales: stored?.availableLocales ?? ['nl-nl'],
    defaultLocale: stored?.defaultLocale ?? 'nl-nl',
    customSlugLocales: stored?.customSlugLocales ?? [],
  }) as SiteSettings);
  const [errors, setErrors] = useState<PathError[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (list: LocaleCode[], code: LocaleCode, on: boolean) => (on ? LOCALE_CODES.filter((entry) => entry === code || list.includes(entry)) : list.filter((entry) => entry !== code));
  const setAvailable = (code: LocaleCode, on: boolean) => {
    const availableLocales = toggle(form.availableLocales, code, on);
    // The default must be one of the available languages.
    const defaultLocale = availableLocales.includes(form.defaultLocale) ? form.defaultLocale : (availableLocales[0] ?? form.defaultLocale);
    setForm({ ...form, availableLocales, defaultLocale, customSlugLocales: form.customSlugLocales.filter((entry) => availableLocales.includes(entry)) });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const checked = validatePaths(siteSettings, form);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors([]);
    setBusy(true);
    try {
      const saved = await saveSiteSettings(checked.data);
      if (stored) setStored({ ...stored, ...saved });
      setNotice(t('siteSettings.siteSaved'));
    } catch (error) {
      setErrors(failureErrors(error));
    } finally {
      setBusy(false);
    }
  };

  const shown = pathsWithin(errors, ['availableLocales', 'defaultLocale', 'customSlugLocales']);
  return (
    <form className="card form settings-form" onSubmit={submit} noValidate aria-labelledby="languages-title">
      <h2 id="languages-title">{t('siteSettings.languagesTitle')}</h2>
      {notice && <Alert kind="success">{notice}</Alert>}
      <FormErrors errors={generalErrors(errors, shown)} includeFieldErrors />
      <fieldset className="fieldset">
        <legend className="field__label">{t('siteSettings.availableLocales')}</legend>
        <div className="checkbox-grid">
          {LOCALE_CODES.map((code) => (
            <label key={code} className="checkbox">
              <input type="checkbox" checked={form.availableLocales.includes(code)} onChange={(event) => setAvailable(code, event.target.checked)} />
              <span>
                {t(`locales.${code}`)} <span className="checkbox__code">{code}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldErrors id="available-errors" errors={errorsWithin(errors, 'availableLocales')} />
      </fieldset>
      <SelectField
        label={t('siteSettings.defaultLocale')}
        name="defaultLocale"
        value={form.defaultLocale}
        onChange={(value) => setForm({ ...form, defaultLocale: value as LocaleCode })}
        options={form.availableLocales.map((code) => ({ value: code, label: `${t(`locales.${code}`)} (${code})` }))}
        errors={errorsAt(errors, 'defaultLocale')}
      />
      <p className="field__hint">{t('siteSettings.defaultLocaleHint')}</p>
      <fieldset className="fieldset">
        <legend className="field__label">{t('siteSettings.customSlugLocales')}</legend>
        <p className="field__hint">{t('siteSettings.customSlugHint')}</p>
        <div className="checkbox-grid">
          {form.availableLocales.map((code) => (
            <label key={code} className="checkbox">
              <input
                type="checkbox"
                checked={form.customSlugLocales.includes(code)}
                onChange={(event) => setForm({ ...form, customSlugLocales: toggle(form.customSlugLocales, code, event.target.checked) })}
              />
              <span>
                {t(`locales.${code}`)} <span className="checkbox__code">{code}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldErrors id="custom-slug-errors" errors={errorsWithin(errors, 'customSlugLocales')} />
      </fieldset>
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('common.saving') : t('siteSettings.saveSite')}
        </button>
      </div>
    </form>
  );
}

function CompanyFormCard() {
  const { t } = useTranslation();
  const [form, setForm] = useState<CompanyForm | null>(null);
  const [loadErrors, setLoadErrors] = useState<PathError[]>([]);
  const [errors, setErrors] = useState<PathError[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetchCompany()
      .then((company) => setForm(toForm(company)))
      .catch((error: unknown) => setLoadErrors(failureErrors(error)));
  }, []);

  if (!form) {
    return (
      <div className="card settings-form">
        <h2>{t('siteSettings.companyTitle')}</h2>
        {loadErrors.length > 0 ? <FormErrors errors={generalErrors(loadErrors, new Set())} includeFieldErrors /> : <Spinner label={t('common.loading')} />}
      </div>
    );
  }

  const shown = new Set<string>(['name', 'email', 'phone', 'contactRecipient', 'offices', ...SOCIAL_NETWORKS.map((network) => `social.${network}`)]);
  form.offices.forEach((_office, index) => ['id', 'city', 'role', 'addressLines', 'phone', 'latitude', 'longitude'].forEach((field) => shown.add(`offices.${index}.${field}`)));

  const set = (patch: Partial<CompanyForm>) => setForm({ ...form, ...patch });
  const setOffice = (index: number, patch: Partial<OfficeForm>) => set({ offices: form.offices.map((office, position) => (position === index ? { ...office, ...patch } : office)) });
  const addOffice = () => {
    const taken = new Set(form.offices.map((office) => office.id));
    let number = form.offices.length + 1;
    while (taken.has(`office-${number}`)) number += 1;
    set({ offices: [...form.offices, { id: `office-${number}`, city: '', role: 'other', address: '', phone: '', latitude: '', longitude: '' }] });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const company = fromForm(form);
    const checked = validatePaths(companySettings, company);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors([]);
    setBusy(true);
    try {
      setForm(toForm(await saveCompany(checked.data)));
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
      {errors.length > 0 && <div className="alert alert--error" role="alert">{t('siteSettings.saveFailed')}</div>}
      <FormErrors errors={generalErrors(errors, shown)} includeFieldErrors />
      <div className="form-grid">
        <TextField label={t('siteSettings.name')} name="name" value={form.name} required maxLength={120} onChange={(name) => set({ name })} errors={errorsAt(errors, 'name')} />
        <TextField label={t('siteSettings.email')} name="email" type="email" value={form.email} required onChange={(email) => set({ email })} errors={errorsAt(errors, 'email')} />
        <TextField label={t('siteSettings.phone')} name="phone" type="tel" value={form.phone} maxLength={40} onChange={(phone) => set({ phone })} errors={errorsAt(errors, 'phone')} />
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
      {form.offices.map((office, index) => {
        const at = (field: string) => errorsAt(errors, `offices.${index}.${field}`);
        return (
          <fieldset key={index} className="office-card" aria-label={t('siteSettings.office', { number: index + 1 })}>
            <div className="office-card__header">
              <h3>{t('siteSettings.office', { number: index + 1 })}</h3>
              <button
                type="button"
                className="icon-button icon-button--danger"
                aria-label={t('siteSettings.removeOffice', { number: index + 1 })}
                onClick={() => set({ offices: form.offices.filter((_entry, position) => position !== index) })}
              >
                <Icon name="trash" size={18} />
              </button>
            </div>
            <div className="form-grid">
              <TextField label={t('siteSettings.city')} name="city" value={office.city} required onChange={(city) => setOffice(index, { city })} errors={at('city')} />
              <SelectField
                label={t('siteSettings.role')}
                name="role"
                value={office.role}
                onChange={(role) => setOffice(index, { role: role as Office['role'] })}
                options={OFFICE_ROLES.map((role) => ({ value: role, label: t(`siteSettings.role_${role}`) }))}
                errors={at('role')}
              />
              <TextField label={t('siteSettings.officeId')} name="id" value={office.id} hint={t('siteSettings.officeIdHint')} onChange={(id) => setOffice(index, { id })} errors={at('id')} />
              <TextField label={t('siteSettings.phone')} name="phone" type="tel" value={office.phone} onChange={(phone) => setOffice(index, { phone })} errors={at('phone')} />
              <TextField label={t('siteSettings.latitude')} name="latitude" inputMode="decimal" value={office.latitude} onChange={(latitude) => setOffice(index, { latitude })} errors={at('latitude')} />
              <TextField label={t('siteSettings.longitude')} name="longitude" inputMode="decimal" value={office.longitude} onChange={(longitude) => setOffice(index, { longitude })} errors={at('longitude')} />
            </div>
            <div className="field">
              <label htmlFor={`office-${index}-address`} className="field__label">
                {t('siteSettings.addressLines')}
              </label>
              <textarea id={`office-${index}-address`} className="field__input field__input--textarea" rows={3} value={office.address} onChange={(event) => setOffice(index, { address: event.target.value })} />
              <FieldErrors id={`office-${index}-address-errors`} errors={at('addressLines')} />
            </div>
          </fieldset>
        );
      })}
      <button type="button" className="button button--secondary" onClick={addOffice} disabled={form.offices.length >= 10}>
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
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('common.saving') : t('siteSettings.saveCompany')}
        </button>
      </div>
    </form>
  );
}
