import type { TFunction } from 'i18next';

/** Select options for content locales, labelled in the interface language. */
export function localeOptions(locales: readonly string[], t: TFunction): { value: string; label: string }[] {
  return locales.map((locale) => ({ value: locale, label: `${t(`locales.${locale}`, { defaultValue: locale })} (${locale})` }));
}
