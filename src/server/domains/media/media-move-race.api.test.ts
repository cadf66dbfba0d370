import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createFolder } from './media-test-helpers.ts';

/**
 * Two folder moves to the same new path at once: both pass the checks before either writes, and
 * the second write meets the first's folder in the unique index. The loser must get the clash's
 * 409, as it would one moment later, not a 500; nothing of it moves. Both databases; on
 * PostgreSQL the overlap is made certain: the folders' table is locked against writes until both
 * moves wait on it (their checks, which only read, have passed by then).
 */
let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

const mkdir = (parent: string, name: string) => createFolder(admin, parent, name);

describe('racing folder moves', () => {
  it('answers the loser of two moves to one path with 409 ML_03, and moves only the winner', async () => {
    for (let round = 0; round < 5; round += 1) {
      const parent = await mkdir('/', `race-${round}`);
      const first = await mkdir(parent, 'first');
      const second = await mkdir(parent, 'second');
      await mkdir(first, 'inside-first');
      await mkdir(second, 'inside-second');
      const target = `${parent}/both`;
      const moves = () =>
        Promise.all([
          admin.post('/api/medialib/move-directory', { oldPath: first, newPath: target }),
          admin.post('/api/medialib/move-directory', { oldPath: second, newPath: target }),
        ]);
      const answers = t.database.dialect === 'postgres' ? await bothWaiting(moves) : await moves();
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, JSON.stringify(answers.map((answer) => answer.body))).toEqual([200, 409]);
      const loser = answers.find((answer) => answer.status === 409)!;
      expect(loser.body).toMatchObject({ Success: false, Errors: [{ code: 'ML_03', property: 'newPath' }] });
      const winnerMoved = answers[0]!.status === 200 ? 'inside-first' : 'inside-second';
      const stayed = answers[0]!.status === 200 ? `${second}/inside-second` : `${first}/inside-first`;
      const paths = (await t.deps.db.selectFrom('media_directories').select('path').where('path', 'like', `${parent}/%`).execute())
        .map((row) => row.path)
        .sort();
      expect(paths).toEqual([target, `${target}/${winnerMoved}`, answers[0]!.status === 200 ? second : first, stayed].sort());
    }
  });
});

/** Runs the moves while a transaction holds the folders' table against writes, until both wait on it. */
async function bothWaiting<T>(moves: () => Promise<T>): Promise<T> {
  let answers: Promise<T> | undefined;
  await t.deps.db.transaction().execute(async (trx) => {
    await sql`LOCK TABLE media_directories IN EXCLUSIVE MODE`.execute(trx);
    answers = moves();
    for (let waited = 0; ; waited += 20) {
      const { rows } = await sql<{ waiting: number }>`SELECT count(*)::int AS waiting FROM pg_locks
        WHERE NOT granted AND relation = 'media_directories'::regclass`.execute(trx);
      if (rows[0]!.waiting >= 2) break;
      if (waited > 10_000) throw new Error('the two moves never both waited on the lock');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  return answers!;
}
