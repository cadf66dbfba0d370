import i18next, { type i18n as I18n, type Module } from 'i18next';
import type { InterfaceLanguage } from '../../shared/locales.ts';
import { de } from './resources/de.ts';
import { en } from './resources/en.ts';
import { fr } from './resources/fr.ts';
import { nl } from './resources/nl.ts';

export const DEFAULT_LANGUAGE: InterfaceLanguage = 'en';

export const resources = {
  en: { translation: en },
  nl: { translation: nl },
  de: { translation: de },
  fr: { translation: fr },
} as const;

/**
 * A fresh i18next instance with every interface language loaded. Placeholders use single
 * braces ({field}) to match the wording of the error catalogue. The React binding is
 * passed in by the app so unit tests can build an instance without React.
 */
export function createI18n(language: InterfaceLanguage = DEFAULT_LANGUAGE, plugins: Module[] = []): I18n {
  const instance = i18next.createInstance();
  for (const plugin of plugins) instance.use(plugin);
  void instance.init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    initAsync: false,
    interpolation: { prefix: '{', suffix: '}', escapeValue: false },
    returnNull: false,
  });
  return instance;
}
