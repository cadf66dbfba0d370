import { z } from 'zod';

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

/** V_01 when the field is missing, V_12 when it holds something else. */
const requiredOr12 = (issue: { input?: unknown }) => (issue.input === undefined ? 'V_01' : 'V_12');

/**
 * POST /api/consent: one choice. Deliberately nothing that identifies the visitor: the record
 * proves that consent was given with this banner, not by whom. Other keys are dropped unread.
 */
export const consentRecordBody = z.object(
  {
    choice: z.enum(CONSENT_CHOICES, { error: requiredOr12 }),
    bannerVersion: z.string({ error: requiredOr12 }).regex(BANNER_VERSION_PATTERN, 'V_12'),
  },
  { error: 'V_12' },
);
export type ConsentRecordBody = z.infer<typeof consentRecordBody>;

/** GET /api/consent/summary: how often each choice was made, per banner version. */
export const consentSummaryRow = z.object({
  bannerVersion: z.string(),
  choice: z.enum(CONSENT_CHOICES),
  count: z.number().int().nonnegative(),
  /** The first and last time this choice was recorded for this version (ISO 8601, UTC). */
  firstAt: z.string(),
  lastAt: z.string(),
});
export type ConsentSummaryRow = z.infer<typeof consentSummaryRow>;
export const consentSummaryAnswer = z.object({ data: z.array(consentSummaryRow) });
