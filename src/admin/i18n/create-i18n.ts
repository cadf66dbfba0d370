import i18next, { type i18n as I18n, type Module } from 'i18next';
import type { InterfaceLanguage } from '../../shared/locales.ts';
import { DEFAULT_LANGUAGE, I18N_OPTIONS } from './i18n-options.ts';
import { de } from './resources/de.ts';
import { en } from './resources/en.ts';
import { fr } from './resources/fr.ts';
import { nl } from './resources/nl.ts';

export { DEFAULT_LANGUAGE };

/** Every interface language at once: for unit tests. The app loads only the ones in use (load-language.ts). */
export const resources = {
  en: { translation: en },
  nl: { translation: nl },
  de: { translation: de },
  fr: { translation: fr },
} as const;

/**
 * A fresh i18next instance with every interface language loaded. The React binding is passed in
 * by the caller so unit tests can build an instance without React.
 */
export function createI18n(language: InterfaceLanguage = DEFAULT_LANGUAGE, plugins: Module[] = []): I18n {
  const instance = i18next.createInstance();
  for (const plugin of plugins) instance.use(plugin);
  void instance.init({ ...I18N_OPTIONS, resources, lng: language });
  return instance;
}
