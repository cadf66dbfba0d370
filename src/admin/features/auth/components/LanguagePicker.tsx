import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERFACE_LANGUAGES, isInterfaceLanguage } from '../../../../shared/locales.ts';
import { applyLanguage } from '../../../i18n/index.ts';

/** The small language switch on the auth screens; the choice is kept in localStorage. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className="language-picker">
      <label htmlFor={id}>{t('auth.interfaceLanguage')}</label>
      <select
        id={id}
        value={i18n.language}
        onChange={(event) => {
          if (isInterfaceLanguage(event.target.value)) void applyLanguage(event.target.value);
        }}
      >
        {INTERFACE_LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
