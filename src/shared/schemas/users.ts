import { z } from 'zod';
import { INTERFACE_LANGUAGES } from '../locales.ts';
import { PERMISSIONS } from '../permissions.ts';
import { email, id, optionalText, requiredText } from './common.ts';
import { password } from './auth.ts';

export const userProfile = z.object({
  name: requiredText(120),
  jobTitle: optionalText(120).default(''),
  // SPEC 4 "Saving a user": the image itself goes through PUT /user/{id}/image after the user is
  // saved; clients echo the current value here, so it is accepted and deliberately not stored.
  image: z.unknown().optional(),
});

/** POST /user and PUT /user/{id}: {email, role, profile{name, jobTitle, image}}. */
export const userSaveBody = z.object({
  email,
  role: id,
  profile: userProfile,
  language: z.enum(INTERFACE_LANGUAGES, { error: 'V_12' }).optional(),
  /** Required (V_01) when users change their own e-mail address: a stolen session must not take the account. */
  currentPassword: z.string({ error: 'V_01' }).max(1024, 'V_14').optional(),
});
export type UserSaveBody = z.infer<typeof userSaveBody>;

export const changePasswordBody = z
  .object({
    currentPassword: z.string({ error: 'V_01' }).min(1, 'V_01').max(1024, 'V_14'),
    newPassword: password,
    confirmNewPassword: z.string({ error: 'V_01' }).min(1, 'V_01'),
  })
  .refine((body) => body.newPassword === body.confirmNewPassword, {
    message: 'V_08',
    path: ['confirmNewPassword'],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const userLanguageBody = z.object({ language: z.enum(INTERFACE_LANGUAGES, { error: 'V_12' }) });

export const roleSaveBody = z.object({
  name: requiredText(80),
  permissions: z.array(z.enum(PERMISSIONS, { error: 'V_12' }), { error: 'V_12' }).max(PERMISSIONS.length, 'V_12'),
  /** Absent: unchanged (false for a new role). */
  requireTwoFactor: z.boolean({ error: 'V_12' }).optional(),
});
export type RoleSaveBody = z.infer<typeof roleSaveBody>;

/** PUT /role/{id}/two-factor: whether the role's users must sign in with a second factor (any role, also the system one). */
export const roleTwoFactorBody = z.object({ requireTwoFactor: z.boolean({ error: 'V_12' }) });
