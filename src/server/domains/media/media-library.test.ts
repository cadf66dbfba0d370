import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentChanged } from '../../lib/events/content-events.ts';
import { createRole, loggedInUser } from '../../test-support/fixtures.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { image, listTree, MINIMAL_PDF, upload, createFolder } from './media-test-helpers.ts';
import { MEDIA_PATH_MAX_LENGTH } from '../../../shared/media/media-path.ts';

let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

function expectError(response: { status: number; body: any }, status: number, code: string, property?: string) {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  expect(response.body.Success).toBe(false);
  expect(response.body.Errors[0].code).toBe(code);
  if (property) expect(response.body.Errors[0].property).toBe(property);
}

const mkdir = (parent: string, name: string) => createFolder(admin, parent, name);

async function put(directory: string, fileName: string, seed: number) {
  const response = await upload(admin, directory, fileName, await image('png', 10 + seed, 10), 'image/png');
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.file as { id: number; hash: string; fileName: string; path: string };
}

async function dir(directory: string) {
  const response = await admin.post('/api/medialib/get-dir', { path: directory });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return {
    directories: response.body.data.directories.map((entry: { name: string }) => entry.name) as string[],
    files: response.body.data.files.map((entry: { fileName: string }) => entry.fileName) as string[],
  };
}

async function search(directory: string, searchTerm: string): Promise<string[]> {
  const response = await admin.post('/api/medialib/search-files', { directory, searchTerm });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data.items.map((entry: { path: string }) => entry.path).sort();
}

describe('virtual paths', () => {
  const badPaths: [string, unknown][] = [
    ['parent segments', '/../../etc'],
    ['a parent segment inside', '/a/../b'],
    ['a lone parent', '..'],
    ['a dot segment', '/./a'],
    ['a relative path', 'a/b'],
    ['a Windows absolute path', 'C:\\Windows'],
    ['a Windows path with slashes', 'C:/Windows'],
    ['backslashes', '/a\\..\\b'],
    ['a NUL byte', '/a\u0000b'],
    ['a control character', '/a\u0007b'],
    ['a newline', '/a\nb'],
    ['a double slash', '//a'],
    ['an empty segment', '/a//b'],
    ['a trailing slash', '/a/'],
    ['an overlong path', `/${'a'.repeat(200)}`.repeat(6)],
    ['an overlong name', `/${'a'.repeat(256)}`],
    ['an empty string', ''],
    ['a number', 42],
    ['an object', { path: '/' }],
    ['surrounding spaces', '/ a'],
    ['a UNC path', '\\\\server\\share'],
  ];
  const calls: [string, (bad: unknown) => object, string][] = [
    ['get-dir', (bad) => ({ path: bad }), 'path'],
    ['create-dir', (bad) => ({ path: bad, folderName: 'x' }), 'path'],
    ['move-directory', (bad) => ({ oldPath: '/Source', newPath: bad }), 'newPath'],
    ['move-directory', (bad) => ({ oldPath: bad, newPath: '/Elsewhere' }), 'oldPath'],
    ['delete-directory', (bad) => ({ path: bad }), 'path'],
    ['move-file', (bad) => ({ id: 1, newPath: bad, newFileName: 'x.png' }), 'newPath'],
    ['edit-file', (bad) => ({ id: 1, newPath: bad, newFileName: 'x.png', defaultAltText: '', shared: false }), 'newPath'],
    ['search-files', (bad) => ({ directory: bad, searchTerm: 'a' }), 'directory'],
    ['add-video', (bad) => ({ path: bad, url: 'https://youtu.be/dQw4w9WgXcQ' }), 'path'],
  ];
  const badNames: [string, string][] = [
    ['a parent name', '..'],
    ['a dot name', '.'],
    ['a slash', 'a/b'],
    ['a backslash', 'a\\b'],
    ['a NUL byte', 'a\u0000'],
    ['a tab', 'a\tb'],
    ['an overlong name', 'n'.repeat(256)],
    ['only spaces', '   '],
  ];

  /** Missing is required, past the limit is too long, anything else is not a valid path. */
  const expectedCode = (bad: unknown) =>
    bad === '' ? 'V_01' : typeof bad === 'string' && bad.length > MEDIA_PATH_MAX_LENGTH ? 'V_14' : 'V_12';

  let outsideBefore: string[];
  beforeAll(async () => {
    await mkdir('/', 'Source');
    outsideBefore = [os.tmpdir(), path.dirname(t.dataDir), process.cwd(), '/'].flatMap((place) =>
      fs.readdirSync(place).map((entry) => `${place}:${entry}`),
    );
  });

  for (const [call, body, property] of calls) {
    it.each(badPaths)(`${call} refuses ${property} with %s (400 V_01, V_14 or V_12)`, async (_label, bad) => {
      const response = await admin.post(`/api/medialib/${call}`, body(bad));
      expectError(response, 400, expectedCode(bad), property);
    });
  }

  it.each(badPaths)('add-file refuses the multipart path field with %s (400, nothing stored)', async (_label, bad) => {
    // A form field is always text: a number or an object arrives as its string form.
    const response = await upload(admin, String(bad), 'attack.png', await image('png', 10, 10), 'image/png');
    expectError(response, 400, expectedCode(String(bad)), 'path');
    expect(await search('/', 'attack')).toEqual([]);
  });

  it('add-file takes the folder from the multipart field only, never from the query string', async () => {
    const content = await image('png', 10, 11);
    const withoutField = await admin.upload('POST', '/api/medialib/add-file?path=%2FSource', 'f', 'query.png', content, 'image/png');
    expectError(withoutField, 400, 'V_01', 'path');
    const attack = await admin.upload(
      'POST',
      `/api/medialib/add-file?path=${encodeURIComponent('/../../etc')}`,
      'f',
      'query.png',
      content,
      'image/png',
      { path: '/Source' },
    );
    expect(attack.status, JSON.stringify(attack.body)).toBe(200);
    expect(attack.body.file.path).toBe('/Source/query.png');
  });

  it.each(badNames)('create-dir refuses a folder name with %s', async (_label, name) => {
    const response = await admin.post('/api/medialib/create-dir', { path: '/', folderName: name });
    expect(response.status).toBe(400);
    expect(['V_12', 'V_14']).toContain(response.body.Errors[0].code);
    expect(response.body.Errors[0].property).toBe('folderName');
  });

  it.each(badNames)('move-file refuses a file name with %s', async (_label, name) => {
    const file = await put('/Source', `victim-${Math.random()}.png`, 1);
    const response = await admin.post('/api/medialib/move-file', { id: file.id, newPath: '/Source', newFileName: name });
    expect(response.status).toBe(400);
    expect(response.body.Errors[0].property).toBe('newFileName');
  });

  it('nothing was created outside the data folder, and no folder rows for the bad paths', async () => {
    // Other test files run in parallel and make their own temporary folders, so look for the
    // names the bad paths carry rather than for any new entry.
    const carried = ['etc', 'a', 'b', 'x', 'Windows', 'C:', 'C:\\Windows', 'server', 'share', 'Elsewhere', 'Source'];
    for (const place of [os.tmpdir(), path.dirname(t.dataDir), process.cwd(), '/']) {
      const created = fs.readdirSync(place).filter((entry) => carried.includes(entry) && !outsideBefore.includes(`${place}:${entry}`));
      expect(created, place).toEqual([]);
    }
    expect(
      fs
        .readdirSync(t.dataDir)
        .filter((entry) => !['files', 'tmp', 'cache'].includes(entry) && !entry.endsWith('.sqlite') && !entry.includes('.sqlite-')),
    ).toEqual([]);
    const rows = await t.deps.db.selectFrom('media_directories').select('path').execute();
    for (const row of rows) expect(row.path).toMatch(/^(\/[^/\\\u0000-\u001f]+)+$/);
  });

  it('accepts names with dots, spaces inside and unicode', async () => {
    await mkdir('/', 'v1.2 release');
    await mkdir('/', 'Ærø ✓');
    expect((await dir('/')).directories).toEqual(expect.arrayContaining(['v1.2 release', 'Ærø ✓']));
  });

  it('answers 404 for a folder that does not exist', async () => {
    expectError(await admin.post('/api/medialib/get-dir', { path: '/Missing' }), 404, 'G_02');
    expectError(await admin.post('/api/medialib/create-dir', { path: '/Missing', folderName: 'x' }), 404, 'G_02');
    expectError(await admin.post('/api/medialib/search-files', { directory: '/Missing', searchTerm: 'x' }), 404, 'G_02');
  });
});

describe('folders', () => {
  it('creates nested folders and lists them', async () => {
    await mkdir('/', 'Tree');
    await mkdir('/Tree', 'Branch');
    await mkdir('/Tree/Branch', 'Leaf');
    expect(await dir('/Tree')).toEqual({ directories: ['Branch'], files: [] });
    expect(await dir('/Tree/Branch')).toEqual({ directories: ['Leaf'], files: [] });
  });

  it('a folder name that clashes in the same folder is 409 ML_03, regardless of case', async () => {
    await mkdir('/', 'Clash');
    expectError(await admin.post('/api/medialib/create-dir', { path: '/', folderName: 'Clash' }), 409, 'ML_03', 'folderName');
    expectError(await admin.post('/api/medialib/create-dir', { path: '/', folderName: 'clash' }), 409, 'ML_03', 'folderName');
    expectError(await admin.post('/api/medialib/create-dir', { path: '/', folderName: 'CLASH' }), 409, 'ML_03', 'folderName');
  });

  it('LIKE wildcards in folder names match only themselves', async () => {
    await mkdir('/', 'a_c');
    await mkdir('/', 'abc');
    await mkdir('/a_c', 'inside');
    await mkdir('/abc', 'other');
    expect((await dir('/a_c')).directories).toEqual(['inside']);
    await put('/abc', 'keep.png', 2);
    expect((await admin.post('/api/medialib/delete-directory', { path: '/a_c' })).status).toBe(200);
    expect(await dir('/abc')).toEqual({ directories: ['other'], files: ['keep.png'] });
  });

  it('renames a folder, with files and subfolders moving along', async () => {
    await mkdir('/', 'Old');
    await mkdir('/Old', 'Sub');
    await put('/Old', 'top.png', 3);
    await put('/Old/Sub', 'deep.png', 4);
    expect((await admin.post('/api/medialib/move-directory', { oldPath: '/Old', newPath: '/New' })).status).toBe(200);
    expectError(await admin.post('/api/medialib/get-dir', { path: '/Old' }), 404, 'G_02');
    expect(await dir('/New')).toEqual({ directories: ['Sub'], files: ['top.png'] });
    expect(await dir('/New/Sub')).toEqual({ directories: [], files: ['deep.png'] });
    expect(await search('/New', 'deep')).toEqual(['/New/Sub/deep.png']);
    expect(await search('/', 'top.png')).toEqual(['/New/top.png']);
  });

  it('moves a folder into another folder', async () => {
    await mkdir('/', 'Mover');
    await mkdir('/Mover', 'Child');
    await put('/Mover/Child', 'moved.png', 5);
    await mkdir('/', 'Target');
    expect((await admin.post('/api/medialib/move-directory', { oldPath: '/Mover', newPath: '/Target/Mover' })).status).toBe(200);
    expect((await dir('/Target')).directories).toEqual(['Mover']);
    expect((await dir('/Target/Mover/Child')).files).toEqual(['moved.png']);
    expect(await search('/Target', 'moved')).toEqual(['/Target/Mover/Child/moved.png']);
    expect((await dir('/')).directories).not.toContain('Mover');
  });

  it('a case-only rename of a folder is allowed', async () => {
    await mkdir('/', 'casing');
    expect((await admin.post('/api/medialib/move-directory', { oldPath: '/casing', newPath: '/Casing' })).status).toBe(200);
    expect((await dir('/')).directories).toContain('Casing');
  });

  it('a folder moved next to one of the same name: ML_03 in the same folder, ML_02 elsewhere (case-insensitive)', async () => {
    await mkdir('/', 'Twin');
    await mkdir('/', 'Other');
    await mkdir('/', 'Place');
    await mkdir('/Place', 'twin');
    expectError(await admin.post('/api/medialib/move-directory', { oldPath: '/Other', newPath: '/TWIN' }), 409, 'ML_03');
    expectError(await admin.post('/api/medialib/move-directory', { oldPath: '/Twin', newPath: '/Place/twin' }), 409, 'ML_02');
    expectError(await admin.post('/api/medialib/move-directory', { oldPath: '/Twin', newPath: '/Place/TWIN' }), 409, 'ML_02');
  });

  it('a folder cannot move into itself or below itself (400 V_07), nor be the root', async () => {
    await mkdir('/', 'Self');
    await mkdir('/Self', 'Kid');
    expectError(await admin.post('/api/medialib/move-directory', { oldPath: '/Self', newPath: '/Self/Kid/Self' }), 400, 'V_07');
    expectError(await admin.post('/api/medialib/move-directory', { oldPath: '/Self', newPath: '/Self/Self' }), 400, 'V_07');
    expectError(await admin.post('/api/medialib/move-directory', { oldPath: '/', newPath: '/Self/Root' }), 400, 'V_07');
    expectError(await admin.post('/api/medialib/delete-directory', { path: '/' }), 400, 'V_07');
    expect((await dir('/Self')).directories).toEqual(['Kid']);
  });

  it('moving to a missing parent or from a missing folder is 404', async () => {
    await mkdir('/', 'Lonely');
    expectError(await admin.post('/api/medialib/move-directory', { oldPath: '/Lonely', newPath: '/Nope/Lonely' }), 404, 'G_02', 'newPath');
    expectError(await admin.post('/api/medialib/move-directory', { oldPath: '/Ghost', newPath: '/Ghost2' }), 404, 'G_02', 'oldPath');
  });
});

describe('files', () => {
  it('renames a file in place and moves it to another folder', async () => {
    await mkdir('/', 'Files');
    await mkdir('/', 'Files2');
    const file = await put('/Files', 'a.png', 6);
    const renamed = await admin.post('/api/medialib/move-file', { id: file.id, newPath: '/Files', newFileName: 'b.png' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.file.path).toBe('/Files/b.png');
    const moved = await admin.post('/api/medialib/move-file', { id: file.id, newPath: '/Files2', newFileName: 'c.png' });
    expect(moved.body.file.path).toBe('/Files2/c.png');
    expect((await dir('/Files')).files).toEqual([]);
    expect((await dir('/Files2')).files).toEqual(['c.png']);
    expect(await search('/', 'c.png')).toEqual(['/Files2/c.png']);
    expect(await search('/Files', 'c.png')).toEqual([]);
  });

  it('file name clashes: ML_03 in the same folder, ML_02 elsewhere, regardless of case', async () => {
    await mkdir('/', 'F1');
    await mkdir('/', 'F2');
    const one = await put('/F1', 'one.png', 7);
    await put('/F1', 'two.png', 8);
    await put('/F2', 'One.PNG', 9);
    expectError(
      await admin.post('/api/medialib/move-file', { id: one.id, newPath: '/F1', newFileName: 'TWO.png' }),
      409,
      'ML_03',
      'newFileName',
    );
    expectError(
      await admin.post('/api/medialib/move-file', { id: one.id, newPath: '/F2', newFileName: 'one.png' }),
      409,
      'ML_02',
      'newFileName',
    );
    // A case-only rename of the file itself is fine.
    expect((await admin.post('/api/medialib/move-file', { id: one.id, newPath: '/F1', newFileName: 'ONE.png' })).status).toBe(200);
  });

  it('edit-file stores alt text and shared, and can rename', async () => {
    await mkdir('/', 'Edit');
    const file = await put('/Edit', 'e.png', 10);
    const response = await admin.post('/api/medialib/edit-file', {
      id: file.id,
      newPath: '/Edit',
      newFileName: 'edited.png',
      defaultAltText: 'A green square',
      shared: true,
    });
    expect(response.status).toBe(200);
    expect(response.body.file).toMatchObject({ fileName: 'edited.png', defaultAltText: 'A green square', shared: true });
    expect((await admin.post('/api/medialib/get-dir', { path: '/Edit' })).body.data.files[0]).toMatchObject({
      defaultAltText: 'A green square',
      shared: true,
    });
  });

  it('edit-file with a clashing name changes nothing', async () => {
    await mkdir('/', 'Edit2');
    const file = await put('/Edit2', 'x.png', 11);
    await put('/Edit2', 'y.png', 12);
    expectError(
      await admin.post('/api/medialib/edit-file', {
        id: file.id,
        newPath: '/Edit2',
        newFileName: 'y.png',
        defaultAltText: 'new',
        shared: true,
      }),
      409,
      'ML_03',
    );
    const files = (await admin.post('/api/medialib/get-dir', { path: '/Edit2' })).body.data.files;
    expect(files.find((entry: { id: number }) => entry.id === file.id)).toMatchObject({
      fileName: 'x.png',
      defaultAltText: '',
      shared: false,
    });
  });

  it('edit-file is one transaction: when writing the alt text fails, the file is not moved or renamed either', async () => {
    await mkdir('/', 'Atomic');
    await mkdir('/', 'AtomicTarget');
    const file = await put('/Atomic', 'whole.png', 13);
    // The database refuses this one alt text, as a failing write would.
    if (t.deps.dialect === 'postgres') {
      await sql`CREATE FUNCTION refuse_boom_alt() RETURNS trigger AS $$ BEGIN IF NEW.default_alt_text = 'boom' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`.execute(
        t.deps.db,
      );
      await sql`CREATE TRIGGER refuse_boom_alt BEFORE UPDATE ON media_files FOR EACH ROW EXECUTE FUNCTION refuse_boom_alt()`.execute(
        t.deps.db,
      );
    } else {
      await sql`CREATE TRIGGER refuse_boom_alt BEFORE UPDATE ON media_files WHEN NEW.default_alt_text = 'boom' BEGIN SELECT RAISE(ABORT, 'boom'); END`.execute(
        t.deps.db,
      );
    }
    try {
      const response = await admin.post('/api/medialib/edit-file', {
        id: file.id,
        newPath: '/AtomicTarget',
        newFileName: 'renamed.png',
        defaultAltText: 'boom',
        shared: true,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(500);
    } finally {
      await sql`DROP TRIGGER refuse_boom_alt${sql.raw(t.deps.dialect === 'postgres' ? ' ON media_files' : '')}`.execute(t.deps.db);
    }
    expect(await dir('/AtomicTarget')).toEqual({ directories: [], files: [] });
    const files = (await admin.post('/api/medialib/get-dir', { path: '/Atomic' })).body.data.files;
    expect(files).toEqual([expect.objectContaining({ id: file.id, fileName: 'whole.png', defaultAltText: '', shared: false })]);
    // Without the refusal the same edit goes through whole.
    const ok = await admin.post('/api/medialib/edit-file', {
      id: file.id,
      newPath: '/AtomicTarget',
      newFileName: 'renamed.png',
      defaultAltText: 'fine',
      shared: true,
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.file).toMatchObject({
      path: '/AtomicTarget/renamed.png',
      fileName: 'renamed.png',
      defaultAltText: 'fine',
      shared: true,
    });
  });

  it.each([
    ['a PNG to .exe', 'ext.png', 'ext.exe'],
    ['a PNG to .jpg', 'ext.png', 'ext.jpg'],
    ['a PNG without an extension', 'ext.png', 'ext'],
    ['a PNG to .png.exe', 'ext.png', 'ext.png.exe'],
    ['a PDF to .html', 'report.pdf', 'report.html'],
    ['a text file to .svg', 'notes.txt', 'notes.svg'],
  ])('a rename may not change the type: %s is 400 V_12 and changes nothing', async (_label, name, newName) => {
    await admin.post('/api/medialib/create-dir', { path: '/', folderName: 'Ext' });
    const content = name.endsWith('.pdf') ? MINIMAL_PDF : name.endsWith('.txt') ? Buffer.from('plain text') : await image('png', 20, 21);
    const file = (await upload(admin, '/Ext', name, content)).body.file as { id: number; fileName: string };
    expectError(
      await admin.post('/api/medialib/move-file', { id: file.id, newPath: '/Ext', newFileName: newName }),
      400,
      'V_12',
      'newFileName',
    );
    expectError(
      await admin.post('/api/medialib/edit-file', {
        id: file.id,
        newPath: '/Ext',
        newFileName: newName,
        defaultAltText: 'x',
        shared: true,
      }),
      400,
      'V_12',
      'newFileName',
    );
    const stored = (await admin.post('/api/medialib/get-dir', { path: '/Ext' })).body.data.files.find(
      (entry: { id: number }) => entry.id === file.id,
    );
    expect(stored).toMatchObject({ fileName: file.fileName, defaultAltText: '' });
    expect((await admin.post('/api/medialib/delete-file', { id: file.id, force: true })).status).toBe(200);
  });

  it('a rename keeping the type is fine, in any case and between jpg and jpeg; video links are free', async () => {
    await admin.post('/api/medialib/create-dir', { path: '/', folderName: 'Ext2' });
    const photo = (await upload(admin, '/Ext2', 'photo.jpg', await image('jpeg', 20, 20), 'image/jpeg')).body.file as { id: number };
    for (const newFileName of ['photo.jpeg', 'Photo.JPG', 'holiday 2024.jpg']) {
      expect((await admin.post('/api/medialib/move-file', { id: photo.id, newPath: '/Ext2', newFileName })).status).toBe(200);
    }
    const video = (await admin.post('/api/medialib/add-video', { path: '/Ext2', url: 'https://youtu.be/dQw4w9WgXcQ' })).body.file as {
      id: number;
    };
    expect((await admin.post('/api/medialib/move-file', { id: video.id, newPath: '/Ext2', newFileName: 'Our film' })).status).toBe(200);
  });

  it('moving a missing file or to a missing folder is 404', async () => {
    expectError(await admin.post('/api/medialib/move-file', { id: 999_999, newPath: '/', newFileName: 'x.png' }), 404, 'G_02', 'id');
    const file = await put('/', 'root-file.png', 13);
    expectError(
      await admin.post('/api/medialib/move-file', { id: file.id, newPath: '/Nope', newFileName: 'x.png' }),
      404,
      'G_02',
      'newPath',
    );
    expectError(await admin.post('/api/medialib/delete-file', { id: 999_999 }), 404, 'G_02');
  });
});

describe('folders and files share one namespace', () => {
  beforeAll(async () => {
    await mkdir('/', 'Mixed');
    await mkdir('/', 'Mixed2');
    await put('/Mixed', 'p.png', 21);
    await mkdir('/Mixed', 'Album');
  });

  it('a folder cannot take the name of a file next to it (409 ML_03, regardless of case)', async () => {
    expectError(await admin.post('/api/medialib/create-dir', { path: '/Mixed', folderName: 'p.png' }), 409, 'ML_03', 'folderName');
    expectError(await admin.post('/api/medialib/create-dir', { path: '/Mixed', folderName: 'P.PNG' }), 409, 'ML_03', 'folderName');
    expect((await dir('/Mixed')).directories).toEqual(['Album']);
  });

  it('a file cannot be renamed or moved onto a folder name: ML_03 in the same folder, ML_02 elsewhere', async () => {
    const file = await put('/Mixed', 'q.png', 22);
    await mkdir('/Mixed', 'shot.png');
    expectError(
      await admin.post('/api/medialib/move-file', { id: file.id, newPath: '/Mixed', newFileName: 'shot.png' }),
      409,
      'ML_03',
      'newFileName',
    );
    await mkdir('/Mixed2', 'Q.png');
    expectError(
      await admin.post('/api/medialib/move-file', { id: file.id, newPath: '/Mixed2', newFileName: 'q.png' }),
      409,
      'ML_02',
      'newFileName',
    );
    expectError(
      await admin.post('/api/medialib/edit-file', {
        id: file.id,
        newPath: '/Mixed',
        newFileName: 'SHOT.PNG',
        defaultAltText: '',
        shared: false,
      }),
      409,
      'ML_03',
      'newFileName',
    );
    expect((await dir('/Mixed')).files).toEqual(['p.png', 'q.png']);
  });

  it('a folder cannot be renamed or moved onto a file name', async () => {
    expectError(
      await admin.post('/api/medialib/move-directory', { oldPath: '/Mixed/Album', newPath: '/Mixed/p.png' }),
      409,
      'ML_03',
      'newPath',
    );
    await put('/Mixed2', 'album.png', 24);
    await mkdir('/Mixed', 'album.png-dir');
    expectError(
      await admin.post('/api/medialib/move-directory', { oldPath: '/Mixed/album.png-dir', newPath: '/Mixed2/ALBUM.png' }),
      409,
      'ML_02',
      'newPath',
    );
    expect((await dir('/Mixed')).directories).toEqual(['Album', 'album.png-dir', 'shot.png']);
  });

  it('an upload named like a folder gets a free name', async () => {
    await mkdir('/Mixed', 'photo.png');
    const response = await upload(admin, '/Mixed', 'photo.png', await image('png', 12, 34), 'image/png');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.file.fileName).toBe('photo (2).png');
  });
});

describe('search', () => {
  it('searches the folder and everything below it, case-insensitively, with wildcards as text', async () => {
    await mkdir('/', 'S');
    await mkdir('/S', 'Deep');
    await mkdir('/', 'SOther');
    await put('/S', 'Sunset.png', 14);
    await put('/S/Deep', 'sunrise.png', 15);
    await put('/SOther', 'sundown.png', 16);
    await put('/S', '100%_real.png', 17);
    expect(await search('/S', 'SUN')).toEqual(['/S/Deep/sunrise.png', '/S/Sunset.png']);
    expect(await search('/S/Deep', 'sun')).toEqual(['/S/Deep/sunrise.png']);
    expect(await search('/', 'sundown')).toEqual(['/SOther/sundown.png']);
    expect(await search('/S', '%')).toEqual(['/S/100%_real.png']);
    expect(await search('/S', '_')).toEqual(['/S/100%_real.png']);
    expect(await search('/S', '')).toEqual([]);
  });
});

describe('deleting', () => {
  it('deletes a folder with everything in it and removes content nobody else uses', async () => {
    await mkdir('/', 'Doomed');
    await mkdir('/Doomed', 'Inner');
    const inner = await put('/Doomed/Inner', 'gone.png', 18);
    const contentFile = path.join(t.dataDir, 'files', 'media', inner.hash.slice(0, 2), inner.hash);
    expect(fs.existsSync(contentFile)).toBe(true);
    expect((await admin.post('/api/medialib/delete-directory', { path: '/Doomed' })).status).toBe(200);
    expectError(await admin.post('/api/medialib/get-dir', { path: '/Doomed/Inner' }), 404, 'G_02');
    expect(fs.existsSync(contentFile)).toBe(false);
    expect(await search('/', 'gone.png')).toEqual([]);
  });

  it('keeps content that an entry outside the deleted folder shares', async () => {
    await mkdir('/', 'Keep');
    await mkdir('/', 'Drop');
    const content = await image('png', 33, 33, { r: 200, g: 10, b: 10 });
    const kept = (await upload(admin, '/Keep', 'same.png', content, 'image/png')).body.file;
    await upload(admin, '/Drop', 'same.png', content, 'image/png');
    expect((await admin.post('/api/medialib/delete-directory', { path: '/Drop' })).status).toBe(200);
    expect(fs.existsSync(path.join(t.dataDir, 'files', 'media', kept.hash.slice(0, 2), kept.hash))).toBe(true);
    expect((await admin.get(`/api/medialib/preview-image?imageID=${kept.id}`)).status).toBe(200);
  });

  it('deleting a missing folder is 404', async () => {
    expectError(await admin.post('/api/medialib/delete-directory', { path: '/NotThere' }), 404, 'G_02');
  });
});

describe('pages using a file', () => {
  let used: { id: number; hash: string; fileName: string };

  async function pageWith(title: string, slug: string, locale: string, blocks: unknown[], seoImage?: unknown[]) {
    const created = await admin.post('/api/page/create', { title, slug, type: 'blank', locale });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const stored = await admin.post(`/api/page/version/${created.body.pageVersionID}/store`, {
      revision: 0,
      blocks,
      ...(seoImage ? { seoImage } : {}),
    });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    return created.body.pageID as number;
  }

  beforeAll(async () => {
    const site = { availableLocales: ['nl-nl', 'en-gb', 'de-de', 'fr-fr'], defaultLocale: 'nl-nl', customSlugLocales: [] };
    await t.deps.db
      .updateTable('settings')
      .set({ value: JSON.stringify(site) })
      .where('key', '=', 'site')
      .execute();
    await mkdir('/', 'Used');
    used = await put('/Used', 'used.png', 19);
    const imageRef = { hash: used.hash, fileName: used.fileName, altText: '' };
    await pageWith('Banana page', 'banana', 'nl-nl', [{ type: 'image', key: 'b1', props: {}, __images: { image: [imageRef] } }]);
    await pageWith('apple page', 'apple', 'en-gb', [{ type: 'image', key: 'b2', props: {}, __images: { image: [imageRef] } }]);
    await pageWith('Cherry page', 'cherry', 'de-de', [], [imageRef]);
    await pageWith('Date page', 'date', 'fr-fr', [
      { type: 'richText', key: 'b3', props: {}, __files: { attachments: [{ hash: used.hash, fileName: used.fileName }] } },
    ]);
    await pageWith('Unrelated page', 'unrelated', 'nl-nl', []);
  });

  async function list(body: object) {
    const response = await admin.post('/api/medialib/list-pages-by-file', { fileID: used.id, ...body });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return {
      titles: response.body.data.items.map((item: { title: string }) => item.title) as string[],
      total: response.body.data.totalItems as number,
    };
  }

  it('lists the pages, sorted by title by default, paged', async () => {
    expect(await list({})).toEqual({ titles: ['apple page', 'Banana page', 'Cherry page', 'Date page'], total: 4 });
    expect(await list({ pageIndex: 1, pageSize: 3 })).toEqual({ titles: ['Date page'], total: 4 });
    expect(await list({ pageIndex: 5, pageSize: 3 })).toEqual({ titles: [], total: 4 });
  });

  it('sorts by title, slug, locale and updatedAt both ways', async () => {
    expect((await list({ columnToSort: 'title', sortOrder: 'desc' })).titles).toEqual([
      'Date page',
      'Cherry page',
      'Banana page',
      'apple page',
    ]);
    expect((await list({ columnToSort: 'slug', sortOrder: 'asc' })).titles).toEqual([
      'apple page',
      'Banana page',
      'Cherry page',
      'Date page',
    ]);
    expect((await list({ columnToSort: 'locale', sortOrder: 'asc' })).titles).toEqual([
      'Cherry page',
      'apple page',
      'Date page',
      'Banana page',
    ]);
    expect((await list({ columnToSort: 'locale', sortOrder: 'desc' })).titles).toEqual([
      'Banana page',
      'Date page',
      'apple page',
      'Cherry page',
    ]);
    expect((await list({ columnToSort: 'updatedAt', sortOrder: 'asc' })).titles).toEqual([
      'Banana page',
      'apple page',
      'Cherry page',
      'Date page',
    ]);
    expect((await list({ columnToSort: 'updatedAt', sortOrder: 'desc' })).titles).toEqual([
      'Date page',
      'Cherry page',
      'apple page',
      'Banana page',
    ]);
  });

  it('searches by title, case-insensitively', async () => {
    expect(await list({ searchTerm: 'APPLE' })).toEqual({ titles: ['apple page'], total: 1 });
    expect(await list({ searchTerm: 'zzz' })).toEqual({ titles: [], total: 0 });
    expect(await list({ searchTerm: '%' })).toEqual({ titles: [], total: 0 });
  });

  it('rejects bad list parameters', async () => {
    expectError(await admin.post('/api/medialib/list-pages-by-file', { fileID: used.id, sortOrder: 'sideways' }), 400, 'V_12');
    expectError(await admin.post('/api/medialib/list-pages-by-file', { fileID: used.id, pageIndex: -1 }), 400, 'V_12');
    expectError(await admin.post('/api/medialib/list-pages-by-file', { fileID: 999_999 }), 404, 'G_02');
  });

  it('refuses to delete a used file with 409 V_07 and usedByPages, unless forced', async () => {
    const refused = await admin.post('/api/medialib/delete-file', { id: used.id });
    expectError(refused, 409, 'V_07');
    expect(refused.body.usedByPages).toBe(4);
    const folder = await admin.post('/api/medialib/delete-directory', { path: '/Used' });
    expectError(folder, 409, 'V_07');
    expect(folder.body.usedByPages).toBe(4);
    expect((await dir('/Used')).files).toEqual(['used.png']);

    const forced = await admin.post('/api/medialib/delete-file', { id: used.id, force: true });
    expect(forced.status).toBe(200);
    expect(fs.existsSync(path.join(t.dataDir, 'files', 'media', used.hash.slice(0, 2), used.hash))).toBe(false);
    expect((await dir('/Used')).files).toEqual([]);
  });
});

describe('content events', () => {
  function recordEvents() {
    const seen: ContentChanged[] = [];
    const listener = (change: ContentChanged) => seen.push(change);
    t.deps.events.on('content-changed', listener);
    return { seen, stop: () => t.deps.events.off('content-changed', listener) };
  }

  it('every successful change tells the site (reason media), so its render cache is cleared', async () => {
    const events = recordEvents();
    try {
      const steps: [string, () => Promise<{ status: number; body: any }>][] = [];
      let fileId = 0;
      let videoId = 0;
      steps.push(['create-dir', () => admin.post('/api/medialib/create-dir', { path: '/', folderName: 'Evented' })]);
      steps.push(['move-directory', () => admin.post('/api/medialib/move-directory', { oldPath: '/Evented', newPath: '/Evented2' })]);
      steps.push([
        'add-file',
        async () => {
          const response = await upload(admin, '/Evented2', 'ev.png', await image('png', 17, 19), 'image/png');
          fileId = response.body.file?.id;
          return response;
        },
      ]);
      steps.push([
        'add-video',
        async () => {
          const response = await admin.post('/api/medialib/add-video', { path: '/Evented2', url: 'https://vimeo.com/76979871' });
          videoId = response.body.file?.id;
          return response;
        },
      ]);
      steps.push(['move-file', () => admin.post('/api/medialib/move-file', { id: fileId, newPath: '/Evented2', newFileName: 'ev2.png' })]);
      steps.push([
        'edit-file',
        () =>
          admin.post('/api/medialib/edit-file', {
            id: fileId,
            newPath: '/Evented2',
            newFileName: 'ev2.png',
            defaultAltText: 'alt',
            shared: false,
          }),
      ]);
      steps.push(['delete-file', () => admin.post('/api/medialib/delete-file', { id: videoId, force: true })]);
      steps.push(['delete-directory', () => admin.post('/api/medialib/delete-directory', { path: '/Evented2', force: true })]);
      for (const [call, step] of steps) {
        events.seen.length = 0;
        const response = await step();
        expect(response.status, `${call}: ${JSON.stringify(response.body)}`).toBe(200);
        expect(
          events.seen.map((change) => change.reason),
          call,
        ).toEqual(['media']);
        // What pages show changed only for an existing file: the HTTP-cache purge names it.
        const named = events.seen[0]?.mediaHashes;
        if (call === 'move-file' || call === 'edit-file' || call === 'delete-file') expect(named, call).toHaveLength(1);
        if (call === 'create-dir' || call === 'add-file' || call === 'add-video') expect(named, call).toEqual([]);
      }
    } finally {
      events.stop();
    }
  });

  it('failed changes and reads announce nothing', async () => {
    const events = recordEvents();
    try {
      await admin.post('/api/medialib/create-dir', { path: '/Missing', folderName: 'x' });
      await admin.post('/api/medialib/move-file', { id: 999_999, newPath: '/', newFileName: 'x.png' });
      await admin.post('/api/medialib/delete-directory', { path: '/' });
      await upload(admin, '/', 'bad.png', Buffer.from('not an image'), 'image/png');
      await admin.post('/api/medialib/get-dir', { path: '/' });
      await admin.post('/api/medialib/search-files', { directory: '/', searchTerm: 'x' });
      expect(events.seen).toEqual([]);
    } finally {
      events.stop();
    }
  });
});

describe('permissions', () => {
  let fileId: number;
  beforeAll(async () => {
    await mkdir('/', 'Perm');
    fileId = (await put('/Perm', 'p.png', 20)).id;
  });

  const reads: [string, string, object | undefined][] = [
    ['POST', '/api/medialib/get-dir', { path: '/' }],
    ['POST', '/api/medialib/search-files', { directory: '/', searchTerm: 'p' }],
    ['POST', '/api/medialib/list-pages-by-file', { fileID: 1 }],
    ['GET', '/api/medialib/preview-image?imageID=1', undefined],
    ['GET', '/api/medialib/preview-crop?imageID=1&x=0&y=0&width=5&height=5', undefined],
  ];
  const changes: [string, () => object][] = [
    ['create-dir', () => ({ path: '/Perm', folderName: 'x' })],
    ['move-directory', () => ({ oldPath: '/Perm', newPath: '/Perm2' })],
    ['delete-directory', () => ({ path: '/Perm' })],
    ['move-file', () => ({ id: fileId, newPath: '/', newFileName: 'p.png' })],
    ['edit-file', () => ({ id: fileId, newPath: '/Perm', newFileName: 'p.png', defaultAltText: 'x', shared: true })],
    ['delete-file', () => ({ id: fileId, force: true })],
    ['add-video', () => ({ path: '/Perm', url: 'https://youtu.be/dQw4w9WgXcQ' })],
  ];

  it.each(reads)('anonymous %s %s is 401', async (method, url, body) => {
    const agent = t.agent();
    const response = method === 'GET' ? await agent.get(url) : await agent.post(url, body);
    expectError(response, 401, 'G_04');
  });

  it.each(changes)('anonymous %s is 401', async (call, body) => {
    expectError(await t.agent().post(`/api/medialib/${call}`, body()), 401, 'G_04');
  });

  it('anonymous upload is 401', async () => {
    expectError(await upload(t.agent(), '/Perm', 'anon.png', await image('png', 10, 10), 'image/png'), 401, 'G_04');
  });

  it('a user without manage-media can read but not change', async () => {
    const role = await createRole(t, ['create-page']);
    const { agent } = await loggedInUser(t, { role });
    expect((await agent.post('/api/medialib/get-dir', { path: '/Perm' })).status).toBe(200);
    expect((await agent.post('/api/medialib/search-files', { directory: '/', searchTerm: 'p.png' })).status).toBe(200);
    expect((await agent.get(`/api/medialib/preview-image?imageID=${fileId}`)).status).toBe(200);
    expect((await agent.post('/api/medialib/list-pages-by-file', { fileID: fileId })).status).toBe(200);
    for (const [call, body] of changes) expectError(await agent.post(`/api/medialib/${call}`, body()), 403, 'UM_01');
    expectError(await upload(agent, '/Perm', 'nope.png', await image('png', 10, 10), 'image/png'), 403, 'UM_01');
    expect(await dir('/Perm')).toEqual({ directories: [], files: ['p.png'] });
  });

  it('unsafe calls without the CSRF token are refused', async () => {
    const agent = await t.adminAgent();
    agent.sendCsrf = false;
    expectError(await agent.post('/api/medialib/create-dir', { path: '/Perm', folderName: 'csrf' }), 403, 'G_03');
  });

  it('the upload staging folder stays empty', () => {
    expect(listTree(path.join(t.dataDir, 'tmp', 'uploads'))).toEqual([]);
  });
});
