import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createFolder } from './media-test-helpers.ts';
import { atOnce } from './media-race.test-helpers.ts';

/**
 * Two folder moves to the same new path at once. The loser must get the clash's 409, as it would
 * one moment later, not a 500 (the unique index's refusal, before the moves took their turns on
 * the name: media-name-race.api.test.ts); nothing of it moves. Both databases; on PostgreSQL the
 * overlap is made certain (atOnce).
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
      const answers = await atOnce(
        t,
        () => [
          admin.post('/api/medialib/move-directory', { oldPath: first, newPath: target }),
          admin.post('/api/medialib/move-directory', { oldPath: second, newPath: target }),
        ],
        { parent, key: 'both' },
      );
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
