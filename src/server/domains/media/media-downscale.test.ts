import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { image, listTree, twoFrameGif } from './media-test-helpers.ts';

// SPEC 9 recommends images of at most 2560 px; with `downscale=true` an upload is scaled down
// to that, upright and with its colour profile, and the stored file is the scaled one.

let t: TestApp;
let admin: TestAgent;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  expect((await admin.post('/api/medialib/create-dir', { path: '/', folderName: 'Scaled' })).status).toBe(200);
});
afterAll(async () => t.close());

const ADD_FILE = '/api/medialib/add-file';
const stagingDir = () => path.join(t.dataDir, 'tmp', 'uploads');

function uploadWith(query: string, fileName: string, content: Buffer, contentType: string) {
  return admin.upload('POST', `${ADD_FILE}${query}`, 'f', fileName, content, contentType, { path: '/Scaled' });
}

/** The stored bytes of an uploaded file, as the content store keeps them. */
function storedBytes(file: { hash: string }): Buffer {
  return fs.readFileSync(path.join(t.dataDir, 'files', 'media', file.hash.slice(0, 2), file.hash));
}

/**
 * A 4000x3000 camera-style JPEG: stored sideways with EXIF orientation 6 (shown 3000x4000) and
 * a Display P3 colour profile.
 */
async function cameraJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 200, g: 60, b: 30 } } })
    .withIccProfile('p3')
    .withMetadata({ orientation: 6 })
    .jpeg({ quality: 80 })
    .toBuffer();
}

describe('add-file with downscale=true', () => {
  it('scales a large photo to 2560 px on its longest side, upright, keeping the ICC profile and the format', async () => {
    const original = await cameraJpeg();
    const before = await sharp(original).metadata();
    expect(before).toMatchObject({ width: 4000, height: 3000, orientation: 6 });
    expect(before.icc?.length).toBeGreaterThan(0);

    const response = await uploadWith('?downscale=true', 'camera.jpg', original, 'image/jpeg');
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const file = response.body.file;
    expect(file).toMatchObject({ mimeType: 'image/jpeg', dimensions: { width: 1920, height: 2560 } });
    expect(response.body.warnings).not.toContain('large-dimensions');

    const stored = storedBytes(file);
    const metadata = await sharp(stored).metadata();
    expect(metadata.format).toBe('jpeg');
    // Upright: the pixels are turned, so no orientation tag is left to turn them again.
    expect({ width: metadata.width, height: metadata.height }).toEqual({ width: 1920, height: 2560 });
    expect(metadata.orientation ?? 1).toBe(1);
    expect(metadata.icc).toEqual(before.icc);
    // The stored size and hash are those of the scaled file.
    expect(file.filesize).toBe(stored.length);
    expect(file.hash).toBe(createHash('sha256').update(stored).digest('hex'));
    expect(stored.length).toBeLessThan(original.length);
    expect(listTree(stagingDir())).toEqual([]);
  });

  it('keeps PNG and WebP as they are, only smaller', async () => {
    const png = await uploadWith('?downscale=true', 'wide.png', await image('png', 3000, 1000), 'image/png');
    expect(png.status).toBe(200);
    expect(png.body.file).toMatchObject({ mimeType: 'image/png', dimensions: { width: 2560, height: 853 } });
    expect((await sharp(storedBytes(png.body.file)).metadata()).format).toBe('png');
    const webp = await uploadWith('?downscale=true', 'tall.webp', await image('webp', 1000, 3000), 'image/webp');
    expect(webp.status).toBe(200);
    expect(webp.body.file).toMatchObject({ mimeType: 'image/webp', dimensions: { width: 853, height: 2560 } });
    expect(storedBytes(webp.body.file).includes('VP8L')).toBe(false);
    // A lossless WebP (a screenshot) stays lossless.
    const lossless = await sharp(await image('png', 2800, 600))
      .webp({ lossless: true })
      .toBuffer();
    const losslessAnswer = await uploadWith('?downscale=true', 'shot.webp', lossless, 'image/webp');
    expect(losslessAnswer.body.file.dimensions).toEqual({ width: 2560, height: 549 });
    expect(storedBytes(losslessAnswer.body.file).includes('VP8L')).toBe(true);
  });

  it('leaves an image within 2560 px untouched, byte for byte', async () => {
    const small = await image('jpeg', 2560, 1200);
    const response = await uploadWith('?downscale=true', 'small.jpg', small, 'image/jpeg');
    expect(response.status).toBe(200);
    expect(response.body.file.dimensions).toEqual({ width: 2560, height: 1200 });
    expect(storedBytes(response.body.file).equals(small)).toBe(true);
  });

  it('does not scale animated GIFs or animated WebP', async () => {
    const gif = await twoFrameGif(2800, 20);
    const gifAnswer = await uploadWith('?downscale=true', 'anim.gif', gif, 'image/gif');
    expect(gifAnswer.status).toBe(200);
    expect(gifAnswer.body.file.dimensions).toEqual({ width: 2800, height: 20 });
    expect(storedBytes(gifAnswer.body.file).equals(gif)).toBe(true);

    const webp = await sharp(gif, { animated: true }).webp().toBuffer();
    expect((await sharp(webp).metadata()).pages).toBe(2);
    const webpAnswer = await uploadWith('?downscale=true', 'anim.webp', webp, 'image/webp');
    expect(webpAnswer.status).toBe(200);
    expect(storedBytes(webpAnswer.body.file).equals(webp)).toBe(true);
  });
});

describe('add-file without downscale (SPEC clients)', () => {
  it('stores a large photo as sent, 4000 px', async () => {
    const original = await cameraJpeg();
    for (const query of ['', '?downscale=false']) {
      const response = await uploadWith(query, `as-sent${query ? '-false' : ''}.jpg`, original, 'image/jpeg');
      expect(response.status).toBe(200);
      // Reported upright (orientation 6 swaps), stored as sent.
      expect(response.body.file.dimensions).toEqual({ width: 3000, height: 4000 });
      expect(response.body.warnings).toContain('large-dimensions');
      const stored = storedBytes(response.body.file);
      expect(stored.equals(original)).toBe(true);
      expect((await sharp(stored).metadata()).width).toBe(4000);
    }
  });

  it('refuses a downscale value other than true or false with 400 V_12', async () => {
    const response = await uploadWith('?downscale=yes', 'bad.png', await image('png', 10, 10), 'image/png');
    expect(response.status).toBe(400);
    expect(response.body.Errors).toEqual([{ code: 'V_12', property: 'downscale' }]);
  });

  it('an uploaded document is never touched by the flag', async () => {
    const text = Buffer.from('plain text\n');
    const response = await uploadWith('?downscale=true', 'notes.txt', text, 'text/plain');
    expect(response.status).toBe(200);
    expect(storedBytes(response.body.file).equals(text)).toBe(true);
  });
});
