import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { colourAt, image, listTree, MINIMAL_PDF, twoColourPng, upload } from './media-test-helpers.ts';

interface Uploaded {
  id: number;
  hash: string;
  fileName: string;
}

let t: TestApp;
let admin: TestAgent;
let visitor: TestAgent;
let two: Uploaded;
let seo: Uploaded;
let pdf: Uploaded;
let text: Uploaded;
let other: Uploaded;
let draftOnly: Uploaded;
let published: number;
let otherPage: number;
let unpublished: number;

const crop = { x: 100, y: 0, width: 100, height: 100, rotate: 0, scaleX: 1, scaleY: 1 };

async function put(fileName: string, content: Buffer): Promise<Uploaded> {
  const response = await upload(admin, '/', fileName, content);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.file;
}

async function page(slug: string, blocks: unknown[], seoImage?: unknown[]): Promise<{ pageID: number; versionID: number }> {
  const created = await admin.post('/api/page/create', { title: slug, slug, type: 'blank', locale: 'nl-nl' });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const stored = await admin.post(`/api/page/version/${created.body.pageVersionID}/store`, {
    revision: 0,
    blocks,
    ...(seoImage ? { seoImage } : {}),
  });
  expect(stored.status, JSON.stringify(stored.body)).toBe(200);
  return { pageID: created.body.pageID, versionID: created.body.pageVersionID };
}

/** Publication is not this file's subject: point the page at a version, as publishing does. */
async function publish(pageID: number, versionID: number) {
  await t.deps.db.updateTable('pages').set({ published_version_id: versionID }).where('id', '=', pageID).execute();
}

const imageRef = (file: Uploaded, cropParams?: typeof crop) => ({
  hash: file.hash,
  fileName: file.fileName,
  altText: '',
  ...(cropParams ? { fileID: file.id, cropParams } : {}),
});
const url = (pageID: number, group: string, file: { hash: string; fileName: string }) =>
  `/api/medialib/get-page-file/${pageID}/${group}/${file.hash}/${encodeURIComponent(file.fileName)}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
  visitor = t.agent();
  two = await put('two.png', await twoColourPng());
  seo = await put('seo.jpg', await image('jpeg', 120, 60));
  pdf = await put('Jaarverslag 2024 (def).pdf', MINIMAL_PDF);
  text = await put('readme.txt', Buffer.from('hello <script>alert(1)</script>'));
  other = await put('other.png', await image('png', 30, 30));
  draftOnly = await put('draft.png', await image('png', 31, 31));

  const first = await page(
    'published',
    [
      { type: 'image', key: 'img1', props: {}, __images: { image: [imageRef(two, crop)] } },
      {
        type: 'richText',
        key: 'rt1',
        props: {},
        __files: {
          attachments: [
            { hash: pdf.hash, fileName: pdf.fileName },
            { hash: text.hash, fileName: text.fileName },
          ],
        },
      },
    ],
    [imageRef(seo)],
  );
  published = first.pageID;
  await publish(first.pageID, first.versionID);
  // The concept moves on after publication: a copy of the published version stays published.
  const version = await t.deps.db.selectFrom('page_versions').selectAll().where('id', '=', first.versionID).executeTakeFirstOrThrow();
  const { id: _id, ...copy } = version;
  const publishedCopy = await t.deps.db
    .insertInto('page_versions')
    .values({ ...copy, revision: 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await publish(first.pageID, publishedCopy.id);
  const blocks = JSON.parse(version.blocks) as { key: string; __images: Record<string, unknown[]> }[];
  blocks[0]!.__images.image = [imageRef(draftOnly)];
  await t.deps.db
    .updateTable('page_versions')
    .set({ blocks: JSON.stringify(blocks) })
    .where('id', '=', first.versionID)
    .execute();

  const second = await page('other', [{ type: 'image', key: 'img1', props: {}, __images: { image: [imageRef(other)] } }]);
  otherPage = second.pageID;
  await publish(second.pageID, second.versionID);
  unpublished = (await page('unpublished', [{ type: 'image', key: 'img9', props: {}, __images: { image: [imageRef(other)] } }])).pageID;
});
afterAll(async () => t.close());

describe('get-page-file for visitors', () => {
  it('serves a block image cropped as its block says, publicly cacheable', async () => {
    const response = await visitor.request('GET', url(published, 'block_images_img1', two), { headers: { accept: 'image/png' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers.vary).toContain('Accept');
    expect(response.headers.etag).toBeTruthy();
    const meta = await sharp(response.raw.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([100, 100]);
    expect(await colourAt(response.raw.rawPayload, 50, 50)).toBe('blue');
  });

  it('serves WebP to browsers that take it and answers 304 to the ETag', async () => {
    const response = await visitor.request('GET', url(published, 'block_images_img1', two), { headers: { accept: 'image/webp,*/*' } });
    expect(response.headers['content-type']).toBe('image/webp');
    const again = await visitor.request('GET', url(published, 'block_images_img1', two), {
      headers: { accept: 'image/webp,*/*', 'if-none-match': response.headers.etag as string },
    });
    expect(again.status).toBe(304);
  });

  it('serves the SEO image', async () => {
    const response = await visitor.request('GET', url(published, 'seo_image', seo), { headers: { accept: 'image/jpeg' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(response.raw.rawPayload).metadata()).width).toBe(120);
  });

  it('serves a PDF as a sandboxed download, with its name, nosniff and the exact bytes', async () => {
    const response = await visitor.get(url(published, 'block_files_rt1', pdf));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''Jaarverslag%202024%20%28def%29.pdf`);
    expect(response.headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(response.raw.rawPayload).toEqual(MINIMAL_PDF);
    const again = await visitor.request('GET', url(published, 'block_files_rt1', pdf), {
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.status).toBe(304);
  });

  it('serves other documents as attachments, never as HTML', async () => {
    const response = await visitor.get(url(published, 'block_files_rt1', text));
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.headers['content-disposition']).toMatch(/^attachment; /);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it.each([
    ['a wrong hash', () => url(published, 'block_images_img1', { hash: other.hash, fileName: two.fileName })],
    ['an unknown hash', () => url(published, 'block_images_img1', { hash: 'a'.repeat(64), fileName: two.fileName })],
    ['a wrong file name', () => url(published, 'block_images_img1', { hash: two.hash, fileName: 'two.PNG' })],
    ['a wrong block key', () => url(published, 'block_images_img2', two)],
    ['the image group for a file', () => url(published, 'block_images_rt1', pdf)],
    ['the file group for an image', () => url(published, 'block_files_img1', two)],
    ['the SEO group for a block image', () => url(published, 'seo_image', two)],
    ["another page's image", () => url(published, 'block_images_img1', other)],
    ['an image only in the concept', () => url(published, 'block_images_img1', draftOnly)],
    ['an unpublished page', () => url(unpublished, 'block_images_img9', other)],
    ['a page that does not exist', () => url(999_999, 'block_images_img1', two)],
  ])('answers 404 for %s', async (_label, build) => {
    const response = await visitor.get(build());
    expect(response.status).toBe(404);
    expect(response.body.Errors[0].code).toBe('G_02');
  });

  it('the other page serves its own image', async () => {
    expect((await visitor.get(url(otherPage, 'block_images_img1', other))).status).toBe(200);
  });

  it.each([
    ['a non-numeric page id', '/api/medialib/get-page-file/abc/block_images_img1/' + 'a'.repeat(64) + '/x.png'],
    ['an unknown group', '/api/medialib/get-page-file/1/images/' + 'a'.repeat(64) + '/x.png'],
    ['a non-hex hash', '/api/medialib/get-page-file/1/block_images_img1/' + 'z'.repeat(64) + '/x.png'],
    ['a too large width', `/api/medialib/get-page-file/1/block_images_img1/${'a'.repeat(64)}/x.png?w=100000`],
  ])('answers 400 for %s', async (_label, path) => {
    expect((await visitor.get(path)).status).toBe(400);
  });
});

describe('get-page-file for logged-in users', () => {
  it('also serves the concept, and not publicly cacheable', async () => {
    const response = await admin.get(url(published, 'block_images_img1', draftOnly));
    expect(response.status).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-cache');
    expect((await admin.get(url(unpublished, 'block_images_img9', other))).status).toBe(200);
  });

  it('still refuses what no version references', async () => {
    expect((await admin.get(url(published, 'block_images_img1', other))).status).toBe(404);
    expect((await admin.get(url(unpublished, 'block_images_img1', other))).status).toBe(404);
  });

  it('answers 404 once the file is gone from the library', async () => {
    const response = await admin.post('/api/medialib/delete-file', { id: other.id, force: true });
    expect(response.status).toBe(200);
    expect((await visitor.get(url(otherPage, 'block_images_img1', other))).status).toBe(404);
  });

  it('a visitor does not see list-pages-by-file', async () => {
    expect((await visitor.post('/api/medialib/list-pages-by-file', { fileID: two.id })).status).toBe(401);
    const usage = await admin.post('/api/medialib/list-pages-by-file', { fileID: two.id });
    expect(usage.body.data.totalItems).toBe(1);
  });
});

describe('get-page-file widths and rendered copies', () => {
  let wide: Uploaded;
  let widePage: number;
  const renders = (hash: string) => listTree(path.join(t.dataDir, 'cache', 'media', hash.slice(0, 2), hash));

  beforeAll(async () => {
    wide = await put('wide.jpg', await image('jpeg', 2000, 1000));
    const created = await page('wide', [{ type: 'image', key: 'w1', props: {}, __images: { image: [imageRef(wide)] } }]);
    widePage = created.pageID;
    await publish(created.pageID, created.versionID);
  });

  const widthOf = async (query: string) => {
    const response = await visitor.request('GET', `${url(widePage, 'block_images_w1', wide)}${query}`, {
      headers: { accept: 'image/webp' },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return { width: (await sharp(response.raw.rawPayload).metadata()).width, etag: response.headers.etag };
  };

  it('rounds a requested width up to the next width the site uses, and renders each once', async () => {
    const before = renders(wide.hash).length;
    const at800 = await widthOf('?w=800');
    expect(at800.width).toBe(800);
    for (const w of [481, 500, 640, 799]) expect(await widthOf(`?w=${w}`)).toEqual(at800);
    expect((await widthOf('?w=16')).width).toBe(480);
    expect((await widthOf('?w=1201')).width).toBe(1600);
    // Above the largest srcset width: the image at its own size, like the request without w.
    const full = await widthOf('');
    expect(full.width).toBe(2000);
    expect(await widthOf('?w=2401')).toEqual(full);
    expect(await widthOf('?w=2560')).toEqual(full);
    // 800, 480, 1600 and the full size: four renders, whatever was asked for.
    expect(renders(wide.hash).length - before).toBe(4);
  });

  it('still refuses widths outside 16..2560 and fractions', async () => {
    for (const w of ['15', '2561', '100.5', 'abc'])
      expect((await visitor.get(`${url(widePage, 'block_images_w1', wide)}?w=${w}`)).status).toBe(400);
  });

  it('deleting the file removes its rendered copies', async () => {
    await admin.get(`/api/medialib/preview-image?imageID=${wide.id}&w=300`);
    expect(renders(wide.hash).length).toBeGreaterThan(0);
    const response = await admin.post('/api/medialib/delete-file', { id: wide.id, force: true });
    expect(response.status).toBe(200);
    expect(renders(wide.hash)).toEqual([]);
    expect(fs.existsSync(path.join(t.dataDir, 'cache', 'media', wide.hash.slice(0, 2), wide.hash))).toBe(false);
  });

  it('deleting a folder removes the rendered copies of its files', async () => {
    expect((await admin.post('/api/medialib/create-dir', { path: '/', folderName: 'Gone' })).status).toBe(200);
    const inside = (await upload(admin, '/Gone', 'inside.png', await image('png', 40, 40, { r: 1, g: 2, b: 3 }))).body.file as Uploaded;
    expect((await admin.get(`/api/medialib/preview-image?imageID=${inside.id}`)).status).toBe(200);
    expect(renders(inside.hash).length).toBe(1);
    expect((await admin.post('/api/medialib/delete-directory', { path: '/Gone', force: true })).status).toBe(200);
    expect(renders(inside.hash)).toEqual([]);
  });
});

describe('get-page-file makes no session for visitors', () => {
  const sessionRows = async () =>
    Number(
      (
        await t.deps.db
          .selectFrom('sessions')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('an anonymous image request gets no cookie, no CSRF token and no session row', async () => {
    const before = await sessionRows();
    for (const accept of ['image/webp', 'image/png']) {
      const response = await t.agent().request('GET', url(published, 'block_images_img1', two), { headers: { accept } });
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
      expect(response.headers['set-cookie']).toBeUndefined();
      expect(response.headers['x-csrf-token']).toBeUndefined();
    }
    const pdfAnswer = await t.agent().get(url(published, 'block_files_rt1', pdf));
    expect(pdfAnswer.headers['set-cookie']).toBeUndefined();
    const missing = await t.agent().get(url(published, 'block_images_img1', other));
    expect(missing.status).toBe(404);
    expect(missing.headers['set-cookie']).toBeUndefined();
    expect(await sessionRows()).toBe(before);
  });

  it('other API answers still carry the token, and a visitor with a session keeps getting it', async () => {
    const agent = t.agent();
    const settings = await agent.get('/api/settings/get');
    expect(settings.headers['x-csrf-token']).toBeTypeOf('string');
    expect(settings.headers['set-cookie']).toBeDefined();
    const image = await agent.request('GET', url(published, 'block_images_img1', two), { headers: { accept: 'image/png' } });
    expect(image.status).toBe(200);
    expect(image.headers['x-csrf-token']).toBeTypeOf('string');
    const logged = await admin.get(url(published, 'block_images_img1', draftOnly));
    expect(logged.headers['x-csrf-token']).toBeTypeOf('string');
  });
});
