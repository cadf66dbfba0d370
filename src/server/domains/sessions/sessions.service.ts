import type { Kysely } from 'kysely';
import type { UserSessionEntry } from '../../../shared/sessions/session-schemas.ts';
import type { Database } from '../../db/schema.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import type { SessionLimits } from '../../lib/http/session-store.ts';
import { endOtherUserSessions, endUserSession, listUserSessions, publicSessionId } from '../../lib/http/user-sessions.ts';
import { describeUserAgent } from './user-agent.ts';

/** The signed-in user's own sessions, the one asking marked `current`. */
export async function listSessions(
  db: Kysely<Database>,
  userId: number,
  currentSid: string,
  limits: SessionLimits,
): Promise<UserSessionEntry[]> {
  const sessions = await listUserSessions(db, userId, currentSid, limits);
  return sessions.map((session) => ({
    id: session.id,
    device: describeUserAgent(session.userAgent),
    ip: session.ip,
    createdAt: session.createdAt,
    lastUsedAt: session.lastSeenAt,
    current: session.current,
  }));
}

/**
 * Signs one of the user's other sessions out. The current one is refused (400 V_07: that is
 * what logout is for); an id that is not one of the user's sessions is 404, whoever's it is.
 */
export async function signOutSession(db: Kysely<Database>, userId: number, currentSid: string, publicId: string): Promise<void> {
  if (publicId === publicSessionId(currentSid)) throw badRequest('V_07', 'id');
  if (!(await endUserSession(db, userId, publicId))) throw notFound();
}

/** "Sign out everywhere else": every session of the user but this one; returns how many ended. */
export function signOutOtherSessions(db: Kysely<Database>, userId: number, currentSid: string): Promise<number> {
  return endOtherUserSessions(db, userId, currentSid);
}
