import { apiResult } from '../../../../shared/api-types.ts';
import { createShareLinkAnswer, shareLinksAnswer, type CreateShareLinkBody } from '../../../../shared/pages/share-links.ts';
import { checkedApi } from '../../../lib/api-client.ts';

/** Shareable preview links of a page (issue 16); every answer is checked against its shared schema. */
export const shareLinksApi = {
  list: (pageId: number) => checkedApi.get(shareLinksAnswer, `/page/${pageId}/share-links`).then((answer) => answer.data.items),
  create: (pageId: number, body: CreateShareLinkBody) => checkedApi.post(createShareLinkAnswer, `/page/${pageId}/share-links`, body),
  revoke: (pageId: number, linkId: number) => checkedApi.delete(apiResult, `/page/${pageId}/share-links/${linkId}`),
};
