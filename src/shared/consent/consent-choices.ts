// Without zod: the site's browser islands import these, and zod's eval probe would break the
// site's Content Security Policy (no 'unsafe-eval').

/**
 * The banner's revision, recorded with every choice so the site can show which text and which
 * buttons a visitor consented to. Change it whenever the banner's wording or options change.
 */
export const CONSENT_BANNER_VERSION = '2026-11';

/** The banner differs with the site setting (its text names browsing on as consent or not). */
export const consentBannerVersion = (byBrowsing: boolean): string => `${CONSENT_BANNER_VERSION}-${byBrowsing ? 'browse' : 'explicit'}`;

/** A banner version as a visitor's browser may send it. */
export const BANNER_VERSION_PATTERN = /^[A-Za-z0-9._-]{1,32}$/;

/**
 * How a visitor chose (issue 17): the banner's "Accept all" and "Reject all", "Save" with
 * chosen categories, accepting from a video or share placeholder, or continuing to browse
 * (SPEC 4, when the site setting allows it).
 */
export const CONSENT_CHOICES = ['accept-all', 'reject-all', 'custom', 'placeholder', 'browsing'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];
