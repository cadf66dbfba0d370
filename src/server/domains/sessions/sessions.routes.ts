import type { FastifyInstance } from 'fastify';
import { userSessionParams } from '../../../shared/sessions/session-schemas.ts';
import { ok } from '../../lib/http/responses.ts';
import { sessionLimits } from '../../lib/http/session-store.ts';
import { parseInput } from '../../lib/validation.ts';
import { authenticated, requireUser } from '../auth/auth.guard.ts';
import * as service from './sessions.service.ts';

/** Session control: a user sees where they are signed in and signs other sessions out. */
export async function sessionsRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.deps;
  const limits = sessionLimits(config);
  const loggedIn = { preHandler: authenticated };

  app.get('/user/sessions', loggedIn, async (request) => {
    const user = await requireUser(request);
    return ok({ data: await service.listSessions(db, user.ID, request.session.sessionId, limits) });
  });

  app.post('/user/sessions/sign-out-others', loggedIn, async (request) => {
    const user = await requireUser(request);
    return ok({ data: { ended: await service.signOutOtherSessions(db, user.ID, request.session.sessionId) } });
  });

  app.delete('/user/sessions/:id', loggedIn, async (request) => {
    const { id } = parseInput(userSessionParams, request.params);
    const user = await requireUser(request);
    await service.signOutSession(db, user.ID, request.session.sessionId, id);
    return ok();
  });
}
