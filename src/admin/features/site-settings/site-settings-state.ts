import { LOCALES, type LocaleCode } from '../../../shared/locales.ts';
import { SOCIAL_NETWORKS, type CompanySettings } from '../../../shared/schemas/company.ts';
import type { SiteSettings } from '../../../shared/schemas/settings.ts';
import { DEFAULT_TIME_ZONE } from '../../../shared/time-zone.ts';
import { ApiRequestError, errorsFromUnknown } from '../../lib/api-client.ts';
import { pathErrorsFromBody, type PathError } from './path-errors.ts';

export const LOCALE_CODES = Object.keys(LOCALES) as LocaleCode[];
export const OFFICE_ROLES = ['headquarters', 'north', 'university', 'other'] as const;
export const MAX_OFFICES = 10;

export type Office = CompanySettings['offices'][number];
/** Office as edited: coordinates and address as text. */
export type OfficeForm = Omit<Office, 'latitude' | 'longitude' | 'addressLines'> & { latitude: string; longitude: string; address: string };
export type CompanyForm = Omit<CompanySettings, 'offices'> & { offices: OfficeForm[] };

export const toCompanyForm = (company: CompanySettings): CompanyForm => ({
  ...company,
  offices: company.offices.map(({ latitude, longitude, addressLines, ...office }) => ({
    ...office,
    latitude: latitude === null ? '' : String(latitude),
    longitude: longitude === null ? '' : String(longitude),
    address: addressLines.join('\n'),
  })),
});

/** A typed coordinate: empty is none, a decimal comma counts as a point. */
export const coordinate = (text: string): number | null => (text.trim() === '' ? null : Number(text.replace(',', '.')));

export const fromCompanyForm = (form: CompanyForm): CompanySettings => ({
  ...form,
  offices: form.offices.map(({ latitude, longitude, address, ...office }) => ({
    ...office,
    latitude: coordinate(latitude),
    longitude: coordinate(longitude),
    addressLines: address
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
  })),
});

/** A new office at the end, with the first free id office-N (N counting on from the number of offices). */
export function withNewOffice(form: CompanyForm): CompanyForm {
  const taken = new Set(form.offices.map((office) => office.id));
  let number = form.offices.length + 1;
  while (taken.has(`office-${number}`)) number += 1;
  return {
    ...form,
    offices: [...form.offices, { id: `office-${number}`, city: '', role: 'other', address: '', phone: '', latitude: '', longitude: '' }],
  };
}

export const withOffice = (form: CompanyForm, index: number, patch: Partial<OfficeForm>): CompanyForm => ({
  ...form,
  offices: form.offices.map((office, position) => (position === index ? { ...office, ...patch } : office)),
});

export const withoutOffice = (form: CompanyForm, index: number): CompanyForm => ({
  ...form,
  offices: form.offices.filter((_entry, position) => position !== index),
});

/** The error paths the company form shows next to a field; errors on other paths are shown on top. */
export function companyFieldPaths(form: CompanyForm): Set<string> {
  const shown = new Set<string>([
    'name',
    'email',
    'phone',
    'contactRecipient',
    'kvkNumber',
    'vatNumber',
    'accessibilityStatementPath',
    'shareImageUrl',
    'offices',
    ...SOCIAL_NETWORKS.map((network) => `social.${network}`),
  ]);
  form.offices.forEach((_office, index) =>
    ['id', 'city', 'role', 'addressLines', 'phone', 'latitude', 'longitude'].forEach((field) => shown.add(`offices.${index}.${field}`)),
  );
  return shown;
}

/** The languages form starts from the stored settings (Dutch only when they are not loaded). */
export const initialLanguagesForm = (stored: SiteSettings | null | undefined): SiteSettings =>
  ({
    availableLocales: stored?.availableLocales ?? ['nl-nl'],
    defaultLocale: stored?.defaultLocale ?? 'nl-nl',
    customSlugLocales: stored?.customSlugLocales ?? [],
    timeZone: stored?.timeZone ?? DEFAULT_TIME_ZONE,
    consentByBrowsing: stored?.consentByBrowsing ?? true,
    apiDocsPublic: stored?.apiDocsPublic ?? false,
  }) as SiteSettings;

/**
 * The languages, consent and API reference forms save the one site settings object. Each sends
 * the others' fields as last stored (the store follows every save), so none undoes another.
 */
export const languagesToSave = (form: SiteSettings, latest: SiteSettings | null | undefined): SiteSettings => ({
  ...form,
  consentByBrowsing: latest?.consentByBrowsing ?? form.consentByBrowsing,
  apiDocsPublic: latest?.apiDocsPublic ?? form.apiDocsPublic,
});

/** The stored settings with the consent choice; null while they are not loaded (nothing to save over). */
export const consentToSave = (latest: SiteSettings | null | undefined, consentByBrowsing: boolean): SiteSettings | null =>
  latest ? { ...initialLanguagesForm(latest), consentByBrowsing } : null;

/** The stored settings with the API reference public or not; null while they are not loaded. */
export const apiDocsToSave = (latest: SiteSettings | null | undefined, apiDocsPublic: boolean): SiteSettings | null =>
  latest ? { ...initialLanguagesForm(latest), apiDocsPublic } : null;

/** Turns a locale on (in the order of LOCALE_CODES) or off in a list. */
export const toggledLocale = (list: LocaleCode[], code: LocaleCode, on: boolean): LocaleCode[] =>
  on ? LOCALE_CODES.filter((entry) => entry === code || list.includes(entry)) : list.filter((entry) => entry !== code);

/**
 * Turns an available language on or off. The default must stay one of the available
 * languages (else the first one becomes it) and custom slugs only exist for available ones.
 */
export function withAvailableLocale(form: SiteSettings, code: LocaleCode, on: boolean): SiteSettings {
  const availableLocales = toggledLocale(form.availableLocales, code, on);
  const defaultLocale = availableLocales.includes(form.defaultLocale) ? form.defaultLocale : (availableLocales[0] ?? form.defaultLocale);
  return {
    ...form,
    availableLocales,
    defaultLocale,
    customSlugLocales: form.customSlugLocales.filter((entry) => availableLocales.includes(entry)),
  };
}

/** The errors of a failed load or save, by path (the server's own paths when it sent them). */
export function failureErrors(error: unknown): PathError[] {
  const errors = error instanceof ApiRequestError ? pathErrorsFromBody(error.body) : [];
  return errors.length > 0 ? errors : errorsFromUnknown(error).map((entry) => ({ code: entry.code, path: '' }));
}
