import type { Kysely } from 'kysely';
import type { Session } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import type { Executor } from '../../db/executor.ts';
import { nowIso } from '../clock.ts';
import * as sessions from './sessions.repository.ts';

type Callback = (error?: unknown) => void;
type GetCallback = (error: unknown, session?: Session | null) => void;

const DEFAULT_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** When a session began and was last used, as stored in its row (ISO times). */
export interface SessionActivity {
  createdAt: string | null;
  lastSeenAt: string | null;
}

/** How long a logged-in session may live: idle (0: no idle limit) and in all. */
export interface SessionLimits {
  idleMs: number;
  maxMs: number;
}

/** The limits of the configuration: INACTIVITY_MINUTES (what the admin's timer uses) and SESSION_MAX_HOURS. */
export function sessionLimits(config: Pick<Config, 'inactivityMinutes' | 'sessionMaxHours'>): SessionLimits {
  return { idleMs: config.inactivityMinutes * 60_000, maxMs: config.sessionMaxHours * 3_600_000 };
}

/**
 * How often a session's last use is written: not on every request, but often enough that the
 * stored time is never further behind than this. The idle check allows this much on top, so
 * the server never ends a session before the admin's own timer does.
 */
export function touchIntervalMs(limits: SessionLimits): number {
  return limits.idleMs > 0 ? Math.min(60_000, limits.idleMs / 10) : 60_000;
}

/** Whether a logged-in session has run out: idle too long, or older than the absolute lifetime. */
export function sessionEnded(activity: SessionActivity | undefined, limits: SessionLimits, now: number): boolean {
  const created = Date.parse(activity?.createdAt ?? '');
  const seen = Date.parse(activity?.lastSeenAt ?? '');
  // Every row has both since migration 0015; one without them is not trusted.
  if (Number.isNaN(created) || Number.isNaN(seen)) return true;
  if (now - created >= limits.maxMs) return true;
  return limits.idleMs > 0 && now - seen > limits.idleMs + touchIntervalMs(limits);
}

/**
 * Keeps @fastify/session data in the CMS database, so sessions survive restarts and
 * logging a user out everywhere (on deletion or password change) is one DELETE. A session read
 * carries its row's `activity` (not part of the stored data), so the idle and lifetime checks
 * need no second query.
 */
export class DatabaseSessionStore {
  constructor(private readonly db: Kysely<Database>) {}

  set(sid: string, session: Session, callback: Callback): void {
    const expires = session.cookie?.expires
      ? new Date(session.cookie.expires).toISOString()
      : new Date(Date.now() + DEFAULT_LIFETIME_MS).toISOString();
    const row = {
      sid,
      data: JSON.stringify({ ...session, activity: undefined }),
      user_id: typeof session.userId === 'number' ? session.userId : null,
      expires_at: expires,
    };
    // A login always lands on a row made for it (login regenerates the session first), so a
    // logged-in session that has no row any more was signed out: it is not written back.
    const write = row.user_id === null ? sessions.upsertSession(this.db, row, nowIso()) : sessions.updateSessionData(this.db, row);
    write.then(() => callback(), callback);
  }

  get(sid: string, callback: GetCallback): void {
    sessions.findSession(this.db, sid).then((row) => {
      if (!row || row.expires_at <= nowIso()) return callback(null, null);
      try {
        const data = JSON.parse(row.data) as Session;
        data.activity = { createdAt: row.created_at, lastSeenAt: row.last_seen_at };
        callback(null, data);
      } catch {
        callback(null, null);
      }
    }, callback);
  }

  destroy(sid: string, callback: Callback): void {
    sessions.deleteSession(this.db, sid).then(() => callback(), callback);
  }
}

/** Removes expired sessions, and, given the limits, logged-in sessions that have run out. */
export function deleteExpiredSessions(db: Kysely<Database>, limits?: SessionLimits): Promise<number> {
  const now = Date.now();
  return sessions.deleteSessionsExpiredBy(
    db,
    new Date(now).toISOString(),
    limits && {
      idleSince: limits.idleMs > 0 ? new Date(now - limits.idleMs - touchIntervalMs(limits)).toISOString() : null,
      bornBefore: new Date(now - limits.maxMs).toISOString(),
    },
  );
}

/** Ends every session of a user, optionally keeping the one making the request. */
export async function deleteUserSessions(db: Executor, userId: number, exceptSid?: string): Promise<void> {
  await sessions.deleteSessionsOfUser(db, userId, exceptSid);
}
