import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../limits.ts';
import { email, id, optionalText, requiredText } from './common.ts';

/** SPEC 5: at least one uppercase letter and one special character; 9 to 254 characters. */
export const password = z
  .string({ error: 'V_01' })
  .min(1, 'V_01')
  .min(PASSWORD_MIN_LENGTH, 'V_10')
  .max(PASSWORD_MAX_LENGTH, 'V_11')
  .regex(/\p{Lu}/u, 'V_09')
  .regex(/[^\p{L}\p{N}\s]/u, 'V_09');

export const loginBody = z.object({
  email,
  password: z.string({ error: 'V_01' }).min(1, 'V_01').max(1024, 'V_14'),
});
export type LoginBody = z.infer<typeof loginBody>;

export const forgotPasswordBody = z.object({ email });

export const resetAccountBody = z
  .object({
    password,
    confirm: z.string({ error: 'V_01' }).min(1, 'V_01'),
    token: z.string({ error: 'V_01' }).trim().min(1, 'V_01').max(200, 'V_04'),
  })
  .refine((body) => body.password === body.confirm, { message: 'V_03', path: ['confirm'] });
export type ResetAccountBody = z.infer<typeof resetAccountBody>;

/**
 * SPEC 3 Register payload: name, email, role, jobTitle, image. `image` is a data URL
 * (data:image/png;base64,… or data:image/jpeg;base64,…) the server checks like an upload;
 * null or absent means no image.
 */
export const registerBody = z.object({
  name: requiredText(120),
  email,
  role: id,
  jobTitle: optionalText(120).default(''),
  image: z.string({ error: 'V_12' }).nullable().optional(),
});
export type RegisterBody = z.infer<typeof registerBody>;

/**
 * POST /auth/check-reset-token: whether an e-mailed reset or activation link still works,
 * asked when its screen opens; the token is not used up. A token nobody issued is `invalid`,
 * one that was used or replaced by a newer link `used`, one past its time `expired`.
 */
export const checkResetTokenBody = z.object({ token: z.string({ error: 'V_01' }).trim().min(1, 'V_01').max(1000, 'V_14') });
export const ACCOUNT_TOKEN_STATES = ['valid', 'used', 'expired', 'invalid'] as const;
export type AccountTokenState = (typeof ACCOUNT_TOKEN_STATES)[number];
export const checkResetTokenAnswer = z.looseObject({ Success: z.boolean(), data: z.object({ state: z.enum(ACCOUNT_TOKEN_STATES) }) });
