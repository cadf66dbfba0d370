import { z } from 'zod';
import { LOCALES } from '../locales.ts';

/**
 * POST /api/contact/submit: the SPEC 3 contact form fields (1 first name, 2 last name,
 * 3 phone, 4 email, 5 message, 6 privacy agreement, 7 subject) plus the bot check. Messages
 * are SPEC 8 codes: V_01 required, V_02 e-mail, V_12 not valid, V_14 too long.
 */
export const CONTACT_LIMITS = { name: 100, phone: 40, email: 254, subject: 200, message: 5000 } as const;

const required = (max: number) => z.string({ error: 'V_01' }).trim().min(1, 'V_01').max(max, 'V_14');

/** The proof-of-work answer: the signed challenge as issued, plus the nonce found. */
export const powAnswer = z.object({
  challenge: z.string({ error: 'V_12' }).min(1, 'V_12').max(100, 'V_12'),
  difficulty: z.number({ error: 'V_12' }).int('V_12').min(0, 'V_12').max(64, 'V_12'),
  expiresAt: z.number({ error: 'V_12' }).int('V_12').min(0, 'V_12'),
  signature: z.string({ error: 'V_12' }).min(1, 'V_12').max(200, 'V_12'),
  nonce: z.string({ error: 'V_12' }).regex(/^\d{1,20}$/, 'V_12'),
});
export type PowAnswer = z.infer<typeof powAnswer>;

export const recaptchaAnswer = z.object({
  recaptchaToken: z.string({ error: 'V_01' }).min(1, 'V_01').max(4000, 'V_12'),
});

export const contactSubmitBody = z.object({
  firstName: required(CONTACT_LIMITS.name),
  lastName: required(CONTACT_LIMITS.name),
  phone: z
    .string({ error: 'V_12' })
    .trim()
    .max(CONTACT_LIMITS.phone, 'V_14')
    .regex(/^[0-9+()\-.\s]*$/, 'V_12')
    .default(''),
  email: z
    .string({ error: 'V_01' })
    .trim()
    .min(1, 'V_01')
    .max(CONTACT_LIMITS.email, 'V_14')
    .pipe(z.email({ error: 'V_02' })),
  message: required(CONTACT_LIMITS.message),
  // SPEC 5 leaves it open; we make agreeing to the privacy statement mandatory.
  privacy: z.literal(true, { error: 'V_01' }),
  subject: required(CONTACT_LIMITS.subject),
  locale: z.enum(Object.keys(LOCALES) as [keyof typeof LOCALES, ...(keyof typeof LOCALES)[]], { error: 'V_12' }),
  pageId: z.number({ error: 'V_12' }).int('V_12').positive('V_12').max(2_147_483_647, 'V_12').optional(),
  /** Honeypot: hidden from people, filled in by naive bots. */
  website: z.string({ error: 'V_12' }).max(500, 'V_14').optional(),
  /** Missing: V_01 (the form shows "*Please do the reCAPTCHA"); malformed: V_12. */
  botCheck: z.union([powAnswer, recaptchaAnswer], { error: (issue) => (issue.input === undefined ? 'V_01' : 'V_12') }),
});
export type ContactSubmitBody = z.infer<typeof contactSubmitBody>;

/** GET /api/contact/challenge: which bot check the form must do, and its material. */
export type ContactChallenge =
  { mode: 'pow'; challenge: string; difficulty: number; expiresAt: number; signature: string } | { mode: 'recaptcha'; siteKey: string };

/** An administrator's view of one stored submission. */
export const contactSubmissionDto = z.object({
  id: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  locale: z.string(),
  pageId: z.number().nullable(),
  createdAt: z.string(),
});
export type ContactSubmissionDto = z.output<typeof contactSubmissionDto>;
