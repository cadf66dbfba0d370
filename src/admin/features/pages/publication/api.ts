import type { z } from 'zod';
import { apiResult } from '../../../../shared/api-types.ts';
import { pendingRequestAnswer, publicationRequestsAnswer, rejectionFeedbackAnswer } from '../../../../shared/pages/publication-dto.ts';
import type {
  acceptPublicationBody,
  publicationCommentBody,
  publicationFeedbackBody,
  publishBody,
} from '../../../../shared/pages/publication-schemas.ts';
import { checkedApi } from '../../../lib/api-client.ts';
import type { StoreVersionPayload } from '../api.ts';

export type { PendingRequest, PublicationRequestItem, RejectionFeedback } from '../../../../shared/pages/publication-dto.ts';

type CommentPayload = z.input<typeof publicationCommentBody>;
type FeedbackPayload = z.input<typeof publicationFeedbackBody>;
type AcceptPayload = z.input<typeof acceptPublicationBody>;
type PublishPayload = z.input<typeof publishBody>;

const post = (path: string, body: CommentPayload | FeedbackPayload | AcceptPayload | PublishPayload | StoreVersionPayload = {}) =>
  checkedApi.post(apiResult, path, body);

/**
 * The SPEC 7 publication calls; every answer is checked against its shared schema. Publish and
 * accept send the concept's revision the user saw (store-and-publish sends it in its store
 * body), so a concept changed by someone else since is refused (409 G_05), not published.
 */
export const publicationApi = {
  pending: () => checkedApi.get(publicationRequestsAnswer, '/page/fetch-request'),
  requestComment: (versionId: number) => checkedApi.get(pendingRequestAnswer, `/page/version/${versionId}/fetch-request-comment`),
  rejection: (versionId: number) => checkedApi.get(rejectionFeedbackAnswer, `/page/version/${versionId}/rejection`),
  request: (pageId: number, comment: string) => post(`/page/${pageId}/request-publication`, { comment }),
  resend: (pageId: number) => post(`/page/${pageId}/resend-publication-request`),
  revoke: (pageId: number) => post(`/page/${pageId}/revoke-publication-request`),
  accept: (versionId: number, feedback: string, revision: number) =>
    post(`/page/version/${versionId}/accept-publication`, { feedback, revision }),
  reject: (versionId: number, feedback: string) => post(`/page/version/${versionId}/reject-publication`, { feedback }),
  publish: (pageId: number, revision: number) => post(`/page/${pageId}/publish`, { revision }),
  unpublish: (pageId: number) => post(`/page/${pageId}/unpublish`),
  storeAndPublish: (versionId: number, body: StoreVersionPayload) => post(`/page/version/${versionId}/store-and-publish`, body),
  storeAndUnpublish: (versionId: number, body: StoreVersionPayload) => post(`/page/version/${versionId}/store-and-unpublish`, body),
};
