import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { useSettingsStore } from '../../settings/settings-state.ts';
import { saveSiteSettings } from '../api.ts';
import { generalErrors, type PathError } from '../path-errors.ts';
import { consentToSave, failureErrors } from '../site-settings-state.ts';
import { ConsentSummary } from './ConsentSummary.tsx';

/**
 * Whether continuing to browse counts as cookie consent (SPEC 4; issue 17: a site can turn it
 * off, as Dutch law reads consent). It saves the stored site settings with this one field
 * changed, so the languages form's unsaved edits are neither sent nor lost.
 */
export function ConsentSettingsForm() {
  const { t } = useTranslation();
  const stored = useSettingsStore((state) => state.settings);
  const setStored = useSettingsStore((state) => state.setSettings);
  const [byBrowsing, setByBrowsing] = useState(() => stored?.consentByBrowsing ?? true);
  const [errors, setErrors] = useState<PathError[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const latest = useSettingsStore.getState().settings;
    const payload = consentToSave(latest, byBrowsing);
    if (!latest || !payload) return;
    setErrors([]);
    setBusy(true);
    try {
      const saved = await saveSiteSettings(payload);
      setStored({ ...latest, ...saved });
      setNotice(t('consentSettings.saved'));
    } catch (error) {
      setErrors(failureErrors(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card form settings-form" onSubmit={submit} noValidate aria-labelledby="consent-settings-title">
      <h2 id="consent-settings-title">{t('consentSettings.title')}</h2>
      {notice && <Alert kind="success">{notice}</Alert>}
      <FormErrors errors={generalErrors(errors, new Set())} includeFieldErrors />
      <label className="checkbox">
        <input
          type="checkbox"
          name="consentByBrowsing"
          checked={byBrowsing}
          aria-describedby="consent-by-browsing-hint"
          onChange={(event) => setByBrowsing(event.target.checked)}
        />
        <span>{t('consentSettings.byBrowsing')}</span>
      </label>
      <p className="field__hint" id="consent-by-browsing-hint">
        {t('consentSettings.byBrowsingHint')}
      </p>
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy || !stored}>
          {busy ? t('common.saving') : t('consentSettings.save')}
        </button>
      </div>
      <ConsentSummary />
    </form>
  );
}
