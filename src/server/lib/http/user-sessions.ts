import { createHash } from 'node:crypto';
import type { Executor } from '../../db/executor.ts';
import { sessionEnded, type SessionLimits } from './session-store.ts';
import * as sessions from './sessions.repository.ts';

/**
 * The id a session is shown and addressed by: a one-way hash of its secret id, so listing
 * sessions never hands out a cookie value, and the same session always has the same id.
 */
export function publicSessionId(sid: string): string {
  return createHash('sha256').update(`session:${sid}`).digest('base64url').slice(0, 22);
}

export interface StoredUserSession {
  id: string;
  userAgent: string;
  ip: string;
  createdAt: string;
  lastSeenAt: string;
  current: boolean;
}

/** A user's live sessions (those run out are left out), the most recently used first. */
export async function listUserSessions(
  db: Executor,
  userId: number,
  currentSid: string,
  limits: SessionLimits,
): Promise<StoredUserSession[]> {
  const now = Date.now();
  const rows = await sessions.listSessionsOfUser(db, userId);
  return rows
    .filter((row) => row.expires_at > new Date(now).toISOString())
    .filter((row) => !sessionEnded({ createdAt: row.created_at, lastSeenAt: row.last_seen_at }, limits, now))
    .map((row) => ({
      id: publicSessionId(row.sid),
      userAgent: row.user_agent ?? '',
      ip: row.ip ?? '',
      createdAt: row.created_at ?? '',
      lastSeenAt: row.last_seen_at ?? '',
      current: row.sid === currentSid,
    }));
}

/** Ends the user's session with this public id; false when the user has none with it. */
export async function endUserSession(db: Executor, userId: number, publicId: string): Promise<boolean> {
  const rows = await sessions.listSessionsOfUser(db, userId);
  const row = rows.find((candidate) => publicSessionId(candidate.sid) === publicId);
  if (!row) return false;
  await sessions.deleteSession(db, row.sid);
  return true;
}

/** Ends every session of the user but `keepSid`; returns how many were ended. */
export function endOtherUserSessions(db: Executor, userId: number, keepSid: string): Promise<number> {
  return sessions.deleteSessionsOfUser(db, userId, keepSid);
}
