import type { ContactChallenge } from '../../../shared/contact/contact-schemas.ts';
import { solveProofOfWork } from '../../../shared/contact/proof-of-work.ts';
import { apiRequest } from '../api-client.ts';

export type BotAnswer =
  { challenge: string; difficulty: number; expiresAt: number; signature: string; nonce: string } | { recaptchaToken: string };

/** Asks the server which bot check to do (and for a fresh proof-of-work challenge). */
export async function fetchChallenge(): Promise<ContactChallenge> {
  const response = await apiRequest<{ data?: ContactChallenge }>('GET', '/api/contact/challenge');
  if (response.status !== 200 || !response.body?.data) throw new Error(`challenge: HTTP ${response.status}`);
  return response.body.data;
}

/** Solves a proof-of-work challenge into the answer the submit call expects. */
export async function solveChallenge(challenge: Extract<ContactChallenge, { mode: 'pow' }>, signal?: AbortSignal): Promise<BotAnswer> {
  const nonce = await solveProofOfWork(challenge.challenge, challenge.difficulty, { signal });
  return {
    challenge: challenge.challenge,
    difficulty: challenge.difficulty,
    expiresAt: challenge.expiresAt,
    signature: challenge.signature,
    nonce,
  };
}

interface GreCaptcha {
  render(
    element: HTMLElement,
    options: { sitekey: string; callback: (token: string) => void; 'expired-callback': () => void; hl?: string },
  ): number;
  ready(callback: () => void): void;
}

/** Google's documented sources for reCAPTCHA under a Content-Security-Policy (the site's CSP allows them when configured). */
export const RECAPTCHA_SCRIPT_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
export const RECAPTCHA_FRAME_SOURCES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

let recaptchaScript: Promise<GreCaptcha> | undefined;

/** Loads Google's script only when the server says reCAPTCHA is configured. */
export function loadRecaptcha(language: string): Promise<GreCaptcha> {
  recaptchaScript ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=explicit&hl=${encodeURIComponent(language)}`;
    script.async = true;
    script.onerror = () => reject(new Error('reCAPTCHA script failed'));
    script.onload = () => {
      const grecaptcha = (window as unknown as { grecaptcha?: GreCaptcha }).grecaptcha;
      if (!grecaptcha) reject(new Error('reCAPTCHA missing'));
      else grecaptcha.ready(() => resolve(grecaptcha));
    };
    document.head.append(script);
  });
  return recaptchaScript;
}
