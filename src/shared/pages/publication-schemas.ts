import { z } from 'zod';
import { scheduleDateTime } from './schedule-schemas.ts';

/** Bodies of the publication calls (SPEC 7); parseInput refuses NUL characters in them. */
export const publicationCommentBody = z.object({ comment: z.string({ error: 'V_12' }).max(2000, 'V_14').default('') });
export const publicationFeedbackBody = z.object({ feedback: z.string({ error: 'V_12' }).max(4000, 'V_14').default('') });

/**
 * The concept's revision the user saw when deciding to publish. Optional beside the SPEC 7
 * bodies, so a client that sends `{}` keeps working; when sent, a concept that changed since
 * is refused with 409 G_05 instead of publishing work the user never saw (as stores do).
 */
const seenRevision = z.number({ error: 'V_12' }).int().min(0).optional();

/** POST /page/{id}/publish: SPEC 7 sends `{}`; `revision` is the optional check above. */
export const publishBody = z.object({ revision: seenRevision });

/**
 * POST /page/{id}/request-publication: SPEC 7 {comment}, plus the optional date and time the
 * editor wants the page live (issue 16; ISO 8601 with an offset, in the future: V_12 otherwise).
 */
export const requestPublicationBody = publicationCommentBody.extend({ publishAt: scheduleDateTime.nullish() });

/**
 * POST /page/version/{id}/accept-publication: SPEC 7 {feedback}, plus the optional `revision`,
 * and `publishAt`: left out, the requester's desired time stands; null, it goes live now; a
 * future time, it is scheduled for then (what was reviewed is what goes live).
 */
export const acceptPublicationBody = publicationFeedbackBody.extend({ revision: seenRevision, publishAt: scheduleDateTime.nullish() });

/** A publication request can be resent (the reviewers mailed again) once per this many minutes. */
export const RESEND_COOLDOWN_MINUTES = 10;

/**
 * GET /page/fetch-request: the outstanding requests, newest first, a page at a time. SPEC 7 sends
 * no parameters; the defaults then answer as before (the first 500). `pageSize` (1 to 500),
 * `pageIndex` (from 0) and `type` (only requests for pages of that type, e.g. the overview's
 * count on a type's own list) are additions; `totalItems` counts every match, not just the page.
 */
export const PUBLICATION_REQUESTS_PAGE_MAX = 500;
export const publicationRequestsQuery = z.object({
  pageIndex: z.coerce.number({ error: 'V_12' }).int('V_12').min(0, 'V_12').max(1_000_000, 'V_12').default(0),
  pageSize: z.coerce
    .number({ error: 'V_12' })
    .int('V_12')
    .min(1, 'V_12')
    .max(PUBLICATION_REQUESTS_PAGE_MAX, 'V_12')
    .default(PUBLICATION_REQUESTS_PAGE_MAX),
  type: z.string({ error: 'V_12' }).trim().max(64, 'V_14').default(''),
});
export type PublicationRequestsQuery = z.infer<typeof publicationRequestsQuery>;
