import type { InitOptions } from 'i18next';
import type { InterfaceLanguage } from '../../shared/locales.ts';

export const DEFAULT_LANGUAGE: InterfaceLanguage = 'en';

/**
 * The settings every i18next instance of the admin shares (the app's, which loads its texts per
 * language, and the unit tests', which have all four at once). Placeholders use single braces
 * ({field}) to match the wording of the error catalogue.
 */
export const I18N_OPTIONS = {
  fallbackLng: DEFAULT_LANGUAGE,
  initAsync: false,
  interpolation: { prefix: '{', suffix: '}', escapeValue: false },
  returnNull: false,
} as const satisfies InitOptions;
