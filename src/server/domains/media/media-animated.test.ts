import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { acceptsWebp, negotiateFormat } from './media-images.service.ts';
import { framesOf, twoFrameGif, upload } from './media-test-helpers.ts';

/** Audit: an animated GIF came out of every resize or crop as its first frame only. */
let t: TestApp;
let admin: TestAgent;
let visitor: TestAgent;
let gif: { id: number; hash: string; fileName: string };
let pageID: number;
const crop = { x: 0, y: 0, width: 30, height: 20, rotate: 0, scaleX: 1, scaleY: 1 };

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  visitor = t.agent();
  const uploaded = await upload(admin, '/', 'spinner.gif', await twoFrameGif(40, 20), 'image/gif');
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  gif = uploaded.body.file;
  const created = await admin.post('/api/page/create', { title: 'gif', slug: 'gif', type: 'blank', locale: 'nl-nl' });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const ref = (cropParams?: typeof crop) => ({
    hash: gif.hash,
    fileName: gif.fileName,
    altText: '',
    ...(cropParams ? { fileID: gif.id, cropParams } : {}),
  });
  const blocks = [
    { type: 'image', key: 'whole', props: {}, __images: { image: [ref()] } },
    { type: 'image', key: 'cut', props: {}, __images: { image: [ref(crop)] } },
    {
      type: 'image',
      key: 'turned',
      props: {},
      __images: { image: [ref({ x: 0, y: 0, width: 20, height: 40, rotate: 90, scaleX: 1, scaleY: -1 })] },
    },
  ];
  const stored = await admin.post(`/api/page/version/${created.body.pageVersionID}/store`, { revision: 0, blocks });
  expect(stored.status, JSON.stringify(stored.body)).toBe(200);
  pageID = created.body.pageID;
  await t.deps.db.updateTable('pages').set({ published_version_id: created.body.pageVersionID }).where('id', '=', pageID).execute();
});
afterAll(async () => t.close());

const pageFile = (key: string, query = '') =>
  `/api/medialib/get-page-file/${pageID}/block_images_${key}/${gif.hash}/${gif.fileName}${query}`;

async function fetchImage(agent: TestAgent, url: string, accept: string) {
  const response = await agent.request('GET', url, { headers: { accept } });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { type: response.headers['content-type'], ...(await framesOf(response.raw.rawPayload)) };
}

describe('animated GIFs stay animated', () => {
  it('get-page-file: the original as it is, and a width or a crop with every frame', async () => {
    expect(await fetchImage(visitor, pageFile('whole'), 'image/png,*/*')).toMatchObject({
      type: 'image/gif',
      pages: 2,
      width: 40,
      colours: ['red', 'blue'],
    });
    for (const [accept, format] of [
      ['image/png,*/*', 'gif'],
      ['image/webp,*/*', 'webp'],
    ] as const) {
      expect(await fetchImage(visitor, pageFile('whole', '?w=480'), accept)).toMatchObject({
        type: `image/${format}`,
        format,
        pages: 2,
        colours: ['red', 'blue'],
      });
      expect(await fetchImage(visitor, pageFile('cut'), accept)).toMatchObject({
        type: `image/${format}`,
        format,
        pages: 2,
        width: 30,
        height: 20,
        colours: ['red', 'blue'],
      });
      // Turned a quarter and mirrored: turned and mirrored frame by frame, in the same order.
      const turned = await fetchImage(visitor, pageFile('turned'), accept);
      expect(turned).toMatchObject({ pages: 2, width: 20, height: 40, colours: ['red', 'blue'] });
      expect(
        (await framesOf(Buffer.from((await visitor.request('GET', pageFile('turned'), { headers: { accept } })).raw.rawPayload), 0, 39))
          .colours,
      ).toEqual(['other', 'other']);
    }
  });

  it('preview-image and preview-crop keep both frames, in order, and the frame timing', async () => {
    for (const [accept, format] of [
      ['image/png', 'gif'],
      ['image/webp', 'webp'],
    ] as const) {
      expect(await fetchImage(admin, `/api/medialib/preview-image?imageID=${gif.id}&w=20`, accept)).toMatchObject({
        format,
        pages: 2,
        width: 20,
        height: 10,
        colours: ['red', 'blue'],
      });
      const query = new URLSearchParams({
        imageID: String(gif.id),
        x: '10',
        y: '0',
        width: '20',
        height: '20',
        rotate: '180',
        scaleX: '-1',
        scaleY: '1',
      });
      // Turned half and mirrored left-right: the same as mirrored top-bottom; left stays red/blue.
      expect(await fetchImage(admin, `/api/medialib/preview-crop?${query}`, accept)).toMatchObject({
        format,
        pages: 2,
        width: 20,
        height: 20,
        colours: ['red', 'blue'],
      });
    }
    const response = await admin.request('GET', `/api/medialib/preview-image?imageID=${gif.id}`, { headers: { accept: 'image/png' } });
    const sharp = (await import('sharp')).default;
    expect((await sharp(response.raw.rawPayload).metadata()).delay).toEqual([200, 300]);
  });
});

describe('WebP negotiation reads q-values', () => {
  it('image/webp;q=0 refuses WebP', () => {
    expect(acceptsWebp('image/webp;q=0')).toBe(false);
    expect(acceptsWebp('image/webp; q=0.0, */*')).toBe(false);
    expect(acceptsWebp('image/avif,image/webp;q=0,*/*;q=0.8')).toBe(false);
    expect(negotiateFormat('image/webp;q=0,*/*', 'image/jpeg')).toBe('jpeg');
    expect(negotiateFormat('image/webp;q=0', 'image/png')).toBe('png');
    expect(negotiateFormat('image/webp;q=0', 'image/gif')).toBe('gif');
  });

  it('takes WebP with any q above zero, and not from wildcards alone', () => {
    expect(acceptsWebp('image/avif,image/webp,*/*')).toBe(true);
    expect(acceptsWebp('IMAGE/WEBP;Q=0.5')).toBe(true);
    expect(acceptsWebp('image/webp;q=0.001')).toBe(true);
    expect(acceptsWebp('*/*')).toBe(false);
    expect(acceptsWebp('image/*')).toBe(false);
    expect(acceptsWebp(undefined)).toBe(false);
    expect(acceptsWebp('image/webpx')).toBe(false);
    expect(negotiateFormat('image/webp', 'image/gif')).toBe('webp');
  });

  it('the route answers image/webp;q=0 with the source family', async () => {
    const response = await admin.request('GET', `/api/medialib/preview-image?imageID=${gif.id}`, {
      headers: { accept: 'image/webp;q=0,*/*;q=0.8' },
    });
    expect(response.headers['content-type']).toBe('image/gif');
  });
});
