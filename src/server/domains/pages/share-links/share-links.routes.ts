import type { FastifyInstance } from 'fastify';
import { idParams } from '../../../../shared/schemas/common.ts';
import { createShareLinkBody, shareLinkParams } from '../../../../shared/pages/share-links.ts';
import { ok } from '../../../lib/http/responses.ts';
import { parseInput } from '../../../lib/validation.ts';
import { permission, requireUser } from '../../auth/auth.guard.ts';
import * as service from './share-links.service.ts';

/**
 * Shareable preview links (issue 16): made, listed and revoked by editors (create-page, the
 * permission of editing the page). The public side is the site's GET /share/{token}.
 */
export async function shareLinksRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const editor = { preHandler: permission('create-page') };

  app.post('/page/:id/share-links', editor, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { expiresInDays } = parseInput(createShareLinkBody, request.body ?? {});
    const user = await requireUser(request);
    return ok(await service.createShareLink(db, user.ID, id, expiresInDays, config.publicUrl));
  });

  app.get('/page/:id/share-links', editor, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return ok({ data: { items: await service.listShareLinks(db, id) } });
  });

  app.delete('/page/:id/share-links/:linkId', editor, async (request) => {
    const { id, linkId } = parseInput(shareLinkParams, request.params);
    await service.revokeShareLink(db, id, linkId);
    return ok();
  });
}
