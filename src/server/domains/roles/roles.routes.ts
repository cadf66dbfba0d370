import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from '../../../shared/permissions.ts';
import { idParams } from '../../../shared/schemas/common.ts';
import { roleSaveBody, roleTwoFactorBody } from '../../../shared/schemas/users.ts';
import { ok } from '../../lib/http/responses.ts';
import { parseInput } from '../../lib/validation.ts';
import { permission, requireActor } from '../auth/auth.guard.ts';
import * as service from './roles.service.ts';

/** Role calls for the user screens; all need manage-users. */
export async function rolesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  const guard = { preHandler: permission('manage-users') };

  app.get('/role/list', guard, async () => ok({ data: { items: await service.listRoles(db) } }));
  app.get('/role/permissions', guard, async () => ok({ data: { items: PERMISSIONS } }));

  app.post('/role', guard, async (request) => {
    const role = await service.createRole(db, await requireActor(request), parseInput(roleSaveBody, request.body));
    return ok({ role });
  });

  app.put('/role/:id', guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const role = await service.updateRole(db, await requireActor(request), id, parseInput(roleSaveBody, request.body));
    return ok({ role });
  });

  app.put('/role/:id/two-factor', guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const { requireTwoFactor } = parseInput(roleTwoFactorBody, request.body);
    const actor = await requireActor(request);
    return ok({ role: await service.setRoleTwoFactor(db, actor, id, requireTwoFactor, request.session.sessionId) });
  });

  app.delete('/role/:id', guard, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await service.deleteRole(db, await requireActor(request), id);
    return ok();
  });
}
