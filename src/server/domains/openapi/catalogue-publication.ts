import { storeVersionBody } from '../../../shared/pages/page-schemas.ts';
import { pendingRequestAnswer, publicationRequestsAnswer, rejectionFeedbackAnswer } from '../../../shared/pages/publication-dto.ts';
import {
  acceptPublicationBody,
  publicationFeedbackBody,
  publicationRequestsQuery,
  publishBody,
  requestPublicationBody,
} from '../../../shared/pages/publication-schemas.ts';
import { retireAddressBody } from '../../../shared/pages/retire-schemas.ts';
import { scheduleAnswer, scheduleBody, upcomingSchedulesAnswer, upcomingSchedulesBody } from '../../../shared/pages/schedule-schemas.ts';
import { idParams } from '../../../shared/schemas/common.ts';
import { perm, type RouteCatalogue } from './route-doc.ts';

const PUBLICATION = 'Publication';
const editor = perm('create-page');
const publisher = perm('publish-page');
const reviewer = perm('review-publication');
/** A concept changed by someone else since the client read it. */
const stale = { 409: ['G_05' as const] };

/** Publication requests, reviews, publishing and schedules. */
export const PUBLICATION_ROUTES: RouteCatalogue = {
  'POST /api/page/:id/request-publication': {
    summary: 'Ask a reviewer to publish the concept',
    tag: PUBLICATION,
    access: editor,
    params: idParams,
    body: requestPublicationBody,
  },
  'POST /api/page/:id/resend-publication-request': { summary: 'Remind the reviewers', tag: PUBLICATION, access: editor, params: idParams },
  'POST /api/page/:id/revoke-publication-request': {
    summary: 'Withdraw a publication request',
    tag: PUBLICATION,
    access: editor,
    params: idParams,
  },
  'GET /api/page/fetch-request': {
    summary: 'Pending publication requests, newest first, a page at a time',
    tag: PUBLICATION,
    access: 'user',
    query: publicationRequestsQuery,
    response: publicationRequestsAnswer,
  },
  'GET /api/page/version/:id/fetch-request-comment': {
    summary: "A request's comment",
    tag: PUBLICATION,
    access: 'user',
    params: idParams,
    response: pendingRequestAnswer,
  },
  'GET /api/page/version/:id/rejection': {
    summary: 'The latest rejection of a version',
    tag: PUBLICATION,
    access: 'user',
    params: idParams,
    response: rejectionFeedbackAnswer,
  },
  'POST /api/page/version/:id/accept-publication': {
    summary: 'Accept and publish a requested version',
    tag: PUBLICATION,
    access: reviewer,
    params: idParams,
    body: acceptPublicationBody,
    errors: stale,
  },
  'POST /api/page/version/:id/reject-publication': {
    summary: 'Reject a requested version',
    tag: PUBLICATION,
    access: reviewer,
    params: idParams,
    body: publicationFeedbackBody,
  },
  'POST /api/page/:id/publish': {
    summary: 'Publish the concept',
    tag: PUBLICATION,
    access: publisher,
    params: idParams,
    body: publishBody,
    errors: stale,
  },
  'POST /api/page/:id/unpublish': {
    summary: 'Take a page offline',
    tag: PUBLICATION,
    access: publisher,
    params: idParams,
    body: retireAddressBody,
  },
  'POST /api/page/version/:id/store-and-publish': {
    summary: 'Save the concept and publish it',
    tag: PUBLICATION,
    access: publisher,
    params: idParams,
    body: storeVersionBody,
    errors: stale,
  },
  'POST /api/page/version/:id/store-and-unpublish': {
    summary: 'Save the concept and take the page offline',
    tag: PUBLICATION,
    access: publisher,
    params: idParams,
    body: storeVersionBody,
    errors: stale,
  },
  'GET /api/page/:id/schedule': {
    summary: "A page's publication schedule",
    tag: PUBLICATION,
    access: 'user',
    params: idParams,
    response: scheduleAnswer,
  },
  'POST /api/page/:id/schedule': {
    summary: 'Schedule publishing or unpublishing',
    tag: PUBLICATION,
    access: publisher,
    params: idParams,
    body: scheduleBody,
    response: scheduleAnswer,
  },
  'DELETE /api/page/:id/schedule': { summary: 'Cancel a schedule', tag: PUBLICATION, access: publisher, params: idParams },
  'POST /api/schedules/list': {
    summary: 'Upcoming scheduled publications',
    tag: PUBLICATION,
    access: 'user',
    body: upcomingSchedulesBody,
    response: upcomingSchedulesAnswer,
  },
};
