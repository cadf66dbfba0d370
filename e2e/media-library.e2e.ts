import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';

/** A small PNG of one colour, as base64 (handed to the page to build a File from). */
async function pngBase64(width: number, height: number, colour: { r: number; g: number; b: number }): Promise<string> {
  return (
    await sharp({ create: { width, height, channels: 3, background: colour } })
      .png()
      .toBuffer()
  ).toString('base64');
}

/**
 * Drags files onto the library the way a browser does: dragenter, dragover and drop carrying a
 * DataTransfer with the files, built in the page. Checks the drop zone appears while dragging.
 */
async function dropFiles(page: Page, files: { name: string; base64: string }[]): Promise<void> {
  const target = page.locator('.media-browser').first();
  const transfer = await page.evaluateHandle((list) => {
    const data = new DataTransfer();
    for (const file of list) {
      const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
      data.items.add(new File([bytes], file.name, { type: 'image/png' }));
    }
    return data;
  }, files);
  await target.dispatchEvent('dragenter', { dataTransfer: transfer });
  await target.dispatchEvent('dragover', { dataTransfer: transfer });
  await page.getByText('Drop files here to upload them to this folder').waitFor();
  await target.dispatchEvent('drop', { dataTransfer: transfer });
  await transfer.dispose();
}

describe('media library screen', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('drop upload, search, rename, move, alt text and shared, where used, and deleting a used file', async () => {
    const { page } = await harness.newPage();
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin('/medialibrary'));
    await page.getByRole('heading', { level: 1, name: 'Media library' }).waitFor();
    const grid = page.getByRole('list', { name: 'Files' });
    const details = page.locator('aside.media-details');
    const select = async (name: string) => {
      await grid.getByRole('button', { name: new RegExp(name.replace('.', '\\.')) }).click();
      await details.getByRole('heading', { name }).waitFor();
    };

    // Drag and drop two files: both upload, in order, into the folder shown.
    await dropFiles(page, [
      { name: 'sunset.png', base64: await pngBase64(64, 48, { r: 240, g: 120, b: 40 }) },
      { name: 'harbour.png', base64: await pngBase64(48, 48, { r: 30, g: 90, b: 200 }) },
    ]);
    await page.locator('.media-upload--done', { hasText: 'sunset.png' }).waitFor();
    await page.locator('.media-upload--done', { hasText: 'harbour.png' }).waitFor();
    await grid.getByText('harbour.png').waitFor();
    expect(await grid.locator('.media-card').count()).toBe(2);
    expect(await page.getByText('Drop files here to upload them to this folder').count()).toBe(0);

    // Search in the screen: only the match, then back to the folder.
    const search = page.getByRole('searchbox', { name: 'Search files in this folder and below' });
    await search.fill('suns');
    await page.getByRole('heading', { name: 'Search results for “suns”' }).waitFor();
    await expect.poll(() => grid.locator('.media-card').allTextContents()).toEqual([expect.stringContaining('sunset.png')]);
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect.poll(() => grid.locator('.media-card').count()).toBe(2);

    // A folder to move into.
    await page.getByRole('button', { name: 'New folder' }).click();
    const folderDialog = page.getByRole('dialog', { name: 'New folder' });
    await folderDialog.getByRole('textbox', { name: 'Folder name' }).fill('Archive');
    await folderDialog.getByRole('button', { name: 'Create folder' }).click();
    await folderDialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Open folder Archive' }).waitFor();

    // Rename sunset.png to dusk.png (same folder).
    await select('sunset.png');
    await details.getByRole('button', { name: 'Move or rename' }).click();
    const renameDialog = page.getByRole('dialog', { name: 'Move or rename sunset.png' });
    await renameDialog.getByRole('textbox', { name: 'Name' }).fill('dusk.png');
    await renameDialog.getByRole('button', { name: 'Move', exact: true }).click();
    await renameDialog.waitFor({ state: 'detached' });
    await grid.getByText('dusk.png').waitFor();
    expect(await grid.getByText('sunset.png').count()).toBe(0);

    // Move harbour.png into Archive: gone here, there in Archive.
    await select('harbour.png');
    await details.getByRole('button', { name: 'Move or rename' }).click();
    const moveDialog = page.getByRole('dialog', { name: 'Move or rename harbour.png' });
    await moveDialog.getByRole('list', { name: 'Choose the destination folder' }).getByRole('button', { name: 'Archive' }).click();
    await moveDialog.getByText('/Archive').first().waitFor();
    await moveDialog.getByRole('button', { name: 'Move', exact: true }).click();
    await moveDialog.waitFor({ state: 'detached' });
    await expect.poll(() => grid.locator('.media-card').allTextContents()).toEqual([expect.stringContaining('dusk.png')]);
    await page.getByRole('button', { name: 'Open folder Archive' }).click();
    await page.locator('.media-breadcrumbs__current', { hasText: 'Archive' }).waitFor();
    await grid.getByText('harbour.png').waitFor();
    await page.locator('.media-breadcrumbs__link', { hasText: 'Media library' }).first().click();
    await grid.getByText('dusk.png').waitFor();

    // Edit: default alt text and shared, shown in the details and stored.
    await select('dusk.png');
    await details.getByRole('button', { name: 'Edit file' }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit file' });
    await editDialog.getByRole('textbox', { name: 'Default alt text' }).fill('An orange evening sky');
    await editDialog.getByRole('checkbox', { name: /Shared/ }).check();
    await editDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await editDialog.waitFor({ state: 'detached' });
    await details.getByText('An orange evening sky').waitFor();
    expect(await details.locator('dt:has-text("Shared") + dd').textContent()).toBe('Yes');
    const agent = await harness.server.adminAgent();
    const root = await agent.post('/api/medialib/get-dir', { path: '/' });
    const dusk = (root.body.data.files as { id: number; hash: string; fileName: string; defaultAltText: string; shared: boolean }[]).find(
      (file) => file.fileName === 'dusk.png',
    )!;
    expect(dusk).toMatchObject({ defaultAltText: 'An orange evening sky', shared: true });

    // A page uses dusk.png: "Where used" lists it.
    const created = await agent.post('/api/page/create', { title: 'Evening walk', slug: 'evening-walk', type: 'blank', locale: 'en-gb' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const stored = await agent.post(`/api/page/version/${created.body.pageVersionID}/store`, {
      revision: 0,
      blocks: [
        { type: 'image', key: 'img1', props: {}, __images: { image: [{ hash: dusk.hash, fileName: dusk.fileName, altText: 'Dusk' }] } },
      ],
    });
    expect(stored.status, JSON.stringify(stored.body)).toBe(200);
    await details.getByRole('button', { name: 'Where used' }).click();
    const usedDialog = page.getByRole('dialog', { name: 'Pages using dusk.png' });
    await usedDialog.getByRole('link', { name: 'Evening walk' }).waitFor();
    expect(await usedDialog.getByText('/evening-walk').count()).toBe(1);
    await page.keyboard.press('Escape');
    await usedDialog.waitFor({ state: 'detached' });

    // Deleting it warns that a page uses it; "Delete anyway" deletes.
    await details.getByRole('button', { name: 'Delete file' }).click();
    const deleteDialog = page.getByRole('dialog', { name: 'Delete file' });
    await deleteDialog.getByText('Delete dusk.png? This cannot be undone.').waitFor();
    await deleteDialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await deleteDialog.getByText('This is used by 1 page. Deleting it removes it from that page.').waitFor();
    expect(await grid.getByText('dusk.png').count()).toBe(1);
    await deleteDialog.getByRole('button', { name: 'Delete anyway' }).click();
    await deleteDialog.waitFor({ state: 'detached' });
    await expect.poll(() => grid.getByText('dusk.png').count()).toBe(0);
    const after = await agent.post('/api/medialib/get-dir', { path: '/' });
    expect((after.body.data.files as { fileName: string }[]).map((file) => file.fileName)).toEqual([]);
  });
});
