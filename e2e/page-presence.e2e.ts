import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/server/test-support/fixtures.ts';
import { signIn } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';

/** Issue 14 "Presence": the page editor shows who else has the page open, before a conflict happens. */
describe('page editor: who else has the page open', () => {
  let harness: Harness;
  let pageId: number;

  beforeAll(async () => {
    harness = await startHarness();
    const admin = await harness.server.adminAgent();
    const created = await admin.post('/api/page/create', {
      title: 'Kingfishers',
      slug: 'news/kingfishers',
      type: 'news',
      locale: 'en-gb',
      content: [{ type: 'quote', key: 'quote', props: { text: 'Blue flash over the water', author: '', role: '' } }],
    });
    expect(created.status).toBe(200);
    pageId = created.body.pageID;
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('two editors see each other on the same page, with a warning when the other has unsaved changes, and not after leaving', async () => {
    const editor = await createUser(harness.server, { role: 'Editor', name: 'Eva Editor' });
    const first = (await harness.newPage()).page;
    await signIn(first, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await first.goto(harness.admin(`/page/${pageId}`));
    await first.getByRole('heading', { level: 1, name: 'Kingfishers' }).waitFor();
    expect(await first.getByTestId('page-presence').count()).toBe(0);

    const second = (await harness.newPage()).page;
    await signIn(second, harness.baseUrl, editor.email, editor.password);
    await second.goto(harness.admin(`/page/${pageId}`));
    await second.getByTestId('page-presence').getByText('Also open by Administrator.').waitFor();

    // The second editor starts changing the page; the first sees it at its next heartbeat
    // (a tab coming back into view sends one at once).
    await second.getByRole('button', { name: 'Edit Quote' }).click();
    await second.getByRole('textbox', { name: 'Text', exact: true }).fill('Blue flash over the Linge');
    await second.getByText('Unsaved changes', { exact: true }).first().waitFor();
    await first.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    const warning = first.getByTestId('page-presence');
    await warning.getByText('Also open by Eva Editor.').waitFor();
    await warning.getByText(/They have unsaved changes/).waitFor();

    // Leaving the editor removes the second editor at once.
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    await second.getByText('The page has been saved.').waitFor();
    await second.getByRole('link', { name: 'Page overview' }).click();
    await expect
      .poll(async () => {
        await first.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
        return first.getByTestId('page-presence').count();
      })
      .toBe(0);
  });
});
