/** Interface and content locales of SPEC 3. The public site offers en-gb and nl-nl. */
export const LOCALES = {
  'en-gb': 'English',
  'nl-nl': 'Nederlands',
  'de-de': 'Deutsch',
  'fr-fr': 'Français',
} as const;

export type LocaleCode = keyof typeof LOCALES;

export const INTERFACE_LANGUAGES = ['en', 'nl', 'de', 'fr'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** The base language is the part of a locale before the first hyphen (SPEC 9). */
export function baseLanguage(locale: string): string {
  const hyphen = locale.indexOf('-');
  return hyphen === -1 ? locale : locale.slice(0, hyphen);
}

export function isInterfaceLanguage(value: string): value is InterfaceLanguage {
  return (INTERFACE_LANGUAGES as readonly string[]).includes(value);
}
