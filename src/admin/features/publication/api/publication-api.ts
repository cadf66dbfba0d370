import type { ApiResult } from '../../../../shared/api-types.ts';
import type { PageTypeId } from '../../../../shared/pages/page-types.ts';
import { api } from '../../../lib/api-client.ts';
import type { StoreVersionPayload } from '../../pages/api/pages-api.ts';

export interface RequestPerson {
  id: number;
  name: string;
}

/** One outstanding request of GET /page/fetch-request. */
export interface PublicationRequestItem {
  id: number;
  pageID: number;
  versionID: number;
  title: string;
  locale: string;
  slug: string;
  type: PageTypeId;
  comment: string;
  /** null when the requester's account no longer exists. */
  requestedBy: RequestPerson | null;
  createdAt: string;
  resentAt: string | null;
}

/** The pending request on a version (GET /page/version/{id}/fetch-request-comment). */
export interface PendingRequest {
  comment: string;
  requestedBy: RequestPerson | null;
  createdAt: string;
  resentAt: string | null;
  /** The concept's revision when the request was made; the server accepts only that revision. */
  versionRevision: number;
}

/** The SPEC 7 publication calls. */
export const publicationApi = {
  pending: () => api.get<ApiResult & { data: { items: PublicationRequestItem[]; totalItems: number } }>('/page/fetch-request'),
  requestComment: (versionId: number) =>
    api.get<ApiResult & { data: PendingRequest }>(`/page/version/${versionId}/fetch-request-comment`),
  request: (pageId: number, comment: string) => api.post<ApiResult>(`/page/${pageId}/request-publication`, { comment }),
  resend: (pageId: number) => api.post<ApiResult>(`/page/${pageId}/resend-publication-request`),
  revoke: (pageId: number) => api.post<ApiResult>(`/page/${pageId}/revoke-publication-request`),
  accept: (versionId: number, feedback: string) => api.post<ApiResult>(`/page/version/${versionId}/accept-publication`, { feedback }),
  reject: (versionId: number, feedback: string) => api.post<ApiResult>(`/page/version/${versionId}/reject-publication`, { feedback }),
  publish: (pageId: number) => api.post<ApiResult>(`/page/${pageId}/publish`),
  unpublish: (pageId: number) => api.post<ApiResult>(`/page/${pageId}/unpublish`),
  storeAndPublish: (versionId: number, body: StoreVersionPayload) =>
    api.post<ApiResult>(`/page/version/${versionId}/store-and-publish`, body),
  storeAndUnpublish: (versionId: number, body: StoreVersionPayload) =>
    api.post<ApiResult>(`/page/version/${versionId}/store-and-unpublish`, body),
};
