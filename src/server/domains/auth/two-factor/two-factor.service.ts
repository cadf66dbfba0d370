import type { Kysely } from 'kysely';
import type { SessionUser } from '../../../../shared/api-types.ts';
import { LOGIN_MAX_FAILURES } from '../../../../shared/limits.ts';
import type { SecondFactorMethod, TwoFactorChallenge, TwoFactorStatus } from '../../../../shared/two-factor/two-factor-schemas.ts';
import type { Database } from '../../../db/schema.ts';
import type { Executor } from '../../../db/executor.ts';
import { nowIso } from '../../../lib/clock.ts';
import { AppError, badRequest, tooManyRequests } from '../../../lib/errors.ts';
import { verifyPassword } from '../../../lib/passwords.ts';
import { roleRequiresTwoFactor } from '../../roles/roles.service.ts';
import { findLoginCandidate } from '../../users/user-accounts.service.ts';
import * as auth from '../auth.repository.ts';
import { clearLoginFailures, isLockedOut, loginLockKeys, recordFailure, recordLoginFailure } from '../login-throttle.ts';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes.ts';
import { open, seal } from './secret-box.ts';
import { checkTotp, newTotpSecret, totpEnrolment } from './totp.ts';
import * as factors from './two-factor.repository.ts';

/** What every call of this domain part needs: the database and the key TOTP secrets are sealed with. */
export interface TwoFactorContext {
  db: Kysely<Database>;
  secretKey: Buffer;
  /** Shown as the issuer in authenticator apps. */
  issuer: string;
}

async function factorsOf(db: Executor, userId: number): Promise<{ totp: boolean; passkeys: number; recoveryCodesLeft: number }> {
  const [totp, passkeys, recoveryCodesLeft] = await Promise.all([
    factors.findTotp(db, userId),
    factors.listPasskeys(db, userId),
    factors.countUnusedRecoveryCodes(db, userId),
  ]);
  return { totp: totp?.confirmed === true, passkeys: passkeys.length, recoveryCodesLeft };
}

/** After a correct password: the second step this user must take, or null to sign in at once. */
export async function secondStepFor(db: Kysely<Database>, user: SessionUser): Promise<TwoFactorChallenge | null> {
  const held = await factorsOf(db, user.ID);
  const methods: SecondFactorMethod[] = [];
  if (held.totp) methods.push('totp');
  if (held.passkeys > 0) methods.push('passkey');
  if (methods.length > 0 && held.recoveryCodesLeft > 0) methods.push('recovery');
  if (methods.length > 0) return { stage: 'verify', methods };
  return (await roleRequiresTwoFactor(db, user.role.id)) ? { stage: 'setup', methods: [] } : null;
}

export async function twoFactorStatus(db: Kysely<Database>, user: SessionUser, setupOnly: boolean): Promise<TwoFactorStatus> {
  const [held, passkeys, required] = await Promise.all([
    factorsOf(db, user.ID),
    factors.listPasskeys(db, user.ID),
    roleRequiresTwoFactor(db, user.role.id),
  ]);
  return {
    totp: held.totp,
    passkeys: passkeys.map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt })),
    recoveryCodesLeft: held.recoveryCodesLeft,
    required,
    setupOnly,
  };
}

/** A new secret, unconfirmed until a code from it is entered; replaces an unfinished setup. */
export async function startTotpSetup(
  context: TwoFactorContext,
  user: SessionUser,
): Promise<{ secret: string; uri: string; qrCode: string }> {
  const existing = await factors.findTotp(context.db, user.ID);
  if (existing?.confirmed) throw badRequest('V_07');
  const secret = newTotpSecret();
  await factors.putPendingTotp(context.db, user.ID, seal(context.secretKey, secret), nowIso());
  return { secret, ...(await totpEnrolment(secret, context.issuer, user.email)) };
}

/** New recovery codes when the user had no second factor before this one; null otherwise (the old ones stay). */
export async function recoveryCodesForFirstFactor(trx: Executor, userId: number, hadFactor: boolean): Promise<string[] | null> {
  if (hadFactor) return null;
  const codes = newRecoveryCodes();
  await factors.replaceRecoveryCodes(trx, userId, codes.map(hashRecoveryCode), nowIso());
  return codes;
}

export async function hasSecondFactor(db: Executor, userId: number): Promise<boolean> {
  const held = await factorsOf(db, userId);
  return held.totp || held.passkeys > 0;
}

/** Confirms the pending secret with a code from the app; answers the recovery codes to show once. */
export async function confirmTotpSetup(context: TwoFactorContext, user: SessionUser, code: string): Promise<string[] | null> {
  const pending = await factors.findTotp(context.db, user.ID);
  if (!pending || pending.confirmed) throw badRequest('V_07');
  const secret = open(context.secretKey, pending.secretEncrypted);
  const step = secret === null ? null : await checkTotp(secret, code, null);
  if (step === null) throw badRequest('V_04', 'code');
  const hadFactor = await hasSecondFactor(context.db, user.ID);
  return context.db.transaction().execute(async (trx) => {
    await factors.confirmTotp(trx, user.ID, step, nowIso());
    return recoveryCodesForFirstFactor(trx, user.ID, hadFactor);
  });
}

async function assertPassword(db: Kysely<Database>, user: SessionUser, password: string): Promise<void> {
  const candidate = await findLoginCandidate(db, user.email);
  if (!(await verifyPassword(candidate?.passwordHash ?? null, password))) throw badRequest('AUTH_02', 'password');
}

export async function regenerateRecoveryCodes(db: Kysely<Database>, user: SessionUser, password: string): Promise<string[]> {
  await assertPassword(db, user, password);
  if (!(await hasSecondFactor(db, user.ID))) throw badRequest('V_07');
  const codes = newRecoveryCodes();
  await factors.replaceRecoveryCodes(db, user.ID, codes.map(hashRecoveryCode), nowIso());
  return codes;
}

/** Removes every factor of the user (and the recovery codes that only serve them). */
export async function removeAllFactors(trx: Executor, userId: number): Promise<void> {
  await factors.deleteTotp(trx, userId);
  await factors.deleteAllPasskeys(trx, userId);
  await factors.replaceRecoveryCodes(trx, userId, [], nowIso());
}

/** Turning two-factor sign-in off asks for the password; a role that requires it does not allow it. */
export async function disableTwoFactor(db: Kysely<Database>, user: SessionUser, password: string): Promise<void> {
  await assertPassword(db, user, password);
  if (await roleRequiresTwoFactor(db, user.role.id)) throw badRequest('V_07');
  await db.transaction().execute((trx) => removeAllFactors(trx, user.ID));
}

/** Throttle keys of the second step. Its own key is not cleared by a correct password, so codes cannot be guessed between password logins. */
export function secondStepKeys(email: string, ip: string, userId: number): { keys: string[]; own: string } {
  const own = `two-factor:${userId}`;
  return { keys: [...loginLockKeys(email, ip), own], own };
}

export async function assertNotLockedOut(db: Kysely<Database>, email: string, ip: string, userId: number): Promise<void> {
  if (await isLockedOut(db, secondStepKeys(email, ip, userId).keys)) throw tooManyRequests('AUTH_03');
}

/** A wrong code (or passkey) counts like a wrong password: 400 V_04 on `property`, 429 AUTH_03 at the limit. */
export async function secondStepFailed(db: Kysely<Database>, email: string, ip: string, userId: number, property: string): Promise<never> {
  const { keys, own } = secondStepKeys(email, ip, userId);
  await recordLoginFailure(db, email, ip);
  await recordFailure(db, own, LOGIN_MAX_FAILURES);
  if (await isLockedOut(db, keys)) throw tooManyRequests('AUTH_03');
  throw new AppError(400, [{ code: 'V_04', property }]);
}

/** Like a correct password: only this client's count for the account is cleared (the account-wide one runs out). */
export async function secondStepPassed(db: Kysely<Database>, email: string, ip: string, userId: number): Promise<void> {
  await clearLoginFailures(db, email, ip);
  await auth.deleteThrottleKey(db, secondStepKeys(email, ip, userId).own);
}

/** The second step with a TOTP code or a recovery code (used up). */
export async function verifyCode(
  context: TwoFactorContext,
  pending: { userId: number; email: string },
  ip: string,
  method: 'totp' | 'recovery',
  code: string,
): Promise<void> {
  const { db } = context;
  await assertNotLockedOut(db, pending.email, ip, pending.userId);
  let passed = false;
  if (method === 'recovery') {
    passed = await factors.useRecoveryCode(db, pending.userId, hashRecoveryCode(code), nowIso());
  } else {
    const totp = await factors.findTotp(db, pending.userId);
    const secret = totp?.confirmed ? open(context.secretKey, totp.secretEncrypted) : null;
    const step = secret === null ? null : await checkTotp(secret, code, totp?.lastStep ?? null);
    passed = step !== null && (await factors.advanceTotpStep(db, pending.userId, step));
  }
  if (!passed) await secondStepFailed(db, pending.email, ip, pending.userId, 'code');
  await secondStepPassed(db, pending.email, ip, pending.userId);
}
