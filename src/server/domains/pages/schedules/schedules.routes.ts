import type { FastifyInstance } from 'fastify';
import { scheduleBody, upcomingSchedulesBody } from '../../../../shared/pages/schedule-schemas.ts';
import { idParams } from '../../../../shared/schemas/common.ts';
import { ok } from '../../../lib/http/responses.ts';
import { parseInput } from '../../../lib/validation.ts';
import { authenticated, permission, requireUser } from '../../auth/auth.guard.ts';
import * as service from './schedules.service.ts';

/**
 * Scheduled publishing (issue 16). Setting and clearing a schedule needs publish-page (a
 * publisher schedules directly); an editor asks for publication at a desired date through the
 * review instead (publication.routes.ts). Reading schedules needs a login.
 */
export async function scheduleRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const publisher = { preHandler: permission('publish-page') };

  app.get('/page/:id/schedule', { preHandler: authenticated }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    return ok({ data: await service.getSchedule(deps.db, id) });
  });

  app.post('/page/:id/schedule', publisher, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(scheduleBody, request.body ?? {});
    return ok({ data: await service.setSchedule(deps.db, await requireUser(request), id, body) });
  });

  app.delete('/page/:id/schedule', publisher, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await service.removeSchedule(deps.db, id);
    return ok();
  });

  // Everyone who works on pages may see what goes live when (as they see the page overview).
  app.post('/schedules/list', { preHandler: authenticated }, async (request) => {
    const query = parseInput(upcomingSchedulesBody, request.body ?? {});
    return ok({ data: await service.listUpcoming(deps.db, query) });
  });
}
