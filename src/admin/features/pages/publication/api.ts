import type { z } from 'zod';
import { apiResult } from '../../../../shared/api-types.ts';
import { pendingRequestAnswer, publicationRequestsAnswer, rejectionFeedbackAnswer } from '../../../../shared/pages/publication-dto.ts';
import type {
  acceptPublicationBody,
  publicationCommentBody,
  publicationFeedbackBody,
  publicationRequestsQuery,
  publishBody,
  requestPublicationBody,
} from '../../../../shared/pages/publication-schemas.ts';
import type { retireAddressBody } from '../../../../shared/pages/retire-schemas.ts';
import { checkedApi } from '../../../lib/api-client.ts';
import type { StoreVersionPayload } from '../api.ts';

export type { PendingRequest, PublicationRequestItem, RejectionFeedback } from '../../../../shared/pages/publication-dto.ts';

type CommentPayload = z.input<typeof publicationCommentBody>;
type RequestPayload = z.input<typeof requestPublicationBody>;
type FeedbackPayload = z.input<typeof publicationFeedbackBody>;
type AcceptPayload = z.input<typeof acceptPublicationBody>;
type PublishPayload = z.input<typeof publishBody>;
type RetirePayload = z.input<typeof retireAddressBody>;

/** The query of GET /page/fetch-request; left out, the server's defaults (the first 500 of every type). */
type RequestsQuery = Partial<z.output<typeof publicationRequestsQuery>>;

const post = (
  path: string,
  body: CommentPayload | RequestPayload | FeedbackPayload | AcceptPayload | PublishPayload | RetirePayload | StoreVersionPayload = {},
) => checkedApi.post(apiResult, path, body);

/**
 * The SPEC 7 publication calls; every answer is checked against its shared schema. Publish and
 * accept send the concept's revision the user saw (store-and-publish sends it in its store
 * body), so a concept changed by someone else since is refused (409 G_05), not published.
 */
export const publicationApi = {
  /** One page of the outstanding requests (newest first) and their count; `type` narrows both to a page type. */
  pending: (query: RequestsQuery = {}) => checkedApi.get(publicationRequestsAnswer, '/page/fetch-request', query),
  requestComment: (versionId: number) => checkedApi.get(pendingRequestAnswer, `/page/version/${versionId}/fetch-request-comment`),
  rejection: (versionId: number) => checkedApi.get(rejectionFeedbackAnswer, `/page/version/${versionId}/rejection`),
  /** `publishAt`: when the editor wants it live (UTC), or null for on acceptance. */
  request: (pageId: number, comment: string, publishAt: string | null = null) =>
    post(`/page/${pageId}/request-publication`, { comment, publishAt }),
  resend: (pageId: number) => post(`/page/${pageId}/resend-publication-request`),
  revoke: (pageId: number) => post(`/page/${pageId}/revoke-publication-request`),
  /** `publishAt`: undefined keeps the requester's time, null publishes now, a time schedules it. */
  accept: (versionId: number, feedback: string, revision: number, publishAt?: string | null) =>
    post(`/page/version/${versionId}/accept-publication`, { feedback, revision, ...(publishAt === undefined ? {} : { publishAt }) }),
  reject: (versionId: number, feedback: string) => post(`/page/version/${versionId}/reject-publication`, { feedback }),
  publish: (pageId: number, revision: number) => post(`/page/${pageId}/publish`, { revision }),
  unpublish: (pageId: number, body: RetirePayload = {}) => post(`/page/${pageId}/unpublish`, body),
  storeAndPublish: (versionId: number, body: StoreVersionPayload) => post(`/page/version/${versionId}/store-and-publish`, body),
  storeAndUnpublish: (versionId: number, body: StoreVersionPayload & RetirePayload) =>
    post(`/page/version/${versionId}/store-and-unpublish`, body),
};
