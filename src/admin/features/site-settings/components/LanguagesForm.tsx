import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocaleCode } from '../../../../shared/locales.ts';
import { siteSettings, type SiteSettings } from '../../../../shared/schemas/settings.ts';
import { timeZoneChoices } from '../../../../shared/time-zone.ts';
import { Alert } from '../../../components/Alert.tsx';
import { FieldErrors, FormErrors } from '../../../components/FormErrors.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { useSettingsStore } from '../../settings/settings-state.ts';
import { saveSiteSettings } from '../api.ts';
import { errorsAt, errorsWithin, generalErrors, pathsWithin, validatePaths, type PathError } from '../path-errors.ts';
import {
  failureErrors,
  initialLanguagesForm,
  languagesToSave,
  LOCALE_CODES,
  toggledLocale,
  withAvailableLocale,
} from '../site-settings-state.ts';

const TIME_ZONES = timeZoneChoices();

/** The site's languages (which are available, the default, which have freely chosen slugs) and its time zone. */
export function LanguagesForm() {
  const { t } = useTranslation();
  const stored = useSettingsStore((state) => state.settings);
  const setStored = useSettingsStore((state) => state.setSettings);
  const [form, setForm] = useState<SiteSettings>(() => initialLanguagesForm(stored));
  const [errors, setErrors] = useState<PathError[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
      const saved = await saveSiteSettings(languagesToSave(checked.data, useSettingsStore.getState().settings));
      if (stored) setStored({ ...stored, ...saved });
      setNotice(t('siteSettings.siteSaved'));
    } catch (error) {
      setErrors(failureErrors(error));
    } finally {
      setBusy(false);
    }
  };

  const shown = pathsWithin(errors, ['availableLocales', 'defaultLocale', 'customSlugLocales', 'timeZone']);
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
              <input
                type="checkbox"
                checked={form.availableLocales.includes(code)}
                onChange={(event) => setForm(withAvailableLocale(form, code, event.target.checked))}
              />
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
                onChange={(event) =>
                  setForm({ ...form, customSlugLocales: toggledLocale(form.customSlugLocales, code, event.target.checked) })
                }
              />
              <span>
                {t(`locales.${code}`)} <span className="checkbox__code">{code}</span>
              </span>
            </label>
          ))}
        </div>
        <FieldErrors id="custom-slug-errors" errors={errorsWithin(errors, 'customSlugLocales')} />
      </fieldset>
      <SelectField
        label={t('siteSettings.timeZone')}
        name="timeZone"
        value={form.timeZone}
        onChange={(value) => setForm({ ...form, timeZone: value })}
        options={TIME_ZONES.map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }))}
        errors={errorsAt(errors, 'timeZone')}
      />
      <p className="field__hint">{t('siteSettings.timeZoneHint')}</p>
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? t('common.saving') : t('siteSettings.saveSite')}
        </button>
      </div>
    </form>
  );
}
