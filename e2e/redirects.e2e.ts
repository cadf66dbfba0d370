import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/admin-actions.ts';
import { findLayoutProblems } from './support/layout-checks.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';

const TITLE = 'Otters in the Linge';
const SLUG = 'otters-linge';
const MOVED = 'otters-in-de-linge';
const TARGET_TITLE = 'Kingfishers';
const TARGET_SLUG = 'kingfishers';

/**
 * Issue 16 in the browser: changing the slug of a published page makes its old address lead to
 * the new one (query kept), and a redirect added on the Redirects screen works on the site.
 */
describe('redirects', () => {
  let harness: Harness;
  let pageId: number;

  beforeAll(async () => {
    harness = await startHarness();
    const admin = await harness.server.adminAgent();
    for (const [title, slug] of [
      [TITLE, SLUG],
      [TARGET_TITLE, TARGET_SLUG],
    ]) {
      const content = [{ type: 'pageHeader', key: 'header', props: { title, intro: 'Along the river.' } }];
      const created = await admin.post('/api/page/create', { title, slug, type: 'blank', locale: 'nl-nl', content });
      expect(created.status).toBe(200);
      expect((await admin.post(`/api/page/${created.body.pageID}/publish`)).status).toBe(200);
      if (slug === SLUG) pageId = created.body.pageID;
    }
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('a slug change of a published page: the old address leads to the new one', async () => {
    const { page } = await harness.newPage();
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin(`/page/${pageId}`));
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByRole('tab', { name: 'Page Settings' }).click();
    await page.getByRole('textbox', { name: 'Slug (URL)' }).fill(MOVED);
    await page.getByText('This slug is available.').waitFor();
    await page.getByRole('button', { name: 'Save page settings' }).click();
    await page.getByRole('dialog', { name: 'The URL changes' }).getByRole('button', { name: 'Update links', exact: true }).click();
    await page.getByText('The page settings have been saved.').waitFor();

    // A visitor with the old address (from a bookmark, with a campaign query) lands on the new one.
    const { page: visitor } = await harness.newPage();
    const response = await visitor.goto(`${harness.baseUrl}/${SLUG}?utm_source=nieuwsbrief`);
    expect(response?.status()).toBe(200);
    expect(new URL(visitor.url()).pathname + new URL(visitor.url()).search).toBe(`/${MOVED}?utm_source=nieuwsbrief`);
    await visitor.getByRole('heading', { level: 1, name: TITLE }).waitFor();

    // The automatic redirect is on the Redirects screen, reached from the navigation.
    await page.getByRole('link', { name: 'Redirects' }).click();
    await page.getByRole('heading', { level: 1, name: 'Redirects' }).waitFor();
    const row = page
      .getByRole('table', { name: 'Redirects' })
      .getByRole('row')
      .filter({ hasText: `/${SLUG}` });
    await row.waitFor();
    expect(await row.textContent()).toContain(`/${MOVED}`);
    expect(await row.textContent()).toContain('Automatic');
  });

  it('adds a redirect on the Redirects screen, which the site then follows', async () => {
    const { page } = await harness.newPage();
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin('/redirects'));
    await page.getByRole('heading', { level: 1, name: 'Redirects' }).waitFor();

    await page.getByRole('button', { name: 'Add redirect' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a redirect' });
    // The form checks with the server's schema before sending.
    await dialog.getByRole('textbox', { name: 'Old address' }).fill('https://elsewhere.example/ijsvogel');
    await dialog.getByRole('textbox', { name: 'New address' }).fill(`/${TARGET_SLUG}`);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('The old address is not valid.').waitFor();
    await dialog.getByRole('textbox', { name: 'Old address' }).fill('/ijsvogel');
    await dialog.getByRole('combobox', { name: 'Type' }).selectOption('302');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The redirect from /ijsvogel has been added.').waitFor();
    const row = page.getByRole('table', { name: 'Redirects' }).getByRole('row').filter({ hasText: '/ijsvogel' });
    await row.waitFor();
    expect(await row.textContent()).toContain('302 Moved temporarily');

    const { page: visitor } = await harness.newPage();
    await visitor.goto(`${harness.baseUrl}/ijsvogel`);
    expect(new URL(visitor.url()).pathname).toBe(`/${TARGET_SLUG}`);
    await visitor.getByRole('heading', { level: 1, name: TARGET_TITLE }).waitFor();

    // Deleting it makes the address a 404 again.
    await row.getByRole('button', { name: 'Delete the redirect from /ijsvogel' }).click();
    await page.getByRole('dialog', { name: 'Delete redirect' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The redirect from /ijsvogel has been deleted.').waitFor();
    expect((await fetch(`${harness.baseUrl}/ijsvogel`, { redirect: 'manual' })).status).toBe(404);
  });

  it('fits a phone screen (390 px): the list, its buttons and the import with its report', async () => {
    const { page } = await harness.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin('/redirects'));
    await page.getByRole('heading', { level: 1, name: 'Redirects' }).waitFor();
    await page
      .getByRole('table', { name: 'Redirects' })
      .getByRole('row')
      .filter({ hasText: `/${SLUG}` })
      .waitFor();
    expect(await findLayoutProblems(page)).toEqual([]);
    await page.getByRole('button', { name: 'Import CSV' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import redirects from CSV' });
    await dialog.waitFor();
    expect(await findLayoutProblems(page)).toEqual([]);

    // A CSV import with one good and one refused line: the report names the refused line and why.
    const csv = 'from,to,status\n/reiger,/kingfishers,301\nhttps://elsewhere.example/x,/a,301\n';
    await dialog.getByLabel('CSV file').setInputFiles({ name: 'redirects.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await dialog.getByText('Imported: 1 added, 1 refused.').waitFor();
    await dialog.getByText('Line 3: The old address is not valid.').waitFor();
    expect(await findLayoutProblems(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await page.getByRole('table', { name: 'Redirects' }).getByRole('row').filter({ hasText: '/reiger' }).waitFor();
  });
});
