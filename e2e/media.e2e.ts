import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';

const SHOTS = path.resolve('.tmp/media-e2e');

async function pngFile(dir: string, name: string, width: number, height: number): Promise<string> {
  const file = path.join(dir, name);
  // A gradient-ish picture: two coloured halves so a crop is visibly different.
  const left = await sharp({ create: { width: Math.ceil(width / 2), height, channels: 3, background: { r: 40, g: 120, b: 80 } } })
    .png()
    .toBuffer();
  await sharp({ create: { width, height, channels: 3, background: { r: 230, g: 200, b: 90 } } })
    .composite([{ input: left, left: 0, top: 0 }])
    .png()
    .toFile(file);
  return file;
}

const uploadInput = (page: Page) => page.locator('[data-testid="media-upload-input"]').first();

describe('media library and media picker', () => {
  let harness: Harness;
  let tempDir: string;
  beforeAll(async () => {
    harness = await startHarness();
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-e2e-'));
    fs.mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await harness?.close();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  });

  it('creates a folder, uploads, picks and crops an image for a block, and serves the crop', async () => {
    const { page } = await harness.newPage();
    await loginAs(page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);

    // The library from the menu.
    await page.getByRole('link', { name: 'Media library' }).click();
    await page.getByRole('heading', { level: 1, name: 'Media library' }).waitFor();

    // New folder, then into it.
    await page.getByRole('button', { name: 'New folder' }).click();
    const folderDialog = page.getByRole('dialog', { name: 'New folder' });
    await folderDialog.getByRole('textbox', { name: 'Folder name' }).fill('Nature');
    await folderDialog.getByRole('button', { name: 'Create folder' }).click();
    await folderDialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open folder Nature' }).click();
    await page.locator('.media-breadcrumbs__current', { hasText: 'Nature' }).waitFor();
    await page.getByText('This folder is empty.').waitFor();

    // Upload a PNG: progress list, then the file in the folder.
    const png = await pngFile(tempDir, 'meadow.png', 800, 600);
    await uploadInput(page).setInputFiles(png);
    await page.locator('.media-upload--done', { hasText: 'meadow.png' }).waitFor();
    const grid = page.getByRole('list', { name: 'Files' });
    await grid.getByText('meadow.png').waitFor();
    expect(await grid.locator('.media-card').count()).toBe(1);
    await page.screenshot({ path: path.join(SHOTS, 'library.png'), fullPage: true });

    // An unsupported file stops the queue: the next file is not uploaded.
    const svg = path.join(tempDir, 'drawing.svg');
    fs.writeFileSync(svg, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const second = await pngFile(tempDir, 'second.png', 64, 64);
    await uploadInput(page).setInputFiles([svg, second]);
    await page.locator('.media-upload--failed', { hasText: 'drawing.svg' }).waitFor();
    await page.locator('.media-upload--cancelled', { hasText: 'second.png' }).waitFor();
    await page.getByText('The upload could not be completed.').first().waitFor();
    expect(await grid.locator('.media-card').count()).toBe(1);
    expect(await grid.getByText('second.png').count()).toBe(0);

    // A news page starts with an Image block.
    await page.goto(harness.admin('/new-page'));
    await page.getByRole('combobox', { name: 'Page type' }).selectOption('news');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('en-gb');
    await page.getByRole('textbox', { name: 'Title' }).fill('Meadow news');
    await page.getByText('This slug is available.').waitFor();
    await page.getByRole('button', { name: 'Create page' }).click();
    await page.waitForURL(/\/cmsadmin\/page\/\d+$/);
    const pageId = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('button', { name: 'Edit Image' }).click();

    // Pick the uploaded image in the picker.
    await page.locator('.block-form').getByRole('button', { name: 'Choose image' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose an image' });
    await picker.getByRole('button', { name: 'Open folder Nature' }).click();
    await picker.getByRole('button', { name: /meadow\.png/ }).click();
    await picker.locator('.media-details').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'picker.png') });
    await picker.locator('.media-details').getByRole('button', { name: 'Choose image' }).click();

    // Crop: square aspect; the size shown is the crop in the image's own pixels.
    const cropper = page.getByRole('dialog', { name: 'Crop image' });
    await cropper.locator('.cropper-crop-box').waitFor();
    await cropper.getByRole('button', { name: '1:1' }).click();
    await cropper.getByRole('button', { name: 'Rotate right 90°' }).click();
    await expect.poll(async () => cropper.getByTestId('crop-size').textContent()).toMatch(/^\d+ × \d+ px$/);
    await page.waitForTimeout(600);
    const sizeText = (await cropper.getByTestId('crop-size').textContent()) ?? '';
    const [, shownWidth, shownHeight] = sizeText.match(/^(\d+) × (\d+)/) ?? [];
    expect(Number(shownWidth)).toBe(Number(shownHeight));
    await cropper.locator('.image-cropper__preview img').waitFor();
    await page.screenshot({ path: path.join(SHOTS, 'cropper.png') });
    await cropper.getByRole('button', { name: 'Use this crop' }).click();
    await cropper.waitFor({ state: 'detached' });

    const slot = page.locator('.media-slot').first();
    await slot.getByText('meadow.png').waitFor();
    await slot.getByText('Cropped').waitFor();
    await slot.getByRole('textbox', { name: 'Alt text of image 1' }).fill('A meadow');
    await page.screenshot({ path: path.join(SHOTS, 'editor-slot.png') });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The page has been saved.').waitFor();

    // The saved block references the file with the crop; the server serves it cropped.
    const answer = await page.request.get(`${harness.baseUrl}/api/page/${pageId}`);
    expect(answer.status()).toBe(200);
    const body = (await answer.json()) as {
      page: {
        pageVersion: {
          blocks: {
            type: string;
            key: string;
            __images: Record<
              string,
              { hash: string; fileName: string; altText: string; fileID?: number; cropParams?: Record<string, number> }[]
            >;
          }[];
        };
      };
    };
    const block = body.page.pageVersion.blocks.find((item) => item.type === 'image');
    const image = block?.__images.image?.[0];
    expect(image?.fileName).toBe('meadow.png');
    expect(image?.altText).toBe('A meadow');
    expect(image?.fileID).toBeTypeOf('number');
    expect(image?.cropParams).toMatchObject({ rotate: 90, scaleX: 1, scaleY: 1, width: Number(shownWidth), height: Number(shownHeight) });
    const served = await page.request.get(
      `${harness.baseUrl}/api/medialib/get-page-file/${pageId}/block_images_${block!.key}/${image!.hash}/${encodeURIComponent(image!.fileName)}`,
    );
    expect(served.status()).toBe(200);
    const meta = await sharp(await served.body()).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: image!.cropParams!.width, height: image!.cropParams!.height });
    // Turned a quarter, the 800x600 picture is 600 wide: a square crop is at most 600.
    expect(meta.width).toBeLessThanOrEqual(600);

    // Reload: the block still shows the image, via preview-crop.
    await page.reload();
    await page.getByRole('button', { name: 'Edit Image' }).click();
    const thumb = page.locator('.media-slot__thumb img').first();
    await thumb.waitFor();
    expect(await thumb.getAttribute('src')).toContain('/api/medialib/preview-crop?imageID=');
    expect(await page.locator('.media-slot').first().getByText('meadow.png').count()).toBe(1);

    // The saved page as the site renders it (the editor's Preview): the block's <img> really
    // loads the crop from get-page-file, turned and square, not the 4:3 original.
    const preview = await page.context().newPage();
    const previewAnswer = await preview.goto(`${harness.baseUrl}/api/page/${pageId}/preview`);
    expect(previewAnswer?.status()).toBe(200);
    const shownImage = preview.locator('img.block-image__img').first();
    await shownImage.waitFor();
    await shownImage.scrollIntoViewIfNeeded();
    await expect
      .poll(() => shownImage.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0), { timeout: 15_000 })
      .toBe(true);
    const shown = await shownImage.evaluate((element: HTMLImageElement) => ({
      src: element.currentSrc,
      alt: element.alt,
      naturalWidth: element.naturalWidth,
      naturalHeight: element.naturalHeight,
    }));
    expect(shown.src).toContain(`/api/medialib/get-page-file/${pageId}/block_images_${block!.key}/${image!.hash}/meadow.png`);
    expect(shown.alt).toBe('A meadow');
    expect(shown.naturalWidth).toBeGreaterThan(0);
    expect(shown.naturalWidth / shown.naturalHeight).toBeCloseTo(Number(image!.cropParams!.width) / Number(image!.cropParams!.height), 2);
    await preview.screenshot({ path: path.join(SHOTS, 'preview.png'), fullPage: true });
    await preview.close();
  });
});
