import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';

/** Issue 14 defect 6: replace, delete and move can be taken back; Ctrl/Cmd+S saves. */
describe('page editor: undo, redo and the save shortcut', () => {
  let harness: Harness;
  let pageId: number;

  beforeAll(async () => {
    harness = await startHarness();
    const admin = await harness.server.adminAgent();
    const created = await admin.post('/api/page/create', {
      title: 'Otters return',
      slug: 'news/otters-return',
      type: 'news',
      locale: 'en-gb',
      content: [
        { type: 'quote', key: 'quote', props: { text: 'Otters are back in the Vecht', author: 'Field team', role: '' } },
        { type: 'richText', key: 'body', props: { html: '<p>Seen at dawn.</p>' } },
      ],
    });
    expect(created.status).toBe(200);
    pageId = created.body.pageID;
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('a replaced block comes back with its text by Undo, Redo replaces it again, and Ctrl+S saves', async () => {
    const { page } = await harness.newPage();
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin(`/page/${pageId}`));
    const quoteCard = page.getByRole('listitem', { name: 'Quote: Otters are back in the Vecht' });
    await quoteCard.waitFor();
    const undo = page.getByRole('button', { name: 'Undo', exact: true });
    const redo = page.getByRole('button', { name: 'Redo', exact: true });
    expect(await undo.isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Replace Quote' }).click();
    const picker = page.getByRole('dialog', { name: 'Replace block' });
    await picker.getByRole('button', { name: 'Call to action', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    await quoteCard.waitFor({ state: 'detached' });
    await page.getByText('Unsaved changes', { exact: true }).waitFor();

    await undo.click();
    await quoteCard.waitFor();
    // Back to what is stored: nothing left to save.
    await page.getByText('Unsaved changes', { exact: true }).waitFor({ state: 'detached' });
    await redo.click();
    await quoteCard.waitFor({ state: 'detached' });
    await undo.click();
    await quoteCard.waitFor();

    // Typing is taken back by the keyboard too, outside rich text.
    await page.getByRole('button', { name: 'Edit Quote' }).click();
    const quoteText = page.getByRole('textbox', { name: 'Text', exact: true });
    await quoteText.fill('Otters are back in the Vecht and the Linge');
    await page.getByRole('heading', { level: 1 }).click();
    await page.keyboard.press('Control+z');
    await expect.poll(() => quoteText.inputValue()).toBe('Otters are back in the Vecht');
    await page.keyboard.press('Control+Shift+z');
    await expect.poll(() => quoteText.inputValue()).toBe('Otters are back in the Vecht and the Linge');

    await page.keyboard.press('Control+s');
    await page.getByText('The page has been saved.').waitFor();
    const admin = await harness.server.adminAgent();
    const stored = await admin.get(`/api/page/${pageId}`);
    expect(JSON.stringify(stored.body.page.pageVersion.blocks)).toContain('the Linge');
  });
});
