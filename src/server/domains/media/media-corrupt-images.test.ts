import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_PIXELS } from '../../../shared/media/media-dto.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { image, listTree, upload } from './media-test-helpers.ts';

// Issue 15 finding 3: an image that cannot be decoded is refused at upload (400 UM_07), and a
// damaged file already in storage answers 400 UM_07 from the image routes, never a 500.

let t: TestApp;
let admin: TestAgent;
let visitor: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  visitor = t.agent();
  expect((await admin.post('/api/medialib/create-dir', { path: '/', folderName: 'Broken' })).status).toBe(200);
});
afterAll(async () => t.close());

const contentDir = () => path.join(t.dataDir, 'files', 'media');
const stagingDir = () => path.join(t.dataDir, 'tmp', 'uploads');

function expectUm07(response: { status: number; body: any }) {
  expect(response.status, JSON.stringify(response.body)).toBe(400);
  expect(response.body.Success).toBe(false);
  expect(response.body.Errors[0].code).toBe('UM_07');
}

async function fileNames(): Promise<string[]> {
  const response = await admin.post('/api/medialib/get-dir', { path: '/Broken' });
  return response.body.data.files.map((file: { fileName: string }) => file.fileName);
}

/** A 10000 x 7900 (79 megapixel) JPEG, just under the limit, with its last 40% cut off. */
async function truncatedLargeJpeg(): Promise<Buffer> {
  const whole = await image('jpeg', 10_000, 7_900);
  return whole.subarray(0, Math.floor(whole.length * 0.6));
}

describe('upload', () => {
  it.each([
    ['a truncated PNG', 'cut.png', async () => (await image('png', 300, 200)).subarray(0, -30)],
    ['a truncated 79-megapixel JPEG', 'cut.jpg', truncatedLargeJpeg],
  ])(
    'refuses %s, whose header is intact, with 400 UM_07 and stores nothing',
    async (_label, fileName, content) => {
      const bytes = await content();
      // The header still reads: only a full decode finds the damage.
      expect((await sharp(bytes).metadata()).width).toBeGreaterThan(0);
      const before = listTree(contentDir());
      const response = await upload(admin, '/Broken', fileName, bytes);
      expectUm07(response);
      expect(response.body.Errors[0].property).toBe('f');
      expect(listTree(contentDir())).toEqual(before);
      expect(listTree(stagingDir())).toEqual([]);
      expect(await fileNames()).not.toContain(fileName);
    },
    30_000,
  );

  it('refuses a small file of more pixels than the limit with 400 UM_07', async () => {
    const huge = await sharp({ create: { width: 12_000, height: 12_000, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .png({ palette: true, colours: 2 })
      .toBuffer();
    expect(huge.length).toBeLessThan(100_000);
    expect(12_000 * 12_000).toBeGreaterThan(MAX_IMAGE_PIXELS);
    const before = listTree(contentDir());
    expectUm07(await upload(admin, '/Broken', 'huge.png', huge));
    expect(listTree(contentDir())).toEqual(before);
    expect(await fileNames()).not.toContain('huge.png');
  });

  it('still accepts an intact image', async () => {
    expect((await upload(admin, '/Broken', 'fine.png', await image('png', 40, 30))).status).toBe(200);
  });
});

describe('a file damaged in storage (or stored before the check)', () => {
  let file: { id: number; hash: string; fileName: string };
  let pageID: number;

  beforeAll(async () => {
    const uploaded = await upload(admin, '/Broken', 'later.png', await image('png', 300, 200, { r: 200, g: 10, b: 10 }));
    expect(uploaded.status).toBe(200);
    file = uploaded.body.file;
    const created = await admin.post('/api/page/create', { title: 'broken', slug: 'broken', type: 'blank', locale: 'nl-nl' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    pageID = created.body.pageID;
    const image1 = { hash: file.hash, fileName: file.fileName, altText: '' };
    const image2 = { ...image1, fileID: file.id, cropParams: { x: 10, y: 10, width: 50, height: 50, rotate: 0, scaleX: 1, scaleY: 1 } };
    const stored = await admin.post(`/api/page/version/${created.body.pageVersionID}/store`, {
      revision: 0,
      blocks: [
        { type: 'image', key: 'plain', props: {}, __images: { image: [image1] } },
        { type: 'image', key: 'cropped', props: {}, __images: { image: [image2] } },
      ],
    });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    await t.deps.db.updateTable('pages').set({ published_version_id: created.body.pageVersionID }).where('id', '=', pageID).execute();
    // The bytes behind the row are cut short, as an older upload or a damaged disk could leave them.
    const row = await t.deps.db.selectFrom('media_files').selectAll().where('id', '=', file.id).executeTakeFirstOrThrow();
    const local = t.deps.storage.localPath!(row.storage_key!);
    fs.writeFileSync(local, fs.readFileSync(local).subarray(0, -30));
  });

  const pageFile = (group: string) => `/api/medialib/get-page-file/${pageID}/${group}/${file.hash}/${encodeURIComponent(file.fileName)}`;

  it('preview-image answers 400 UM_07', async () => {
    expectUm07(await admin.request('GET', `/api/medialib/preview-image?imageID=${file.id}`, { headers: { accept: 'image/png' } }));
    expectUm07(await admin.request('GET', `/api/medialib/preview-image?imageID=${file.id}&w=100`, { headers: { accept: 'image/webp' } }));
  });

  it('preview-crop answers 400 UM_07', async () => {
    const query = new URLSearchParams({
      imageID: String(file.id),
      x: '0',
      y: '0',
      width: '100',
      height: '100',
      rotate: '90',
      scaleX: '1',
      scaleY: '-1',
    });
    expectUm07(await admin.request('GET', `/api/medialib/preview-crop?${query}`, { headers: { accept: 'image/png' } }));
  });

  it('the public get-page-file answers 400 UM_07, not publicly cached', async () => {
    for (const group of ['block_images_plain', 'block_images_cropped']) {
      const response = await visitor.request('GET', pageFile(group), { headers: { accept: 'image/webp' } });
      expectUm07(response);
      expect(String(response.headers['cache-control'] ?? '')).not.toContain('public');
    }
  });

  it('a second request answers the same (no broken copy was cached)', async () => {
    expectUm07(await visitor.request('GET', pageFile('block_images_plain'), { headers: { accept: 'image/webp' } }));
  });
});
