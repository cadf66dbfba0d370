import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, submitLogin, waitForPath } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';

/**
 * Issue 14: the inactivity logout warns a minute ahead, keeps unsaved editor work in the
 * browser and brings the user back to it. The browser's clock is Playwright's fake clock, so
 * the minutes pass in an instant (fastForward) while the app runs its production timers.
 */
describe('inactivity logout: warning, unsaved work and the way back', () => {
  let harness: Harness;
  let pageId: number;

  beforeAll(async () => {
    harness = await startHarness({ env: { INACTIVITY_MINUTES: '3' } });
    const admin = await harness.server.adminAgent();
    const created = await admin.post('/api/page/create', {
      title: 'Otters by the river',
      slug: 'news/otters-by-the-river',
      type: 'news',
      locale: 'en-gb',
      content: [{ type: 'quote', key: 'q1', props: { text: 'Otters hold hands.', author: '', role: '' } }],
    });
    expect(created.status).toBe(200);
    pageId = created.body.pageID;
  });
  afterAll(async () => {
    await harness?.close();
  });

  /** Logs in with a fake clock running, opens the page and types without saving. */
  async function editWithoutSaving(page: Page, text: string): Promise<void> {
    await page.clock.install();
    await signIn(page, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.goto(harness.admin(`/page/${pageId}`));
    await page.getByRole('heading', { level: 1, name: 'Otters by the river' }).waitFor();
    await page.getByRole('button', { name: 'Edit Quote' }).click();
    await page.getByRole('textbox', { name: 'Text', exact: true }).fill(text);
    await page.getByText('Unsaved changes', { exact: true }).waitFor();
  }

  it('warns a minute ahead, logs out, and after signing in again returns to the page and restores the unsaved text', async () => {
    const { page } = await harness.newPage();
    await editWithoutSaving(page, 'Otters hold hands while they sleep.');

    // Two idle minutes: one minute left, the warning counts down.
    await page.clock.fastForward('02:05');
    const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
    await warning.waitFor();
    await warning.getByText(/You will be signed out in 5\d seconds/).waitFor();
    await page.clock.fastForward('00:10');
    await warning.getByText(/You will be signed out in 4\d seconds/).waitFor();

    // The last minute passes without activity.
    await page.clock.fastForward('01:00');
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await page.getByText('You have been logged out because you were inactive.').waitFor();

    await submitLogin(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await waitForPath(page, `/cmsadmin/page/${pageId}`);
    const offer = page.getByRole('region', { name: 'Unsaved changes found' });
    await offer.getByText(/Restore unsaved changes from .+\?/).waitFor();
    // The editor shows the stored text until the user chooses.
    await page.getByRole('button', { name: 'Edit Quote' }).click();
    expect(await page.getByRole('textbox', { name: 'Text', exact: true }).inputValue()).toBe('Otters hold hands.');
    await offer.getByRole('button', { name: 'Restore', exact: true }).click();
    await offer.waitFor({ state: 'detached' });
    expect(await page.getByRole('textbox', { name: 'Text', exact: true }).inputValue()).toBe('Otters hold hands while they sleep.');
    await page.getByText('Unsaved changes', { exact: true }).waitFor();

    // Restored work is saved like any other; then nothing is offered any more.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('The page has been saved.').waitFor();
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Otters by the river' }).waitFor();
    await page.getByRole('button', { name: 'Edit Quote' }).click();
    expect(await page.getByRole('textbox', { name: 'Text', exact: true }).inputValue()).toBe('Otters hold hands while they sleep.');
    expect(await page.getByRole('region', { name: 'Unsaved changes found' }).count()).toBe(0);
  });

  it('"Stay signed in" keeps the session and the unsaved work on screen', async () => {
    const { page } = await harness.newPage();
    await editWithoutSaving(page, 'Otters sleep in holts.');

    await page.clock.fastForward('02:05');
    const warning = page.getByRole('alertdialog', { name: 'Are you still there?' });
    // A real click moves the pointer first, and any pointer movement is activity that closes the
    // warning by itself (then the click finds no button): dispatch the click alone, so it is the
    // button that keeps the session here.
    await warning.getByRole('button', { name: 'Stay signed in' }).dispatchEvent('click');
    await warning.waitFor({ state: 'detached' });

    // Past the moment the first countdown would have ended: still here, nothing lost.
    await page.clock.fastForward('01:30');
    await page.getByRole('heading', { level: 1, name: 'Otters by the river' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/cmsadmin/page/${pageId}`);
    expect(await page.getByRole('textbox', { name: 'Text', exact: true }).inputValue()).toBe('Otters sleep in holts.');
    expect(await page.getByRole('heading', { level: 1, name: 'Log in' }).count()).toBe(0);
    expect(await warning.count()).toBe(0);
  });
});
