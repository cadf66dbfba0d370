import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedInUser } from '../src/server/test-support/fixtures.ts';
import { loginAs, signIn, submitLogin } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';

const TITLE = 'Beavers in the Biesbosch';
const INTRUDER = 'intruder@example.com';

/** Issue 15: what happened shows on the Audit log screen, with filters and a link to the object. */
describe('audit log screen', () => {
  let harness: Harness;
  let pageId: number;
  let otherPageId: number;

  beforeAll(async () => {
    harness = await startHarness();
    const admin = await harness.server.adminAgent();
    const content = [{ type: 'pageHeader', key: 'header', props: { title: TITLE, intro: 'Dams along the river.' } }];
    const created = await admin.post('/api/page/create', {
      title: TITLE,
      slug: 'beavers-biesbosch',
      type: 'blank',
      locale: 'nl-nl',
      content,
    });
    expect(created.status).toBe(200);
    pageId = created.body.pageID;
    const other = await admin.post('/api/page/create', {
      title: 'Otters in the Linge',
      slug: 'otters-linge',
      type: 'blank',
      locale: 'nl-nl',
      content: [{ type: 'pageHeader', key: 'header', props: { title: 'Otters in the Linge', intro: '' } }],
    });
    expect(other.status).toBe(200);
    otherPageId = other.body.pageID;
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('a publish and a failed login appear; filtering by action keeps only that action; the page is linked', async () => {
    // Someone fails to log in.
    const { page: intruder } = await harness.newPage();
    await intruder.goto(harness.admin('/login'));
    await submitLogin(intruder, INTRUDER, 'Guessing-Password#1');
    await intruder.getByText('These credentials do not match our records.').waitFor();

    // The administrator publishes the page in the editor.
    const { page } = await harness.newPage();
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin(`/page/${pageId}`));
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByText('The page has been published.').waitFor();

    // The audit log, from the navigation.
    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    const table = page.getByRole('table', { name: 'Audit log' });
    const publishRow = table.getByRole('row').filter({ hasText: 'page.publish' });
    await publishRow.waitFor();
    expect(await publishRow.textContent()).toContain('Success');
    const failedLogin = table.getByRole('row').filter({ hasText: INTRUDER });
    await failedLogin.waitFor();
    expect(await failedLogin.textContent()).toContain('auth.login');
    expect(await failedLogin.textContent()).toContain('Failed (AUTH_01)');

    // Filter by action: only sign-ins remain.
    await page.getByRole('combobox', { name: 'Action', exact: true }).selectOption('auth.login');
    await publishRow.waitFor({ state: 'detached' });
    await failedLogin.waitFor();
    const actions = await table.locator('tbody code').allTextContents();
    expect(actions.length).toBeGreaterThan(0);
    expect(new Set(actions)).toEqual(new Set(['auth.login']));

    // Back to all actions; the published page's entry links to its editor.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await publishRow.waitFor();
    await publishRow.getByRole('link', { name: `Open Page ${pageId}` }).click();
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/cmsadmin/page/${pageId}`);
  });

  it("narrows to one page: from the editor's history, by the object id field, and from an entry", async () => {
    const { page } = await harness.newPage();
    await loginAs(page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);
    const table = page.getByRole('table', { name: 'Audit log' });
    /** The objects the listed entries link to. */
    const linkedObjects = async () =>
      new Set(
        await table.locator('tbody a[aria-label^="Open "]').evaluateAll((links) => links.map((link) => link.getAttribute('aria-label'))),
      );
    const objectIdField = page.getByRole('textbox', { name: 'Object ID' });

    // The page editor's history links to everything that happened to the page.
    await page.goto(harness.admin(`/page/${pageId}`));
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await page.getByRole('button', { name: 'History' }).click();
    await page.getByRole('dialog', { name: 'Version history' }).getByRole('link', { name: 'Audit log of this page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor();
    expect(new URL(page.url()).search).toBe(`?objectType=page&objectId=${pageId}`);
    expect(await objectIdField.inputValue()).toBe(String(pageId));
    expect(await page.getByRole('combobox', { name: 'Object type' }).inputValue()).toBe('page');
    await table.getByRole('row').filter({ hasText: 'page.create' }).waitFor();
    expect(await linkedObjects()).toEqual(new Set([`Open Page ${pageId}`]));
    // Already narrowed to it: no "All entries" link to the same view.
    expect(await table.getByRole('link', { name: /^All entries for/ }).count()).toBe(0);

    // Another id typed into the field (applied with Enter): only the other page's entries.
    await objectIdField.fill(String(otherPageId));
    await objectIdField.press('Enter');
    await table
      .getByRole('link', { name: `Open Page ${otherPageId}` })
      .first()
      .waitFor();
    await expect.poll(linkedObjects).toEqual(new Set([`Open Page ${otherPageId}`]));
    expect(new URL(page.url()).searchParams.get('objectId')).toBe(String(otherPageId));

    // Without filters both pages are listed; an entry's "All entries" narrows the log to its object.
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await table
      .getByRole('link', { name: `Open Page ${pageId}` })
      .first()
      .waitFor();
    expect(await objectIdField.inputValue()).toBe('');
    expect(await linkedObjects()).toContain(`Open Page ${otherPageId}`);
    await table
      .getByRole('link', { name: `All entries for Page ${otherPageId}` })
      .first()
      .click();
    await expect.poll(() => new URL(page.url()).searchParams.get('objectId')).toBe(String(otherPageId));
    // The list reloads (empty meanwhile), then holds only that page's entries.
    await expect.poll(linkedObjects).toEqual(new Set([`Open Page ${otherPageId}`]));

    // The narrowed address opens the same view in a new tab (a bookmark, a link in a message).
    const { page: second } = await harness.newPage();
    await signIn(second, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await second.goto(harness.admin(`/audit-log?objectType=page&objectId=${pageId}`));
    await second
      .getByRole('table', { name: 'Audit log' })
      .getByRole('link', { name: `Open Page ${pageId}` })
      .first()
      .waitFor();
    expect(await second.getByRole('textbox', { name: 'Object ID' }).inputValue()).toBe(String(pageId));
  });

  it('is not offered to an editor', async () => {
    const { user } = await loggedInUser(harness.server, { role: 'Editor' });
    const { page } = await harness.newPage();
    await loginAs(page, harness.admin('/login'), user.email, user.password);
    expect(await page.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    await page.goto(harness.admin('/audit-log'));
    await page.getByRole('heading', { name: 'Not authorized' }).waitFor();
  });
});
