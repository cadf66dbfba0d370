import type { TFunction } from 'i18next';
import type { LocaleCode } from '../../../shared/locales.ts';

/** Select options for content locales, labelled in the interface language. */
export function localeOptions(locales: readonly string[], t: TFunction): { value: string; label: string }[] {
  return locales.map((locale) => ({ value: locale, label: `${t(`locales.${locale}`, { defaultValue: locale })} (${locale})` }));
}

/**
 * The site settings list content locales as plain strings; a request body names them as the
 * shared schemas' locale codes. The server checks the code (V_12 when it is not one).
 */
export const asLocaleCode = (locale: string) => locale as LocaleCode;
