import { sql } from 'kysely';
import type { Executor } from '../../db/executor.ts';

/**
 * Counts one hit for `key` in one statement: a new key or an ended window starts again at 1
 * with a new end; otherwise the count goes up. The upsert is atomic on both databases, so
 * instances hitting the same key at once are all counted.
 */
export async function countHit(db: Executor, key: string, now: number, windowMs: number): Promise<{ hits: number; windowEnds: number }> {
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ key, hits: 1, window_ends: now + windowMs })
    .onConflict((conflict) =>
      conflict.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limit_hits.window_ends <= ${now} then 1 else rate_limit_hits.hits + 1 end`,
        window_ends: sql<number>`case when rate_limit_hits.window_ends <= ${now} then ${now + windowMs} else rate_limit_hits.window_ends end`,
      }),
    )
    .returning(['hits', 'window_ends'])
    .executeTakeFirstOrThrow();
  return { hits: Number(row.hits), windowEnds: Number(row.window_ends) };
}

/** The current count without counting (0 when the window ended). */
export async function readHits(db: Executor, key: string, now: number): Promise<{ hits: number; windowEnds: number }> {
  const row = await db.selectFrom('rate_limit_hits').select(['hits', 'window_ends']).where('key', '=', key).executeTakeFirst();
  if (!row || Number(row.window_ends) <= now) return { hits: 0, windowEnds: now };
  return { hits: Number(row.hits), windowEnds: Number(row.window_ends) };
}

/** Forgets counters whose window ended before `before`. */
export async function deleteEnded(db: Executor, before: number): Promise<void> {
  await db.deleteFrom('rate_limit_hits').where('window_ends', '<', before).execute();
}
