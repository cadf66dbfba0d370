import type { FastifyInstance } from 'fastify';
import { createApiTokenBody } from '../../../shared/api-tokens/api-token-schemas.ts';
import { idParams } from '../../../shared/schemas/common.ts';
import { ok } from '../../lib/http/responses.ts';
import { parseInput } from '../../lib/validation.ts';
import { permission, requireUser } from '../auth/auth.guard.ts';
import * as service from './api-tokens.service.ts';

/**
 * API tokens (issue 19): made, listed and revoked by users with manage-api-tokens, from a
 * session only (token-auth.ts refuses a token on these routes: no token mints another).
 */
export async function apiTokensRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const manage = { preHandler: permission('manage-api-tokens') };

  app.post('/tokens', manage, async (request) => {
    const body = parseInput(createApiTokenBody, request.body);
    return ok({ data: await service.createApiToken(db, await requireUser(request), body) });
  });
  app.get('/tokens', manage, async (request) => ok({ data: { items: await service.listApiTokens(db, await requireUser(request)) } }));
  app.delete('/tokens/:id', manage, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await service.revokeApiToken(db, await requireUser(request), id);
    return ok();
  });
}
