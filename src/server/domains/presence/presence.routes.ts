import type { FastifyInstance } from 'fastify';
import { presenceHeartbeatBody, presenceLeaveBody } from '../../../shared/presence/presence-schemas.ts';
import { idParams } from '../../../shared/schemas/common.ts';
import { ok } from '../../lib/http/responses.ts';
import { parseInput } from '../../lib/validation.ts';
import { permission, requireUser } from '../auth/auth.guard.ts';
import * as service from './presence.service.ts';

/**
 * Who else has a page open in the editor, so a conflict is seen before it happens. Kept in
 * the database, so it is the same whichever instance of a cluster answers.
 */
export async function presenceRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const editor = { preHandler: permission('create-page') };

  app.post('/page/:id/presence', { ...editor, config: { passiveSession: true } }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(presenceHeartbeatBody, request.body);
    return ok({ others: await service.heartbeat(db, await requireUser(request), id, body) });
  });

  app.post('/page/:id/presence/leave', editor, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { clientId } = parseInput(presenceLeaveBody, request.body);
    await service.leave(db, await requireUser(request), id, clientId);
    return ok({});
  });
}
