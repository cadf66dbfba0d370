import { z } from 'zod';
import { apiResult, loginAnswer, sessionUser } from '../api-types.ts';
import { requiredText } from '../schemas/common.ts';

/**
 * Two-factor sign-in (issue 15): TOTP (authenticator apps), single-use recovery codes and
 * passkeys (WebAuthn). After a correct password a user with a second factor is "half signed in"
 * (stage `verify`); a user whose role requires one but has none must set it up first (stage
 * `setup`). Until then only the two-factor calls answer; every other call is 401 G_04.
 */
export const TWO_FACTOR_STAGES = ['verify', 'setup'] as const;
export type TwoFactorStage = (typeof TWO_FACTOR_STAGES)[number];
export const SECOND_FACTOR_METHODS = ['totp', 'passkey', 'recovery'] as const;
export type SecondFactorMethod = (typeof SECOND_FACTOR_METHODS)[number];
export const RECOVERY_CODE_COUNT = 10;

/** What POST /auth/login answers instead of `User` when a second step is needed. */
export const twoFactorChallenge = z.object({ stage: z.enum(TWO_FACTOR_STAGES), methods: z.array(z.enum(SECOND_FACTOR_METHODS)) });
export type TwoFactorChallenge = z.output<typeof twoFactorChallenge>;
export const loginStepAnswer = z.union([loginAnswer, apiResult.extend({ TwoFactor: twoFactorChallenge })]);
export type LoginStepAnswer = z.output<typeof loginStepAnswer>;

/** A TOTP code: six digits; spaces an app shows in the middle are ignored. */
export const totpCode = z
  .string({ error: 'V_01' })
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'V_01')
      .regex(/^\d{6}$/, 'V_04'),
  );
/** A recovery code as shown (xxxxx-xxxxx); case, spaces and dashes do not matter. */
export const recoveryCode = z
  .string({ error: 'V_01' })
  .transform((value) => value.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, 'V_01')
      .regex(/^[a-z0-9]{10}$/, 'V_04'),
  );

export const verifyCodeBody = z.object({ code: totpCode });
export const verifyRecoveryBody = z.object({ code: recoveryCode });
export const passwordConfirmBody = z.object({ password: z.string({ error: 'V_01' }).min(1, 'V_01').max(1024, 'V_14') });
export const passkeyNameBody = z.object({ name: requiredText(80) });
/** The browser's WebAuthn answer as JSON (`@simplewebauthn/browser`); the library checks its shape. */
const webauthnJson = z.looseObject({ id: z.string().max(1024, 'V_12'), type: z.string().max(32, 'V_12') }, { error: 'V_12' });
export const passkeyRegisterBody = z.object({ name: requiredText(80), response: webauthnJson });
export const passkeyLoginBody = z.object({ response: webauthnJson });

export const passkeyDto = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type PasskeyDto = z.output<typeof passkeyDto>;

/** GET /auth/two-factor/status: the user's own factors (never a secret). */
export const twoFactorStatus = z.object({
  totp: z.boolean(),
  passkeys: z.array(passkeyDto),
  recoveryCodesLeft: z.number(),
  /** The user's role requires a second factor. */
  required: z.boolean(),
  /** Signed in only to set a factor up (stage `setup`). */
  setupOnly: z.boolean(),
});
export type TwoFactorStatus = z.output<typeof twoFactorStatus>;
export const twoFactorStatusAnswer = apiResult.extend({ data: twoFactorStatus });

export const totpSetupAnswer = apiResult.extend({
  data: z.object({ secret: z.string(), uri: z.string(), qrCode: z.string() }),
});
/** A factor was added: `recoveryCodes` when new ones were made (shown once), `User` when it ended a setup-only sign-in. */
export const factorAddedAnswer = apiResult.extend({
  data: z.object({ recoveryCodes: z.array(z.string()).nullable(), User: sessionUser.nullable() }),
});
export const recoveryCodesAnswer = apiResult.extend({ data: z.object({ recoveryCodes: z.array(z.string()) }) });
/** Options for `startRegistration` / `startAuthentication`, passed through as the library made them. */
export const webauthnOptionsAnswer = apiResult.extend({ data: z.looseObject({ challenge: z.string() }) });
