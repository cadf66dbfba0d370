import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createUser, deliverQueuedMail } from '../src/server/test-support/fixtures.ts';
import type { TestAgent } from '../src/server/test-support/test-agent.ts';
import { signIn } from './support/admin-actions.ts';
import { linkFromMail, startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';

/**
 * Issue 14, "small things", in the browser: the SEO tab's length counters and search-result
 * preview, a tag added in another case, and an account e-mail in the user's own language.
 */
describe('small things editors notice', () => {
  let harness: Harness;
  let admin: TestAgent;
  beforeAll(async () => {
    harness = await startHarness();
    admin = await harness.server.adminAgent();
  });
  afterAll(async () => {
    await harness?.close();
  });

  async function createPage(title: string, slug: string): Promise<number> {
    const created = await admin.post('/api/page/create', { title, slug, type: 'blank', locale: 'en-gb' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    return created.body.pageID as number;
  }
  async function openEditor(page: Page, pageId: number, title: string): Promise<void> {
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin(`/page/${pageId}`));
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  }

  it('counts the SEO title and description against the search-engine limits and previews the result at the public address', async () => {
    const pageId = await createPage('Otter survey', 'otter-survey');
    const { page } = await harness.newPage();
    await openEditor(page, pageId, 'Otter survey');
    await page.getByRole('tab', { name: 'SEO Settings' }).click();
    const title = page.getByRole('textbox', { name: 'SEO title' });
    const description = page.getByRole('textbox', { name: 'SEO description' });
    // Each field's counter is its accessible description.
    const counterOf = async (field: typeof title) => page.locator(`[id="${await field.getAttribute('aria-describedby')}"]`);
    const titleCounter = await counterOf(title);
    const descriptionCounter = await counterOf(description);
    const preview = page.getByRole('region', { name: 'Search result preview' });

    // Without an SEO title the preview shows the page title, at the public site's address (PUBLIC_URL), not the admin's.
    await preview.getByText('Otter survey', { exact: true }).waitFor();
    expect(await preview.locator('.seo-preview__address').innerText()).toBe('cms.test › en-gb › otter-survey');
    expect(await preview.getByText('No description: search engines pick a text from the page.').count()).toBe(1);
    expect(await titleCounter.locator('[aria-hidden="true"]').innerText()).toBe('0 / 60');
    expect(await descriptionCounter.locator('[aria-hidden="true"]').innerText()).toBe('0 / 160');

    await title.fill('Otters counted along the Linge');
    expect(await titleCounter.locator('[aria-hidden="true"]').innerText()).toBe('30 / 60');
    expect(await titleCounter.getAttribute('class')).not.toContain('is-over');
    await preview.getByText('Otters counted along the Linge', { exact: true }).waitFor();

    // Past the limit the counter warns (in words for screen readers) and the preview cuts at a whole word.
    const longTitle = 'Otters counted along the Linge, the Lek and the Waal by volunteers';
    await title.fill(longTitle);
    expect(await titleCounter.locator('[aria-hidden="true"]').innerText()).toBe(`${longTitle.length} / 60`);
    expect(await titleCounter.getAttribute('class')).toContain('is-over');
    expect(await titleCounter.locator('.visually-hidden').innerText()).toBe(
      `${longTitle.length} characters: longer than the 60 search engines usually show`,
    );
    await preview.getByText('Otters counted along the Linge, the Lek and the Waal by…', { exact: true }).waitFor();

    const text = 'Every spring volunteers count the otters of the river area. '.repeat(3).trim();
    await description.fill(text);
    expect(await descriptionCounter.locator('[aria-hidden="true"]').innerText()).toBe(`${text.length} / 160`);
    expect(await descriptionCounter.getAttribute('class')).toContain('is-over');
    const shown = await preview.locator('.seo-preview__description').innerText();
    expect(shown.endsWith('…')).toBe(true);
    expect([...shown].length).toBeLessThanOrEqual(160);
    expect(text.startsWith(shown.slice(0, -1))).toBe(true);
  });

  it('adding "Wetlands" after "wetlands" keeps one tag, spelled the way the editor chose', async () => {
    const other = await createPage('Peat meadows', 'peat-meadows');
    expect((await admin.put(`/api/page/${other}/tags`, { public: ['wetlands'] })).status).toBe(200);
    const pageId = await createPage('Reed beds', 'reed-beds');
    expect((await admin.put(`/api/page/${pageId}/tags`, { public: ['wetlands'] })).status).toBe(200);

    const { page } = await harness.newPage();
    await openEditor(page, pageId, 'Reed beds');
    await page.getByRole('tab', { name: 'Page Settings' }).click();
    const tags = page.getByRole('region', { name: 'Tags' });
    const chips = tags.getByRole('list', { name: 'Public tags' }).getByRole('listitem');
    await chips.first().waitFor();
    expect(await chips.allInnerTexts()).toEqual(['wetlands']);

    await tags.getByRole('combobox', { name: 'Public tags' }).fill('Wetlands');
    await tags.getByRole('combobox', { name: 'Public tags' }).press('Enter');
    await expect.poll(() => chips.allInnerTexts()).toEqual(['Wetlands']);
    await tags.getByRole('button', { name: 'Save tags' }).click();
    await tags.getByText('The tags have been saved.').waitFor();
    expect(await chips.allInnerTexts()).toEqual(['Wetlands']);

    // One tag in the whole site, in the new spelling, on the other page too.
    const found = (await admin.post('/api/tags/search', { term: 'wetlands' })).body.data.items as { name: string }[];
    expect(found.map((tag) => tag.name)).toEqual(['Wetlands']);
    const onOther = (await admin.get(`/api/page/${other}/tags`)).body.data.public as { name: string }[];
    expect(onOther.map((tag) => tag.name)).toEqual(['Wetlands']);
  });

  it('a password-reset e-mail to a Dutch-speaking user is in Dutch and names the site', async () => {
    const company = (await admin.get('/api/settings/company')).body.company as Record<string, unknown>;
    expect((await admin.put('/api/settings/company', { ...company, name: 'Stichting Lingebos' })).status).toBe(200);
    const user = await createUser(harness.server, { name: 'Daan de Vries' });

    // Daan chooses Dutch in his user settings.
    const { page } = await harness.newPage();
    await signIn(page, harness.baseUrl, user.email, user.password);
    await page.goto(harness.admin('/user/settings'));
    await page.getByRole('region', { name: 'Interface language' }).getByRole('combobox').selectOption('nl');
    await page.getByText('De taal van de interface is gewijzigd.').waitFor();

    // Later, signed out, he asks for a reset link.
    const { page: visitor } = await harness.newPage();
    await visitor.goto(harness.admin('/forgot-password'));
    await visitor.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
    await visitor.getByRole('button', { name: 'Send reset link' }).click();
    await visitor.getByText('If the e-mail address is valid, you will receive an e-mail').waitFor();
    await deliverQueuedMail(harness.server);
    const mail = harness.server.mails.sent.filter((message) => message.to === user.email).at(-1);
    expect(mail, 'reset mail').toBeDefined();
    expect(mail!.subject).toBe('Stel je wachtwoord voor Stichting Lingebos opnieuw in');
    expect(mail!.text).toContain('Hallo Daan de Vries,');
    expect(mail!.text).toContain('het wachtwoord van je account voor Stichting Lingebos opnieuw in te stellen');
    expect(mail!.html).toContain('Stichting Lingebos');
    expect(mail!.text).not.toMatch(/Reset your password|Choose a new password/);

    // Its link opens the reset screen.
    await visitor.goto(linkFromMail(harness, mail!.text ?? '', '/cmsadmin/reset-password'));
    await visitor
      .getByRole('textbox', { name: /wachtwoord|password/i })
      .first()
      .waitFor();
  });
});
