import { initReactI18next } from 'react-i18next';
import type { InterfaceLanguage } from '../../shared/locales.ts';
import { createI18n } from './create-i18n.ts';
import { readStoredLanguage, storeLanguage } from './language-preference.ts';

/** The app's single i18next instance, starting in the language this browser last used. */
export const i18n = createI18n(readStoredLanguage(), [initReactI18next]);

/** Switches the interface at once and remembers the choice for the login screen. */
export function applyLanguage(language: InterfaceLanguage): void {
  storeLanguage(language);
  if (i18n.language !== language) void i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
