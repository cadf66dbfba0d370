import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PROFILE_IMAGE_MAX_BYTES } from '../../../shared/limits.ts';
import { checkResetTokenBody, forgotPasswordBody, loginBody, registerBody, resetAccountBody } from '../../../shared/schemas/auth.ts';
import { ok } from '../../lib/http/responses.ts';
import { parseInput } from '../../lib/validation.ts';
import { checkProfileImageDataUrl } from '../users/profile-image.ts';
import { inviteUser } from '../users/users.service.ts';
import { accountTokenState } from './account-tokens.ts';
import { currentUser, permission, requireActor, requireUser } from './auth.guard.ts';
import { forgotPassword, login, resetAccount } from './auth.service.ts';
import { startPendingTwoFactor } from './two-factor/two-factor-session.ts';
import { secondStepFor } from './two-factor/two-factor.service.ts';

/** Auth calls of SPEC 7. Login and logout regenerate the session against fixation. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const deps = app.deps;
  const strictLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

  app.post('/auth/login', { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } }, async (request) => {
    const body = parseInput(loginBody, request.body);
    const user = await login(deps, body, request.ip);
    // A second factor (or setting one up) comes first: the session is then half signed in.
    const secondStep = await secondStepFor(deps.db, user);
    if (secondStep) {
      // The answer names no user, yet the password was right: the audit entry names the account.
      request.auditUserId = user.ID;
      await startPendingTwoFactor(request, { userId: user.ID, email: body.email, stage: secondStep.stage });
      return ok({ TwoFactor: secondStep });
    }
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
    request.auditUserId = await resetAccount(deps, parseInput(resetAccountBody, request.body));
    return ok();
  });

  // Asked when the reset or activation screen opens, so a used link says so at once.
  app.post('/auth/check-reset-token', { config: strictLimit }, async (request) => {
    const { token } = parseInput(checkResetTokenBody, request.body);
    return ok({ data: { state: await accountTokenState(deps.db, token) } });
  });

  // The body may carry a profile image as a data URL (base64: 4/3 of the 2 MB), so it may be
  // larger than elsewhere; the permission is checked before the body is read.
  const registerBodyLimit = Math.ceil((PROFILE_IMAGE_MAX_BYTES * 4) / 3) * 2 + 64 * 1024;
  app.post('/auth/register', { onRequest: permission('manage-users'), bodyLimit: registerBodyLimit }, async (request) => {
    const body = parseInput(registerBody, request.body);
    const actor = await requireActor(request);
    // Checked before anything is stored: a bad image creates no user and sends no mail.
    const image = body.image == null ? null : await checkProfileImageDataUrl(body.image, 'image');
    const user = await inviteUser(
      deps,
      actor,
      { email: body.email, role: body.role, profile: { name: body.name, jobTitle: body.jobTitle } },
      { image },
    );
    return ok({ user });
  });
}
