import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { InterfaceLanguage } from '../../shared/locales.ts';
import { I18N_OPTIONS } from './i18n-options.ts';
import { loadLanguage } from './load-language.ts';
import { readStoredLanguage, storeLanguage } from './language-preference.ts';

const initialLanguage = readStoredLanguage();

/**
 * The app's single i18next instance, starting in the language this browser last used. It starts
 * without texts: main.tsx renders once i18nReady has loaded that language's chunk, so the first
 * screen never shows bare keys.
 */
export const i18n = i18next.createInstance().use(initReactI18next);
void i18n.init({ ...I18N_OPTIONS, lng: initialLanguage, resources: {}, partialBundledLanguages: true });

/** Settles when the starting language's texts are in (a failed fetch shows as keys, not a blank page). */
export const i18nReady: Promise<void> = loadLanguage(i18n, initialLanguage).catch((error: unknown) => {
  console.error('Loading the interface texts failed', error);
});

let latestRequest: InterfaceLanguage = initialLanguage;

/**
 * Switches the interface as soon as the language's texts are in and remembers the choice for the
 * login screen. Of quick successive calls, the last one wins.
 */
export async function applyLanguage(language: InterfaceLanguage): Promise<void> {
  latestRequest = language;
  storeLanguage(language);
  try {
    await loadLanguage(i18n, language);
  } catch (error) {
    // Still switch: i18next shows the English text for anything the language could not load.
    console.error(`Loading the ${language} interface texts failed`, error);
  }
  if (latestRequest !== language) return;
  if (i18n.language !== language) await i18n.changeLanguage(language);
  document.documentElement.lang = language;
}

if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
