import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { storeVersionBody } from '../../../../shared/pages/page-schemas.ts';
import { publicationCommentBody, publicationFeedbackBody } from '../../../../shared/pages/publication-schemas.ts';
import { idParams } from '../../../../shared/schemas/common.ts';
import { forbidden } from '../../../lib/errors.ts';
import { ok } from '../../../lib/http/responses.ts';
import { parseInput } from '../../../lib/validation.ts';
import { authenticated, hasPermission, permission, requireUser } from '../../auth/auth.guard.ts';
import * as service from './publication.service.ts';

const commentBody = publicationCommentBody;
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

/** SPEC 7 publication calls, with the four-eyes rule and permissions checked here and in the service. */
export async function publicationRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const editor = { preHandler: permission('create-page') };
  const publisher = { preHandler: permission('publish-page') };
  const reviewer = { preHandler: permission('review-publication') };

  app.post('/page/:id/request-publication', editor, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { comment } = parseInput(commentBody, request.body);
    await service.requestPublication(deps, await requireUser(request), id, comment);
    await deps.events.changed({ reason: 'publication', pageId: id });
    return ok();
  });

  // E-mails every reviewer: a per-user limit on top of the service's cooldown per request (429 G_06).
  const resendLimit = {
    rateLimit: { max: 10, timeWindow: '10 minutes', keyGenerator: (request: FastifyRequest) => (request.session?.userId ? `user:${request.session.userId}` : request.ip) },
  };
  app.post('/page/:id/resend-publication-request', { preHandler: editorOrPublisher, config: resendLimit }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await service.resendRequest(deps, await requireUser(request), id);
    return ok();
  });

  app.post('/page/:id/revoke-publication-request', { preHandler: editorOrPublisher }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await service.revokeRequest(deps, await requireUser(request), id);
    return ok();
  });

  app.get('/page/fetch-request', { preHandler: authenticated }, async () => ok({ data: await service.pendingRequests(deps.db) }));

  app.get('/page/version/:id/fetch-request-comment', { preHandler: authenticated }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return ok({ data: await service.requestComment(deps.db, id) });
  });

  app.post('/page/version/:id/accept-publication', reviewer, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { feedback } = parseInput(feedbackBody, request.body);
    const pageId = await service.acceptRequest(deps, await requireUser(request), id, feedback);
    await deps.events.changed({ reason: 'publication', pageId });
    return ok();
  });

  app.post('/page/version/:id/reject-publication', reviewer, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { feedback } = parseInput(feedbackBody, request.body);
    await service.rejectRequest(deps, await requireUser(request), id, feedback);
    return ok();
  });

  app.post('/page/:id/publish', publisher, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await service.publishPage(deps, await requireUser(request), id);
    await deps.events.changed({ reason: 'publication', pageId: id });
    return ok();
  });

  app.post('/page/:id/unpublish', publisher, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await service.unpublishPage(deps, id);
    await deps.events.changed({ reason: 'publication', pageId: id });
    return ok();
  });

  app.post('/page/version/:id/store-and-publish', { preHandler: editorAndPublisher }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(storeVersionBody, request.body);
    const pageId = await service.storeAndPublish(deps, await requireUser(request), id, body);
    await deps.events.changed({ reason: 'publication', pageId });
    return ok();
  });

  app.post('/page/version/:id/store-and-unpublish', { preHandler: editorAndPublisher }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(storeVersionBody, request.body);
    const pageId = await service.storeAndUnpublish(deps, await requireUser(request), id, body);
    await deps.events.changed({ reason: 'publication', pageId });
    return ok();
  });
}
