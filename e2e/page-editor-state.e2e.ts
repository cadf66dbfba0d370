import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';

/** Findings of a browser QA pass of the page editor (publication state, messages, narrow screens, addresses). */
describe('page editor: publication state, narrow screens and addresses', () => {
  let harness: Harness;
  let pageId: number;

  beforeAll(async () => {
    harness = await startHarness();
    const admin = await harness.server.adminAgent();
    const content = [
      { type: 'pageHeader', key: 'header', props: { title: 'Badgers at dusk', intro: 'Notes from the field.' } },
      { type: 'richText', key: 'body', props: { html: '<p>Badgers are shy.</p>' }, anchorPoint: 'a-rather-long-anchor-name' },
    ];
    const created = await admin.post('/api/page/create', {
      title: 'Badgers at dusk',
      slug: 'news/badgers-at-dusk',
      type: 'news',
      locale: 'en-gb',
      content,
    });
    expect(created.status).toBe(200);
    pageId = created.body.pageID;
    expect((await admin.post(`/api/page/${pageId}/publish`)).status).toBe(200);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it("a save or restore on a published page shows its unpublished changes at once; the newest action's message replaces the last", async () => {
    const { page } = await harness.newPage();
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin(`/page/${pageId}`));
    await page.getByRole('heading', { level: 1, name: 'Badgers at dusk' }).waitFor();
    await page.getByTestId('publication-status-published').waitFor();
    expect(await page.getByRole('button', { name: 'Publish', exact: true }).count()).toBe(0);

    await page.getByRole('button', { name: 'Add block', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Add a block' });
    await picker.getByRole('button', { name: 'Quote', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Badgers dig at night');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The page has been saved.').waitFor();
    // Without a reload: the new concept can be published.
    await page.getByTestId('publication-status-unpublishedChanges').waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('The page has been published.').waitFor();
    await page.getByTestId('publication-status-published').waitFor();

    // Restoring the first version changes the concept again.
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Version history' });
    await history.getByRole('button', { name: 'Restore' }).last().click();
    await page.getByRole('dialog', { name: 'Restore version' }).getByRole('button', { name: 'Restore' }).click();
    await page.getByText('The version has been restored into the concept.').waitFor();
    await page.getByTestId('publication-status-unpublishedChanges').waitFor();
    // The publish message of before is gone: only the newest action speaks.
    expect(await page.getByText('The page has been published.').count()).toBe(0);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The page has been saved.').waitFor();
    expect(await page.getByText('The version has been restored into the concept.').count()).toBe(0);
  });

  it('fits a 390px wide screen: block headers wrap, all tabs show, nothing scrolls sideways', async () => {
    const { page } = await harness.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin(`/page/${pageId}`));
    await page.locator('.block-card').first().waitFor();
    const widths = await page.evaluate(() => ({ document: document.documentElement.scrollWidth, window: window.innerWidth }));
    expect(widths.document).toBeLessThanOrEqual(widths.window);
    // Every tab is shown whole.
    for (const name of ['Overview', 'Page Settings', 'SEO Settings', 'Translations']) {
      const box = (await page.getByRole('tab', { name }).boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    // The move buttons do not lie over the block's title or anchor badge.
    const card = page.locator('.block-card').filter({ hasText: '#a-rather-long-anchor-name' });
    const title = (await card.locator('.block-card__title').boundingBox())!;
    for (const button of await card.locator('.block-card__actions button').all()) {
      const box = (await button.boundingBox())!;
      const overlaps =
        box.x < title.x + title.width && title.x < box.x + box.width && box.y < title.y + title.height && title.y < box.y + box.height;
      expect(overlaps).toBe(false);
    }
  });

  it('shows the public address the same way everywhere (English pages with /en-gb)', async () => {
    const { page } = await harness.newPage();
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin('/'));
    const row = page.getByRole('row').filter({ hasText: 'Badgers at dusk' });
    await row.getByText('/en-gb/news/badgers-at-dusk').waitFor();
    // A search without hits says so, not "No pages yet.".
    await page.getByRole('button', { name: 'Open search' }).click();
    await page.getByRole('searchbox').fill('zebra crossing');
    await page.getByText('No results found.').waitFor();
    expect(await page.getByText('No pages yet.').count()).toBe(0);
  });
});
