import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';

const blockNames = (page: Page) => page.locator('.block-card__name').allTextContents();

/**
 * Drags a block by its handle onto another block's place, as a mouse user does: dnd-kit's
 * pointer sensor only starts after a few pixels of movement, so the pointer goes down, moves
 * a little, then travels in steps and is released over the target.
 */
async function dragBlock(page: Page, block: string, onto: string): Promise<void> {
  const handle = page.getByRole('button', { name: `Drag ${block} to reorder` });
  const from = await handle.boundingBox();
  const target = await page
    .locator('.block-card')
    .filter({ has: page.getByRole('button', { name: `Drag ${onto} to reorder` }) })
    .boundingBox();
  if (!from || !target) throw new Error('block not visible');
  const startX = from.x + from.width / 2;
  const startY = from.y + from.height / 2;
  await page.mouse.move(startX, startY);
  await page.mouse.down();
  await page.mouse.move(startX, startY + (target.y < from.y ? -3 : 3));
  await page.mouse.move(startX, startY + (target.y < from.y ? -8 : 8));
  await page.mouse.move(startX, target.y + target.height / 2, { steps: 12 });
  await page.waitForTimeout(100);
  await page.mouse.up();
  // dnd-kit swallows every click for 50 ms after a drop (so the drop is not also a click);
  // a person never clicks that fast, a test does.
  await page.waitForTimeout(100);
}

describe('pages: create, edit blocks, translate, overview', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('creates a page, edits and reorders blocks, saves, translates and lists it', async () => {
    const { page } = await harness.newPage();
    await loginAs(page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);
    // The dashboard shows the page overview.
    await page.getByRole('table', { name: 'Pages' }).waitFor();

    // New page: the slug follows the title with the type prefix and is checked.
    await page.goto(harness.admin('/new-page'));
    await page.getByRole('heading', { level: 1, name: 'New page' }).waitFor();
    await page.getByRole('combobox', { name: 'Page type' }).selectOption('news');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('en-gb');
    await page.getByRole('textbox', { name: 'Title' }).fill('Bat monitoring 2024');
    expect(await page.getByRole('textbox', { name: 'Slug (URL)' }).inputValue()).toBe('news/bat-monitoring-2024');
    await page.getByText('This slug is available.').waitFor();
    await page.getByRole('button', { name: 'Create page' }).click();
    await page.waitForURL(/\/cmsadmin\/page\/\d+$/);
    const editorUrl = page.url();
    await page.getByRole('heading', { level: 1, name: 'Bat monitoring 2024' }).waitFor();
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    expect(await blockNames(page)).toEqual(['Page header', 'Image', 'Rich text']);

    // Add a quote at the end from the block picker, fill it, move it up with the keyboard alternative.
    await page.getByRole('button', { name: 'Add block', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Add a block' });
    await picker.getByRole('button', { name: 'Quote', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Nature first');
    await page.getByRole('button', { name: 'Move Quote up' }).click();
    expect(await blockNames(page)).toEqual(['Page header', 'Image', 'Quote', 'Rich text']);
    await page.getByText('Unsaved changes').first().waitFor();

    // Rich text: type, then bold.
    await page.getByRole('button', { name: 'Edit Rich text' }).click();
    const editor = page.locator('.ProseMirror');
    await editor.click();
    await page.keyboard.type('Bats fly at night ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('quietly');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The page has been saved.').waitFor();
    expect(await page.getByText('Unsaved changes').count()).toBe(0);

    // Reload: same blocks, same order, same content.
    await page.reload();
    await page.getByRole('tab', { name: 'Overview' }).waitFor();
    await page.locator('.block-card').first().waitFor();
    expect(await blockNames(page)).toEqual(['Page header', 'Image', 'Quote', 'Rich text']);

    // Drag and drop: the quote goes above the image by its drag handle; saved and reloaded, the order holds.
    await dragBlock(page, 'Quote', 'Image');
    await expect.poll(() => blockNames(page)).toEqual(['Page header', 'Quote', 'Image', 'Rich text']);
    await page.getByText('Unsaved changes').first().waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The page has been saved.').waitFor();
    await page.reload();
    await page.locator('.block-card').first().waitFor();
    expect(await blockNames(page)).toEqual(['Page header', 'Quote', 'Image', 'Rich text']);

    await page.getByRole('button', { name: 'Edit Rich text' }).click();
    await page.locator('.ProseMirror strong', { hasText: 'quietly' }).waitFor();
    expect(await page.locator('.ProseMirror').innerText()).toContain('Bats fly at night');
    await page.getByRole('button', { name: 'Edit Quote' }).click();
    expect(await page.getByRole('textbox', { name: 'Text', exact: true }).inputValue()).toBe('Nature first');

    // Preview with unsaved changes asks to save first; the preview tab then shows the new text.
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Nature comes first');
    await page.getByRole('link', { name: 'Preview' }).click();
    const previewPrompt = page.getByRole('dialog', { name: 'Save before previewing?' });
    await previewPrompt.waitFor();
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      previewPrompt.getByRole('button', { name: 'Save and preview' }).click(),
    ]);
    await preview.waitForURL(/\/api\/page\/\d+\/preview$/);
    await preview.getByText('Nature comes first').first().waitFor();
    await preview.close();
    await page.getByText('The page has been saved.').waitFor();
    expect(await page.getByText('Unsaved changes').count()).toBe(0);
    // Without unsaved changes Preview opens straight away.
    const [again] = await Promise.all([page.context().waitForEvent('page'), page.getByRole('link', { name: 'Preview' }).click()]);
    await again.waitForURL(/\/api\/page\/\d+\/preview$/);
    await again.getByText('Nature comes first').first().waitFor();
    await again.close();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Unsaved changes: navigating away prompts; Stay keeps the editor, Leave goes.
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill('Nature always first');
    await page.getByRole('link', { name: 'Page overview' }).click();
    const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Stay' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(page.url()).toBe(editorUrl);
    expect(await page.getByRole('textbox', { name: 'Text', exact: true }).inputValue()).toBe('Nature always first');
    await page.getByRole('link', { name: 'Page overview' }).click();
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('heading', { level: 1, name: 'CMS Dashboard' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Bat monitoring 2024' }).waitFor();

    // A slug typed in Page Settings is an unsaved change too.
    await page.goto(editorUrl);
    await page.getByRole('tab', { name: 'Page Settings' }).click();
    await page.getByRole('textbox', { name: 'Slug (URL)' }).fill('news/bat-monitoring');
    await page.getByText('Unsaved changes').first().waitFor();
    await page.getByRole('link', { name: 'Page overview' }).click();
    await prompt.waitFor();
    await prompt.getByRole('button', { name: 'Stay' }).click();
    expect(await page.getByRole('textbox', { name: 'Slug (URL)' }).inputValue()).toBe('news/bat-monitoring');
    await page.getByRole('link', { name: 'Page overview' }).click();
    await prompt.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('heading', { level: 1, name: 'CMS Dashboard' }).waitFor();

    // Translations: add the Dutch one; it opens and lists the English page.
    await page.goto(editorUrl);
    await page.getByRole('tab', { name: 'Translations' }).click();
    await page.getByRole('button', { name: 'Add translation' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Vleermuismonitoring');
    expect(await page.getByRole('textbox', { name: 'Slug (URL)' }).inputValue()).toBe('nieuws/vleermuismonitoring');
    await page.getByText('This slug is available.').waitFor();
    await page.getByRole('button', { name: 'Add translation' }).click();
    await page.waitForURL((url) => /\/cmsadmin\/page\/\d+$/.test(url.pathname) && url.href !== editorUrl);
    await page.getByRole('heading', { level: 1, name: 'Vleermuismonitoring' }).waitFor();
    await page.getByRole('tab', { name: 'Translations' }).click();
    const englishRow = page.getByRole('row').filter({ hasText: 'Bat monitoring 2024' });
    await englishRow.waitFor();
    expect(await englishRow.getByRole('link', { name: /Open the English translation/ }).isVisible()).toBe(true);
    // The translation starts with the same blocks.
    await page.getByRole('tab', { name: 'Overview' }).click();
    expect(await blockNames(page)).toEqual(['Page header', 'Quote', 'Image', 'Rich text']);

    // The per-type overview (from the Page types submenu) lists both pages.
    await page.getByRole('button', { name: 'Page types' }).click();
    await page.getByRole('link', { name: 'News', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/cmsadmin/page-overview/news');
    await page.getByRole('heading', { level: 1, name: 'Pages: News' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Bat monitoring 2024' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Vleermuismonitoring' }).waitFor();
    // Another type's overview does not.
    await page.goto(harness.admin('/page-overview/PROJECT'));
    await page.getByRole('heading', { level: 1, name: 'Pages: Project' }).waitFor();
    await page.getByText('No pages yet.').waitFor();
  });
});
