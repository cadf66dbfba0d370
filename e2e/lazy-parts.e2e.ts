import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, signIn } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';
import { createPageThroughApi } from './support/page-api.ts';

/** Counts the page's own loads (a reload among them) and the dialogs it opens (a "leave site?" among them). */
function watchLoadsAndDialogs(page: Page): { loads: () => number; dialogs: string[] } {
  let loads = 0;
  const dialogs: string[] = [];
  page.on('load', () => {
    loads += 1;
  });
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss();
  });
  return { loads: () => loads, dialogs };
}

/** Code loaded on first use (issue 20): while its chunk is on its way, and when it does not arrive, the screen keeps what is on it. */
describe('code loaded on first use', () => {
  let harness: Harness;
  let pageId: number;

  beforeAll(async () => {
    harness = await startHarness();
    pageId = await createPageThroughApi(harness, {
      title: 'Otters by the river',
      slug: 'otters-by-the-river',
      type: 'blank',
      content: [{ type: 'richText', key: 'body', props: { html: '<p>Otters are back.</p>' } }],
    });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('in the page editor: the rich-text part says so with Try again, the unsaved block stays, no reload is tried', async () => {
    const { page } = await harness.newPage();
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin(`/page/${pageId}`));
    await page.getByRole('heading', { level: 1, name: 'Otters by the river' }).waitFor();
    const watch = watchLoadsAndDialogs(page);
    // Gone with a reload: still there at the end means the page was never loaded again.
    await page.evaluate(() => ((window as unknown as { keptPage: boolean }).keptPage = true));

    // Unsaved work first: a new quote block.
    await page.getByRole('button', { name: 'Add block', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Add a block' });
    await picker.getByRole('button', { name: 'Quote', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    const quote = page.getByRole('textbox', { name: 'Text', exact: true });
    await quote.fill('Otters fish at dawn');

    // The rich-text editor's chunk cannot be fetched (the network dropped, or a deploy removed it).
    const richTextChunk = /\/assets\/RichTextProp-[\w-]+\.js$/;
    await page.route(richTextChunk, (route) => route.abort());
    await page.getByRole('button', { name: 'Edit Rich text' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await failure.waitFor();
    // The rest of the editor stays, the new block among it (saved below).
    expect(await page.getByRole('heading', { level: 1, name: 'Otters by the river' }).count()).toBe(1);

    // The network is back: Try again brings the editor, and the page saves with both blocks.
    await page.unroute(richTextChunk);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await page.locator('.ProseMirror').getByText('Otters are back.').waitFor();
    expect(await failure.count()).toBe(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The page has been saved.').waitFor();
    const admin = await harness.server.adminAgent();
    const saved = await admin.get(`/api/page/${pageId}`);
    expect(JSON.stringify(saved.body.page.content)).toContain('Otters fish at dawn');
    // No reload was tried: it would have asked "leave site?" over the unsaved block, or lost it.
    expect(watch.dialogs).toEqual([]);
    expect(watch.loads()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { keptPage?: boolean }).keptPage)).toBe(true);
  });

  it('the media picker opens at once as a dialog that says it is loading, then becomes the picker', async () => {
    const newsId = await createPageThroughApi(harness, { title: 'Meadow news', slug: 'meadow-news', type: 'news' });
    const { page } = await harness.newPage();
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin(`/page/${newsId}`));
    // The picker's code is held back until the test lets it through (from before the pointer
    // reaches the slot, which starts fetching it).
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const pickerChunk = /\/assets\/MediaPickerModal-[\w-]+\.js$/;
    await page.route(pickerChunk, async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Edit Image' }).click();
    await page.locator('.block-form').getByRole('button', { name: 'Choose image' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose an image' });
    await dialog.getByRole('status').filter({ hasText: 'Loading' }).waitFor();
    // The slot itself keeps its place: no spinner pushed into the form.
    const spinnersInForm = () =>
      page.evaluate(() => [...document.querySelectorAll('.block-form .spinner')].filter((spinner) => !spinner.closest('dialog')).length);
    expect(await spinnersInForm()).toBe(0);

    release();
    await dialog.locator('.media-breadcrumbs').waitFor();
    // The stand-in made way for the picker (both carry the picker's title; the library's own
    // listing may still be loading).
    expect(await page.getByRole('dialog', { name: 'Choose an image' }).count()).toBe(1);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('for a screen: one reload for a new build, then Try again inside the layout, which loads it when it can', async () => {
    const { page } = await harness.newPage();
    await loginAs(page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);
    const watch = watchLoadsAndDialogs(page);
    const screenChunk = /\/assets\/PublicationRequestsPage-[\w-]+\.js$/;
    await page.route(screenChunk, (route) => route.abort());

    // The first failure reloads the page (a deploy's new build may have the chunk).
    await Promise.all([page.waitForEvent('load'), page.getByRole('link', { name: 'Publication requests' }).click()]);
    const failure = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await failure.waitFor();
    // The second failure, after the reload, did not reload again.
    expect(watch.loads()).toBe(1);
    expect(watch.dialogs).toEqual([]);
    // The layout stays around the failed screen: the menu still works.
    expect(await page.getByRole('link', { name: 'Publication requests' }).count()).toBeGreaterThan(0);

    await page.unroute(screenChunk);
    await failure.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('heading', { level: 1, name: 'Publication requests' }).waitFor();
    expect(watch.loads()).toBe(1);
  });
});
