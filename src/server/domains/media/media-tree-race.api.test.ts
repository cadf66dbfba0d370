import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parentOf } from '../../../shared/media/media-path.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createFolder, image, upload } from './media-test-helpers.ts';
import { atOnce } from './media-race.test-helpers.ts';

/**
 * A write into a folder while that folder moves or goes: whichever comes first, the library stays
 * a tree. Every folder's parent exists and every file's folder does (a folder made in /p as /p
 * became /q stayed behind as /p/x, with no /p). Both databases; on PostgreSQL both requests are
 * held until both wait (atOnce), so checks made before the writes would all have passed.
 */
let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

type Answer = Awaited<ReturnType<TestAgent['post']>>;
const ROUNDS = 3;

describe('writes into a folder that moves or goes at the same moment', () => {
  it('a folder made in a folder being renamed moves with it or is refused (404)', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const top = await createFolder(admin, '/', `rename-${round}`);
      const answers = await atOnce(t, () => [
        admin.post('/api/medialib/create-dir', { path: top, folderName: 'inner' }),
        admin.post('/api/medialib/move-directory', { oldPath: top, newPath: `${top}-renamed` }),
      ]);
      expect(answers[1]!.status, JSON.stringify(answers[1]!.body)).toBe(200);
      expectMadeOrGone(answers[0]!, 'path');
      await expectATree();
    }
  });

  it('a file moved into a folder being deleted goes with it or is refused (404)', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const doomed = await createFolder(admin, '/', `doomed-${round}`);
      const added = await upload(admin, '/', `moving-${round}.png`, await image('png', 3 + round, 3), 'image/png');
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const id = (added.body as { file: { id: number } }).file.id;
      const answers = await atOnce(t, () => [
        admin.post('/api/medialib/move-file', { id, newPath: doomed, newFileName: `moving-${round}.png` }),
        admin.post('/api/medialib/delete-directory', { path: doomed, force: true }),
      ]);
      expect(answers[1]!.status, JSON.stringify(answers[1]!.body)).toBe(200);
      expectMadeOrGone(answers[0]!, 'newPath');
      await expectATree();
    }
  });

  it('an upload into a folder being moved lands in it where it went, or is refused (404)', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const parent = await createFolder(admin, '/', `holder-${round}`);
      const moving = await createFolder(admin, '/', `moving-${round}`);
      const content = await image('png', 3, 4 + round);
      const answers = await atOnce(t, () => [
        upload(admin, moving, 'late.png', content, 'image/png') as Promise<Answer>,
        admin.post('/api/medialib/move-directory', { oldPath: moving, newPath: `${parent}/moved` }),
      ]);
      expect(answers[1]!.status, JSON.stringify(answers[1]!.body)).toBe(200);
      expectMadeOrGone(answers[0]!, 'path');
      await expectATree();
    }
  });

  it('two folders moved each into the other: one moves, the other finds its destination gone (404), and both stay in the tree', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const a = await createFolder(admin, '/', `cross-a-${round}`);
      const b = await createFolder(admin, '/', `cross-b-${round}`);
      const answers = await atOnce(t, () => [
        admin.post('/api/medialib/move-directory', { oldPath: a, newPath: `${b}/a` }),
        admin.post('/api/medialib/move-directory', { oldPath: b, newPath: `${a}/b` }),
      ]);
      // Not a deadlock (409 G_05 after PostgreSQL's deadlock_timeout): the folders are locked in
      // path order, so the second move waits for the first and then finds its destination moved.
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses, JSON.stringify(answers.map((answer) => answer.body))).toEqual([200, 404]);
      expectMadeOrGone(
        answers.find((answer) => answer.status === 404)!,
        'newPath',
      );
      await expectATree();
    }
  });

  it('a folder deleted while the folder above it moves: deleted where it went, or refused, never half', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const top = await createFolder(admin, '/', `outer-${round}`);
      const inner = await createFolder(admin, top, 'inner');
      await createFolder(admin, inner, 'deepest');
      const answers = await atOnce(t, () => [
        admin.post('/api/medialib/delete-directory', { path: inner, force: true }),
        admin.post('/api/medialib/move-directory', { oldPath: top, newPath: `${top}-moved` }),
      ]);
      expect(answers[1]!.status, JSON.stringify(answers[1]!.body)).toBe(200);
      // Gone before the move, or moved before the delete found it (404); both take the folders
      // in path order, so never a deadlock (409 G_05).
      expect([200, 404], JSON.stringify(answers[0]!.body)).toContain(answers[0]!.status);
      // A delete that answered 200 deleted: the folder did not move on without it.
      const left = await t.deps.db.selectFrom('media_directories').select('path').where('path', 'like', `${top}-moved/%`).execute();
      expect(left.map((row) => row.path).sort()).toEqual(
        answers[0]!.status === 200 ? [] : [`${top}-moved/inner`, `${top}-moved/inner/deepest`],
      );
      await expectATree();
    }
  });
});

/** The write went through, or was refused because its folder was gone (404 G_02). */
function expectMadeOrGone(answer: Answer, property: string): void {
  if (answer.status === 200) return;
  expect(answer.status, JSON.stringify(answer.body)).toBe(404);
  expect(answer.body).toMatchObject({ Errors: [{ code: 'G_02', property }] });
}

/** Every folder's parent and every file's folder exist. */
async function expectATree(): Promise<void> {
  const folders = new Set((await t.deps.db.selectFrom('media_directories').select('path').execute()).map((row) => row.path));
  folders.add('/');
  const orphans = [...folders].filter((path) => path !== '/' && !folders.has(parentOf(path)));
  const files = await t.deps.db.selectFrom('media_files').select(['directory', 'file_name']).execute();
  const lost = files.filter((file) => !folders.has(file.directory)).map((file) => `${file.directory}/${file.file_name}`);
  expect({ orphans, lost }).toEqual({ orphans: [], lost: [] });
}
