import type { ConsentState } from '../render-context.ts';
import { CONSENT_COOKIE, formatConsent, parseConsent } from '../consent-format.ts';

/**
 * The browser side of the consent cookie the server sets (format owned by
 * src/site/consent-format.ts: `cms_consent=n1s{0|1}m{0|1}`). Islands read it to decide
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
  showBannerAsSettings(document, { marketing: true });
  window.dispatchEvent(new CustomEvent(CONSENT_CHANGE_EVENT));
}

/**
 * After a choice made outside the banner (a video's "Accept and play"), the page looks as it
 * will after a reload, like the banner's own buttons and "Accept and share" (a /consent post):
 * the first-visit banner becomes the hidden "Cookie settings" panel (CookieBanner.tsx), its
 * boxes ticked as now chosen, still opened by the footer link.
 */
export function showBannerAsSettings(root: Pick<Document, 'getElementById'>, granted: Partial<ConsentState>): void {
  const banner = root.getElementById('cookie-settings');
  if (!banner) return;
  for (const [name, value] of Object.entries(granted)) {
    const box = banner.querySelector<HTMLInputElement>(`input[type="checkbox"][name="${name}"]`);
    if (box && value) box.checked = true;
  }
  if (banner.classList.contains('cookie-banner--settings')) return;
  banner.classList.add('cookie-banner--settings');
  const title = banner.querySelector('.cookie-banner__title');
  if (title && banner.dataset.settingsTitle) title.textContent = banner.dataset.settingsTitle;
  const manage = banner.querySelector('details');
  if (manage) manage.open = true;
}
