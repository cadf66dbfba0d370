import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInUser, type FixtureUser } from '../src/server/test-support/fixtures.ts';
import type { TestAgent } from '../src/server/test-support/test-agent.ts';
import { signIn } from './support/admin-actions.ts';
import { startHarness, type Harness } from './support/harness.ts';

const TITLE = 'Herons at the lake';
const SLUG = 'herons-at-the-lake';
const MOVED = 'herons-by-the-lake';

/**
 * Issue 14 defects 5 and 10 in the browser: an editor without publish-page sees Delete page
 * disabled with the reason, and a slug change of a published page waits for publication
 * while the public site keeps answering at the old address.
 */
describe('permissions in the page editor', () => {
  let harness: Harness;
  let editor: { user: FixtureUser; agent: TestAgent };
  let pageId: number;

  beforeAll(async () => {
    harness = await startHarness();
    editor = await loggedInUser(harness.server, { role: 'Editor', name: 'Eddie Editor' });
    const admin = await harness.server.adminAgent();
    const content = [{ type: 'richText', key: 'body', props: { html: '<p>Herons wait.</p>' } }];
    const created = await admin.post('/api/page/create', { title: TITLE, slug: SLUG, type: 'blank', locale: 'nl-nl', content });
    expect(created.status).toBe(200);
    pageId = created.body.pageID;
    expect((await admin.post(`/api/page/${pageId}/publish`)).status).toBe(200);
  });
  afterAll(async () => {
    await harness?.close();
  });

  const publicStatus = async (slug: string) => (await fetch(`${harness.baseUrl}/${slug}`)).status;

  it('Delete page is disabled with its reason; a new slug is pending while the site keeps the old address', async () => {
    const { page } = await harness.newPage();
    await signIn(page, harness.baseUrl, editor.user.email, editor.user.password);
    await page.goto(harness.admin(`/page/${pageId}`));
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();

    const reason = 'This page is published: deleting it takes it offline, so you need the publish-page permission.';
    const remove = page.getByRole('button', { name: 'Delete page' });
    await remove.waitFor();
    expect(await remove.getAttribute('aria-disabled')).toBe('true');
    expect(await remove.getAttribute('title')).toBe(reason);
    expect(await remove.evaluate((button) => (button as HTMLButtonElement).ariaDescribedByElements?.[0]?.textContent ?? null)).toBe(reason);
    // aria-disabled keeps it focusable and hoverable for its reason, but a click does nothing.
    await remove.hover();
    await remove.click({ force: true });
    expect(await page.getByRole('dialog').count()).toBe(0);

    await page.getByRole('tab', { name: 'Page Settings' }).click();
    await page.getByText('This page is published and you cannot publish').waitFor();
    await page.getByRole('textbox', { name: 'Slug (URL)' }).fill(MOVED);
    await page.getByText('This slug is available.').waitFor();
    await page.getByRole('button', { name: 'Save page settings' }).click();
    await page.getByRole('dialog', { name: 'The URL changes' }).getByRole('button', { name: 'Update links', exact: true }).click();
    await page.getByText('The page settings have been saved.').waitFor();
    await page.getByText(`New address after publication: /${MOVED}`).waitFor();
    // The editor's address stays the live one until the change is published.
    expect(await page.locator('.page-editor__url').textContent()).toBe(`/${SLUG}`);

    expect(await publicStatus(SLUG)).toBe(200);
    expect(await publicStatus(MOVED)).toBe(404);

    // After a reload the pending address is still there, and it counts as saved.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByRole('tab', { name: 'Page Settings' }).click();
    await page.getByText(`New address after publication: /${MOVED}`).waitFor();
    expect(await page.getByRole('textbox', { name: 'Slug (URL)' }).inputValue()).toBe(MOVED);
  });
});
