import type { Executor } from '../../db/executor.ts';

/** The columns @fastify/session's data is kept in (the activity columns are written apart). */
export interface SessionWrite {
  sid: string;
  data: string;
  user_id: number | null;
  expires_at: string;
}

/**
 * Inserts a session, or replaces the data of the one with the same id. A new row starts its
 * lifetime and activity clocks now.
 */
export async function upsertSession(db: Executor, row: SessionWrite, now: string): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ ...row, created_at: now, last_seen_at: now })
    .onConflict((oc) => oc.column('sid').doUpdateSet({ data: row.data, user_id: row.user_id, expires_at: row.expires_at }))
    .execute();
}

/**
 * Replaces the data of an existing session only; returns whether there was one. A logged-in
 * session is only ever updated this way, so a request still running on a session that was just
 * signed out (from another device) cannot write it back.
 */
export async function updateSessionData(db: Executor, row: SessionWrite): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ data: row.data, user_id: row.user_id, expires_at: row.expires_at })
    .where('sid', '=', row.sid)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export function findSession(
  db: Executor,
  sid: string,
): Promise<{ data: string; expires_at: string; created_at: string | null; last_seen_at: string | null } | undefined> {
  return db.selectFrom('sessions').select(['data', 'expires_at', 'created_at', 'last_seen_at']).where('sid', '=', sid).executeTakeFirst();
}

/** Records a request on the session: when, and from which browser and address. */
export async function touchSession(db: Executor, sid: string, seen: { at: string; userAgent: string; ip: string }): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: seen.at, user_agent: seen.userAgent, ip: seen.ip }).where('sid', '=', sid).execute();
}

export async function deleteSession(db: Executor, sid: string): Promise<void> {
  await db.deleteFrom('sessions').where('sid', '=', sid).execute();
}

/**
 * Returns how many sessions had ended by `now`: expired cookies, and logged-in sessions idle
 * since `idleSince` (when there is an idle limit) or begun before `bornBefore`.
 */
export async function deleteSessionsExpiredBy(
  db: Executor,
  now: string,
  limits?: { idleSince: string | null; bornBefore: string },
): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where((eb) => {
      const ended = [eb('expires_at', '<=', now)];
      if (limits) {
        ended.push(eb.and([eb('user_id', 'is not', null), eb('created_at', '<', limits.bornBefore)]));
        if (limits.idleSince) ended.push(eb.and([eb('user_id', 'is not', null), eb('last_seen_at', '<', limits.idleSince)]));
      }
      return eb.or(ended);
    })
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Returns how many sessions were ended. */
export async function deleteSessionsOfUser(db: Executor, userId: number, exceptSid?: string): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSid) query = query.where('sid', '!=', exceptSid);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function listSessionsOfUser(db: Executor, userId: number) {
  return db
    .selectFrom('sessions')
    .select(['sid', 'created_at', 'last_seen_at', 'user_agent', 'ip', 'expires_at'])
    .where('user_id', '=', userId)
    .orderBy('last_seen_at', 'desc')
    .execute();
}
