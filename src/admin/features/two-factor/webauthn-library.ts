import type * as WebAuthn from '@simplewebauthn/browser';

export type WebAuthnLibrary = typeof WebAuthn;

let library: Promise<WebAuthnLibrary> | null = null;

/**
 * The WebAuthn library (@simplewebauthn/browser), fetched once and again after a failure: the
 * login screen's bundle does without it. The second step starts loading it when its passkey
 * button shows, so a click waits only for the options fetch: Safari before 17.4 lets a passkey
 * prompt follow a click through one fetch, not through a module load as well.
 */
export function loadWebAuthn(): Promise<WebAuthnLibrary> {
  library ??= import('@simplewebauthn/browser').catch((error: unknown) => {
    library = null;
    throw error;
  });
  return library;
}
