import type { SessionUser } from '../../../shared/api-types.ts';
import type { LoginBody, ResetAccountBody } from '../../../shared/schemas/auth.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, tooManyRequests } from '../../lib/errors.ts';
import { deleteUserSessions } from '../../lib/http/session-store.ts';
import { enqueueMail } from '../../lib/mail/mail-queue.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { activateWithPassword, findLoginCandidate, getSessionUser, markLoggedIn } from '../users/user-accounts.service.ts';
import { resetMail } from './account-emails.ts';
import { consumeAccountToken, issueAccountToken } from './account-tokens.ts';
import { clearAccountFailures, isLockedOut, recordLoginFailure, throttleKeys } from './login-throttle.ts';

/** Checks credentials with lockout; returns the session user on success. */
export async function login(deps: AppDeps, body: LoginBody, ip: string): Promise<SessionUser> {
  const { db } = deps;
  const keys = [throttleKeys(body.email, ip).account, throttleKeys(body.email, ip).address];
  if (await isLockedOut(db, keys)) throw tooManyRequests('AUTH_03');
  const candidate = await findLoginCandidate(db, body.email);
  const valid = await verifyPassword(candidate?.passwordHash ?? null, body.password);
  if (!candidate || !valid || !candidate.active) {
    await recordLoginFailure(db, body.email, ip);
    if (await isLockedOut(db, keys)) throw tooManyRequests('AUTH_03');
    throw new AppError(401, [{ code: 'AUTH_01' }]);
  }
  await clearAccountFailures(db, body.email);
  await markLoggedIn(db, candidate.id, ip);
  const user = await getSessionUser(db, candidate.id);
  if (!user) throw new AppError(401, [{ code: 'AUTH_01' }]);
  return user;
}

/**
 * Always completes the same way whether or not the address exists, so the answer
 * reveals nothing; a known address gets a single-use reset link. The mail is queued with
 * its token and delivered by the mail queue after the answer, so neither the time the call
 * takes nor a mail outage tells a known address from an unknown one.
 */
export async function forgotPassword(deps: AppDeps, email: string): Promise<void> {
  const candidate = await findLoginCandidate(deps.db, email);
  if (!candidate) return;
  await deps.db.transaction().execute(async (trx) => {
    const token = await issueAccountToken(trx, candidate.id, 'reset');
    await enqueueMail(
      trx,
      resetMail({
        to: candidate.email,
        name: candidate.name,
        language: candidate.language,
        link: `${deps.config.publicUrl}/cmsadmin/reset-password?token=${encodeURIComponent(token)}`,
      }),
    );
  });
  void deps.mailQueue.kick();
}

/** Sets a new password from a reset or activation token; every existing session of the account ends. */
export async function resetAccount(deps: AppDeps, body: ResetAccountBody): Promise<void> {
  const passwordHash = await hashPassword(body.password);
  await deps.db.transaction().execute(async (trx) => {
    const userId = await consumeAccountToken(trx, body.token);
    if (userId === undefined) throw badRequest('V_05', 'token');
    await activateWithPassword(trx, userId, passwordHash);
    await deleteUserSessions(trx, userId);
  });
}
