import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MEDIA_MAX_UPLOAD_BYTES } from '../../../shared/media/media-dto.ts';
import { loadConfig } from '../../config.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { image, listTree, MINIMAL_PDF, noisyPng, upload } from './media-test-helpers.ts';
import * as repository from './media.repository.ts';

/** A small limit keeps the over-the-limit upload fast; the default is checked separately. */
const LIMIT = 3 * 1024 * 1024;

let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp({ env: { MEDIA_MAX_UPLOAD_BYTES: String(LIMIT) } });
  admin = await t.adminAgent();
  expect((await admin.post('/api/medialib/create-dir', { path: '/', folderName: 'Uploads' })).status).toBe(200);
});
afterAll(async () => t.close());

const contentDir = () => path.join(t.dataDir, 'files', 'media');
const stagingDir = () => path.join(t.dataDir, 'tmp', 'uploads');

async function fileNames(directory: string): Promise<string[]> {
  const response = await admin.post('/api/medialib/get-dir', { path: directory });
  expect(response.status).toBe(200);
  return response.body.data.files.map((file: { fileName: string }) => file.fileName);
}

function expectError(response: { status: number; body: any }, status: number, code: string) {
  expect(response.status).toBe(status);
  expect(response.body.Success).toBe(false);
  expect(response.body.Errors.map((error: { code: string }) => error.code)).toContain(code);
}

describe('the size limit', () => {
  it('defaults to 100 MB', () => {
    expect(loadConfig({}).mediaMaxUploadBytes).toBe(MEDIA_MAX_UPLOAD_BYTES);
    expect(MEDIA_MAX_UPLOAD_BYTES).toBe(100 * 1024 * 1024);
  });

  it('refuses a file just over the limit with 413 ML_01 and keeps nothing', async () => {
    const before = listTree(contentDir());
    const response = await upload(admin, '/Uploads', 'big.txt', Buffer.alloc(LIMIT + 1, 'a'), 'text/plain');
    expectError(response, 413, 'ML_01');
    expect(listTree(contentDir())).toEqual(before);
    expect(listTree(stagingDir())).toEqual([]);
    expect(await fileNames('/Uploads')).not.toContain('big.txt');
  });

  it('accepts a file of exactly the limit', async () => {
    const response = await upload(admin, '/Uploads', 'exact.txt', Buffer.alloc(LIMIT, 'b'), 'text/plain');
    expect(response.status).toBe(200);
    expect(response.body.file.filesize).toBe(LIMIT);
  });
});

describe('types are checked by content and by name', () => {
  it('accepts a PNG with dimensions and no warnings', async () => {
    const response = await upload(admin, '/Uploads', 'small.png', await image('png', 300, 200), 'image/png');
    expect(response.status).toBe(200);
    expect(response.body.warnings).toEqual([]);
    expect(response.body.file).toMatchObject({
      type: 'image',
      mimeType: 'image/png',
      dimensions: { width: 300, height: 200 },
      path: '/Uploads/small.png',
    });
  });

  it('accepts a JPEG named .jpeg, a WebP and a GIF (as gif)', async () => {
    const jpeg = await upload(admin, '/Uploads', 'photo.jpeg', await image('jpeg', 64, 48), 'image/jpeg');
    expect(jpeg.status).toBe(200);
    expect(jpeg.body.file).toMatchObject({ type: 'image', mimeType: 'image/jpeg', dimensions: { width: 64, height: 48 } });
    const webp = await upload(admin, '/Uploads', 'photo.webp', await image('webp', 40, 30), 'image/webp');
    expect(webp.status).toBe(200);
    expect(webp.body.file).toMatchObject({ type: 'image', mimeType: 'image/webp', dimensions: { width: 40, height: 30 } });
    const gif = await upload(admin, '/Uploads', 'anim.gif', await image('gif', 20, 10), 'image/gif');
    expect(gif.status).toBe(200);
    expect(gif.body.file).toMatchObject({ type: 'gif', mimeType: 'image/gif', dimensions: { width: 20, height: 10 } });
  });

  it('accepts a PDF and a UTF-8 text file as documents', async () => {
    const pdf = await upload(admin, '/Uploads', 'report.pdf', MINIMAL_PDF, 'application/pdf');
    expect(pdf.status).toBe(200);
    expect(pdf.body.file).toMatchObject({ type: 'document', mimeType: 'application/pdf', dimensions: null, previewUrl: null });
    const text = await upload(admin, '/Uploads', 'notes.txt', Buffer.from('Groeten uit Culemborg — ünïcödé ✓\n'), 'text/plain');
    expect(text.status).toBe(200);
    expect(text.body.file).toMatchObject({ type: 'document', mimeType: 'text/plain' });
  });

  it.each([
    ['a PNG named .jpg', 'wrong.jpg', async () => image('png', 10, 10)],
    ['a JPEG named .png', 'wrong.png', async () => image('jpeg', 10, 10)],
    ['a PNG without extension', 'noextension', async () => image('png', 10, 10)],
    ['a text file named .png', 'fake.png', async () => Buffer.from('just some text')],
    [
      'a harmless SVG',
      'logo.svg',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>'),
    ],
    [
      'an SVG with an XML declaration',
      'logo2.svg',
      async () => Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>'),
    ],
    ['an HTML file', 'page.html', async () => Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>')],
    ['HTML named .htm', 'page.htm', async () => Buffer.from('<html><body>hi</body></html>')],
    ['a text file with NUL bytes', 'binary.txt', async () => Buffer.from('abc\u0000def')],
    ['a text file that is not UTF-8', 'latin1.txt', async () => Buffer.from([0x68, 0x65, 0xe9, 0x6c, 0x6c, 0x6f, 0x20, 0xff, 0xfe])],
    ['invalid UTF-8 at the very end', 'tail.txt', async () => Buffer.from([0x61, 0x62, 0x63, 0xc3])],
    ['a NUL byte after the first 64 KB', 'late-nul.txt', async () => Buffer.concat([Buffer.alloc(70_000, 'a'), Buffer.from([0])])],
    ['an executable', 'tool.exe', async () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)])],
    ['a ZIP named .docx', 'fake.docx', async () => Buffer.from('504b0304140000000000', 'hex')],
    ['a truncated PNG', 'broken.png', async () => (await image('png', 50, 50)).subarray(0, 40)],
  ])('refuses %s with 400 V_12', async (_label, fileName, content) => {
    const before = listTree(contentDir());
    const response = await upload(admin, '/Uploads', fileName, await content());
    expect(response.status).toBe(400);
    expect(['V_12', 'UM_07']).toContain(response.body.Errors[0].code);
    expect(response.body.Errors[0].property).toBe('f');
    expect(listTree(contentDir())).toEqual(before);
    expect(listTree(stagingDir())).toEqual([]);
    expect(await fileNames('/Uploads')).not.toContain(fileName);
  });

  it('refuses the mismatched PNG exactly with V_12', async () => {
    expectError(await upload(admin, '/Uploads', 'wrong.jpg', await image('png', 10, 10)), 400, 'V_12');
  });
});

describe('warnings', () => {
  it('warns about dimensions above 2560 pixels', async () => {
    const response = await upload(admin, '/Uploads', 'wide.png', await image('png', 2561, 10), 'image/png');
    expect(response.status).toBe(200);
    expect(response.body.warnings).toEqual(['large-dimensions']);
    const tall = await upload(admin, '/Uploads', 'tall.png', await image('png', 10, 2600), 'image/png');
    expect(tall.body.warnings).toEqual(['large-dimensions']);
    const edge = await upload(admin, '/Uploads', 'edge.png', await image('png', 2560, 2560), 'image/png');
    expect(edge.body.warnings).toEqual([]);
  });

  it('warns about images over 1 MB', async () => {
    const content = await noisyPng(700, 600);
    expect(content.length).toBeGreaterThan(1024 * 1024);
    const response = await upload(admin, '/Uploads', 'heavy.png', content, 'image/png');
    expect(response.status).toBe(200);
    expect(response.body.warnings).toEqual(['large-file']);
  });
});

describe('pixel limit', () => {
  it('refuses an image too large to render previews of (over 80 megapixels), small as the file may be', async () => {
    const content = await image('png', 9000, 9000);
    const response = await upload(admin, '/Uploads', 'huge.png', content, 'image/png');
    expectError(response, 400, 'UM_07');
    expect(listTree(stagingDir())).toEqual([]);
  });
});

describe('names and content', () => {
  it('concurrent uploads of one name each get their own name', async () => {
    await admin.post('/api/medialib/create-dir', { path: '/', folderName: 'Race' });
    const responses = await Promise.all(
      [0, 1, 2, 3].map(async (seed) => upload(admin, '/Race', 'same.png', await image('png', 20 + seed, 20), 'image/png')),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200]);
    expect((await fileNames('/Race')).sort()).toEqual(['same (2).png', 'same (3).png', 'same (4).png', 'same.png']);
  });

  it('an upload that loses the race for a name at the unique index takes the next number', async () => {
    // The name check says "free" once, as it would when another upload inserts right after it.
    const spy = vi.spyOn(repository, 'nameTaken').mockResolvedValueOnce(false);
    try {
      const response = await upload(admin, '/Race', 'same.png', await image('png', 30, 20), 'image/png');
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(response.body.file.fileName).toBe('same (5).png');
    } finally {
      spy.mockRestore();
    }
  });

  it('gives a second upload of the same name "name (2).ext", case-insensitively', async () => {
    await admin.post('/api/medialib/create-dir', { path: '/', folderName: 'Names' });
    const first = await upload(admin, '/Names', 'Photo.png', await image('png', 10, 10), 'image/png');
    const second = await upload(admin, '/Names', 'photo.png', await image('png', 11, 10), 'image/png');
    const third = await upload(admin, '/Names', 'PHOTO.png', await image('png', 12, 10), 'image/png');
    expect([first.body.file.fileName, second.body.file.fileName, third.body.file.fileName]).toEqual([
      'Photo.png',
      'photo (2).png',
      'PHOTO (3).png',
    ]);
    expect((await fileNames('/Names')).sort()).toEqual(['PHOTO (3).png', 'Photo.png', 'photo (2).png']);
  });

  it('a name with LIKE wildcards does not confuse the numbering', async () => {
    await admin.post('/api/medialib/create-dir', { path: '/', folderName: 'Wild' });
    await upload(admin, '/Wild', 'a_b.png', await image('png', 10, 10), 'image/png');
    await upload(admin, '/Wild', 'axb (2).png', await image('png', 10, 11), 'image/png');
    const again = await upload(admin, '/Wild', 'a_b.png', await image('png', 10, 12), 'image/png');
    expect(again.body.file.fileName).toBe('a_b (2).png');
  });

  it('keeps only the last segment of a Windows path as the name', async () => {
    const response = await upload(admin, '/Uploads', 'C:\\Users\\me\\Desktop\\windows.png', await image('png', 10, 13), 'image/png');
    expect(response.status).toBe(200);
    expect(response.body.file.fileName).toBe('windows.png');
    const parent = await upload(admin, '/Uploads', '../../escape.png', await image('png', 10, 14), 'image/png');
    expect(parent.status).toBe(200);
    expect(parent.body.file.path).toBe('/Uploads/escape.png');
    expect(fs.existsSync(path.join(t.dataDir, '..', 'escape.png'))).toBe(false);
  });

  it('stores identical content once and keeps both entries', async () => {
    await admin.post('/api/medialib/create-dir', { path: '/', folderName: 'Twins' });
    const content = await image('png', 77, 77, { r: 1, g: 2, b: 3 });
    const first = await upload(admin, '/Twins', 'one.png', content, 'image/png');
    const before = listTree(contentDir());
    const second = await upload(admin, '/Twins', 'two.png', content, 'image/png');
    expect(second.status).toBe(200);
    expect(second.body.file.hash).toBe(first.body.file.hash);
    expect(listTree(contentDir())).toEqual(before);
    expect(listTree(contentDir()).filter((entry) => entry.endsWith(first.body.file.hash))).toHaveLength(1);
    expect(fs.readFileSync(path.join(contentDir(), first.body.file.hash.slice(0, 2), first.body.file.hash))).toEqual(content);

    // Deleting one entry keeps the shared bytes; deleting the last removes them.
    expect((await admin.post('/api/medialib/delete-file', { id: first.body.file.id })).status).toBe(200);
    expect(listTree(contentDir()).some((entry) => entry.endsWith(first.body.file.hash))).toBe(true);
    expect((await admin.post('/api/medialib/delete-file', { id: second.body.file.id })).status).toBe(200);
    expect(listTree(contentDir()).some((entry) => entry.endsWith(first.body.file.hash))).toBe(false);
  });
});

describe('malformed uploads', () => {
  it('refuses an empty file with 400 V_17', async () => {
    expectError(await upload(admin, '/Uploads', 'empty.txt', Buffer.alloc(0), 'text/plain'), 400, 'V_17');
    expect(listTree(stagingDir())).toEqual([]);
  });

  it('refuses a JSON body with 400 V_17', async () => {
    expectError(await admin.post('/api/medialib/add-file', { path: '/Uploads', f: 'aGVsbG8=' }), 400, 'V_17');
  });

  it('refuses a multipart body without a file with 400 V_17', async () => {
    const boundary = 'xyzboundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="path"\r\n\r\n/Uploads\r\n--${boundary}--\r\n`;
    const response = await admin.request('POST', '/api/medialib/add-file', {
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expectError(response, 400, 'V_17');
  });

  it('refuses a file under another field name with 400 V_17', async () => {
    const response = await admin.upload('POST', '/api/medialib/add-file', 'file', 'x.png', await image('png', 10, 10), 'image/png', {
      path: '/Uploads',
    });
    expectError(response, 400, 'V_17');
  });

  it('answers 404 for a folder that does not exist, and stores nothing', async () => {
    const before = listTree(contentDir());
    const response = await upload(admin, '/Nowhere', 'x.png', await image('png', 10, 10), 'image/png');
    expectError(response, 404, 'G_02');
    expect(listTree(contentDir())).toEqual(before);
    expect(listTree(stagingDir())).toEqual([]);
  });

  it('answers 400 V_12 for an invalid path field and 400 V_01 without one', async () => {
    expectError(await upload(admin, '/../etc', 'x.png', await image('png', 10, 10), 'image/png'), 400, 'V_12');
    const withoutPath = await admin.upload('POST', '/api/medialib/add-file', 'f', 'x.png', await image('png', 10, 10), 'image/png');
    expectError(withoutPath, 400, 'V_01');
  });
});

describe('consistency between rows and content', () => {
  it('when the database insert fails, no row is left and the new content is removed', async () => {
    const content = await image('png', 91, 91, { r: 9, g: 9, b: 9 });
    const spy = vi.spyOn(repository, 'insertFile').mockRejectedValueOnce(new Error('database went away'));
    try {
      const response = await upload(admin, '/Uploads', 'doomed.png', content, 'image/png');
      expect(response.status, JSON.stringify(response.body)).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(await fileNames('/Uploads')).not.toContain('doomed.png');
    expect(listTree(stagingDir())).toEqual([]);
    const rows = await t.deps.db.selectFrom('media_files').select(['hash', 'storage_key']).execute();
    for (const row of rows) if (row.storage_key) expect(await t.deps.storage.exists(row.storage_key)).toBe(true);
    // Content without a row is cleaned up.
    const stored = listTree(contentDir()).map((entry) => path.basename(entry));
    const hashes = new Set(rows.map((row) => row.hash));
    expect(stored.filter((hash) => !hashes.has(hash))).toEqual([]);
  });

  it('every row points at content that exists', async () => {
    const rows = await t.deps.db.selectFrom('media_files').select(['storage_key', 'kind']).execute();
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      if (row.kind === 'video') continue;
      expect(row.storage_key).not.toBeNull();
      expect(await t.deps.storage.exists(row.storage_key!)).toBe(true);
    }
  });
});

describe('video links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'youtube', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'youtube', 'dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', '76979871'],
  ])('stores %s as %s %s', async (url, provider, id) => {
    const response = await admin.post('/api/medialib/add-video', { path: '/Uploads', url });
    expect(response.status).toBe(200);
    expect(response.body.file).toMatchObject({ type: 'video', video: { provider, id }, dimensions: null, previewUrl: null });
  });

  it.each([
    'https://youtube.com.evil.org/watch?v=dQw4w9WgXcQ',
    'https://evilyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com.evil.org/76979871',
    'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
    'not a url',
    'www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'ftp://youtube.com/watch?v=dQw4w9WgXcQ',
    'https://player.vimeo.com/76979871',
  ])('refuses %j with 400 V_13', async (url) => {
    expectError(await admin.post('/api/medialib/add-video', { path: '/Uploads', url }), 400, 'V_13');
  });

  it('answers 404 for a missing folder', async () => {
    expectError(await admin.post('/api/medialib/add-video', { path: '/Nope', url: 'https://youtu.be/dQw4w9WgXcQ' }), 404, 'G_02');
  });
});
