import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';
import type { TestAgent } from '../src/server/test-support/test-agent.ts';

/** Issue 16: the overview finds translations that fell behind their source; the editor marks one up to date. */
describe('translation status', () => {
  let harness: Harness;
  let admin: TestAgent;
  let translationId: number;

  async function storeAndPublish(pageId: number, title: string) {
    const { pageVersion } = (await admin.get(`/api/page/${pageId}`)).body.page;
    expect((await admin.post(`/api/page/version/${pageVersion.id}/store`, { revision: pageVersion.revision, title })).status).toBe(200);
    expect((await admin.post(`/api/page/${pageId}/publish`, {})).status).toBe(200);
  }

  beforeAll(async () => {
    harness = await startHarness();
    admin = await harness.server.adminAgent();
    const source = await admin.post('/api/page/create', { title: 'Dassen', slug: 'dassen-status', type: 'blank', locale: 'nl-nl' });
    expect(source.status).toBe(200);
    await storeAndPublish(source.body.pageID, 'Dassen in het bos');
    const translation = await admin.post('/api/page/create-translation', {
      pageID: source.body.pageID,
      newLocale: 'en-gb',
      title: 'Badgers in the woods',
      slug: 'badgers-status',
    });
    expect(translation.status).toBe(200);
    translationId = translation.body.pageID;
    // Timestamps have milliseconds: the source's next publication is strictly later.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await storeAndPublish(source.body.pageID, 'Dassen in het oude bos');
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('filters the overview by "translation out of date", and marking the translation up to date takes it off', async () => {
    const { context, page } = await harness.newPage();
    await loginAs(page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);
    await page.getByRole('heading', { level: 1, name: 'CMS Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Translation out of date' }).click();
    await page.getByRole('button', { name: 'Translation out of date', pressed: true }).waitFor();
    // The unfiltered list stays on screen until the filtered one arrives: wait for the source to leave it.
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Dassen in het oude bos' }).count()).toBe(0);
    await page.getByRole('row').filter({ hasText: 'Badgers in the woods' }).waitFor();
    // With the translation listed, the list on screen is the filtered one: still without its source.
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Dassen in het oude bos' }).count()).toBe(0);

    await page.getByRole('row').filter({ hasText: 'Badgers in the woods' }).getByRole('link').first().click();
    await page.waitForURL((url) => url.pathname === `/cmsadmin/page/${translationId}`);
    await page.getByRole('tab', { name: 'Translations' }).click();
    await page.getByText(/This translation is out of date: Dassen in het oude bos/).waitFor();
    const dutchRow = page.getByRole('row').filter({ hasText: 'Dassen in het oude bos' });
    await dutchRow.getByText('Published', { exact: true }).waitFor();

    await page.getByRole('textbox', { name: 'Note (optional)' }).fill('Only a word order change in Dutch');
    await page.getByRole('button', { name: 'Mark as up to date' }).click();
    await page.getByText('Marked as up to date.').waitFor();
    expect(await page.getByText(/This translation is out of date/).count()).toBe(0);

    await page.goto(harness.admin('/'));
    await page.getByRole('button', { name: 'Translation out of date' }).click();
    await page.getByRole('button', { name: 'Translation out of date', pressed: true }).waitFor();
    await expect.poll(() => page.getByRole('row').filter({ hasText: 'Badgers in the woods' }).count()).toBe(0);
    await context.close();
  });
});
