import { z } from 'zod';
import { BANNER_VERSION_PATTERN, CONSENT_CHOICES } from './consent-choices.ts';

export {
  BANNER_VERSION_PATTERN,
  CONSENT_BANNER_VERSION,
  CONSENT_CHOICES,
  consentBannerVersion,
  type ConsentChoice,
} from './consent-choices.ts';

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
