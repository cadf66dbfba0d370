import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../../../shared/errors.ts';
import { INTERFACE_LANGUAGES, isInterfaceLanguage, type InterfaceLanguage } from '../../../../shared/locales.ts';
import { Alert } from '../../../components/Alert.tsx';
import { FormErrors } from '../../../components/FormErrors.tsx';
import { errorsFromUnknown } from '../../../lib/api-client.ts';
import { applyLanguage } from '../../../i18n/index.ts';
import { useAuthStore } from '../../auth/auth-state.ts';
import { usersApi } from '../../users/api.ts';

/** The interface language: saved on the account and applied immediately. */
export function LanguageSection() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [errors, setErrors] = useState<ApiError[]>([]);
  const [saved, setSaved] = useState(false);

  const change = async (language: InterfaceLanguage) => {
    setSaved(false);
    setErrors([]);
    const previous = i18n.language;
    void applyLanguage(language);
    try {
      await usersApi.setLanguage(language);
      const { user, userUpdated } = useAuthStore.getState();
      if (user) userUpdated({ ...user, language });
      setSaved(true);
    } catch (error) {
      if (isInterfaceLanguage(previous)) void applyLanguage(previous);
      setErrors(errorsFromUnknown(error));
    }
  };

  return (
    <section className="card settings-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('userSettings.languageTitle')}</h2>
      <p className="muted">{t('userSettings.languageIntro')}</p>
      {saved && <Alert kind="success">{t('userSettings.languageSaved')}</Alert>}
      <FormErrors errors={errors} includeFieldErrors />
      <div className="field field--inline">
        <label htmlFor={id} className="field__label">
          {t('fields.language')}
        </label>
        <select
          id={id}
          className="field__input"
          value={i18n.language}
          onChange={(event) => {
            if (isInterfaceLanguage(event.target.value)) void change(event.target.value);
          }}
        >
          {INTERFACE_LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language}>
              {t(`languages.${language}`)}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}
