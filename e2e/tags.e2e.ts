import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createUser, deliverQueuedMail, tokenFromMail } from '../src/server/test-support/fixtures.ts';
import { signIn } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';

/** The Tags screen (rename, merge, delete with usage counts) and a used reset link opened again. */
describe('tags screen and a used reset link', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
    const admin = await harness.server.adminAgent();
    const pages: [string, string[]][] = [
      ['e2e-tags-1', ['E2e Bats', 'E2e Chiroptera', 'E2e Doomed']],
      ['e2e-tags-2', ['E2e Bats', 'E2e Wetland']],
      ['e2e-tags-3', ['E2e Bats', 'E2e Doomed']],
      ['e2e-tags-4', ['E2e Chiroptera']],
    ];
    for (const [slug, tags] of pages) {
      const created = await admin.post('/api/page/create', { title: slug, slug, type: 'blank', locale: 'nl-nl' });
      expect(created.status).toBe(200);
      expect((await admin.put(`/api/page/${created.body.pageID}/tags`, { public: tags })).status).toBe(200);
    }
  });
  afterAll(async () => {
    await harness?.close();
  });

  const publicTags = (page: Page) => page.getByRole('region', { name: 'Public tags' });
  const row = (page: Page, name: string) =>
    publicTags(page)
      .getByRole('row')
      .filter({ has: page.getByText(name, { exact: true }) });
  const usageOf = async (page: Page, name: string) => (await row(page, name).getByRole('cell').nth(2).textContent())?.trim();

  it('renames, merges and deletes public tags, with how many pages use each', async () => {
    const { page } = await harness.newPage();
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin('/tags'));
    await page.getByRole('heading', { level: 1, name: 'Tags' }).waitFor();
    await row(page, 'E2e Bats').waitFor();
    expect(await usageOf(page, 'E2e Bats')).toBe('Used by 3 pages');
    expect(await usageOf(page, 'E2e Wetland')).toBe('Used by 1 page');

    // Rename.
    await publicTags(page).getByRole('button', { name: 'Rename tag E2e Wetland' }).click();
    let dialog = page.getByRole('dialog', { name: 'Rename tag' });
    await dialog.getByRole('textbox', { name: 'New name' }).fill('E2e Wetlands');
    await dialog.getByRole('button', { name: 'Rename' }).click();
    await page.getByText('The tag has been renamed to "E2e Wetlands".').waitFor();
    await row(page, 'E2e Wetlands').waitFor();
    expect(await row(page, 'E2e Wetland').count()).toBe(0);

    // Merge Chiroptera into Bats: the page that had both keeps one Bats.
    await publicTags(page).getByRole('checkbox', { name: 'Select tag E2e Bats' }).check();
    await publicTags(page).getByRole('checkbox', { name: 'Select tag E2e Chiroptera' }).check();
    await publicTags(page).getByRole('button', { name: 'Merge selected tags (2)' }).click();
    dialog = page.getByRole('dialog', { name: 'Merge tags' });
    await dialog.getByRole('radio', { name: /E2e Bats/ }).check();
    await dialog.getByRole('button', { name: 'Merge' }).click();
    await page.getByText('The tags have been merged into "E2e Bats".').waitFor();
    await row(page, 'E2e Chiroptera').waitFor({ state: 'detached' });
    await expect.poll(() => usageOf(page, 'E2e Bats')).toBe('Used by 4 pages');

    // Delete asks with the usage count.
    expect(await usageOf(page, 'E2e Doomed')).toBe('Used by 2 pages');
    await publicTags(page).getByRole('button', { name: 'Delete tag E2e Doomed' }).click();
    dialog = page.getByRole('dialog', { name: 'Delete tag' });
    await dialog.getByText('Delete the tag "E2e Doomed"? It is used by 2 pages and is removed from all of them.').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('The tag has been deleted.').waitFor();
    await row(page, 'E2e Doomed').waitFor({ state: 'detached' });
  });

  it('a used reset link says so as soon as it is opened', async () => {
    const user = await createUser(harness.server);
    expect((await harness.server.agent().post('/api/auth/forgot-password', { email: user.email })).status).toBe(200);
    await deliverQueuedMail(harness.server);
    const mail = harness.server.mails.sent.filter((message) => message.to === user.email).at(-1)!;
    const token = tokenFromMail(mail.text);
    const password = 'Used-Link#2026';
    expect((await harness.server.agent().post('/api/auth/reset-account', { password, confirm: password, token })).status).toBe(200);

    const { page } = await harness.newPage();
    await page.goto(harness.admin(`/reset-password?token=${encodeURIComponent(token)}`));
    await page.getByRole('heading', { level: 1, name: 'Reset password' }).waitFor();
    await page.getByText(/This link has already been used/).waitFor();
    expect(await page.getByRole('textbox', { name: 'Password', exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot password' }).waitFor();
  });
});
