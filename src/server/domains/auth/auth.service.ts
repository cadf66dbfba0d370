import type { SessionUser } from '../../../shared/api-types.ts';
import type { LoginBody, ResetAccountBody } from '../../../shared/schemas/auth.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, badRequest, tooManyRequests } from '../../lib/errors.ts';
import { deleteUserSessions } from '../../lib/http/session-store.ts';
import { enqueueMail } from '../../lib/mail/mail-queue.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { getCompany } from '../settings/settings.service.ts';
import { activateWithPassword, findLoginCandidate, getSessionUser, markLoggedIn } from '../users/user-accounts.service.ts';
import { resetMail } from './account-emails.ts';
import { consumeAccountToken, issueAccountToken } from './account-tokens.ts';
import { clearLoginFailures, isLockedOut, loginLockKeys, recordLoginFailure, takeResetMailSlot } from './login-throttle.ts';

/** Checks credentials with lockout (per account and client, login-throttle.ts); returns the session user on success. */
export async function login(deps: AppDeps, body: LoginBody, ip: string): Promise<SessionUser> {
  const { db } = deps;
  const keys = loginLockKeys(body.email, ip);
  if (await isLockedOut(db, keys)) throw tooManyRequests('AUTH_03');
  const candidate = await findLoginCandidate(db, body.email);
  const valid = await verifyPassword(candidate?.passwordHash ?? null, body.password);
  if (!candidate || !valid || !candidate.active) {
    await recordLoginFailure(db, body.email, ip);
    if (await isLockedOut(db, keys)) throw tooManyRequests('AUTH_03');
    throw new AppError(401, [{ code: 'AUTH_01' }]);
  }
  await clearLoginFailures(db, body.email, ip);
  await markLoggedIn(db, candidate.id);
  const user = await getSessionUser(db, candidate.id);
  if (!user) throw new AppError(401, [{ code: 'AUTH_01' }]);
  return user;
}

/**
 * Always completes the same way whether or not the address exists, so the answer reveals
 * nothing; a known address gets a single-use reset link, at most three an hour (issue 15). The
 * mail is queued with its token and delivered by the mail queue after the answer.
 *
 * Known, unknown or over the cap, the call does the same work, so its time tells them no more
 * apart than its answer: the same reads, a token made and hashed, the address's count raised,
 * and the token and mail written in one transaction; when no mail may go out, those two writes
 * are rolled back to a savepoint and the transaction (with the count) commits all the same.
 */
export async function forgotPassword(deps: AppDeps, email: string): Promise<void> {
  const company = await getCompany(deps.db);
  const candidate = await findLoginCandidate(deps.db, email);
  const trx = await deps.db.startTransaction().execute();
  try {
    const withinCap = await takeResetMailSlot(trx, email);
    const written = await trx.savepoint('reset_mail').execute();
    // An unknown address has no user row, so the token insert (INSERT … SELECT) writes nothing.
    const token = await issueAccountToken(written, candidate?.id ?? 0, 'reset');
    await enqueueMail(
      written,
      resetMail({
        to: candidate?.email ?? email,
        name: candidate?.name ?? '',
        language: candidate?.language ?? 'en',
        link: `${deps.config.publicUrl}/cmsadmin/reset-password?token=${encodeURIComponent(token)}`,
        siteName: company.name,
      }),
    );
    // A deactivated account gets no link, like an unknown address (and after the same work).
    if (candidate && !candidate.deactivated && withinCap) await written.releaseSavepoint('reset_mail').execute();
    else await written.rollbackToSavepoint('reset_mail').execute();
    await trx.commit().execute();
  } catch (error) {
    await trx.rollback().execute();
    throw error;
  }
  void deps.mailQueue.kick();
}

/**
 * Sets a new password from a reset or activation token; every existing session of the account
 * ends. Returns the account the token belonged to. A token of an account an administrator has
 * deactivated since is refused like a used one (400 V_05), changing nothing.
 */
export async function resetAccount(deps: AppDeps, body: ResetAccountBody): Promise<number> {
  const passwordHash = await hashPassword(body.password);
  return deps.db.transaction().execute(async (trx) => {
    const userId = await consumeAccountToken(trx, body.token);
    if (userId === undefined) throw badRequest('V_05', 'token');
    if (!(await activateWithPassword(trx, userId, passwordHash))) throw badRequest('V_05', 'token');
    await deleteUserSessions(trx, userId);
    return userId;
  });
}
