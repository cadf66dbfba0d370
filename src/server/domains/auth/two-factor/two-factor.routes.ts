import type { FastifyInstance, FastifyRequest } from 'fastify';
import { idParams } from '../../../../shared/schemas/common.ts';
import {
  passkeyLoginBody,
  passkeyNameBody,
  passkeyRegisterBody,
  passwordConfirmBody,
  verifyCodeBody,
  verifyRecoveryBody,
} from '../../../../shared/two-factor/two-factor-schemas.ts';
import { badRequest } from '../../../lib/errors.ts';
import { ok } from '../../../lib/http/responses.ts';
import { parseInput } from '../../../lib/validation.ts';
import { getCompany } from '../../settings/settings.service.ts';
import { getSessionUser } from '../../users/user-accounts.service.ts';
import { permission, requireActor, requireUser } from '../auth.guard.ts';
import * as passkeys from './passkeys.service.ts';
import { secretBoxKey } from './secret-box.ts';
import { resetUserTwoFactor } from './two-factor-reset.service.ts';
import { completeSignIn, factorOwner, pendingTwoFactor } from './two-factor-session.ts';
import * as service from './two-factor.service.ts';

/**
 * Two-factor sign-in (issue 15, README "API conventions"). The verify calls work only in a
 * half-signed-in session (after the password); the set-up calls for a signed-in user, and for a
 * user signed in only to set a factor up because the role requires one.
 */
export async function twoFactorRoutes(app: FastifyInstance, options: { serverSecret: string }): Promise<void> {
  const { db, config } = app.deps;
  const secretKey = secretBoxKey(options.serverSecret);
  const siteName = async () => (await getCompany(db)).name || 'Verdant CMS';
  const context = async (): Promise<service.TwoFactorContext> => ({ db, secretKey, issuer: await siteName() });
  const rp = async () => passkeys.relyingParty(config.publicUrl, await siteName());
  // Like the login call: guessing codes is throttled per client besides the lockout.
  const verifyLimit = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };

  /** Signs in fully; answers the user, as POST /auth/login does. */
  const signIn = async (request: FastifyRequest, userId: number) => {
    const user = await getSessionUser(db, userId);
    if (!user) throw badRequest('V_07');
    await completeSignIn(request, userId);
    return user;
  };

  // --- the second step of a sign-in ---
  app.post('/auth/two-factor/verify', verifyLimit, async (request) => {
    const pending = pendingTwoFactor(request, 'verify');
    const { code } = parseInput(verifyCodeBody, request.body);
    await service.verifyCode(await context(), pending, request.ip, 'totp', code);
    return ok({ User: await signIn(request, pending.userId) });
  });

  app.post('/auth/two-factor/recovery', verifyLimit, async (request) => {
    const pending = pendingTwoFactor(request, 'verify');
    const { code } = parseInput(verifyRecoveryBody, request.body);
    await service.verifyCode(await context(), pending, request.ip, 'recovery', code);
    return ok({ User: await signIn(request, pending.userId) });
  });

  app.post('/auth/two-factor/passkey/login-options', verifyLimit, async (request) => {
    const pending = pendingTwoFactor(request, 'verify');
    const options = await passkeys.passkeyAuthenticationOptions(db, await rp(), pending.userId);
    request.session.twoFactor = { ...pending, challenge: options.challenge };
    return ok({ data: options });
  });

  app.post('/auth/two-factor/passkey/login', verifyLimit, async (request) => {
    const pending = pendingTwoFactor(request, 'verify');
    const { response } = parseInput(passkeyLoginBody, request.body);
    // A challenge is good for one answer, right or wrong.
    request.session.twoFactor = { ...pending, challenge: undefined };
    await passkeys.verifyPasskey(db, await rp(), pending, request.ip, { response, expectedChallenge: pending.challenge });
    return ok({ User: await signIn(request, pending.userId) });
  });

  // --- the user's own factors ---
  app.get('/auth/two-factor/status', async (request) => {
    const { user, setupOnly } = await factorOwner(request);
    return ok({ data: await service.twoFactorStatus(db, user, setupOnly) });
  });

  app.post('/auth/two-factor/totp/setup', async (request) => {
    const { user } = await factorOwner(request);
    return ok({ data: await service.startTotpSetup(await context(), user) });
  });

  app.post('/auth/two-factor/totp/confirm', verifyLimit, async (request) => {
    const { user, setupOnly } = await factorOwner(request);
    const { code } = parseInput(verifyCodeBody, request.body);
    const recoveryCodes = await service.confirmTotpSetup(await context(), user, code);
    return ok({ data: { recoveryCodes, User: setupOnly ? await signIn(request, user.ID) : null } });
  });

  app.post('/auth/two-factor/passkey/register-options', async (request) => {
    const { user } = await factorOwner(request);
    const options = await passkeys.passkeyRegistrationOptions(db, await rp(), user);
    request.session.passkeyChallenge = options.challenge;
    return ok({ data: options });
  });

  app.post('/auth/two-factor/passkey/register', async (request) => {
    const { user, setupOnly } = await factorOwner(request);
    const body = parseInput(passkeyRegisterBody, request.body);
    const expectedChallenge = request.session.passkeyChallenge;
    request.session.passkeyChallenge = undefined;
    const recoveryCodes = await passkeys.registerPasskey(db, await rp(), user, { ...body, expectedChallenge });
    return ok({ data: { recoveryCodes, User: setupOnly ? await signIn(request, user.ID) : null } });
  });

  app.put('/auth/two-factor/passkey/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(idParams, request.params);
    await passkeys.renameOwnPasskey(db, user, id, parseInput(passkeyNameBody, request.body).name);
    return ok();
  });

  app.delete('/auth/two-factor/passkey/:id', async (request) => {
    const user = await requireUser(request);
    const { id } = parseInput(idParams, request.params);
    await passkeys.removeOwnPasskey(db, user, id);
    return ok();
  });

  app.post('/auth/two-factor/recovery-codes', async (request) => {
    const user = await requireUser(request);
    const { password } = parseInput(passwordConfirmBody, request.body);
    return ok({ data: { recoveryCodes: await service.regenerateRecoveryCodes(db, user, password) } });
  });

  app.post('/auth/two-factor/disable', async (request) => {
    const user = await requireUser(request);
    const { password } = parseInput(passwordConfirmBody, request.body);
    await service.disableTwoFactor(db, user, password);
    return ok();
  });

  // --- administrators ---
  app.post('/user/:id/reset-two-factor', { onRequest: permission('manage-users') }, async (request) => {
    const { id } = parseInput(idParams, request.params);
    await resetUserTwoFactor(db, await requireActor(request), id);
    return ok();
  });
}
