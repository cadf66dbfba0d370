import type { ConsentChoice } from '../../shared/consent/consent-schemas.ts';
import type { ConsentState } from '../render-context.ts';
import { CONSENT_COOKIE, formatConsent, parseConsent } from '../consent-format.ts';
import { serializeCookie } from './cookies.ts';
import { sameOriginPath } from '../../shared/http/same-origin-path.ts';
import { beforeBodyEnd, joinPieces, type DocumentPiece } from './document-pieces.ts';

/** Set on the first page view; a later view of another page means "continued browsing" (SPEC 4). */
export const CONSENT_SEEN_COOKIE = 'cms_consent_seen';
const YEAR_SECONDS = 365 * 24 * 60 * 60;

export const ALL_CONSENT: ConsentState = { statistics: true, marketing: true };
export const NO_CONSENT: ConsentState = { statistics: false, marketing: false };

export function consentCookie(consent: ConsentState, secure: boolean): string {
  return serializeCookie(CONSENT_COOKIE, formatConsent(consent), { maxAgeSeconds: YEAR_SECONDS, secure });
}

/** The "banner seen" mark, holding the viewMark of the page it was shown on. */
export function seenCookie(mark: string, secure: boolean): string {
  return serializeCookie(CONSENT_SEEN_COOKIE, mark, { maxAgeSeconds: YEAR_SECONDS, secure });
}

/**
 * Issue 18: a page response never sets a cookie (a shared cache could not store it, or would
 * hand one visitor's cookie to the next). A page that must mark the visitor carries a beacon
 * instead, a 1x1 image whose own answer (GET /consent/seen, /consent/browsed; never cached)
 * sets the cookie. An image, not a script: it works without JavaScript and under the site's
 * CSP (img-src 'self').
 */
export const SEEN_BEACON_PATH = '/consent/seen';
export const BROWSED_BEACON_PATH = '/consent/browsed';

export interface VisitorConsent {
  /** What the page may assume; null while the visitor has not chosen (banner shown). */
  consent: ConsentState | null;
  /** The beacon the page carries (a same-site path): its request sets the cookie this view calls for. */
  beacon?: string;
  /**
   * This very view gives consent by continuing to browse: rendered with consent, marked by the
   * browsed beacon (which stores and records it). Personal: never stored by a shared cache.
   */
  byBrowsing?: boolean;
}

/** The page being viewed, as far as "continuing to browse" is concerned. */
export interface PageView {
  /** The URL path without query. */
  path: string;
  /**
   * A page that informs about the choice (cookie policy, privacy statement): reading it, for
   * instance through the banner's own link, is not continuing to browse.
   */
  informational?: boolean;
}

/**
 * What the seen mark holds: a short hash of the path the banner was last shown on, so a reload
 * of that page is told apart from a view of another one. Not the path itself: it need not
 * travel with every request.
 */
export function viewMark(path: string): string {
  const normalized =
    path
      .replace(/[?#].*$/s, '')
      .replace(/\/+$/, '')
      .toLowerCase() || '/';
  let hash = 0x811c9dc5;
  for (let index = 0; index < normalized.length; index += 1) {
    hash ^= normalized.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `v${hash.toString(36)}`;
}

/**
 * The visitor's consent for this page view (SPEC 4: continuing to browse counts as consent).
 * Without a consent cookie the first view shows the banner and marks (through its beacon) the
 * page it was shown on as seen; a view of another page with the mark counts as consent to all categories. Not
 * counted: a reload of the marked page, and views of the cookie policy and privacy statement
 * (which neither consent nor move the mark). With `byBrowsing` off (the site setting
 * consentByBrowsing, issue 17) only an explicit choice consents: no mark is set and the banner
 * stays until the visitor chooses.
 */
export function resolveVisitorConsent(cookies: Record<string, string>, view: PageView = { path: '' }, byBrowsing = true): VisitorConsent {
  const stored = parseConsent(cookies[CONSENT_COOKIE]);
  if (stored) return { consent: stored };
  if (view.informational || !byBrowsing) return { consent: null };
  const seen = cookies[CONSENT_SEEN_COOKIE];
  const here = viewMark(view.path);
  if (seen && seen !== here) return { consent: ALL_CONSENT, beacon: BROWSED_BEACON_PATH, byBrowsing: true };
  // The first view, and a reload of the marked page: the same (cacheable) banner page, whose
  // beacon marks this page as seen (again: setting the same mark twice changes nothing).
  return { consent: null, beacon: `${SEEN_BEACON_PATH}?m=${here}` };
}

/** A mark viewMark made ("v" and up to seven base-36 digits of a 32-bit hash). */
export function isViewMark(value: unknown): value is string {
  return typeof value === 'string' && /^v[0-9a-z]{1,7}$/.test(value);
}

/**
 * The beacon as HTML, put at the end of the page's body. `hidden` keeps it out of the layout
 * and the accessibility tree; browsers still load an image that is not displayed (it is not
 * lazy). The path is ours (no characters to escape).
 */
export function beaconHtml(path: string): string {
  return `<img class="consent-beacon" src="${path}" alt="" width="1" height="1" hidden>`;
}

/** The page (its HTML, or the renderer's pieces of it) with the beacon before </body> (or at the end when there is none). */
export function withBeacon(page: string | readonly DocumentPiece[], beacon: string | undefined): string | readonly DocumentPiece[] {
  if (!beacon) return page;
  if (typeof page === 'string') return joinPieces(beforeBodyEnd([page], beaconHtml(beacon)));
  return beforeBodyEnd(page, beaconHtml(beacon));
}

/**
 * Where to send the visitor back after choosing: only a same-site path (with its query and
 * fragment, so they come back to where they chose), checked after normalising, so /consent can
 * never be used as an open redirect.
 */
export function safeReturnPath(value: unknown): string {
  return sameOriginPath(value, '/');
}

const isOn = (value: unknown) => value === '1' || value === 'on' || value === 'true' || value === true;

/** The choice a /consent form post makes: "all" accepts everything, "reject" nothing, otherwise the ticked boxes. */
export function consentFromForm(body: unknown): ConsentState | null {
  if (body === null || typeof body !== 'object') return null;
  const form = body as Record<string, unknown>;
  if (form.choice === 'all') return ALL_CONSENT;
  if (form.choice === 'reject') return NO_CONSENT;
  if (form.choice === 'custom' || form.choice === undefined) return { statistics: isOn(form.statistics), marketing: isOn(form.marketing) };
  return null;
}

/** How a /consent form post is recorded (issue 17); the share placeholder's form says where it came from. */
export function recordedChoice(body: unknown): ConsentChoice | null {
  if (consentFromForm(body) === null) return null;
  const form = body as Record<string, unknown>;
  if (form.choice === 'all') return 'accept-all';
  if (form.choice === 'reject') return 'reject-all';
  return form.origin === 'placeholder' ? 'placeholder' : 'custom';
}
