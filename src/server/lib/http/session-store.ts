import type { Kysely } from 'kysely';
import type { Session } from 'fastify';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../clock.ts';

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
    this.db
      .insertInto('sessions')
      .values(row)
      .onConflict((oc) => oc.column('sid').doUpdateSet({ data: row.data, user_id: row.user_id, expires_at: row.expires_at }))
      .execute()
      .then(() => callback(), callback);
  }

  get(sid: string, callback: GetCallback): void {
    this.db
      .selectFrom('sessions')
      .select(['data', 'expires_at'])
      .where('sid', '=', sid)
      .executeTakeFirst()
      .then((row) => {
        if (!row || row.expires_at <= nowIso()) return callback(null, null);
        try {
          callback(null, JSON.parse(row.data) as Session);
        } catch {
          callback(null, null);
        }
      }, callback);
  }

  destroy(sid: string, callback: Callback): void {
    this.db
      .deleteFrom('sessions')
      .where('sid', '=', sid)
      .execute()
      .then(() => callback(), callback);
  }
}

export async function deleteExpiredSessions(db: Kysely<Database>): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', nowIso()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Ends every session of a user, optionally keeping the one making the request. */
export async function deleteUserSessions(db: Kysely<Database>, userId: number, exceptSid?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSid) query = query.where('sid', '!=', exceptSid);
  await query.execute();
}
