import { z } from 'zod';
import { countedItemsAnswer } from './page-answers.ts';

/** The answers of the SPEC 7 publication calls; the types are derived from the schemas. */

/** Who made a request; null when the requester's account no longer exists. */
const requestPerson = z.object({ id: z.number(), name: z.string() });

/** The pending request on a version (GET /page/version/{id}/fetch-request-comment). */
export const pendingRequest = z.object({
  comment: z.string(),
  requestedBy: requestPerson.nullable(),
  createdAt: z.string(),
  resentAt: z.string().nullable(),
  /**
   * The concept's revision when the request was made; the server accepts only that revision.
   * Null for a request made before revisions were recorded.
   */
  versionRevision: z.number().nullable(),
  /** When the requester wants it live (UTC); null: on acceptance. */
  publishAt: z.string().nullable(),
});
export type PendingRequest = z.output<typeof pendingRequest>;

/** One outstanding request of GET /page/fetch-request. */
export const publicationRequestItem = z.object({
  id: z.number(),
  pageID: z.number(),
  versionID: z.number(),
  title: z.string(),
  locale: z.string(),
  slug: z.string(),
  /** The page's type as stored (the list shows an unknown one by its name). */
  type: z.string(),
  comment: z.string(),
  requestedBy: requestPerson.nullable(),
  createdAt: z.string(),
  resentAt: z.string().nullable(),
  /** The concept's revision when the request was made (as in pendingRequest). */
  versionRevision: z.number().nullable(),
  /** When the requester wants it live (UTC); null: on acceptance. */
  publishAt: z.string().nullable(),
});
export type PublicationRequestItem = z.output<typeof publicationRequestItem>;

/**
 * The reviewer's rejection of the latest request on a version (GET
 * /page/version/{id}/rejection): the editor shows it until the page is requested again or
 * published. `data` is null when the latest request was not rejected.
 */
export const rejectionFeedback = z.object({
  feedback: z.string(),
  reviewer: requestPerson.nullable(),
  decidedAt: z.string(),
  requestedBy: requestPerson.nullable(),
});
export type RejectionFeedback = z.output<typeof rejectionFeedback>;

export const pendingRequestAnswer = z.object({ data: pendingRequest });
export const rejectionFeedbackAnswer = z.object({ data: rejectionFeedback.nullable() });
export const publicationRequestsAnswer = countedItemsAnswer(publicationRequestItem);
