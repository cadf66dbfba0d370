import type { SessionsTable } from '../../db/schema.ts';
import type { Executor } from '../../db/executor.ts';

/** Inserts a session or replaces the one with the same id. */
export async function upsertSession(db: Executor, row: SessionsTable): Promise<void> {
  await db
    .insertInto('sessions')
    .values(row)
    .onConflict((oc) => oc.column('sid').doUpdateSet({ data: row.data, user_id: row.user_id, expires_at: row.expires_at }))
    .execute();
}

export function findSession(db: Executor, sid: string): Promise<{ data: string; expires_at: string } | undefined> {
  return db.selectFrom('sessions').select(['data', 'expires_at']).where('sid', '=', sid).executeTakeFirst();
}

export async function deleteSession(db: Executor, sid: string): Promise<void> {
  await db.deleteFrom('sessions').where('sid', '=', sid).execute();
}

/** Returns how many sessions had expired by `now`. */
export async function deleteSessionsExpiredBy(db: Executor, now: string): Promise<number> {
  const result = await db.deleteFrom('sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteSessionsOfUser(db: Executor, userId: number, exceptSid?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptSid) query = query.where('sid', '!=', exceptSid);
  await query.execute();
}
