import { isInterfaceLanguage, type InterfaceLanguage } from '../../shared/locales.ts';
import { DEFAULT_LANGUAGE } from './i18n-options.ts';

const STORAGE_KEY = 'cms-admin-language';

/** The language picked on the login screen (or last used), remembered in this browser. */
export function readStoredLanguage(): InterfaceLanguage {
  try {
    const stored = globalThis.localStorage?.getItem(STORAGE_KEY) ?? '';
    return isInterfaceLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    // Storage can be blocked (privacy settings); the default language is a fine fallback.
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: InterfaceLanguage): void {
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // Not being able to remember the choice only costs the user a click next time.
  }
}
