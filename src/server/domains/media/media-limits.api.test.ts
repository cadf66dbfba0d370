import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidMediaName, isValidMediaPath, MEDIA_NAME_MAX_LENGTH, MEDIA_PATH_MAX_LENGTH } from '../../../shared/media/media-path.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { image, upload, createFolder } from './media-test-helpers.ts';

/**
 * The shared length limits of names (255) and paths (1,000) hold for every write, not only for
 * the values a request carries: SQLite stores whatever it is given, PostgreSQL's varchar
 * columns refuse the overflow with a 500. Each case runs on both (DATABASE_URL).
 */
let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

const EMOJI = '\u{1F600}';
/** A high surrogate without its low half, or a low one without its high half. */
const HALF_PAIR = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function expectError(response: { status: number; body: any }, status: number, code: string, property: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body).toMatchObject({ Success: false, Errors: [{ code, property }] });
}

const mkdir = (parent: string, name: string) => createFolder(admin, parent, name);

/** A chain of folders below `parent`, one per name; answers the deepest. */
async function mkdirs(parent: string, names: string[]): Promise<string> {
  let path = parent;
  for (const name of names) path = await mkdir(path, name);
  return path;
}

async function putPng(directory: string, fileName: string, seed: number) {
  const response = await upload(admin, directory, fileName, await image('png', 10 + seed, 10), 'image/png');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.file as { id: number; fileName: string; path: string };
}

/** Every folder and file row, for "nothing changed" assertions. */
async function library() {
  const directories = await t.deps.db.selectFrom('media_directories').select(['id', 'path']).orderBy('id').execute();
  const files = await t.deps.db.selectFrom('media_files').select(['id', 'directory', 'file_name', 'name_key']).orderBy('id').execute();
  return { directories, files };
}

async function fileNames(directory: string): Promise<string[]> {
  const response = await admin.post('/api/medialib/get-dir', { path: directory });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return (response.body.data.files as { fileName: string }[]).map((file) => file.fileName).sort();
}

describe('a free name for a second upload of a name at the limit', () => {
  it('shortens the stem, keeps the extension and stays unique', async () => {
    const folder = await mkdir('/', 'Full names');
    const name = `${'a'.repeat(MEDIA_NAME_MAX_LENGTH - 4)}.png`;
    expect(name).toHaveLength(MEDIA_NAME_MAX_LENGTH);
    const first = await putPng(folder, name, 1);
    const second = await putPng(folder, name, 2);
    const third = await putPng(folder, name.toUpperCase().replace('.PNG', '.png'), 3);
    expect(first.fileName).toBe(name);
    expect(second.fileName).toBe(`${'a'.repeat(MEDIA_NAME_MAX_LENGTH - 8)} (2).png`);
    expect(third.fileName).toBe(`${'A'.repeat(MEDIA_NAME_MAX_LENGTH - 8)} (3).png`);
    for (const file of [second, third]) {
      expect(file.fileName.length).toBeLessThanOrEqual(MEDIA_NAME_MAX_LENGTH);
      expect(isValidMediaName(file.fileName)).toBe(true);
    }
    expect(await fileNames(folder)).toEqual([first.fileName, second.fileName, third.fileName].sort());
  });

  it('cuts between characters, never through a surrogate pair', async () => {
    const folder = await mkdir('/', 'Full emoji');
    // 125 emoji (250 UTF-16 units) and "x.png": at the limit, and the cut for " (2)" falls inside an emoji.
    const name = `${EMOJI.repeat(125)}x.png`;
    expect(name).toHaveLength(MEDIA_NAME_MAX_LENGTH);
    expect((await putPng(folder, name, 1)).fileName).toBe(name);
    const second = await putPng(folder, name, 2);
    expect(second.fileName).toBe(`${EMOJI.repeat(123)} (2).png`);
    expect(second.fileName).not.toMatch(HALF_PAIR);
    expect(second.fileName).not.toContain('\uFFFD');
  });

  it('gives a video link named at the limit a free name that fits', async () => {
    const folder = await mkdir('/', 'Full videos');
    const fileName = 'v'.repeat(MEDIA_NAME_MAX_LENGTH);
    const add = () => admin.post('/api/medialib/add-video', { path: folder, url: 'https://youtu.be/dQw4w9WgXcQ', fileName });
    expect((await add()).body.file.fileName).toBe(fileName);
    const second = await add();
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.file.fileName).toBe(`${'v'.repeat(MEDIA_NAME_MAX_LENGTH - 4)} (2)`);
    expect(await fileNames(folder)).toEqual([fileName, second.body.file.fileName].sort());
  });
});

/** Three folders of 255 characters below `/`: a path of 3 × 256 = 768 characters. */
const LONG = (letter: string) => letter.repeat(MEDIA_NAME_MAX_LENGTH);

describe('create-dir below the path limit', () => {
  it('refuses a folder whose path would pass the limit (400 V_14 on folderName) and creates nothing', async () => {
    const deepest = await mkdirs('/', [LONG('c'), LONG('d'), LONG('e')]);
    expect(deepest).toHaveLength(768);
    const before = await library();
    const response = await admin.post('/api/medialib/create-dir', { path: deepest, folderName: LONG('f') });
    expectError(response, 400, 'V_14', 'folderName');
    // One character over: the limit itself, not a rounder number.
    const oneOver = 'g'.repeat(MEDIA_PATH_MAX_LENGTH - deepest.length);
    expectError(await admin.post('/api/medialib/create-dir', { path: deepest, folderName: oneOver }), 400, 'V_14', 'folderName');
    expect(await library()).toEqual(before);
    // Exactly at the limit is fine.
    const atLimit = await mkdir(deepest, 'g'.repeat(MEDIA_PATH_MAX_LENGTH - deepest.length - 1));
    expect(atLimit).toHaveLength(MEDIA_PATH_MAX_LENGTH);
    expect(isValidMediaPath(atLimit)).toBe(true);
  });
});

describe('move-directory with everything below it', () => {
  /** `/<root>/<255>/<255>/<255>` with a file in the deepest folder. */
  async function deepTree(root: string, names: string[] = [LONG('h'), LONG('i'), LONG('j')]) {
    const top = await mkdir('/', root);
    const deepest = await mkdirs(top, names);
    const file = await putPng(deepest, 'deep.png', 4);
    return { top, deepest, file };
  }

  it('refuses a move that would push a folder below past the limit (400 V_14 on newPath) and moves nothing', async () => {
    const { top, deepest } = await deepTree('M');
    expect(deepest).toHaveLength(2 + 768);
    const target = await mkdir('/', LONG('t'));
    const before = await library();
    // The new path itself (258 characters) is fine; the deepest folder would be 1,026.
    const response = await admin.post('/api/medialib/move-directory', { oldPath: top, newPath: `${target}/M` });
    expectError(response, 400, 'V_14', 'newPath');
    expect(await library()).toEqual(before);
  });

  it('refuses a rename that would do the same, and allows one that reaches the limit exactly', async () => {
    const { top, deepest, file } = await deepTree('R', [LONG('k'), LONG('l'), LONG('m')]);
    const suffix = deepest.length - top.length;
    const before = await library();
    const tooLong = `/${'r'.repeat(MEDIA_PATH_MAX_LENGTH - suffix)}`;
    expectError(await admin.post('/api/medialib/move-directory', { oldPath: top, newPath: tooLong }), 400, 'V_14', 'newPath');
    // The new path itself past the limit (each name a valid one) is over it as well, not invalid.
    const overItself = ['a', 'b', 'c', 'd'].map((letter) => `/${LONG(letter)}`).join('');
    expect(overItself.length).toBeGreaterThan(MEDIA_PATH_MAX_LENGTH);
    expectError(await admin.post('/api/medialib/move-directory', { oldPath: top, newPath: overItself }), 400, 'V_14', 'newPath');
    expect(await library()).toEqual(before);

    const atLimit = `/${'r'.repeat(MEDIA_PATH_MAX_LENGTH - suffix - 1)}`;
    const response = await admin.post('/api/medialib/move-directory', { oldPath: top, newPath: atLimit });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const moved = `${atLimit}${deepest.slice(top.length)}`;
    expect(moved).toHaveLength(MEDIA_PATH_MAX_LENGTH);
    expect(await fileNames(moved)).toEqual([file.fileName]);
  });

  it('counts the limit as the shared rule does (UTF-16 units), not as the database does (characters)', async () => {
    // 127 emoji: 254 units but 127 characters. Three of them below /E: 767 units, 386 characters.
    const { top, deepest } = await deepTree('E', [EMOJI.repeat(127), EMOJI.repeat(127), EMOJI.repeat(127)]);
    expect(deepest).toHaveLength(767);
    const before = await library();
    // 1,006 units once renamed, though only 625 characters: PostgreSQL would take it, the shared rule not.
    const newPath = `/${'e'.repeat(240)}`;
    expect(isValidMediaPath(`${newPath}${deepest.slice(top.length)}`)).toBe(false);
    expectError(await admin.post('/api/medialib/move-directory', { oldPath: top, newPath }), 400, 'V_14', 'newPath');
    expect(await library()).toEqual(before);
  });
});

describe('files at the limits', () => {
  it('a file with a name at the limit moves into a folder whose path is at the limit', async () => {
    // Folder and name are stored apart, each within its own limit: this is no overflow.
    const names = ['n', 'o', 'p'].map(LONG);
    const three = await mkdirs('/', names);
    const folder = await mkdir(three, 'q'.repeat(MEDIA_PATH_MAX_LENGTH - three.length - 1));
    expect(folder).toHaveLength(MEDIA_PATH_MAX_LENGTH);
    const file = await putPng('/', `${'s'.repeat(MEDIA_NAME_MAX_LENGTH - 4)}.png`, 5);
    const response = await admin.post('/api/medialib/move-file', { id: file.id, newPath: folder, newFileName: file.fileName });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(await fileNames(folder)).toEqual([file.fileName]);
  });
});

describe('names whose lower-case key is longer than the name', () => {
  // "İ" lower-cases to "i̇" (two units): 200 of them make a valid name with a 400-unit key.
  const dotted = 'İ'.repeat(200);

  it('an upload keeps as much of the name as its key leaves room for', async () => {
    const folder = await mkdir('/', 'Dotted');
    const file = await putPng(folder, `${dotted}.png`, 6);
    expect(file.fileName).toBe(`${'İ'.repeat(125)}.png`);
    expect(file.fileName.toLowerCase().length).toBeLessThanOrEqual(MEDIA_NAME_MAX_LENGTH);
    const second = await putPng(folder, `${dotted}.png`, 7);
    expect(second.fileName).toBe(`${'İ'.repeat(123)} (2).png`);
    expect(await fileNames(folder)).toEqual([file.fileName, second.fileName].sort());
  });

  it.each(['move-file', 'edit-file'])('%s refuses such a name (400 V_14 on newFileName) and changes nothing', async (call) => {
    const folder = await mkdir('/', `Dotted ${call}`);
    const file = await putPng(folder, 'plain.png', 8);
    const before = await library();
    const response = await admin.post(`/api/medialib/${call}`, { id: file.id, newPath: folder, newFileName: `${dotted}.png` });
    expectError(response, 400, 'V_14', 'newFileName');
    expect(await library()).toEqual(before);
  });

  it('add-video refuses such a name (400 V_14 on fileName) and stores nothing', async () => {
    const before = await library();
    const response = await admin.post('/api/medialib/add-video', { path: '/', url: 'https://youtu.be/dQw4w9WgXcQ', fileName: dotted });
    expectError(response, 400, 'V_14', 'fileName');
    expect(await library()).toEqual(before);
  });
});
