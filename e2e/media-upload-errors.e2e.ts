import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';

// SPEC 4: a batch stops at the first answer that is not 200. The upload list then says which
// file was refused and why, lists the files not sent, and can send them after all.

async function pngFile(dir: string, name: string, width: number, height: number): Promise<string> {
  const file = path.join(dir, name);
  await sharp({ create: { width, height, channels: 3, background: { r: 60, g: 140, b: 90 } } })
    .png()
    .toFile(file);
  return file;
}

const SHOTS = path.resolve('.tmp/media-e2e');
const uploadInput = (page: Page) => page.locator('[data-testid="media-upload-input"]').first();

describe('an upload batch with a refused file', () => {
  let harness: Harness;
  let tempDir: string;
  beforeAll(async () => {
    harness = await startHarness();
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'media-upload-errors-'));
    fs.mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await harness?.close();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  });

  /** Every file under the server's data directory's media storage and upload staging. */
  const storedFiles = () =>
    ['files/media', 'tmp/uploads'].flatMap((dir) => {
      const root = path.join(harness.server.dataDir, dir);
      if (!fs.existsSync(root)) return [];
      return fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).map((entry) => `${dir}/${entry}`);
    });

  it('names the file and the reason, lists the rest, and "Send the rest" uploads them', async () => {
    const { page } = await harness.newPage();
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin('/medialibrary'));
    await page.getByRole('heading', { level: 1, name: 'Media library' }).waitFor();
    const scaleDown = page.getByRole('checkbox', { name: 'Scale down images larger than 2560 px' });
    expect(await scaleDown.isChecked()).toBe(true);

    const svg = path.join(tempDir, 'drawing.svg');
    fs.writeFileSync(svg, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const files = [
      await pngFile(tempDir, 'panorama.png', 3000, 1000),
      svg,
      await pngFile(tempDir, 'meadow.png', 64, 48),
      await pngFile(tempDir, 'river.png', 48, 48),
    ];
    await uploadInput(page).setInputFiles(files);

    // The stop: which file, why (the catalogue's message and the code), and what was not sent.
    const notice = page.locator('.media-upload-stop');
    await notice.getByText('“drawing.svg” was not uploaded:').waitFor();
    await notice.getByText('The file is not valid.').waitFor();
    expect(await notice.locator('.media-upload-stop__code').allTextContents()).toEqual(['V_12']);
    const notSent = notice.getByRole('list', { name: 'Not sent', exact: true });
    expect(await notSent.getByRole('listitem').allTextContents()).toEqual(['meadow.png', 'river.png']);
    await page.locator('.media-upload--cancelled', { hasText: 'meadow.png' }).waitFor();
    const grid = page.getByRole('list', { name: 'Files', exact: true });
    await grid.getByText('panorama.png').waitFor();
    expect(await grid.locator('.media-card').count()).toBe(1);
    await page.screenshot({ path: path.join(SHOTS, 'upload-stop.png') });

    // Send the rest: both go up, in order, into the folder; the notice goes away.
    await notice.getByRole('button', { name: 'Send the rest' }).click();
    await page.locator('.media-upload--done', { hasText: 'meadow.png' }).waitFor();
    await page.locator('.media-upload--done', { hasText: 'river.png' }).waitFor();
    await notice.waitFor({ state: 'detached' });
    await grid.getByText('river.png').waitFor();
    expect(await grid.locator('.media-card').count()).toBe(3);
    expect(await page.locator('.media-upload--failed', { hasText: 'drawing.svg' }).count()).toBe(1);

    // The large image was scaled down on the way in (the box was on by default).
    await grid.getByRole('button', { name: /panorama\.png/ }).click();
    await page.locator('aside.media-details').getByText('2560 × 853').waitFor();
  });

  it('refuses a truncated PNG with the UM_07 message naming the file, and stores nothing of it', async () => {
    const { page } = await harness.newPage();
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin('/medialibrary'));
    await page.getByRole('heading', { level: 1, name: 'Media library' }).waitFor();
    const grid = page.getByRole('list', { name: 'Files', exact: true });
    await grid.locator('.media-card').first().waitFor();
    const cardsBefore = await grid.locator('.media-card').count();

    // Its header still reads as a 300 x 200 PNG: only decoding the whole image finds the damage.
    const whole = await sharp({ create: { width: 300, height: 200, channels: 3, background: { r: 90, g: 60, b: 30 } } })
      .png()
      .toBuffer();
    const broken = path.join(tempDir, 'broken-otter.png');
    fs.writeFileSync(broken, whole.subarray(0, whole.length - 30));
    expect((await sharp(fs.readFileSync(broken)).metadata()).width).toBe(300);
    const storedBefore = storedFiles();
    await uploadInput(page).setInputFiles([broken, await pngFile(tempDir, 'after-otter.png', 32, 32)]);

    const notice = page.locator('.media-upload-stop');
    await notice.getByText('“broken-otter.png” was not uploaded:').waitFor();
    await notice.getByText('The image is not valid.').waitFor();
    expect(await notice.locator('.media-upload-stop__code').allTextContents()).toEqual(['UM_07']);
    expect(await notice.getByRole('list', { name: 'Not sent', exact: true }).getByRole('listitem').allTextContents()).toEqual([
      'after-otter.png',
    ]);
    await page.locator('.media-upload--failed', { hasText: 'broken-otter.png' }).waitFor();

    // Nothing of it anywhere: not in the folder, not after a reload, not in the database or on disk.
    expect(await grid.getByText('broken-otter.png').count()).toBe(0);
    expect(await grid.locator('.media-card').count()).toBe(cardsBefore);
    await page.reload();
    await grid.locator('.media-card').first().waitFor();
    expect(await grid.getByText('broken-otter.png').count()).toBe(0);
    expect(await grid.locator('.media-card').count()).toBe(cardsBefore);
    const rows = await harness.server.deps.db.selectFrom('media_files').select('id').where('file_name', '=', 'broken-otter.png').execute();
    expect(rows).toEqual([]);
    expect(storedFiles()).toEqual(storedBefore);
  });

  it('"Dismiss" leaves the rest unsent; with scaling switched off an image keeps its size', async () => {
    const { page } = await harness.newPage();
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin('/medialibrary'));
    await page.getByRole('heading', { level: 1, name: 'Media library' }).waitFor();
    await page.getByRole('checkbox', { name: 'Scale down images larger than 2560 px' }).uncheck();

    const text = path.join(tempDir, 'notes.exe');
    fs.writeFileSync(text, 'not a program');
    await uploadInput(page).setInputFiles([
      await pngFile(tempDir, 'wide.png', 2700, 300),
      text,
      await pngFile(tempDir, 'late.png', 20, 20),
    ]);
    const notice = page.locator('.media-upload-stop');
    await notice.getByText('“notes.exe” was not uploaded:').waitFor();
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await notice.waitFor({ state: 'detached' });
    await page.locator('.media-upload--cancelled', { hasText: 'late.png' }).waitFor();

    const grid = page.getByRole('list', { name: 'Files', exact: true });
    await grid.getByRole('button', { name: /wide\.png/ }).click();
    await page.locator('aside.media-details').getByText('2700 × 300').waitFor();
    expect(await grid.getByText('late.png').count()).toBe(0);
  });
});
