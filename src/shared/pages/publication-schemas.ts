import { z } from 'zod';

/** Bodies of the publication calls (SPEC 7); parseInput refuses NUL characters in them. */
export const publicationCommentBody = z.object({ comment: z.string({ error: 'V_12' }).max(2000, 'V_14').default('') });
export const publicationFeedbackBody = z.object({ feedback: z.string({ error: 'V_12' }).max(4000, 'V_14').default('') });

/** A publication request can be resent (the reviewers mailed again) once per this many minutes. */
export const RESEND_COOLDOWN_MINUTES = 10;

/**
 * The query parameter that opens the page editor straight in the review of the pending
 * request (/cmsadmin/page/{id}?review=1): used by the request lists and the reviewer e-mail.
 */
export const REVIEW_PARAM = 'review';
