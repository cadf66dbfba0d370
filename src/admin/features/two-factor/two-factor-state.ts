import { create } from 'zustand';
import type { SessionUser } from '../../../shared/api-types.ts';
import { maxLengthOf } from '../../../shared/blocks/block-limits.ts';
import { passkeyNameBody, type SecondFactorMethod, type TwoFactorChallenge } from '../../../shared/two-factor/two-factor-schemas.ts';

/** The passkey name field's limit, read from the schema the server checks it with. */
export const PASSKEY_NAME_MAX = maxLengthOf(passkeyNameBody, 'name');

/** What the password step led to: signed in, or a second step (verify a factor, or set one up). */
export type LoginOutcome = { kind: 'signed-in'; user: SessionUser } | { kind: 'verify'; methods: SecondFactorMethod[] } | { kind: 'setup' };

export function loginOutcome(answer: { User: SessionUser } | { TwoFactor: TwoFactorChallenge }): LoginOutcome {
  if ('User' in answer) return { kind: 'signed-in', user: answer.User };
  return answer.TwoFactor.stage === 'setup' ? { kind: 'setup' } : { kind: 'verify', methods: answer.TwoFactor.methods };
}

/** The code field of the second step asks for an app code or a recovery code. */
export type CodeMode = 'totp' | 'recovery';

/**
 * Which way of entering a code the second step starts with, and which switches it offers. With
 * passkeys and no app, the passkey is the way in and a recovery code field opens only on request.
 */
export function secondStepView(methods: readonly SecondFactorMethod[], chosen: CodeMode | null) {
  const codeModes: CodeMode[] = methods.filter((method): method is CodeMode => method === 'totp' || method === 'recovery');
  const passkeyFirst = methods.includes('passkey') && !methods.includes('totp');
  const fallback = passkeyFirst ? null : (codeModes[0] ?? null);
  const mode: CodeMode | null = chosen && codeModes.includes(chosen) ? chosen : fallback;
  return {
    mode,
    /** Offer "use a recovery code" while the app code is asked, and back. */
    switchTo: codeModes.find((other) => other !== mode) ?? null,
    passkey: methods.includes('passkey'),
  };
}

/** The manual key in groups of four, as authenticator apps show it; spaces are ignored when typed. */
export function groupKey(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/** A passkey's default name: the browser and platform it was made on, e.g. "Chrome on Linux". */
export function defaultPasskeyName(userAgent: string): string {
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Firefox\//.test(userAgent)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(userAgent)
        ? 'Chrome'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : 'Browser';
  const platform = /Android/.test(userAgent)
    ? 'Android'
    : /iPhone|iPad/.test(userAgent)
      ? 'iOS'
      : /Mac OS X/.test(userAgent)
        ? 'macOS'
        : /Windows/.test(userAgent)
          ? 'Windows'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : '';
  return platform ? `${browser} on ${platform}` : browser;
}

/** The second step of a sign-in in progress (between the password and the factor); null when none. */
export const useSecondStep = create<{ pending: LoginOutcome | null; set: (pending: LoginOutcome | null) => void }>()((set) => ({
  pending: null,
  set: (pending) => set({ pending }),
}));
