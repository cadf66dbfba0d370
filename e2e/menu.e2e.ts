import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { insertSubmission } from '../src/server/domains/contact/contact.repository.ts';
import { loginAs, signIn } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';

const rowLabels = (page: Page) => page.locator('.menu-row__label').allTextContents();
const rowDepths = (page: Page) =>
  page.locator('.menu-row-item').evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-depth'))));

interface PublicLink {
  label: string;
  href: string;
  openInNewTab: boolean;
  children: PublicLink[];
}

describe('menu structure, site settings and search index', () => {
  let harness: Harness;
  let pageId: number;
  beforeAll(async () => {
    harness = await startHarness();
    // A published page to link to from the menu.
    const admin = await harness.server.adminAgent();
    const created = await admin.post('/api/page/create', {
      title: 'Otter survey',
      slug: 'otter-survey',
      type: 'blank',
      locale: 'nl-nl',
      content: [{ type: 'richText', key: 'body', props: { html: '<p>Otters along the Linge.</p>' } }],
    });
    expect(created.status).toBe(200);
    pageId = created.body.pageID as number;
    expect((await admin.post(`/api/page/${created.body.pageID}/publish`)).status).toBe(200);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('builds a nested header menu with page search and keyboard moves, saves it and shows it on the site', async () => {
    const { page } = await harness.newPage();
    await loginAs(page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);
    await page.getByRole('link', { name: 'Menu structure' }).click();
    await page.getByRole('heading', { level: 1, name: 'Menu structure' }).waitFor();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('nl-nl');
    await page.getByRole('tab', { name: 'Header menu' }).click();
    await page.getByRole('button', { name: 'Add menu item' }).waitFor();
    // Start from an empty header menu.
    while ((await page.locator('.menu-row-item[data-depth="0"]').count()) > 0) {
      const label = (await page.locator('.menu-row__label').first().textContent())!;
      await page.getByRole('button', { name: `Delete ${label}`, exact: true }).click();
      await page.getByRole('dialog', { name: 'Delete menu item' }).getByRole('button', { name: 'Delete' }).click();
    }

    // 1. A page on this website, found by the page search (3+ characters).
    await page.getByRole('button', { name: 'Add menu item' }).click();
    let dialog = page.getByRole('dialog', { name: 'New menu item' });
    await dialog.getByRole('textbox', { name: 'Label' }).fill('Otters');
    await dialog.getByRole('combobox', { name: 'Link type' }).selectOption('internal');
    const search = dialog.getByRole('searchbox');
    await search.fill('ot');
    await dialog.getByText('Type at least 3 characters to search.').waitFor();
    await search.fill('otter');
    await dialog.getByRole('button', { name: 'Choose Otter survey' }).click();
    await dialog.getByText('Otter survey').waitFor();
    await page.screenshot({ path: '.tmp/fmk/menu-item-modal.png' });
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });

    // 2. An external link; a partial URL is refused in the form first.
    await page.getByRole('button', { name: 'Add menu item' }).click();
    dialog = page.getByRole('dialog', { name: 'New menu item' });
    await dialog.getByRole('textbox', { name: 'Label' }).fill('Partner');
    await dialog.getByRole('textbox', { name: 'URL' }).fill('example.org/partner');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.getByText('The URL is not a valid URL.').waitFor();
    await dialog.getByRole('textbox', { name: 'URL' }).fill('https://example.org/partner');
    await dialog.getByRole('checkbox', { name: 'Open in a new tab' }).check();
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });

    // 3. An e-mail link.
    await page.getByRole('button', { name: 'Add menu item' }).click();
    dialog = page.getByRole('dialog', { name: 'New menu item' });
    await dialog.getByRole('textbox', { name: 'Label' }).fill('Contact');
    await dialog.getByRole('combobox', { name: 'Link type' }).selectOption('mail');
    await dialog.getByRole('textbox', { name: 'E-mail address' }).fill('info@example.org');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await rowLabels(page)).toEqual(['Otters', 'Partner', 'Contact']);
    await page.getByText('Unsaved changes').first().waitFor();

    // Keyboard alternative: nest Partner under Otters, then move Contact to the top.
    await page.getByRole('button', { name: 'Indent Partner' }).click();
    expect(await rowDepths(page)).toEqual([0, 1, 0]);
    expect(await page.getByRole('button', { name: 'Indent Partner' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Move Contact up' }).click();
    expect(await rowLabels(page)).toEqual(['Contact', 'Otters', 'Partner']);
    expect(await rowDepths(page)).toEqual([0, 0, 1]);
    // Focus stays on the moved item.
    expect(await page.evaluate(() => document.activeElement?.closest('.menu-row-item')?.getAttribute('data-key'))).toBe(
      await page.locator('.menu-row-item').first().getAttribute('data-key'),
    );
    await page.screenshot({ path: '.tmp/fmk/menu-editor.png', fullPage: true });

    await page.getByRole('button', { name: 'Save menu' }).click();
    await page.getByText('The menu has been saved.').waitFor();
    expect(await page.getByText('Unsaved changes').count()).toBe(0);

    // The public menu is nested as built.
    const response = await fetch(`${harness.baseUrl}/api/menu?locale=nl-nl`);
    const header = ((await response.json()) as { data: { header: PublicLink[] } }).data.header;
    expect(header.map((link) => link.label)).toEqual(['Contact', 'Otters']);
    expect(header[0]!.href).toBe('mailto:info@example.org');
    expect(header[1]!.href).toContain('otter-survey');
    expect(header[1]!.children).toEqual([{ label: 'Partner', href: 'https://example.org/partner', openInNewTab: true, children: [] }]);

    // The server-rendered site shows it in the header navigation.
    const home = await fetch(`${harness.baseUrl}/`);
    const html = await home.text();
    // (This database has no home page, so "/" is the 404 page, which has the same header.)
    expect(home.headers.get('content-type') ?? '').toContain('text/html');
    expect(html).toContain('site-nav');
    const nav = html.slice(html.indexOf('site-nav'), html.indexOf('</nav>', html.indexOf('site-nav')));
    expect(nav).toContain('Otters');
    expect(nav).toContain('otter-survey');
    expect(nav).toContain('href="https://example.org/partner"');
    expect(nav).toContain('mailto:info@example.org');

    // After a reload the saved tree is back.
    await page.reload();
    await page.locator('.menu-row').first().waitFor();
    expect(await rowLabels(page)).toEqual(['Contact', 'Otters', 'Partner']);
    expect(await rowDepths(page)).toEqual([0, 0, 1]);

    // Drag and drop: Contact dragged down onto Otters' place and to the right becomes Otters' first child.
    const handle = await page.getByRole('button', { name: 'Drag Contact' }).boundingBox();
    const target = await page.locator('.menu-row').nth(1).boundingBox();
    await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle!.x + 10, handle!.y + 12, { steps: 4 });
    await page.mouse.move(handle!.x + handle!.width / 2 + 40, target!.y + target!.height / 2 + 8, { steps: 12 });
    await page.mouse.up();
    await page.waitForFunction(() => document.querySelectorAll('.menu-row-item.is-dragging').length === 0);
    expect(await rowLabels(page)).toEqual(['Otters', 'Contact', 'Partner']);
    expect(await rowDepths(page)).toEqual([0, 1, 1]);

    // Unsaved changes prompt when leaving.
    await page.getByRole('link', { name: 'Page overview' }).click();
    const prompt = page.getByRole('dialog', { name: 'Unsaved changes' });
    await prompt.getByRole('button', { name: 'Stay' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(await rowLabels(page)).toEqual(['Otters', 'Contact', 'Partner']);
    await page.getByRole('link', { name: 'Page overview' }).click();
    await prompt.getByRole('button', { name: 'Leave' }).click();
    await page.getByRole('heading', { level: 1, name: 'CMS Dashboard' }).waitFor();
  });

  it('refuses to overwrite a menu someone else saved meanwhile, and reloads it on request', async () => {
    const { page } = await harness.newPage();
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin('/menu-structure'));
    await page.getByRole('combobox', { name: 'Language' }).selectOption('nl-nl');
    await page.getByRole('tab', { name: 'Footer menu' }).click();
    await page.getByRole('button', { name: 'Add menu item' }).waitFor();

    // Another editor saves the footer after this page loaded it.
    const other = await harness.server.adminAgent();
    const { revisions } = (await other.get('/api/menu/edit?locale=nl-nl')).body.data as { revisions: { footer: number } };
    const saved = await other.put('/api/menu', {
      locale: 'nl-nl',
      menu: 'footer',
      revision: revisions.footer,
      items: [{ key: 'x', label: 'Their link', type: 'anchor', target: '#theirs' }],
    });
    expect(saved.status).toBe(200);

    await page.getByRole('button', { name: 'Add menu item' }).click();
    const dialog = page.getByRole('dialog', { name: 'New menu item' });
    await dialog.getByRole('textbox', { name: 'Label' }).fill('My link');
    await dialog.getByRole('textbox', { name: 'URL' }).fill('https://example.org/mine');
    await dialog.getByRole('button', { name: 'Apply' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Save menu' }).click();
    await page.getByRole('alert').filter({ hasText: 'Someone else saved the Footer menu after you opened it' }).waitFor();
    // Their menu is untouched.
    const footer = (await (await fetch(`${harness.baseUrl}/api/menu?locale=nl-nl`)).json()) as { data: { footer: PublicLink[] } };
    expect(footer.data.footer.map((link) => link.label)).toEqual(['Their link']);

    await page.getByRole('button', { name: 'Reload menus' }).click();
    await page.getByText('Their link').waitFor();
    expect(await rowLabels(page)).toEqual(['Their link']);
    expect(await page.getByText('Unsaved changes').count()).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: 'Someone else saved' }).count()).toBe(0);
  });

  it('saves the company phone in the site settings', async () => {
    const { page } = await harness.newPage();
    await loginAs(page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);
    await page.getByRole('link', { name: 'Site settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Site settings' }).waitFor();
    const company = page.getByRole('form', { name: 'Company details' });
    const phone = company.getByRole('textbox', { name: 'Phone number' }).first();
    await phone.fill('+31 20 555 0101');
    // A bad social link is refused next to its field.
    await company.getByRole('textbox', { name: 'LinkedIn' }).fill('linkedin.com/company/x');
    await company.getByRole('button', { name: 'Save company details' }).click();
    await company.getByText('The LinkedIn is not a valid URL.').waitFor();
    await company.getByRole('textbox', { name: 'LinkedIn' }).fill('https://www.linkedin.com/company/x');
    await company.getByRole('button', { name: 'Save company details' }).click();
    await company.getByText('The company details have been saved.').waitFor();
    await page.screenshot({ path: '.tmp/fmk/site-settings.png', fullPage: true });

    await page.reload();
    const reloaded = page.getByRole('form', { name: 'Company details' });
    await reloaded.getByRole('button', { name: 'Save company details' }).waitFor();
    expect(await reloaded.getByRole('textbox', { name: 'Phone number' }).first().inputValue()).toBe('+31 20 555 0101');
    expect(await reloaded.getByRole('textbox', { name: 'LinkedIn' }).inputValue()).toBe('https://www.linkedin.com/company/x');
  });

  it('indexes all pages and shows success', async () => {
    const { page } = await harness.newPage();
    await loginAs(page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);
    await page.getByRole('link', { name: 'Search index' }).click();
    await page.getByRole('heading', { level: 1, name: 'Search index' }).waitFor();
    await page.getByRole('button', { name: 'Index all pages' }).click();
    await page.getByText('All published pages have been indexed.').waitFor();
    expect(Number(await page.locator('output').textContent())).toBeGreaterThanOrEqual(1);
    await page.screenshot({ path: '.tmp/fmk/search-index.png', fullPage: true });
  });

  it('tags a page in Page Settings and deletes a tag on the Tags screen', async () => {
    const { page } = await harness.newPage();
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin(`/page/${pageId}`));
    await page.getByRole('tab', { name: 'Page Settings' }).click();
    const tags = page.getByRole('region', { name: 'Tags' });
    const publicInput = tags.getByRole('combobox', { name: 'Public tags' });
    await publicInput.fill('Otters');
    await publicInput.press('Enter');
    await tags.getByText('"Otters" is a new tag; it is created when you save.').waitFor();
    // The same name in another case is not added twice: the one tag takes the latest spelling.
    await publicInput.fill('OTTERS');
    await publicInput.press('Enter');
    await tags.getByRole('button', { name: 'Remove tag OTTERS' }).waitFor();
    await publicInput.fill('Otters');
    await publicInput.press('Enter');
    await tags.getByRole('button', { name: 'Remove tag Otters' }).waitFor();
    expect(await tags.getByRole('button', { name: /^Remove tag otters$/i }).count()).toBe(1);
    await publicInput.fill('');
    const privateInput = tags.getByRole('combobox', { name: 'Private tags' });
    await privateInput.fill('Fieldwork');
    await privateInput.press('Enter');
    await tags.getByRole('button', { name: 'Remove tag Fieldwork' }).waitFor();
    await tags.getByRole('button', { name: 'Save tags' }).click();
    await tags.getByText('The tags have been saved.').waitFor();
    await page.screenshot({ path: '.tmp/fmk/page-tags.png', fullPage: true });

    await page.reload();
    await page.getByRole('tab', { name: 'Page Settings' }).click();
    await page.getByRole('region', { name: 'Tags' }).getByRole('button', { name: 'Remove tag Otters' }).waitFor();
    // Suggestions come from existing tags as you type.
    const region = page.getByRole('region', { name: 'Tags' });
    await region.getByRole('button', { name: 'Remove tag Otters' }).click();
    await region.getByRole('combobox', { name: 'Public tags' }).fill('Ott');
    await region.getByRole('listbox', { name: 'Suggestions' }).getByRole('button', { name: 'Otters' }).click();
    await region.getByRole('button', { name: 'Remove tag Otters' }).waitFor();
    expect(await region.getByRole('button', { name: 'Save tags' }).isDisabled()).toBe(true);

    await page.getByRole('link', { name: 'Tags', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Tags' }).waitFor();
    await page.getByRole('region', { name: 'Public tags' }).getByText('Otters').waitFor();
    await page.getByRole('button', { name: 'Delete tag Otters' }).click();
    await page.getByRole('dialog', { name: 'Delete tag' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The tag has been deleted.').waitFor();
    await page.getByRole('region', { name: 'Public tags' }).getByText('Otters').waitFor({ state: 'detached' });
    await page.getByRole('region', { name: 'Public tags' }).getByText('No tags yet.').waitFor();
  });

  it('lists contact submissions and shows a message', async () => {
    await insertSubmission(
      harness.server.deps.db,
      {
        firstName: 'Olga',
        lastName: 'Otter',
        phone: '+31 6 1234 5678',
        email: 'olga@example.org',
        subject: 'Survey request',
        message: 'Could you survey our river bank?\nThanks!',
        privacy: true,
        locale: 'nl-nl',
      } as Parameters<typeof insertSubmission>[1],
      new Date().toISOString(),
    );
    const { page } = await harness.newPage();
    await loginAs(page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);
    await page.getByRole('link', { name: 'Contact submissions' }).click();
    await page.getByRole('heading', { level: 1, name: 'Contact submissions' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'olga@example.org' });
    await row.getByText('Survey request').waitFor();
    await row.getByRole('button', { name: 'Show message from Olga Otter' }).click();
    const dialog = page.getByRole('dialog', { name: 'Survey request' });
    await dialog.getByText('Could you survey our river bank?').waitFor();
    await dialog.getByText('+31 6 1234 5678').waitFor();
  });
});
