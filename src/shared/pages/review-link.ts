/**
 * The query parameter that opens the page editor straight in the review of the pending
 * request (/cmsadmin/page/{id}?review=1): used by the request lists and the reviewer e-mail.
 * A module of its own, without zod, for the admin's notifications on its first screen.
 */
export const REVIEW_PARAM = 'review';
