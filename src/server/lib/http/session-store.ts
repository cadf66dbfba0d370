import type { Kysely } from 'kysely';
import type { Session } from 'fastify';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../clock.ts';
import * as sessions from './sessions.repository.ts';

type Callback = (error?: unknown) => void;
type GetCallback = (error: unknown, session?: Session | null) => void;

const DEFAULT_LIFETIME_MS = 12 * 60 * 60 * 1000;

/**
 * Keeps @fastify/session data in the CMS database, so sessions survive restarts and
 * logging a user out everywhere (on deletion or password change) is one DELETE.
 */
export class DatabaseSessionStore {
  constructor(private readonly db: Kysely<Database>) {}

  set(sid: string, session: Session, callback: Callback): void {
    const expires = session.cookie?.expires
      ? new Date(session.cookie.expires).toISOString()
      : new Date(Date.now() + DEFAULT_LIFETIME_MS).toISOString();
    const row = {
      sid,
      data: JSON.stringify(session),
      user_id: typeof session.userId === 'number' ? session.userId : null,
      expires_at: expires,
    };
    sessions.upsertSession(this.db, row).then(() => callback(), callback);
  }

  get(sid: string, callback: GetCallback): void {
    sessions.findSession(this.db, sid).then((row) => {
      if (!row || row.expires_at <= nowIso()) return callback(null, null);
      try {
        callback(null, JSON.parse(row.data) as Session);
      } catch {
        callback(null, null);
      }
    }, callback);
  }

  destroy(sid: string, callback: Callback): void {
    sessions.deleteSession(this.db, sid).then(() => callback(), callback);
  }
}

export function deleteExpiredSessions(db: Kysely<Database>): Promise<number> {
  return sessions.deleteSessionsExpiredBy(db, nowIso());
}

/** Ends every session of a user, optionally keeping the one making the request. */
export function deleteUserSessions(db: Kysely<Database>, userId: number, exceptSid?: string): Promise<void> {
  return sessions.deleteSessionsOfUser(db, userId, exceptSid);
}
