import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_PATTERN } from '../src/shared/api-tokens/api-token-schemas.ts';
import { loginAs, signIn } from './support/admin-actions.ts';
import { findLayoutProblems } from './support/layout-checks.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';

const NAME = 'Website front end';

/**
 * Issue 19 in the browser: an administrator creates a read-only API token on the API tokens
 * screen, sees it once (and copies it), a program uses it (reads: yes, writes: no), the list then
 * shows its last use but never the token again, and a revoked token is refused.
 */
describe('API tokens', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  const withToken = (token: string, path: string, body: unknown) =>
    fetch(`${harness.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  const tokenRow = (page: Page) => page.getByRole('table', { name: 'API tokens' }).getByRole('row').filter({ hasText: NAME });

  it('creates a read-only token, shows it once, lists its last use, and revokes it', async () => {
    const { context, page } = await harness.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: harness.baseUrl });
    await loginAs(page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);

    // Reached from the navigation.
    await page.getByRole('link', { name: 'API tokens' }).click();
    await page.getByRole('heading', { level: 1, name: 'API tokens' }).waitFor();
    await page.getByText('No API tokens yet.').waitFor();

    await page.getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an API token' });
    // Checked before sending: a name is needed, and a chosen-permissions token needs a permission.
    await dialog.getByRole('radio', { name: /Only chosen permissions/ }).check();
    await dialog.getByRole('checkbox', { name: /Manage redirects/ }).waitFor();
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await dialog.getByText('The name field is required.').waitFor();
    await dialog.getByText('The permissions field is required.').waitFor();

    await dialog.getByRole('textbox', { name: 'Name' }).fill(NAME);
    await dialog.getByRole('radio', { name: /Read-only content delivery/ }).check();
    expect(await dialog.getByRole('radio', { name: 'Never expires' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Create token' }).click();

    // Shown once, with the warning, and copied.
    const panel = page.getByRole('region', { name: `Your new token "${NAME}"` });
    await panel.getByText('It will not be shown again').waitFor();
    const token = await panel.getByRole('textbox', { name: 'Token' }).inputValue();
    expect(token).toMatch(API_TOKEN_PATTERN);
    await panel.getByRole('button', { name: 'Copy', exact: true }).click();
    await panel.getByRole('button', { name: 'Copied', exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);

    const row = tokenRow(page);
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toEqual([
      NAME,
      'Read-only content delivery',
      expect.any(String), // owner
      expect.any(String), // created
      'Never', // expires
      'Never', // last used
      'Revoke',
    ]);

    // A program uses it: a read is allowed, a change is not.
    expect((await withToken(token, '/api/page/get-pages', { type: 'blank', locale: 'nl-nl' })).status).toBe(200);
    // The editors' overview is no public content: a read-only token does not get it.
    expect((await withToken(token, '/api/page/list', {})).status).toBe(403);
    const refused = await withToken(token, '/api/page/create', { title: 'By token', slug: 'by-token', type: 'blank', locale: 'nl-nl' });
    expect(refused.status).toBe(403);

    // After a reload the token is nowhere on the screen; its last use is.
    let lastUsed = 'Never';
    for (let attempt = 0; attempt < 10 && lastUsed === 'Never'; attempt += 1) {
      await page.reload();
      await tokenRow(page).waitFor();
      lastUsed = (await tokenRow(page).getByRole('cell').nth(5).textContent()) ?? '';
    }
    expect(lastUsed).not.toBe('Never');
    expect(lastUsed).not.toBe('');
    expect(await page.getByRole('textbox', { name: 'Token' }).count()).toBe(0);
    expect(await page.content()).not.toContain(token);

    // Revoked (after a confirmation): the same call is refused.
    await tokenRow(page)
      .getByRole('button', { name: `Revoke the token ${NAME}` })
      .click();
    await page.getByRole('dialog', { name: 'Revoke token' }).getByRole('button', { name: 'Revoke' }).click();
    await page.getByText(`The token "${NAME}" has been revoked.`).waitFor();
    await page.getByText('No API tokens yet.').waitFor();
    expect((await withToken(token, '/api/page/get-pages', { type: 'blank', locale: 'nl-nl' })).status).toBe(401);
  });

  it('fits a phone screen (390 px): the dialog, the new token and the list', async () => {
    const { page } = await harness.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin('/api-tokens'));
    await page.getByRole('heading', { level: 1, name: 'API tokens' }).waitFor();
    await page.getByRole('button', { name: 'Create token' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an API token' });
    await dialog.getByRole('radio', { name: /Only chosen permissions/ }).check();
    await dialog.getByRole('radio', { name: /Expires at the end of a date/ }).check();
    expect(await findLayoutProblems(page)).toEqual([]);
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Phone token');
    await dialog.getByRole('checkbox', { name: /Manage redirects/ }).check();
    await dialog.getByLabel('Expiry date').fill('2099-12-31');
    await dialog.getByRole('button', { name: 'Create token' }).click();
    await page.getByRole('region', { name: 'Your new token "Phone token"' }).waitFor();
    const row = page.getByRole('table', { name: 'API tokens' }).getByRole('row').filter({ hasText: 'Phone token' });
    await row.waitFor();
    expect(await row.textContent()).toContain('only: Manage redirects');
    expect(await row.textContent()).toContain('2099');
    expect(await findLayoutProblems(page)).toEqual([]);
  });
});
