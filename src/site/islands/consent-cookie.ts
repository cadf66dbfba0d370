import type { ConsentState } from '../render-context.ts';
import { CONSENT_COOKIE, formatConsent, parseConsent } from '../server/consent.ts';

/**
 * The browser side of the consent cookie the server sets (format owned by
 * src/site/server/consent.ts: `cms_consent=n1s{0|1}m{0|1}`). Islands read it to decide
 * whether a video may load, and write it when the visitor accepts marketing cookies from a
 * video placeholder.
 */
export const CONSENT_CHANGE_EVENT = 'cms:consent-change';

/** The consent in a `document.cookie` style string; null when the visitor has not chosen. */
export function consentFromCookieString(cookieString: string): ConsentState | null {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index <= 0 || part.slice(0, index).trim() !== CONSENT_COOKIE) continue;
    try {
      return parseConsent(decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      return null;
    }
  }
  return null;
}

/** A cookie string giving marketing consent while keeping the other choices as they were. */
export function withMarketingConsent(current: ConsentState | null, secure: boolean): string {
  const next: ConsentState = { statistics: current?.statistics ?? false, marketing: true };
  const parts = [`${CONSENT_COOKIE}=${encodeURIComponent(formatConsent(next))}`, `Max-Age=${365 * 24 * 60 * 60}`, 'Path=/', 'SameSite=Lax'];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function readBrowserConsent(): ConsentState | null {
  return consentFromCookieString(document.cookie);
}

/** Stores marketing consent and tells every island on the page (all videos may now play). */
export function grantMarketingConsent(): void {
  document.cookie = withMarketingConsent(readBrowserConsent(), location.protocol === 'https:');
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT));
}
