import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/admin-actions.ts';
import { watchedPage } from './support/csp-watch.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';
import { createRole, createUser } from '../src/server/test-support/fixtures.ts';
import type { TestAgent } from '../src/server/test-support/test-agent.ts';

/**
 * Issue 16: an editor makes a preview link in the page editor; someone without an account opens
 * it in a fresh browser and sees the concept with the preview ribbon; once revoked it is a 404.
 */
describe('shareable preview links', () => {
  let harness: Harness;
  let admin: TestAgent;
  let pageId: number;

  const quote = (key: string, text: string) => ({ type: 'quote', key, props: { text, author: '', role: '' } });

  beforeAll(async () => {
    harness = await startHarness();
    admin = await harness.server.adminAgent();
    const created = await admin.post('/api/page/create', {
      title: 'Hedgehogs in winter',
      slug: 'news/hedgehogs-in-winter',
      type: 'blank',
      locale: 'en-gb',
      content: [quote('q', 'Hedgehogs sleep through the cold months.')],
    });
    expect(created.status).toBe(200);
    pageId = created.body.pageID;
    expect((await admin.post(`/api/page/${pageId}/publish`)).status).toBe(200);
    const page = await admin.get(`/api/page/${pageId}`);
    const conceptId: number = page.body.page.conceptVersionID;
    const current = await admin.get(`/api/page/version/fetch/${conceptId}`);
    const stored = await admin.post(`/api/page/version/${conceptId}/store`, {
      revision: current.body.version.revision,
      blocks: [quote('q', 'Hedgehogs wake up hungry in spring.')],
    });
    expect(stored.status).toBe(200);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('an editor shares the concept, a visitor without a session sees it, and a revoked link is gone', async () => {
    const { context, page } = await harness.newPage();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: harness.baseUrl });
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin(`/page/${pageId}`));
    await page.getByRole('heading', { level: 1, name: 'Hedgehogs in winter' }).waitFor();

    await page.getByRole('button', { name: 'Share preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share a preview' });
    await dialog.getByText('There are no active links.').waitFor();
    const days = dialog.getByRole('spinbutton', { name: 'Valid for (days)' });
    expect(await days.inputValue()).toBe('7');
    await days.fill('31');
    await dialog.getByRole('button', { name: 'Create link' }).click();
    await dialog.getByText('The Valid for (days) is not valid.').waitFor();
    await days.fill('3');
    await dialog.getByRole('button', { name: 'Create link' }).click();

    const urlField = dialog.getByRole('textbox', { name: 'Preview link' });
    await urlField.waitFor();
    const url = await urlField.inputValue();
    expect(url).toMatch(/^http:\/\/cms\.test\/share\/[A-Za-z0-9_-]{43}$/);
    await dialog.getByRole('button', { name: 'Copy link' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
    const active = dialog.getByRole('region', { name: 'Active links' });
    await active.getByText(`Created by`).waitFor();

    // PUBLIC_URL is http://cms.test in tests: the same path on the test server.
    const shared = `${harness.baseUrl}${new URL(url).pathname}`;
    // A fresh context: no session, no cookies; and every CSP violation is recorded.
    const visitor = await watchedPage(harness);
    const response = await visitor.page.goto(shared);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await visitor.page.getByText('Hedgehogs wake up hungry in spring.').waitFor();
    expect(await visitor.page.getByText('Hedgehogs sleep through the cold months.').count()).toBe(0);
    await visitor.page.getByRole('status').filter({ hasText: 'Preview of an unpublished version — link expires' }).waitFor();
    // No session: only the cookie for this page's own files (its concept images).
    const cookies = await visitor.page.context().cookies();
    expect(cookies.map((cookie) => [cookie.name, cookie.path, cookie.httpOnly])).toEqual([
      ['verdant_share', `/api/medialib/get-page-file/${pageId}/`, true],
    ]);
    await visitor.collect('share link');
    expect(visitor.violations).toEqual([]);

    await active.getByRole('button', { name: /^Revoke the link that expires/ }).click();
    await dialog.getByText('The link has been revoked.').waitFor();
    await dialog.getByText('There are no active links.').waitFor();
    expect(await dialog.getByRole('textbox', { name: 'Preview link' }).count()).toBe(0);

    const again = await visitor.page.goto(shared);
    expect(again?.status()).toBe(404);
    await visitor.page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' }).waitFor();
    expect(await visitor.page.getByText('Hedgehogs').count()).toBe(0);
    await context.close();
  });

  it('a user without create-page sees the button disabled, with the reason', async () => {
    const reviewer = await createUser(harness.server, { role: await createRole(harness.server, ['publish-page', 'review-publication']) });
    const { context, page } = await harness.newPage();
    await signIn(page, harness.baseUrl, reviewer.email, reviewer.password);
    await page.goto(harness.admin(`/page/${pageId}`));
    const button = page.getByRole('button', { name: 'Share preview' });
    await button.waitFor();
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    expect(await button.getAttribute('title')).toBe('You need the create-page permission.');
    // Playwright waits for an enabled element; a forced click shows that nothing opens.
    await button.click({ force: true });
    expect(await page.getByRole('dialog', { name: 'Share a preview' }).count()).toBe(0);
    await context.close();
  });
});
