import { z } from 'zod';
import { LOCALES } from '../locales.ts';

const localeCode = z.enum(Object.keys(LOCALES) as [keyof typeof LOCALES, ...(keyof typeof LOCALES)[]], {
  error: 'V_12',
});

/** SPEC 3 Settings. customSlugLocales lists the locales whose slugs editors may choose freely. */
export const siteSettings = z
  .object({
    availableLocales: z.array(localeCode).min(1, 'V_01'),
    defaultLocale: localeCode,
    customSlugLocales: z.array(localeCode),
  })
  // With no available locales at all, that is the one error (V_01), not also the default.
  .refine((settings) => settings.availableLocales.length === 0 || settings.availableLocales.includes(settings.defaultLocale), {
    message: 'V_12',
    path: ['defaultLocale'],
  });
export type SiteSettings = z.infer<typeof siteSettings>;
