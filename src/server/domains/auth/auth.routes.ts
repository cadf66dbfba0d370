import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forgotPasswordBody, loginBody, registerBody, resetAccountBody } from '../../../shared/schemas/auth.ts';
import { ok } from '../../lib/http/responses.ts';
import { parseInput } from '../../lib/validation.ts';
import { inviteUser } from '../users/users.service.ts';
import { currentUser, permission, requireActor, requireUser } from './auth.guard.ts';
import { forgotPassword, login, resetAccount } from './auth.service.ts';

/** Auth calls of SPEC 7. Login and logout regenerate the session against fixation. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const strictLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

  app.post('/auth/login', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request) => {
    const body = parseInput(loginBody, request.body);
    const user = await login(deps, body, request.ip);
    await request.session.regenerate();
    request.session.userId = user.ID;
    return ok({ User: user });
  });

  app.post('/auth/logout', async (request) => {
    await request.session.regenerate();
    return ok();
  });

  const sessionUser = async (request: FastifyRequest) => (await currentUser(request)) ?? { ID: 0 };
  app.post('/auth/user', sessionUser);
  app.get('/auth/user', sessionUser);

  app.post('/auth/refresh-session', async (request) => {
    const user = await requireUser(request);
    request.session.refreshedAt = new Date().toISOString();
    request.session.touch();
    return ok({ User: user });
  });

  app.post('/auth/forgot-password', { config: strictLimit }, async (request) => {
    const { email } = parseInput(forgotPasswordBody, request.body);
    await forgotPassword(deps, email);
    return ok();
  });

  app.post('/auth/reset-account', { config: strictLimit }, async (request) => {
    await resetAccount(deps, parseInput(resetAccountBody, request.body));
    return ok();
  });

  app.post('/auth/register', { preHandler: permission('manage-users') }, async (request) => {
    const body = parseInput(registerBody, request.body);
    const actor = await requireActor(request);
    const user = await inviteUser(deps, actor, {
      email: body.email,
      role: body.role,
      profile: { name: body.name, jobTitle: body.jobTitle },
    });
    return ok({ user });
  });
}
