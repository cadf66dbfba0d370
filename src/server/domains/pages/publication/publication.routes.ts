import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { storeVersionBody } from '../../../../shared/pages/page-schemas.ts';
import {
  acceptPublicationBody,
  publicationFeedbackBody,
  publicationRequestsQuery,
  publishBody,
  requestPublicationBody,
} from '../../../../shared/pages/publication-schemas.ts';
import { retireAddressBody } from '../../../../shared/pages/retire-schemas.ts';
import { idParams } from '../../../../shared/schemas/common.ts';
import { forbidden } from '../../../lib/errors.ts';
import { ok } from '../../../lib/http/responses.ts';
import { parseInput } from '../../../lib/validation.ts';
import { authenticated, hasPermission, permission, requireUser } from '../../auth/auth.guard.ts';
import * as decisions from './publication-decisions.service.ts';
import * as requests from './publication-requests.service.ts';
import * as publishing from './publication.service.ts';
import { planRetiredRedirect, writeRetiredRedirect } from '../retired-address.service.ts';

const feedbackBody = publicationFeedbackBody;

/** Needs both permissions: storing is editing (create-page), publishing is publish-page. */
async function editorAndPublisher(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = await requireUser(request);
  if (!hasPermission(user, 'create-page') || !hasPermission(user, 'publish-page')) throw forbidden('UM_01');
}

/**
 * Resend and revoke: a user with neither create-page nor publish-page can never manage a
 * request (403 before the lookup); the service then checks the rule per request
 * (the requester with create-page, or a publisher).
 */
async function editorOrPublisher(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const user = await requireUser(request);
  if (!hasPermission(user, 'create-page') && !hasPermission(user, 'publish-page')) throw forbidden('UM_01');
}

/** SPEC 7 publication calls, with the four-eyes rule and permissions checked here and in the services. */
export async function publicationRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const editor = { preHandler: permission('create-page') };
  const publisher = { preHandler: permission('publish-page') };
  const reviewer = { preHandler: permission('review-publication') };

  app.post('/page/:id/request-publication', editor, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { comment, publishAt } = parseInput(requestPublicationBody, request.body);
    await requests.requestPublication(deps, await requireUser(request), id, comment, publishAt ?? null);
    // Nothing goes live with a request: the HTTP caches keep their pages (cache-purge.ts).
    await deps.events.changed({ reason: 'publication', pageId: id, visible: false });
    return ok();
  });

  // E-mails every reviewer: a per-user limit on top of the service's cooldown per request (429 G_06).
  const resendLimit = {
    rateLimit: {
      max: 10,
      timeWindow: '10 minutes',
      keyGenerator: (request: FastifyRequest) => (request.session?.userId ? `user:${request.session.userId}` : request.ip),
    },
  };
  app.post('/page/:id/resend-publication-request', { preHandler: editorOrPublisher, config: resendLimit }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await requests.resendRequest(deps, await requireUser(request), id);
    return ok();
  });

  app.post('/page/:id/revoke-publication-request', { preHandler: editorOrPublisher }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await requests.revokeRequest(deps, await requireUser(request), id);
    return ok();
  });

  app.get('/page/fetch-request', { preHandler: authenticated }, async (request) =>
    ok({ data: await requests.pendingRequests(deps.db, parseInput(publicationRequestsQuery, request.query)) }),
  );

  app.get('/page/version/:id/fetch-request-comment', { preHandler: authenticated }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return ok({ data: await requests.requestComment(deps.db, id) });
  });

  // The latest rejection's feedback, shown in the editor until the concept is requested again.
  app.get('/page/version/:id/rejection', { preHandler: authenticated }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return ok({ data: await requests.latestRejection(deps.db, id) });
  });

  app.post('/page/version/:id/accept-publication', reviewer, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { feedback, revision, publishAt } = parseInput(acceptPublicationBody, request.body);
    const pageId = await decisions.acceptRequest(deps, await requireUser(request), id, feedback, revision, publishAt);
    await deps.events.changed({ reason: 'publication', pageId });
    return ok();
  });

  app.post('/page/version/:id/reject-publication', reviewer, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { feedback } = parseInput(feedbackBody, request.body);
    await decisions.rejectRequest(deps, await requireUser(request), id, feedback);
    return ok();
  });

  app.post('/page/:id/publish', publisher, async (request) => {
    const { id } = parseInput(idParams, request.params);
    // SPEC 7 sends {}; a missing body counts as that.
    const { revision } = parseInput(publishBody, request.body ?? {});
    await publishing.publishPage(deps, await requireUser(request), id, revision);
    await deps.events.changed({ reason: 'publication', pageId: id });
    return ok();
  });

  app.post('/page/:id/unpublish', publisher, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { redirectTo } = parseInput(retireAddressBody, request.body ?? {});
    await publishing.assertOnline(deps.db, id);
    const redirect = await planRetiredRedirect(deps.db, await requireUser(request), id, redirectTo);
    await publishing.unpublishPage(deps, id, undefined, (trx) => writeRetiredRedirect(trx, redirect));
    await deps.events.changed({ reason: 'publication', pageId: id });
    return ok();
  });

  app.post('/page/version/:id/store-and-publish', { preHandler: editorAndPublisher }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(storeVersionBody, request.body);
    const pageId = await publishing.storeAndPublish(deps, await requireUser(request), id, body);
    await deps.events.changed({ reason: 'publication', pageId });
    return ok();
  });

  app.post('/page/version/:id/store-and-unpublish', { preHandler: editorAndPublisher }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(storeVersionBody, request.body);
    // The store body may carry `redirectTo` too (its schema drops keys it does not know).
    const { redirectTo } = parseInput(retireAddressBody.partial(), request.body);
    const user = await requireUser(request);
    const page = await publishing.pageOfVersion(deps.db, id);
    const redirect = await planRetiredRedirect(deps.db, user, page, redirectTo);
    const pageId = await publishing.storeAndUnpublish(deps, user, id, body, (trx) => writeRetiredRedirect(trx, redirect));
    await deps.events.changed({ reason: 'publication', pageId });
    return ok();
  });
}
