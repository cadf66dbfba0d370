import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { renderQueue } from './media-images.service.ts';
import { colourAt, image, listTree, MINIMAL_PDF, noisyPng, twoColourPng, upload } from './media-test-helpers.ts';

let t: TestApp;
let admin: TestAgent;
let twoColour: { id: number; hash: string };
let photo: { id: number };
let pdf: { id: number };
let video: { id: number };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  twoColour = (await upload(admin, '/', 'two.png', await twoColourPng(), 'image/png')).body.file;
  photo = (await upload(admin, '/', 'photo.jpg', await image('jpeg', 3000, 1500), 'image/jpeg')).body.file;
  pdf = (await upload(admin, '/', 'doc.pdf', MINIMAL_PDF, 'application/pdf')).body.file;
  video = (await admin.post('/api/medialib/add-video', { path: '/', url: 'https://youtu.be/dQw4w9WgXcQ' })).body.file;
  expect([twoColour.id, photo.id, pdf.id, video.id].every(Number.isInteger)).toBe(true);
});
afterAll(async () => t.close());

const cacheDir = () => path.join(t.dataDir, 'cache', 'media');

function getImage(url: string, accept?: string, ifNoneMatch?: string) {
  const headers: Record<string, string> = {};
  if (accept) headers.accept = accept;
  if (ifNoneMatch) headers['if-none-match'] = ifNoneMatch;
  return admin.request('GET', url, { headers });
}

function crop(id: number, params: Record<string, string | number>) {
  const query = new URLSearchParams({
    imageID: String(id),
    x: '0',
    y: '0',
    width: '200',
    height: '100',
    rotate: '0',
    scaleX: '1',
    scaleY: '1',
  });
  for (const [key, value] of Object.entries(params)) query.set(key, String(value));
  return getImage(`/api/medialib/preview-crop?${query}`, 'image/png');
}

async function size(buffer: Buffer): Promise<[number | undefined, number | undefined, string | undefined]> {
  const meta = await sharp(buffer).metadata();
  return [meta.width, meta.height, meta.format];
}

describe('preview-image', () => {
  it('serves WebP when the browser accepts it, with caching headers', async () => {
    const response = await getImage(`/api/medialib/preview-image?imageID=${photo.id}`, 'image/avif,image/webp,*/*');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
    expect(response.headers.vary).toContain('Accept');
    expect(response.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);
    // Scaled down to at most 2560 pixels.
    expect(await size(response.raw.rawPayload)).toEqual([2560, 1280, 'webp']);
  });

  it('serves JPEG for a JPEG and PNG for a PNG otherwise, each with its own ETag', async () => {
    const jpeg = await getImage(`/api/medialib/preview-image?imageID=${photo.id}`, 'image/*');
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await size(jpeg.raw.rawPayload))[2]).toBe('jpeg');
    const webp = await getImage(`/api/medialib/preview-image?imageID=${photo.id}`, 'image/webp');
    expect(jpeg.headers.etag).not.toBe(webp.headers.etag);
    const png = await getImage(`/api/medialib/preview-image?imageID=${twoColour.id}`);
    expect(png.headers['content-type']).toBe('image/png');
    expect(await size(png.raw.rawPayload)).toEqual([200, 100, 'png']);
  });

  it('scales to the requested width and never enlarges', async () => {
    const small = await getImage(`/api/medialib/preview-image?imageID=${photo.id}&w=480`, 'image/webp');
    expect(await size(small.raw.rawPayload)).toEqual([480, 240, 'webp']);
    // Previews (logged-in only) take any width; only the public get-page-file rounds to the site's.
    const exact = await getImage(`/api/medialib/preview-image?imageID=${photo.id}&w=300`, 'image/webp');
    expect(await size(exact.raw.rawPayload)).toEqual([300, 150, 'webp']);
    const notEnlarged = await getImage(`/api/medialib/preview-image?imageID=${twoColour.id}&w=1000`);
    expect(await size(notEnlarged.raw.rawPayload)).toEqual([200, 100, 'png']);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await getImage(`/api/medialib/preview-image?imageID=${twoColour.id}`);
    const again = await getImage(`/api/medialib/preview-image?imageID=${twoColour.id}`, undefined, first.headers.etag as string);
    expect(again.status).toBe(304);
    expect(again.raw.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const weak = await getImage(`/api/medialib/preview-image?imageID=${twoColour.id}`, undefined, `"other", W/${first.headers.etag}`);
    expect(weak.status).toBe(304);
    const other = await getImage(`/api/medialib/preview-image?imageID=${twoColour.id}`, undefined, '"nope"');
    expect(other.status).toBe(200);
  });

  it('renders once and then serves from the disk cache', async () => {
    const before = new Set(listTree(cacheDir()));
    const first = await getImage(`/api/medialib/preview-image?imageID=${twoColour.id}&w=64`, 'image/webp');
    expect(first.status).toBe(200);
    const added = listTree(cacheDir()).filter((entry) => !before.has(entry));
    expect(added).toHaveLength(1);
    const cached = path.join(cacheDir(), added[0]!);
    const mtime = fs.statSync(cached).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await getImage(`/api/medialib/preview-image?imageID=${twoColour.id}&w=64`, 'image/webp');
    expect(second.raw.rawPayload).toEqual(first.raw.rawPayload);
    expect(fs.statSync(cached).mtimeMs).toBe(mtime);
    expect(listTree(cacheDir())).toHaveLength(before.size + 1);
    expect(listTree(cacheDir()).some((entry) => entry.endsWith('.tmp'))).toBe(false);
  });

  it.each([
    ['a missing imageID', '', 400],
    ['a non-numeric imageID', 'imageID=abc', 400],
    ['an unknown imageID', 'imageID=999999', 404],
    ['a too small width', 'imageID=1&w=2', 400],
    ['a too large width', 'imageID=1&w=99999', 400],
    ['a fractional width', 'imageID=1&w=100.5', 400],
  ])('answers %s with %i', async (_label, query, status) => {
    expect((await getImage(`/api/medialib/preview-image?${query}`)).status).toBe(status);
  });

  it('refuses documents and video links with 400 V_12', async () => {
    for (const id of [pdf.id, video.id]) {
      const response = await getImage(`/api/medialib/preview-image?imageID=${id}`);
      expect(response.status).toBe(400);
      expect(response.body.Errors[0].code).toBe('V_12');
    }
  });
});

describe('preview-crop', () => {
  it('crops the requested box', async () => {
    const response = await crop(twoColour.id, { x: 100, y: 0, width: 100, height: 100 });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers.vary).toContain('Accept');
    expect(await size(response.raw.rawPayload)).toEqual([100, 100, 'png']);
    expect(await colourAt(response.raw.rawPayload, 10, 10)).toBe('blue');
    expect(await colourAt(response.raw.rawPayload, 90, 90)).toBe('blue');
  });

  it('rotates by 90 degrees clockwise before cropping: the left half ends on top', async () => {
    const response = await crop(twoColour.id, { rotate: 90, width: 100, height: 200 });
    expect(response.status).toBe(200);
    expect(await size(response.raw.rawPayload)).toEqual([100, 200, 'png']);
    expect(await colourAt(response.raw.rawPayload, 50, 20)).toBe('red');
    expect(await colourAt(response.raw.rawPayload, 50, 180)).toBe('blue');
  });

  it('rotates by -90 and 270 degrees the same way', async () => {
    for (const rotate of [-90, 270]) {
      const response = await crop(twoColour.id, { rotate, width: 100, height: 200 });
      expect(await size(response.raw.rawPayload)).toEqual([100, 200, 'png']);
      expect(await colourAt(response.raw.rawPayload, 50, 20)).toBe('blue');
      expect(await colourAt(response.raw.rawPayload, 50, 180)).toBe('red');
    }
  });

  it('rotates by 180 and -180 degrees', async () => {
    for (const rotate of [180, -180]) {
      const half = await crop(twoColour.id, { rotate });
      expect(await colourAt(half.raw.rawPayload, 20, 50)).toBe('blue');
    }
  });

  it('mirrors horizontally with scaleX=-1', async () => {
    const mirrored = await crop(twoColour.id, { scaleX: -1 });
    expect(await size(mirrored.raw.rawPayload)).toEqual([200, 100, 'png']);
    expect(await colourAt(mirrored.raw.rawPayload, 20, 50)).toBe('blue');
    expect(await colourAt(mirrored.raw.rawPayload, 180, 50)).toBe('red');
  });

  it("mirrors in the picture's own axes before rotating, as the cropper does", async () => {
    // Mirrored left-right the blue half is on the left; rotated clockwise it ends on top.
    const mirroredThenRotated = await crop(twoColour.id, { rotate: 90, width: 100, height: 200, scaleX: -1 });
    expect(await colourAt(mirroredThenRotated.raw.rawPayload, 50, 20)).toBe('blue');
    expect(await colourAt(mirroredThenRotated.raw.rawPayload, 50, 180)).toBe('red');
    // An up-down mirror does not move the halves; the red half still ends on top.
    const flipped = await crop(twoColour.id, { rotate: 90, width: 100, height: 200, scaleY: -1 });
    expect(await colourAt(flipped.raw.rawPayload, 50, 20)).toBe('red');
    const both = await crop(twoColour.id, { scaleX: -1, scaleY: -1 });
    expect(await colourAt(both.raw.rawPayload, 20, 50)).toBe('blue');
  });

  it('crops part of a mirrored image: the box is measured on the mirrored picture', async () => {
    const response = await crop(twoColour.id, { scaleX: -1, x: 0, width: 100 });
    expect(await size(response.raw.rawPayload)).toEqual([100, 100, 'png']);
    expect(await colourAt(response.raw.rawPayload, 50, 50)).toBe('blue');
  });

  it('accepts fractional coordinates from the cropper', async () => {
    const response = await crop(twoColour.id, { x: 99.6, y: 0.2, width: 100.4, height: 99.7 });
    expect(response.status).toBe(200);
    expect(await size(response.raw.rawPayload)).toEqual([100, 100, 'png']);
  });

  it('has an ETag per crop and answers 304 to it', async () => {
    const first = await crop(twoColour.id, { x: 10, width: 50, height: 50 });
    const other = await crop(twoColour.id, { x: 11, width: 50, height: 50 });
    expect(first.headers.etag).not.toBe(other.headers.etag);
    const query = `imageID=${twoColour.id}&x=10&y=0&width=50&height=50&rotate=0&scaleX=1&scaleY=1`;
    expect((await getImage(`/api/medialib/preview-crop?${query}`, 'image/png', first.headers.etag as string)).status).toBe(304);
  });

  it.each([
    ['a negative x', { x: -1 }],
    ['a negative y', { y: -5 }],
    ['NaN', { x: 'NaN' }],
    ['Infinity', { width: 'Infinity' }],
    ['-Infinity', { y: '-Infinity' }],
    ['text', { height: 'abc' }],
    ['an empty value', { x: '' }],
    ['a zero width', { width: 0 }],
    ['a negative height', { height: -10 }],
    ['a huge width', { width: 1e9 }],
    ['a huge height', { height: 100_000 }],
    ['a huge area inside the limits', { width: 100_000, height: 100_000 }],
    ['rotate above 360', { rotate: 361 }],
    ['rotate below -360', { rotate: -720 }],
    ['rotate 45 (only quarter turns)', { rotate: 45 }],
    ['rotate 89.9', { rotate: 89.9 }],
    ['rotate 360', { rotate: 360 }],
    ['rotate -360', { rotate: -360 }],
    ['scaleX 2', { scaleX: 2 }],
    ['scaleX 0', { scaleX: 0 }],
    ['scaleY 0.5', { scaleY: 0.5 }],
    ['a box starting right of the image', { x: 200, width: 10 }],
    ['a box starting below the image', { y: 100, height: 10 }],
    ['a box reaching past the right edge', { x: 150, width: 100 }],
    ['a box reaching past the bottom', { y: 50, height: 100 }],
    ['a box that fits only before rotating', { rotate: 90, width: 200, height: 100 }],
    ['a too small output width', { w: 1 }],
    ['an exponent', { x: '1e400' }],
  ])('refuses %s with 400 V_12', async (_label, params) => {
    const response = await crop(twoColour.id, params as Record<string, string | number>);
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.Errors[0].code).toBe('V_12');
  });

  it('refuses a crop of a document and answers 404 for an unknown image', async () => {
    expect((await crop(pdf.id, {})).status).toBe(400);
    expect((await crop(999_999, {})).status).toBe(404);
  });
});

describe('crop pipeline', () => {
  /** The plain way: mirror and turn the whole picture, then cut the box out of it. */
  async function reference(
    source: Buffer,
    params: { x: number; y: number; width: number; height: number; rotate: number; scaleX: number; scaleY: number },
  ) {
    let whole = sharp(source);
    if (params.scaleY === -1) whole = whole.flip();
    if (params.scaleX === -1) whole = whole.flop();
    const turned = await whole.rotate(params.rotate).png().toBuffer();
    return sharp(turned)
      .extract({ left: params.x, top: params.y, width: params.width, height: params.height })
      .removeAlpha()
      .raw()
      .toBuffer();
  }

  let noisy: { id: number };
  let noisySource: Buffer;
  beforeAll(async () => {
    noisySource = await noisyPng(200, 100);
    noisy = (await upload(admin, '/', 'noise.png', noisySource, 'image/png')).body.file;
  });

  const turns = [0, 90, 180, 270, -90, -180, -270];
  const mirrors = [
    [1, 1],
    [-1, 1],
    [1, -1],
    [-1, -1],
  ];
  it.each(turns.flatMap((rotate) => mirrors.map(([scaleX, scaleY]) => [rotate, scaleX!, scaleY!] as const)))(
    'rotate %i, scaleX %i, scaleY %i: the same pixels as turning the whole picture first',
    async (rotate, scaleX, scaleY) => {
      const params = { x: 30, y: 20, width: 50, height: 40, rotate, scaleX, scaleY };
      const response = await crop(noisy.id, params);
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      const served = await sharp(response.raw.rawPayload).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      expect([served.info.width, served.info.height]).toEqual([50, 40]);
      expect(served.data.equals(await reference(noisySource, params))).toBe(true);
    },
  );

  it('scales a turned crop to the requested width', async () => {
    const response = await crop(twoColour.id, { rotate: 90, width: 100, height: 200, w: 50 });
    expect(await size(response.raw.rawPayload)).toEqual([50, 100, 'png']);
    expect(await colourAt(response.raw.rawPayload, 25, 10)).toBe('red');
    expect(await colourAt(response.raw.rawPayload, 25, 90)).toBe('blue');
  });

  it('checks the box against the header before decoding: a broken image with a bad box is 400, not 500', async () => {
    // A PNG cut off after its header: the dimensions are known, the pixels cannot be decoded.
    // Uploads refuse such a file now, so it is cut short in storage, as an older upload would be.
    const whole = await noisyPng(300, 200);
    const broken = (await upload(admin, '/', 'broken.png', whole, 'image/png')).body.file;
    expect(broken.id).toBeTypeOf('number');
    const row = await t.deps.db.selectFrom('media_files').select('storage_key').where('id', '=', broken.id).executeTakeFirstOrThrow();
    fs.writeFileSync(t.deps.storage.localPath!(row.storage_key!), whole.subarray(0, 200));
    const refused = await crop(broken.id, { x: 250, width: 100, height: 10 });
    expect(refused.status, JSON.stringify(refused.body)).toBe(400);
    expect(refused.body.Errors[0].code).toBe('V_12');
    const turned = await crop(broken.id, { rotate: 90, width: 300, height: 10 });
    expect(turned.status).toBe(400);
  });

  it('a small turned crop of a large picture never holds the whole picture in memory', async () => {
    const big = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: { r: 10, g: 200, b: 30 } } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    const file = (await upload(admin, '/', 'big.png', big, 'image/png')).body.file;
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 2);
    try {
      const response = await crop(file.id, { x: 5990, y: 0, width: 10, height: 10, rotate: 90, scaleX: -1 });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect(await size(response.raw.rawPayload)).toEqual([10, 10, 'png']);
    } finally {
      clearInterval(sampler);
    }
    // The whole picture decoded would be 6000 x 6000 x 3 = 108 MB, and more once turned.
    expect((peak - before) / 1e6).toBeLessThan(80);
  });

  it('renders at most two images at once; the rest wait their turn', async () => {
    const widths = [100, 101, 102, 103, 104, 105, 106, 107];
    const responses = await Promise.all(
      widths.map((w) => getImage(`/api/medialib/preview-image?imageID=${photo.id}&w=${w}`, 'image/webp')),
    );
    for (const response of responses) expect(response.status).toBe(200);
    expect(renderQueue.peak).toBeGreaterThan(0);
    expect(renderQueue.peak).toBeLessThanOrEqual(2);
    expect(renderQueue.active).toBe(0);
  });
});
