import { z } from 'zod';
import { LOCALES } from '../locales.ts';
import { DEFAULT_TIME_ZONE, timeZoneName } from '../time-zone.ts';

const localeCode = z.enum(Object.keys(LOCALES) as [keyof typeof LOCALES, ...(keyof typeof LOCALES)[]], {
  error: 'V_12',
});

/** The fields alone, without the rules between them (see siteSettings). */
export const siteSettingsFields = z.object({
  availableLocales: z.array(localeCode).min(1, 'V_01'),
  defaultLocale: localeCode,
  customSlugLocales: z.array(localeCode),
  /**
   * The zone the site's times are shown and entered in (schedules, share-link expiry); times are
   * stored in UTC. Settings saved before it existed read as the default.
   */
  timeZone: timeZoneName.default(DEFAULT_TIME_ZONE),
  /**
   * SPEC 4: continuing to browse counts as cookie consent. Dutch law reads consent as an
   * explicit act, so a site can turn this off (issue 17); then only the banner's buttons consent.
   */
  consentByBrowsing: z.boolean({ error: 'V_12' }).default(true),
  /**
   * Issue 19: the API reference (/api/docs, /api/openapi.json) is for signed-in users unless an
   * administrator opens it to everyone, e.g. for the developers of a separate front end.
   */
  apiDocsPublic: z.boolean({ error: 'V_12' }).default(false),
});

/**
 * SPEC 3 Settings. customSlugLocales lists the locales whose slugs editors may choose freely.
 * Rules between the fields: each list names a locale once (V_06 on the repeat), the default
 * is one of the available locales and so is every custom-slug locale (V_12).
 */
export const siteSettings = siteSettingsFields.superRefine((settings, context) => {
  const repeats = (list: readonly string[], path: 'availableLocales' | 'customSlugLocales') =>
    list.forEach((code, index) => {
      if (list.indexOf(code) !== index) context.addIssue({ code: 'custom', message: 'V_06', path: [path, index] });
    });
  repeats(settings.availableLocales, 'availableLocales');
  repeats(settings.customSlugLocales, 'customSlugLocales');
  // With no available locales at all, that is the one error (V_01), not also the others.
  if (settings.availableLocales.length === 0) return;
  if (!settings.availableLocales.includes(settings.defaultLocale))
    context.addIssue({ code: 'custom', message: 'V_12', path: ['defaultLocale'] });
  settings.customSlugLocales.forEach((code, index) => {
    if (!settings.availableLocales.includes(code))
      context.addIssue({ code: 'custom', message: 'V_12', path: ['customSlugLocales', index] });
  });
});
export type SiteSettings = z.infer<typeof siteSettings>;

/**
 * Settings stored before these rules existed, made consistent: repeats dropped and custom-slug
 * locales that are not available left out. A default that is not available cannot be repaired
 * (which locale would it be?), so that stays invalid: null.
 */
export function repairSiteSettings(input: unknown): SiteSettings | null {
  // A zone this runtime does not know (another ICU build in a cluster) falls back on its own;
  // it must never reset the languages with it.
  const parsed = siteSettingsFields.extend({ timeZone: timeZoneName.catch(DEFAULT_TIME_ZONE) }).safeParse(input);
  if (!parsed.success) return null;
  const availableLocales = [...new Set(parsed.data.availableLocales)];
  const repaired = {
    availableLocales,
    defaultLocale: parsed.data.defaultLocale,
    customSlugLocales: [...new Set(parsed.data.customSlugLocales)].filter((code) => availableLocales.includes(code)),
    timeZone: parsed.data.timeZone,
    consentByBrowsing: parsed.data.consentByBrowsing,
    apiDocsPublic: parsed.data.apiDocsPublic,
  };
  return siteSettings.safeParse(repaired).success ? repaired : null;
}

/**
 * GET /settings/get (public): the site settings, the inactivity limit and the public site's
 * address (PUBLIC_URL, what search engines and visitors see); other keys (the public company
 * details) pass through. The address is optional so an admin facing an older server still loads.
 */
export const publicSettingsAnswer = z.looseObject({
  ...siteSettingsFields.shape,
  inactivityMinutes: z.number(),
  publicUrl: z.string().optional(),
});
export type PublicSettings = z.output<typeof publicSettingsAnswer>;

/** PUT /settings/site: the settings as stored. */
export const siteSettingsAnswer = z.object({ settings: siteSettingsFields });
