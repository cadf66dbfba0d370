import type { FastifyInstance } from 'fastify';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../shared/limits.ts';
import { idParams, listQuery } from '../../../shared/schemas/common.ts';
import { changePasswordBody, userLanguageBody, userSaveBody } from '../../../shared/schemas/users.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { readUploadedFile } from '../../lib/http/upload.ts';
import { ok } from '../../lib/http/responses.ts';
import { parseInput } from '../../lib/validation.ts';
import { authenticated, hasPermission, permission, requireActor, requireUser } from '../auth/auth.guard.ts';
import * as profileImages from './user-profile-image.service.ts';
import * as service from './users.service.ts';

/** Users calls of SPEC 7, plus password, language and profile-image reads the screens need. */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;

  app.get('/user', async (request) => requireUser(request));

  app.get('/user/list', { preHandler: permission('manage-users') }, async (request) =>
    service.listUsers(deps.db, parseInput(listQuery, request.query)),
  );

  app.post('/user', { preHandler: permission('manage-users') }, async (request) => {
    const body = parseInput(userSaveBody, request.body);
    const user = await service.inviteUser(deps, await requireActor(request), body);
    return ok({ user });
  });

  app.put('/user/password', { preHandler: authenticated }, async (request) => {
    const body = parseInput(changePasswordBody, request.body);
    const user = await requireUser(request);
    await service.changePassword(deps.db, user.ID, body, request.session.sessionId);
    return ok();
  });

  app.put('/user/language', { preHandler: authenticated }, async (request) => {
    const { language } = parseInput(userLanguageBody, request.body);
    await service.setLanguage(deps.db, (await requireUser(request)).ID, language);
    return ok();
  });

  app.get('/user/:id', { preHandler: authenticated }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const user = await requireUser(request);
    if (user.ID !== id && !hasPermission(user, 'manage-users')) throw forbidden('UM_01');
    return ok({ user: await service.getUser(deps.db, id) });
  });

  app.put('/user/:id', { preHandler: authenticated }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const body = parseInput(userSaveBody, request.body);
    const user = await service.updateUser(deps, await requireActor(request), id, body, request.session.sessionId);
    return ok({ user });
  });

  app.delete('/user/:id', { preHandler: permission('manage-users') }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await service.deleteUser(deps, await requireActor(request), id);
    return ok();
  });

  app.put('/user/:id/image', { preHandler: authenticated }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    const actor = await requireActor(request);
    const content = await readUploadedFile(request, { field: 'profileImage', maxBytes: PROFILE_IMAGE_MAX_BYTES, tooLargeCode: 'UM_05' });
    const user = await profileImages.setProfileImage(deps, actor, id, content);
    return ok({ data: user });
  });

  app.delete('/user/:id/image', { preHandler: authenticated }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await profileImages.removeProfileImage(deps, await requireActor(request), id);
    return ok();
  });

  app.get('/user/:id/image', { preHandler: authenticated }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const key = await profileImages.profileImageFile(deps.db, id);
    // The row can outlive its file (a partial restore, a manual clean-up): a 404, not a crash.
    if (!(await deps.storage.exists(key))) throw notFound();
    const stream = await deps.storage.read(key);
    return reply
      .type(key.endsWith('.png') ? 'image/png' : 'image/jpeg')
      .header('Cache-Control', 'private, max-age=86400')
      .header('X-Content-Type-Options', 'nosniff')
      .send(stream);
  });
}
