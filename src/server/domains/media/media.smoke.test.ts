import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 60 } } })
    .png()
    .toBuffer();

it('uploads, browses, crops, references from a page and serves the page file', async () => {
  const admin = await t.adminAgent();
  expect((await admin.post('/api/medialib/create-dir', { path: '/', folderName: 'Projects' })).status).toBe(200);
  const upload = await admin.upload('POST', '/api/medialib/add-file', 'f', 'bridge.png', await png(800, 600), 'image/png', {
    path: '/Projects',
  });
  expect(upload.status).toBe(200);
  const file = upload.body.file;
  expect(file.dimensions).toEqual({ width: 800, height: 600 });
  const dir = await admin.post('/api/medialib/get-dir', { path: '/Projects' });
  expect(dir.body.data.files.map((f: { fileName: string }) => f.fileName)).toEqual(['bridge.png']);
  const crop = await admin.get(`/api/medialib/preview-crop?imageID=${file.id}&x=100&y=50&width=200&height=100&rotate=0&scaleX=1&scaleY=1`);
  expect(crop.status).toBe(200);
  const meta = await sharp(crop.raw.rawPayload).metadata();
  expect([meta.width, meta.height]).toEqual([200, 100]);
  const outside = await admin.get(
    `/api/medialib/preview-crop?imageID=${file.id}&x=700&y=50&width=200&height=100&rotate=0&scaleX=1&scaleY=1`,
  );
  expect(outside.status).toBe(400);
  const attack = await admin.post('/api/medialib/get-dir', { path: '/../../etc' });
  expect(attack.status).toBe(400);

  const created = await admin.post('/api/page/create', { title: 'Bridge', slug: 'bridge', type: 'blank', locale: 'nl-nl' });
  const image = {
    hash: file.hash,
    fileName: 'bridge.png',
    altText: 'A bridge',
    fileID: file.id,
    cropParams: { x: 0, y: 0, width: 400, height: 300, rotate: 0, scaleX: 1, scaleY: 1 },
  };
  const stored = await admin.post(`/api/page/version/${created.body.pageVersionID}/store`, {
    revision: 0,
    blocks: [{ type: 'image', key: 'img1', props: { caption: 'x' }, __images: { image: [image] } }],
  });
  expect(stored.status).toBe(200);
  const url = `/api/medialib/get-page-file/${created.body.pageID}/block_images_img1/${file.hash}/bridge.png`;
  const served = await admin.get(url);
  expect(served.status).toBe(200);
  expect((await sharp(served.raw.rawPayload).metadata()).width).toBe(400);
  expect((await t.agent().get(url)).status).toBe(404);
  const usage = await admin.post('/api/medialib/list-pages-by-file', { fileID: file.id });
  expect(usage.body.data.totalItems).toBe(1);
  const refused = await admin.post('/api/medialib/delete-file', { id: file.id });
  expect(refused.status).toBe(409);
  expect(refused.body.usedByPages).toBe(1);
});
