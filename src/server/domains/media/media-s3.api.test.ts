import fs from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { startTestS3Server, type TestS3Server } from '../../test-support/s3-server.ts';
import { image as profileImage } from '../../test-support/images.ts';
import { colourAt, image, listTree, MINIMAL_PDF, twoColourPng, upload } from './media-test-helpers.ts';
import { withContentLock } from './media-content.ts';
import * as repository from './media.repository.ts';

// The media library with MEDIA_STORAGE=s3, against a real S3-protocol server (s3rver): uploads,
// originals and renditions in the bucket, a second instance serving them, move, rename,
// where-used and delete, profile images, and failures that leave nothing behind.

const BUCKET = 'media-api';
const PREFIX = 'cms';

interface Uploaded {
  id: number;
  hash: string;
  fileName: string;
}

let s3: TestS3Server;
let t: TestApp;
let second: TestApp;
let admin: TestAgent;
let two: Uploaded;
let pdf: Uploaded;
let pageID: number;

const crop = { x: 100, y: 0, width: 100, height: 100, rotate: 0, scaleX: 1, scaleY: 1 };
const pageFileUrl = (group: string, file: { hash: string; fileName: string }) =>
  `/api/medialib/get-page-file/${pageID}/${group}/${file.hash}/${encodeURIComponent(file.fileName)}`;

async function bucketKeys(): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await s3.client.send(new ListObjectsV2Command({ Bucket: BUCKET, ContinuationToken: token }));
    for (const object of page.Contents ?? []) keys.push(object.Key!);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return keys.sort();
}

async function put(directory: string, fileName: string, content: Buffer): Promise<Uploaded> {
  const response = await upload(admin, directory, fileName, content);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.file;
}

async function dirFiles(directory: string): Promise<string[]> {
  const response = await admin.post('/api/medialib/get-dir', { path: directory });
  expect(response.status).toBe(200);
  return response.body.data.files.map((file: { fileName: string }) => file.fileName);
}

beforeAll(async () => {
  s3 = await startTestS3Server();
  const env = await s3.bucket(BUCKET, PREFIX);
  t = await createTestApp({ env });
  // A second instance on the same database and bucket, as behind a load balancer.
  second = await createTestApp({ env, sameDatabaseAs: t });
  admin = await t.adminAgent();
  expect((await admin.post('/api/medialib/create-dir', { path: '/', folderName: 'Photos' })).status).toBe(200);
  two = await put('/Photos', 'two.png', await twoColourPng());
  pdf = await put('/Photos', 'Report 2024.pdf', MINIMAL_PDF);

  const created = await admin.post('/api/page/create', { title: 'S3 page', slug: 's3-page', type: 'blank', locale: 'nl-nl' });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  pageID = created.body.pageID;
  const blocks = [
    {
      type: 'image',
      key: 'img1',
      props: {},
      __images: { image: [{ hash: two.hash, fileName: two.fileName, altText: '', fileID: two.id, cropParams: crop }] },
    },
    { type: 'richText', key: 'rt1', props: {}, __files: { attachments: [{ hash: pdf.hash, fileName: pdf.fileName }] } },
  ];
  const stored = await admin.post(`/api/page/version/${created.body.pageVersionID}/store`, { revision: 0, blocks });
  expect(stored.status, JSON.stringify(stored.body)).toBe(200);
  await t.deps.db.updateTable('pages').set({ published_version_id: created.body.pageVersionID }).where('id', '=', pageID).execute();
}, 60_000);

afterAll(async () => {
  await second?.close();
  await t?.close();
  await s3?.close();
});

describe('media in an S3 bucket', () => {
  it('stores originals in the bucket under the prefix, nothing on the local disk', async () => {
    const keys = await bucketKeys();
    expect(keys).toContain(`${PREFIX}/media/${two.hash.slice(0, 2)}/${two.hash}`);
    expect(keys).toContain(`${PREFIX}/media/${pdf.hash.slice(0, 2)}/${pdf.hash}`);
    expect(listTree(path.join(t.dataDir, 'files'))).toEqual([]);
    // The staged upload went up and was removed.
    expect(listTree(path.join(t.dataDir, 'tmp', 'uploads'))).toEqual([]);
  });

  it('/readyz checks the bucket', async () => {
    const response = await t.agent().get('/readyz');
    expect(response.status).toBe(200);
    expect(response.body.checks.storage).toBe('ok');
  });

  it('renders a preview and a crop into the bucket and serves them with length and ETag, from either instance', async () => {
    const preview = await admin.request('GET', `/api/medialib/preview-image?imageID=${two.id}&w=100`, {
      headers: { accept: 'image/webp' },
    });
    expect(preview.status).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect(Number(preview.headers['content-length'])).toBe(preview.raw.rawPayload.length);
    expect((await sharp(preview.raw.rawPayload).metadata()).width).toBe(100);
    const etag = preview.headers.etag as string;
    const again = await admin.request('GET', `/api/medialib/preview-image?imageID=${two.id}&w=100`, {
      headers: { accept: 'image/webp', 'if-none-match': etag },
    });
    expect(again.status).toBe(304);

    const cropped = await admin.get(
      `/api/medialib/preview-crop?imageID=${two.id}&x=100&y=0&width=100&height=100&rotate=0&scaleX=1&scaleY=1`,
    );
    expect(cropped.status).toBe(200);
    expect(cropped.headers['content-type']).toBe('image/png');
    expect(await colourAt(cropped.raw.rawPayload, 50, 50)).toBe('blue');

    const renditions = (await bucketKeys()).filter((key) => key.startsWith(`${PREFIX}/renditions/${two.hash.slice(0, 2)}/${two.hash}/`));
    expect(renditions).toHaveLength(2);
    // Not in the local render cache either.
    expect(listTree(path.join(t.dataDir, 'cache'))).toEqual([]);

    // The other instance serves the rendition made by the first (no render of its own needed).
    const secondAdmin = await second.adminAgent();
    const fromSecond = await secondAdmin.request('GET', `/api/medialib/preview-image?imageID=${two.id}&w=100`, {
      headers: { accept: 'image/webp' },
    });
    expect(fromSecond.status).toBe(200);
    expect(fromSecond.headers.etag).toBe(etag);
    expect(Buffer.compare(fromSecond.raw.rawPayload, preview.raw.rawPayload)).toBe(0);
  });

  it('serves a published page’s cropped image and its document to a visitor, on both instances', async () => {
    for (const app of [t, second]) {
      const picture = await app.agent().get(pageFileUrl('block_images_img1', two));
      expect(picture.status).toBe(200);
      expect(picture.headers['cache-control']).toBe('public, max-age=3600');
      expect(await colourAt(picture.raw.rawPayload, 10, 10)).toBe('blue');

      const document = await app.agent().get(pageFileUrl('block_files_rt1', pdf));
      expect(document.status).toBe(200);
      expect(document.headers['content-type']).toBe('application/pdf');
      expect(document.headers['content-length']).toBe(String(MINIMAL_PDF.length));
      expect(document.headers.etag).toBe(`"${pdf.hash.slice(0, 32)}"`);
      expect(document.headers['content-disposition']).toMatch(/^attachment;/);
      expect(Buffer.compare(document.raw.rawPayload, MINIMAL_PDF)).toBe(0);
    }
  });

  it('moves and renames a file without touching its bytes, and lists where it is used', async () => {
    expect((await admin.post('/api/medialib/create-dir', { path: '/', folderName: 'Archive' })).status).toBe(200);
    const keysBefore = await bucketKeys();
    const moved = await admin.post('/api/medialib/move-file', { id: two.id, newPath: '/Archive', newFileName: 'colours.png' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await dirFiles('/Archive')).toEqual(['colours.png']);
    expect(await dirFiles('/Photos')).toEqual(['Report 2024.pdf']);
    expect(await bucketKeys()).toEqual(keysBefore);
    // Still served under the name the page stored.
    expect((await t.agent().get(pageFileUrl('block_images_img1', two))).status).toBe(200);
    expect((await admin.get(`/api/medialib/preview-image?imageID=${two.id}&w=64`)).status).toBe(200);

    const usedBy = await admin.post('/api/medialib/list-pages-by-file', { fileID: two.id });
    expect(usedBy.status).toBe(200);
    expect(usedBy.body.data.items.map((item: { title: string }) => item.title)).toEqual(['S3 page']);
  });

  it('a deleted file takes its original and every rendition out of the bucket', async () => {
    const extra = await put('/Photos', 'extra.jpg', await image('jpeg', 300, 200, { r: 200, g: 10, b: 10 }));
    expect(
      (await admin.request('GET', `/api/medialib/preview-image?imageID=${extra.id}&w=120`, { headers: { accept: 'image/webp' } })).status,
    ).toBe(200);
    const ofExtra = (keys: string[]) => keys.filter((key) => key.includes(extra.hash));
    expect(ofExtra(await bucketKeys())).toHaveLength(2);
    expect((await admin.post('/api/medialib/delete-file', { id: extra.id })).status).toBe(200);
    expect(ofExtra(await bucketKeys())).toEqual([]);
    expect(await dirFiles('/Photos')).not.toContain('extra.jpg');

    // A used file needs force; then its bytes and renditions go too.
    expect((await admin.post('/api/medialib/delete-file', { id: two.id })).status).toBe(409);
    expect((await admin.post('/api/medialib/delete-file', { id: two.id, force: true })).status).toBe(200);
    expect((await bucketKeys()).filter((key) => key.includes(two.hash))).toEqual([]);
  });

  it('the same content uploaded twice is stored once and survives deleting one of the entries', async () => {
    const content = await image('png', 40, 40, { r: 1, g: 2, b: 3 });
    const first = await put('/Photos', 'a.png', content);
    const copy = await put('/Photos', 'b.png', content);
    expect(copy.hash).toBe(first.hash);
    expect((await bucketKeys()).filter((key) => key.endsWith(first.hash))).toHaveLength(1);
    expect((await admin.post('/api/medialib/delete-file', { id: first.id })).status).toBe(200);
    expect((await bucketKeys()).filter((key) => key.endsWith(first.hash))).toHaveLength(1);
    expect((await admin.get(`/api/medialib/preview-image?imageID=${copy.id}&w=20`)).status).toBe(200);
  });

  it('when the database insert fails, no row is left and the object is removed from the bucket', async () => {
    const content = await image('png', 91, 91, { r: 9, g: 9, b: 9 });
    const before = await bucketKeys();
    const spy = vi.spyOn(repository, 'insertFile').mockRejectedValueOnce(new Error('database went away'));
    try {
      const response = await upload(admin, '/Photos', 'doomed.png', content, 'image/png');
      expect(response.status, JSON.stringify(response.body)).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(await dirFiles('/Photos')).not.toContain('doomed.png');
    expect(await bucketKeys()).toEqual(before);
    expect(listTree(path.join(t.dataDir, 'tmp', 'uploads'))).toEqual([]);
  });

  it('when the bucket refuses the upload, no row is written and nothing is left staged', async () => {
    const content = await image('png', 92, 92, { r: 8, g: 8, b: 8 });
    const before = await bucketKeys();
    const spy = vi.spyOn(t.deps.storage, 'importFile').mockRejectedValueOnce(new Error('bucket unreachable'));
    try {
      const response = await upload(admin, '/Photos', 'lost.png', content, 'image/png');
      expect(response.status).toBe(500);
    } finally {
      spy.mockRestore();
    }
    expect(await dirFiles('/Photos')).not.toContain('lost.png');
    expect(await bucketKeys()).toEqual(before);
    expect(listTree(path.join(t.dataDir, 'tmp', 'uploads'))).toEqual([]);
  });

  it('every row points at an object that exists', async () => {
    const rows = await t.deps.db.selectFrom('media_files').select(['storage_key']).execute();
    const keys = new Set(await bucketKeys());
    for (const row of rows) if (row.storage_key) expect(keys.has(`${PREFIX}/${row.storage_key}`), row.storage_key).toBe(true);
  });
});

describe('the content lock across instances', () => {
  // Another instance holding the lock of a hash (its upload or delete of that content) is
  // waited for: its transaction's advisory lock is taken here on a connection of its own.
  it.runIf(Boolean(process.env.DATABASE_URL))('waits for another instance holding the hash (PostgreSQL)', async () => {
    const hash = 'ab'.repeat(32);
    let release!: () => void;
    let holding!: () => void;
    const held = new Promise<void>((resolve) => {
      holding = resolve;
    });
    const other = t.deps.db.transaction().execute(async (trx) => {
      await repository.lockContentHash(trx, hash);
      holding();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
    });
    await held;
    let ran = false;
    const mine = withContentLock(t.deps, hash, async () => {
      ran = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ran).toBe(false);
    release();
    await other;
    await mine;
    expect(ran).toBe(true);
  });
});

describe('profile images in the bucket', () => {
  it('are stored, served (also by the other instance) and removed', async () => {
    const me = await admin.get('/api/user');
    const id: number = me.body.ID;
    const content = await profileImage(200, 200, 'png');
    const stored = await admin.upload('PUT', `/api/user/${id}/image`, 'profileImage', 'me.png', content, 'image/png');
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    const url: string = stored.body.data.profile.image;
    const keys = (await bucketKeys()).filter((key) => key.startsWith(`${PREFIX}/profile-images/`));
    expect(keys).toHaveLength(1);
    expect(fs.existsSync(path.join(t.dataDir, 'files', 'profile-images'))).toBe(false);

    const served = await (await second.adminAgent()).get(url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.raw.rawPayload).metadata()).width).toBe(200);

    expect((await admin.request('DELETE', `/api/user/${id}/image`)).status).toBe(200);
    expect((await bucketKeys()).filter((key) => key.startsWith(`${PREFIX}/profile-images/`))).toEqual([]);
  });
});
