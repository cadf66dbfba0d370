import { z } from 'zod';
import { isSafeLink } from '../blocks/block-fields.ts';

const text = (max: number) => z.string({ error: 'V_12' }).trim().max(max, 'V_14');
const httpUrl = z
  .string({ error: 'V_13' })
  .trim()
  .max(500, 'V_14')
  .refine((value) => value === '' || (/^https?:\/\//.test(value) && isSafeLink(value)), 'V_13');

export const office = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,40}$/, 'V_12'),
  city: text(80).min(1, 'V_01'),
  role: z.enum(['headquarters', 'north', 'university'], { error: 'V_12' }).or(z.literal('other')),
  addressLines: z.array(text(120)).max(4, 'V_14'),
  phone: text(40),
  latitude: z.number({ error: 'V_12' }).min(-90).max(90).nullable().default(null),
  longitude: z.number({ error: 'V_12' }).min(-180).max(180).nullable().default(null),
});

/** A path of this site ("/toegankelijkheid"): never "//host" or "/\\host", which leave the site. */
const isSitePath = (value: string) => /^\/(?![/\\])[^\s\\]*$/.test(value);

/**
 * Company facts the footer shows (issue 17), each optional: empty is "not shown". Spaces and dots
 * people type in registration numbers are dropped, so "1234 5678" and "nl 0012.34.567 b01" are kept
 * in their canonical form.
 */
const registration = (pattern: RegExp) =>
  z
    .string({ error: 'V_12' })
    .max(40, 'V_14')
    .overwrite((value) => value.replace(/[\s.]/g, '').toUpperCase())
    .refine((value) => value === '' || pattern.test(value), 'V_12')
    .default('');

/** Dutch Chamber of Commerce (KvK) number: eight digits. */
export const kvkNumber = registration(/^\d{8}$/);
/** EU VAT number: the country code, then 2 to 13 letters or digits (NL: NL123456789B01). */
export const vatNumber = registration(/^[A-Z]{2}[0-9A-Z+*]{2,13}$/);

/** The accessibility statement: a path of this site, or empty for none. */
export const accessibilityStatementPath = z
  .string({ error: 'V_13' })
  .trim()
  .max(300, 'V_14')
  .refine((value) => value === '' || isSitePath(value), 'V_13')
  .default('');

/**
 * The share image (og:image) of pages without their own: a path of this site (a media URL) or an
 * http(s) address of an image; the site makes it absolute. Empty: such pages have none.
 */
export const shareImageUrl = z
  .string({ error: 'V_13' })
  .trim()
  .max(500, 'V_14')
  .refine((value) => value === '' || isSitePath(value) || (/^https?:\/\//.test(value) && isSafeLink(value)), 'V_13')
  .default('');

export const SOCIAL_NETWORKS = ['linkedin', 'x', 'instagram', 'youtube', 'facebook'] as const;

/** The company details the public site shows: name, offices, contact e-mail, social links, footer facts, share image. */
export const companySettings = z.object({
  name: text(120).min(1, 'V_01'),
  email: z
    .string({ error: 'V_01' })
    .trim()
    .min(1, 'V_01')
    .max(254, 'V_14')
    .pipe(z.email({ error: 'V_02' })),
  phone: text(40),
  offices: z
    .array(office)
    .min(1, 'V_01')
    .max(10, 'V_14')
    .superRefine((offices, context) => {
      // Office ids are how the site links to an office, so two with one id would be ambiguous.
      const seen = new Set<string>();
      offices.forEach((item, index) => {
        if (seen.has(item.id)) context.addIssue({ code: 'custom', message: 'V_06', path: [index, 'id'] });
        seen.add(item.id);
      });
    }),
  social: z.object({
    linkedin: httpUrl.default(''),
    x: httpUrl.default(''),
    instagram: httpUrl.default(''),
    youtube: httpUrl.default(''),
    facebook: httpUrl.default(''),
  }),
  /** Where contact-form submissions are e-mailed. */
  contactRecipient: z
    .string({ error: 'V_01' })
    .trim()
    .min(1, 'V_01')
    .max(254, 'V_14')
    .pipe(z.email({ error: 'V_02' })),
  kvkNumber,
  vatNumber,
  accessibilityStatementPath,
  shareImageUrl,
});
export type CompanySettings = z.infer<typeof companySettings>;

/** GET and PUT /settings/company: the company details as stored (the server keeps only valid ones). */
export const companyAnswer = z.object({ company: companySettings });
