import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteSettings } from '../../../../shared/schemas/settings.ts';
import { Alert } from '../../../components/Alert.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { useSettingsStore } from '../../settings/settings-state.ts';
import { saveSiteSettings } from '../api.ts';
import { generalErrors, type PathError } from '../path-errors.ts';
import { failureErrors } from '../site-settings-state.ts';

type ToggleField = 'consentByBrowsing' | 'apiDocsPublic';

export interface SettingToggleTexts {
  title: string;
  label: string;
  hint: string;
  save: string;
  saved: string;
}

/**
 * One site setting switched on or off in a form of its own. It saves the stored site settings
 * with this one field changed (`toSave`), so the languages form's unsaved edits are neither
 * sent nor lost.
 */
export function SettingToggleForm({
  field,
  fallback,
  ids,
  texts,
  toSave,
  children,
}: {
  field: ToggleField;
  /** The value while the stored settings do not have the field. */
  fallback: boolean;
  ids: { title: string; hint: string };
  texts: SettingToggleTexts;
  toSave: (latest: SiteSettings | null | undefined, value: boolean) => SiteSettings | null;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const stored = useSettingsStore((state) => state.settings);
  const setStored = useSettingsStore((state) => state.setSettings);
  const [value, setValue] = useState(() => stored?.[field] ?? fallback);
  const [errors, setErrors] = useState<PathError[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const latest = useSettingsStore.getState().settings;
    const payload = toSave(latest, value);
    if (!latest || !payload) return;
    setErrors([]);
    setBusy(true);
    try {
      const saved = await saveSiteSettings(payload);
      setStored({ ...latest, ...saved });
      setNotice(texts.saved);
    } catch (error) {
      setErrors(failureErrors(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="card form settings-form" onSubmit={submit} noValidate aria-labelledby={ids.title}>
      <h2 id={ids.title}>{texts.title}</h2>
      {notice && <Alert kind="success">{notice}</Alert>}
      <FormErrors errors={generalErrors(errors, new Set())} includeFieldErrors />
      <label className="checkbox">
        <input
          type="checkbox"
          name={field}
          checked={value}
          aria-describedby={ids.hint}
          onChange={(event) => setValue(event.target.checked)}
        />
        <span>{texts.label}</span>
      </label>
      <p className="field__hint" id={ids.hint}>
        {texts.hint}
      </p>
      <div className="form__actions">
        <button type="submit" className="button button--primary" disabled={busy || !stored}>
          {busy ? t('common.saving') : texts.save}
        </button>
      </div>
      {children}
    </form>
  );
}
