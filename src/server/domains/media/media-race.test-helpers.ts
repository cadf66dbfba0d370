import { sql } from 'kysely';
import { ADVISORY_LOCK } from '../../db/advisory-locks.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { entryNameLockText } from './media.repository.ts';

/**
 * Sends two requests together. On PostgreSQL a transaction first holds the files' and folders'
 * tables against writes and lets go only when both requests wait on a lock: on a table (their
 * checks, which only read, have passed) or on the other's claim to `name` in its folder. So
 * checks made before the writes would certainly all have passed.
 */
export async function atOnce<Answer>(
  t: TestApp,
  requests: () => Promise<Answer>[],
  name?: { parent: string; key: string },
): Promise<Answer[]> {
  if (t.database.dialect !== 'postgres') return Promise.all(requests());
  let answers: Promise<Answer[]> | undefined;
  await t.deps.db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE media_directories, media_files IN EXCLUSIVE MODE`.execute(trx);
    // The name's advisory lock: pg_locks shows its two integers as classid and objid (unsigned).
    const claim = name ? sql`hashtext(${entryNameLockText(name.parent, name.key)} || current_schema())::bigint & 4294967295` : sql`null`;
    answers = Promise.all(requests());
    for (let waited = 0; ; waited += 20) {
      const { rows } = await sql<{ waiting: number }>`SELECT count(*)::int AS waiting FROM pg_locks
        WHERE NOT granted AND (relation IN ('media_directories'::regclass, 'media_files'::regclass) OR (locktype = 'advisory' AND objsubid = 2 AND classid::bigint = ${ADVISORY_LOCK.mediaEntryName} AND objid::bigint = ${claim}))`.execute(
        trx,
      );
      if (rows[0]!.waiting >= 2) break;
      if (waited > 10_000) {
        // Settled before failing, so the requests' own failures cannot go unhandled.
        await answers.catch(() => undefined);
        throw new Error('the two requests never both waited');
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return answers!;
}
