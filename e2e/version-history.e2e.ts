import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signIn } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';
import type { TestAgent } from '../src/server/test-support/test-agent.ts';

/** Issue 14: every save is a version in the history, and a restore keeps the draft it replaces. */
describe('page history: every save is a version', () => {
  let harness: Harness;
  let admin: TestAgent;
  let pageId: number;
  let conceptId: number;

  beforeAll(async () => {
    // Every save its own entry: the test saves twice within seconds (folding is covered by the API tests).
    harness = await startHarness({ env: { VERSION_FOLD_MINUTES: '0' } });
    admin = await harness.server.adminAgent();
    const created = await admin.post('/api/page/create', {
      title: 'Hedgehogs in winter',
      slug: 'news/hedgehogs-in-winter',
      type: 'blank',
      locale: 'en-gb',
      content: [{ type: 'quote', key: 'quote', props: { text: 'Hedgehogs sleep.' } }],
    });
    expect(created.status).toBe(200);
    pageId = created.body.pageID;
    conceptId = created.body.pageVersionID;
  });
  afterAll(async () => {
    await harness?.close();
  });

  const storedText = async () => (await admin.get(`/api/page/version/fetch/${conceptId}`)).body.version.blocks[0].props.text;

  /** The quote's text field; the block's form opens when it is folded (as after a load or a restore). */
  async function quoteText(page: Page) {
    const toggle = page.locator('.block-card').first().locator('button[aria-expanded]');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const textbox = page.getByRole('textbox', { name: 'Text', exact: true });
    await textbox.waitFor();
    return textbox;
  }

  async function saveText(page: Page, text: string): Promise<void> {
    await (await quoteText(page)).fill(text);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(storedText).toBe(text);
  }

  async function restoreEntry(page: Page, index: number): Promise<void> {
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Version history' });
    await history.getByRole('listitem').nth(index).getByRole('button', { name: 'Restore' }).click();
    await page.getByRole('dialog', { name: 'Restore version' }).getByRole('button', { name: 'Restore' }).click();
    await page.getByText('The version has been restored into the concept.').waitFor();
  }

  it('saves twice, restores the first save, and the second is still listed, can be previewed and restored back', async () => {
    const { context, page } = await harness.newPage();
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin(`/page/${pageId}`));
    await page.getByRole('heading', { level: 1, name: 'Hedgehogs in winter' }).waitFor();
    await saveText(page, 'Hedgehogs wake in spring.');
    await saveText(page, 'Hedgehogs eat beetles.');

    // Newest first: the concept (second save), the first save, the page as created.
    await page.getByRole('button', { name: 'History' }).click();
    let history = page.getByRole('dialog', { name: 'Version history' });
    await history.getByRole('listitem').nth(2).waitFor();
    expect(await history.getByRole('listitem').count()).toBe(3);
    await history.getByRole('listitem').nth(1).getByText('1 block changed', { exact: true }).waitFor();
    await history.getByRole('button', { name: 'Close' }).click();

    await restoreEntry(page, 1);
    await expect.poll(async () => (await quoteText(page)).inputValue()).toBe('Hedgehogs wake in spring.');
    expect(await storedText()).toBe('Hedgehogs wake in spring.');

    // The draft the restore replaced is the newest entry after the concept; its preview shows it.
    await page.getByRole('button', { name: 'History' }).click();
    history = page.getByRole('dialog', { name: 'Version history' });
    await history.getByRole('listitem').nth(3).waitFor();
    await history
      .getByRole('listitem')
      .first()
      .getByText(/restored from the version of/)
      .waitFor();
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      history.getByRole('listitem').nth(1).getByRole('link', { name: 'Preview' }).click(),
    ]);
    await tab.getByText('Hedgehogs eat beetles.').waitFor();
    expect(await tab.getByText('Hedgehogs wake in spring.').count()).toBe(0);
    await tab.close();
    await history.getByRole('button', { name: 'Close' }).click();

    await restoreEntry(page, 1);
    await expect.poll(async () => (await quoteText(page)).inputValue()).toBe('Hedgehogs eat beetles.');
    expect(await storedText()).toBe('Hedgehogs eat beetles.');
  });
});
