import type * as WebAuthn from '@simplewebauthn/browser';
import { loadOnce } from '../../lib/load-once.ts';

export type WebAuthnLibrary = typeof WebAuthn;

/**
 * The WebAuthn library (@simplewebauthn/browser), fetched once and again after a failure: the
 * login screen's bundle does without it. The second step starts loading it when its passkey
 * button shows, so a click waits only for the options fetch: Safari before 17.4 lets a passkey
 * prompt follow a click through one fetch, not through a module load as well.
 */
export const loadWebAuthn: () => Promise<WebAuthnLibrary> = loadOnce(() => import('@simplewebauthn/browser'));
