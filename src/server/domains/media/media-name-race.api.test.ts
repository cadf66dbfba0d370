import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createFolder, image, upload } from './media-test-helpers.ts';
import { atOnce } from './media-race.test-helpers.ts';

/**
 * Names in a folder clash regardless of case, and a folder cannot share a file's name; no
 * unique index can say either ("Both" and "both" differ to it, and files and folders live in two
 * tables). Two writes taking one name at once must therefore not both pass their checks before
 * either writes: the loser gets the clash's 409 (or, uploading, the next free name), and the
 * folder never holds two entries of one name. Both databases; on PostgreSQL the overlap is made
 * certain: both tables are held against writes until both requests wait (on the tables or on
 * each other), so checks made before the writes would all have passed.
 */
let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

type Answer = Awaited<ReturnType<TestAgent['post']>>;

describe('two writes taking one name at once', () => {
  it('makes one of two folders whose names differ only in case, and answers the other 409 ML_03', async () => {
    const parent = await createFolder(admin, '/', 'race-create');
    const answers = await atOnce(
      t,
      () => [
        admin.post('/api/medialib/create-dir', { path: parent, folderName: 'Both' }),
        admin.post('/api/medialib/create-dir', { path: parent, folderName: 'both' }),
      ],
      { parent, key: 'both' },
    );
    expectOneWinner(answers, { code: 'ML_03', property: 'folderName' });
    await expectDistinctNames(parent, 1);
  });

  it('moves one of two folders to names that differ only in case, and answers the other 409', async () => {
    const parent = await createFolder(admin, '/', 'race-move');
    const first = await createFolder(admin, parent, 'first');
    const second = await createFolder(admin, parent, 'second');
    const answers = await atOnce(
      t,
      () => [
        admin.post('/api/medialib/move-directory', { oldPath: first, newPath: `${parent}/Both` }),
        admin.post('/api/medialib/move-directory', { oldPath: second, newPath: `${parent}/both` }),
      ],
      { parent, key: 'both' },
    );
    expectOneWinner(answers, { code: 'ML_03', property: 'newPath' });
    await expectDistinctNames(parent, 2);
  });

  it('lets a file be renamed to a name or a folder be made with it, not both', async () => {
    const parent = await createFolder(admin, '/', 'race-rename');
    const added = await upload(admin, parent, 'before.png', await image('png', 4, 4), 'image/png');
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const id = added.body.file.id as number;
    const answers = await atOnce(
      t,
      () => [
        admin.post('/api/medialib/move-file', { id, newPath: parent, newFileName: 'Clash.png' }),
        admin.post('/api/medialib/create-dir', { path: parent, folderName: 'clash.png' }),
      ],
      { parent, key: 'clash.png' },
    );
    expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers.map((answer) => answer.body))).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ Errors: [{ code: 'ML_03' }] });
    // The file under its new name, or the folder beside the file under its old one.
    await expectDistinctNames(parent, answers[1]!.status === 200 ? 2 : 1);
  });

  it('numbers an upload whose name a folder made at the same moment took', async () => {
    const parent = await createFolder(admin, '/', 'race-upload');
    const content = await image('png', 5, 5);
    const answers = await atOnce(
      t,
      () => [
        upload(admin, parent, 'Clash.png', content, 'image/png'),
        admin.post('/api/medialib/create-dir', { path: parent, folderName: 'clash.png' }),
      ],
      { parent, key: 'clash.png' },
    );
    // Whichever came first, the upload succeeds: under its own name, or numbered past the folder's.
    expect(answers[0]!.status, JSON.stringify(answers[0]!.body)).toBe(200);
    if (answers[1]!.status === 200) expect((answers[0]!.body as { file: { fileName: string } }).file.fileName).toBe('Clash (2).png');
    else expect(answers[1]!.body).toMatchObject({ Errors: [{ code: 'ML_03', property: 'folderName' }] });
    await expectDistinctNames(parent, answers[1]!.status === 200 ? 2 : 1);
  });
});

function expectOneWinner(answers: Answer[], error: { code: string; property: string }): void {
  expect(answers.map((answer) => answer.status).sort(), JSON.stringify(answers.map((answer) => answer.body))).toEqual([200, 409]);
  expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ Success: false, Errors: [error] });
}

/** The folder's entries, files and folders together, are `count` names, none twice in any case. */
async function expectDistinctNames(parent: string, count: number): Promise<void> {
  const listing = await admin.post('/api/medialib/get-dir', { path: parent });
  expect(listing.status, JSON.stringify(listing.body)).toBe(200);
  const { directories, files } = listing.body.data as { directories: { name: string }[]; files: { fileName: string }[] };
  const names = [...directories.map((directory) => directory.name), ...files.map((file) => file.fileName)];
  expect(names).toHaveLength(count);
  expect(new Set(names.map((name) => name.toLowerCase())).size, names.join(', ')).toBe(count);
}
