import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs } from './support/admin-actions.ts';
import { expectPolicy, watchedPage } from './support/csp-watch.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';

/**
 * Issue 19 in the browser: /api/docs shows the reference (swagger-ui-dist, served by the CMS)
 * of the generated OpenAPI document to a signed-in user, under the page's strict CSP without a
 * violation; an anonymous visitor is refused unless an administrator has turned on the site
 * setting that makes it public (the Site settings screen).
 */
describe('API reference (/api/docs)', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('shows a signed-in user the reference with its routes, without a CSP violation', async () => {
    const { page, violations, collect } = await watchedPage(harness);
    await loginAs(page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);
    // A deep link to a known route: the viewer opens it, with its answers and SPEC 8 codes.
    const response = await page.goto(`${harness.baseUrl}/api/docs#/Publication/postPageByIdPublish`);
    expect(response?.status()).toBe(200);
    expectPolicy(response, '/api/docs');
    expect(response?.headers()['content-security-policy']).not.toContain('unsafe-inline');
    // The viewer parses the whole document first: slow on a busy machine, like the waits below.
    await page.getByRole('heading', { name: /Verdant CMS API/ }).waitFor({ timeout: 60_000 });
    const publish = page.locator('#operations-Publication-postPageByIdPublish');
    await publish.getByText('Publish the concept', { exact: true }).waitFor({ timeout: 60_000 });
    await publish.getByText(/UM_01/).first().waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await collect('/api/docs');
    expect(violations).toEqual([]);
  });

  it('refuses an anonymous visitor the reference and the document', async () => {
    const { page, violations, collect } = await watchedPage(harness);
    const response = await page.goto(`${harness.baseUrl}/api/docs`);
    expect(response?.status()).toBe(401);
    await page.getByRole('heading', { name: 'Sign in to read the API reference' }).waitFor();
    expect(await page.locator('.swagger-ui').count()).toBe(0);
    const documentStatus = await page.evaluate(async () => (await fetch('/api/openapi.json')).status);
    expect(documentStatus).toBe(401);
    await collect('/api/docs (anonymous)');
    expect(violations).toEqual([]);
  });

  it('shows anyone the reference once an administrator makes it public in Site settings, and refuses again when closed', async () => {
    const { page: adminPage } = await harness.newPage();
    await loginAs(adminPage, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);
    const setPublic = async (on: boolean) => {
      await adminPage.goto(harness.admin('/settings'));
      const form = adminPage.locator('form[aria-labelledby="api-docs-settings-title"]');
      const box = form.getByRole('checkbox', { name: 'Anyone may read the API reference' });
      await box.setChecked(on);
      await form.getByRole('button', { name: 'Save API reference setting' }).click();
      await form.getByText('The API reference setting has been saved.').waitFor();
    };
    await setPublic(true);

    const { page, violations, collect } = await watchedPage(harness);
    const response = await page.goto(`${harness.baseUrl}/api/docs`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await page.getByText('Create an API token (shown only in this answer)', { exact: true }).waitFor({ timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await collect('/api/docs (public)');
    expect(violations).toEqual([]);

    await setPublic(false);
    const closed = await page.goto(`${harness.baseUrl}/api/docs`);
    expect(closed?.status()).toBe(401);
    expect(closed?.headers()['cache-control']).toBe('private, no-store');
    expect(await page.evaluate(async () => (await fetch('/api/openapi.json')).status)).toBe(401);
  });
});
