import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';
import { createPageThroughApi } from './support/page-api.ts';

/** Creates a page through the API and returns its id and public address. */
async function createPage(harness: Harness, body: Record<string, unknown>): Promise<{ id: number; url: string }> {
  const id = await createPageThroughApi(harness, { type: 'blank', ...body });
  const page = await (await harness.server.adminAgent()).get(`/api/page/${id}`);
  return { id, url: page.body.page.url as string };
}

describe('rich-text links through the link dialog', () => {
  let harness: Harness;
  let target: { id: number; url: string };
  let article: { id: number; url: string };
  beforeAll(async () => {
    harness = await startHarness();
    // The page linked to, with an anchor on one of its blocks.
    target = await createPage(harness, {
      title: 'Otter survey',
      slug: 'otter-survey',
      content: [{ type: 'richText', key: 'team', props: { html: '<p>Our team.</p>' }, anchorPoint: 'team' }],
    });
    article = await createPage(harness, {
      title: 'River news',
      slug: 'river-news',
      content: [{ type: 'richText', key: 'body', props: { html: '<p>Otters are back.</p>' } }],
    });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('adds a page link with an anchor and a phone link, saves, and the preview links without new tabs', async () => {
    const { page } = await harness.newPage();
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin(`/page/${article.id}`));
    await page.getByRole('button', { name: 'Edit Rich text' }).click();
    const editor = page.locator('.ProseMirror');
    await editor.getByText('Otters are back.').waitFor();

    // A page link on selected text: the page found by the search, one of its anchors.
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Read the survey');
    for (let index = 0; index < 'the survey'.length; index += 1) await page.keyboard.press('Shift+ArrowLeft');
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    let dialog = page.getByRole('dialog', { name: 'Add link' });
    expect(await dialog.getByRole('combobox', { name: 'Link type' }).inputValue()).toBe('internal');
    await dialog.getByRole('searchbox').fill('otter');
    await dialog.getByRole('button', { name: 'Choose Otter survey' }).click();
    const anchor = dialog.getByRole('combobox', { name: 'Anchor on that page' });
    await anchor.locator('option[value="team"]').waitFor({ state: 'attached' });
    await anchor.selectOption('team');
    expect(await dialog.getByRole('checkbox', { name: 'Open in a new tab' }).isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });
    await editor.locator(`a[href="${target.url}#team"]`, { hasText: 'the survey' }).waitFor();

    // A phone link with nothing selected: the number typed becomes the text; a wrong one is refused first.
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' or call ');
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Add link' });
    await dialog.getByRole('combobox', { name: 'Link type' }).selectOption('phone');
    const phone = dialog.getByRole('textbox', { name: 'Phone number' });
    await phone.fill('call me');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText('is not valid').waitFor();
    await phone.fill('+31 345 000 000');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });
    await editor.locator('a[href="tel:+31345000000"]', { hasText: '+31 345 000 000' }).waitFor();

    // The link under the cursor opens pre-filled.
    await editor.locator('a[href="tel:+31345000000"]').click();
    await page.getByRole('button', { name: 'Link', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Edit link' });
    expect(await dialog.getByRole('textbox', { name: 'Phone number' }).inputValue()).toBe('+31345000000');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The page has been saved.').waitFor();

    // The preview renders the stored text: both links, neither opening a new tab.
    const preview = await page.context().newPage();
    await preview.goto(`${harness.baseUrl}/api/page/${article.id}/preview`);
    const pageLink = preview.locator(`.rich-text a[href="${target.url}#team"]`);
    await pageLink.waitFor();
    expect(await pageLink.textContent()).toBe('the survey');
    expect(await pageLink.getAttribute('target')).toBeNull();
    const phoneLink = preview.locator('.rich-text a[href="tel:+31345000000"]');
    expect(await phoneLink.textContent()).toBe('+31 345 000 000');
    expect(await phoneLink.getAttribute('target')).toBeNull();
    expect(target.url).toBe('/en-gb/otter-survey');
  });
});
