import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { useSettingsStore } from '../../settings/settings-state.ts';
import { saveSiteSettings } from '../api.ts';
import { generalErrors, type PathError } from '../path-errors.ts';
import { apiDocsToSave, failureErrors } from '../site-settings-state.ts';

/**
 * Whether the API reference (/api/docs, /api/openapi.json) is open to everyone or only to
 * signed-in users (issue 19). Like the consent form it saves the stored site settings with this
 * one field changed, so the languages form's unsaved edits are neither sent nor lost.
 */
export function ApiDocsSettingsForm() {
  const { t } = useTranslation();
  const stored = useSettingsStore((state) => state.settings);
  const setStored = useSettingsStore((state) => state.setSettings);
  const [isPublic, setPublic] = useState(() => stored?.apiDocsPublic ?? false);
  const [errors, setErrors] = useState<PathError[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const latest = useSettingsStore.getState().settings;
    const payload = apiDocsToSave(latest, isPublic);
    if (!latest || !payload) return;
    setErrors([]);
    setBusy(true);
    try {
      const saved = await saveSiteSettings(payload);
      setStored({ ...latest, ...saved });
      setNotice(t('apiDocsSettings.saved'));
    } catch (error) {
      setErrors(failureErrors(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card form settings-form" onSubmit={submit} noValidate aria-labelledby="api-docs-settings-title">
      <h2 id="api-docs-settings-title">{t('apiDocsSettings.title')}</h2>
      {notice && <Alert kind="success">{notice}</Alert>}
      <FormErrors errors={generalErrors(errors, new Set())} includeFieldErrors />
      <label className="checkbox">
        <input
          type="checkbox"
          name="apiDocsPublic"
          checked={isPublic}
          aria-describedby="api-docs-public-hint"
          onChange={(event) => setPublic(event.target.checked)}
        />
        <span>{t('apiDocsSettings.public')}</span>
      </label>
      <p className="field__hint" id="api-docs-public-hint">
        {t('apiDocsSettings.publicHint')}
      </p>
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy || !stored}>
          {busy ? t('common.saving') : t('apiDocsSettings.save')}
        </button>
      </div>
    </form>
  );
}
