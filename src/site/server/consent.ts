import type { ConsentState } from '../render-context.ts';
import { serializeCookie } from './cookies.ts';

export const CONSENT_COOKIE = 'cms_consent';
/** Set on the first page view; its presence on a later view means "continued browsing" (SPEC 4). */
export const CONSENT_SEEN_COOKIE = 'cms_consent_seen';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export const ALL_CONSENT: ConsentState = { statistics: true, marketing: true };

/**
 * The stored form is compact and readable by the islands without JSON parsing:
 * "n1s{0|1}m{0|1}" (necessary is always 1).
 */
export function formatConsent(consent: ConsentState): string {
  return `n1s${consent.statistics ? 1 : 0}m${consent.marketing ? 1 : 0}`;
}

export function parseConsent(value: string | undefined): ConsentState | null {
  const match = value ? /^n1s([01])m([01])$/.exec(value) : null;
  return match ? { statistics: match[1] === '1', marketing: match[2] === '1' } : null;
}

export function consentCookie(consent: ConsentState, secure: boolean): string {
  return serializeCookie(CONSENT_COOKIE, formatConsent(consent), { maxAgeSeconds: YEAR_SECONDS, secure });
}

export function seenCookie(secure: boolean): string {
  return serializeCookie(CONSENT_SEEN_COOKIE, '1', { maxAgeSeconds: YEAR_SECONDS, secure });
}

export interface VisitorConsent {
  /** What the page may assume; null while the visitor has not chosen (banner shown). */
  consent: ConsentState | null;
  /** Set-Cookie values to send with the page. */
  setCookies: string[];
}

/**
 * The visitor's consent for this page view. Without a consent cookie the first view shows the
 * banner and marks it seen; a later view with the mark counts as consent to all categories.
 */
export function resolveVisitorConsent(cookies: Record<string, string>, secure: boolean): VisitorConsent {
  const stored = parseConsent(cookies[CONSENT_COOKIE]);
  if (stored) return { consent: stored, setCookies: [] };
  if (cookies[CONSENT_SEEN_COOKIE]) return { consent: ALL_CONSENT, setCookies: [consentCookie(ALL_CONSENT, secure)] };
  return { consent: null, setCookies: [seenCookie(secure)] };
}

/**
 * Where to send the visitor back after choosing: only a same-site absolute path (with its
 * query and fragment). Anything else (a full URL, "//host", backslashes, control characters)
 * becomes "/" so /consent can never be used as an open redirect.
 */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 1000) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return '/';
  try {
    const parsed = new URL(value, 'http://site.invalid');
    if (parsed.origin !== 'http://site.invalid') return '/';
    // The fragment too (e.g. "#share"), so the visitor comes back to where they chose.
    return parsed.pathname + parsed.search + parsed.hash;
  } catch {
    return '/';
  }
}

const isOn = (value: unknown) => value === '1' || value === 'on' || value === 'true' || value === true;

/** The choice a /consent form post makes: "all" accepts everything, otherwise the ticked boxes. */
export function consentFromForm(body: unknown): ConsentState | null {
  if (body === null || typeof body !== 'object') return null;
  const form = body as Record<string, unknown>;
  if (form.choice === 'all') return ALL_CONSENT;
  if (form.choice === 'custom' || form.choice === undefined) return { statistics: isOn(form.statistics), marketing: isOn(form.marketing) };
  return null;
}
