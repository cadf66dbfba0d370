import type { FastifyRequest } from 'fastify';
import type { SessionUser } from '../../../../shared/api-types.ts';
import type { TwoFactorStage } from '../../../../shared/two-factor/two-factor-schemas.ts';
import { unauthenticated } from '../../../lib/errors.ts';
import { getSessionUser } from '../../users/user-accounts.service.ts';
import { currentUser } from '../auth.guard.ts';

/**
 * A session between the password and the second factor is "half signed in": it holds
 * `twoFactor` but no `userId`, so every call guarded by a login answers 401 G_04 and only the
 * two-factor calls (which read `twoFactor`) work. The step expires, so a half-open session
 * cannot be finished much later.
 */
export interface PendingTwoFactor {
  userId: number;
  /** The address typed at the password step: failures of the second step count against it. */
  email: string;
  stage: TwoFactorStage;
  startedAt: string;
  /** The WebAuthn challenge handed out last; used once. */
  challenge?: string;
}

declare module 'fastify' {
  interface Session {
    twoFactor?: PendingTwoFactor;
    /** A challenge for adding a passkey while fully signed in. */
    passkeyChallenge?: string;
  }
}

const PENDING_MINUTES = 10;

export async function startPendingTwoFactor(request: FastifyRequest, pending: Omit<PendingTwoFactor, 'startedAt'>): Promise<void> {
  await request.session.regenerate();
  request.session.twoFactor = { ...pending, startedAt: new Date().toISOString() };
}

/**
 * The pending second step of this session (stage optional), or 401 G_04. The session holds no
 * user yet, so the account it is for is named to the audit trail as the one acting: a wrong
 * code, recovery code or passkey is then recorded against it, as is the right one.
 */
export function pendingTwoFactor(request: FastifyRequest, stage?: TwoFactorStage): PendingTwoFactor {
  const pending = request.session.twoFactor;
  if (!pending || (stage && pending.stage !== stage)) throw unauthenticated();
  if (Date.now() - Date.parse(pending.startedAt) > PENDING_MINUTES * 60_000) throw unauthenticated();
  request.auditUserId = pending.userId;
  return pending;
}

/** Ends the half-signed-in state with a full sign-in, in a fresh session (against fixation). */
export async function completeSignIn(request: FastifyRequest, userId: number): Promise<void> {
  await request.session.regenerate();
  request.session.userId = userId;
}

/** Who may manage factors: a signed-in user, or a user signed in only to set one up (stage `setup`). */
export async function factorOwner(request: FastifyRequest): Promise<{ user: SessionUser; setupOnly: boolean }> {
  const user = await currentUser(request);
  if (user) return { user, setupOnly: false };
  const pending = pendingTwoFactor(request, 'setup');
  const pendingUser = await getSessionUser(request.server.deps.db, pending.userId);
  if (!pendingUser) throw unauthenticated();
  return { user: pendingUser, setupOnly: true };
}
