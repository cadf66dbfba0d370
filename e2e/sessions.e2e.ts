import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/server/test-support/fixtures.ts';
import { loginAs } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';

/**
 * Session control (issue 15): the user sees where they are signed in and signs another
 * browser out from User settings; that browser's next action lands on the login.
 */
describe('session control: active sessions in user settings', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('signs the other browser out; its next action lands on the login', async () => {
    const laptop = await harness.newPage();
    const phone = await harness.newPage();
    await loginAs(laptop.page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);
    await loginAs(phone.page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);

    const page = laptop.page;
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'User settings' }).click();
    const section = page.getByRole('region', { name: 'Active sessions' });
    const list = section.getByRole('list', { name: 'Active sessions' });
    await list.getByRole('listitem').nth(1).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    await list.getByRole('listitem').filter({ hasText: 'This device' }).getByText('Chrome on Linux').waitFor();

    // The other session's own button (this device has none: logout is for that).
    const signOut = list.getByRole('button', { name: /^Sign out Chrome on Linux/ });
    expect(await signOut.count()).toBe(1);
    await signOut.click();
    await section.getByText('The session has been signed out.').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    await section.getByText('You are not signed in anywhere else.').waitFor();

    // The phone still shows the dashboard; its next call finds the session gone.
    await phone.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'User settings' }).click();
    await phone.page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();

    // The laptop is still signed in.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'User settings' }).waitFor();
  });

  it('"Sign out everywhere else" ends every other browser\'s session and keeps this one', async () => {
    // A user of its own: the other tests here sign the administrator in and out.
    const user = await createUser(harness.server, { role: 'Editor', name: 'Wanda Wanderer' });
    const laptop = await harness.newPage();
    const phone = await harness.newPage();
    const tablet = await harness.newPage();
    for (const browser of [phone, tablet, laptop]) await loginAs(browser.page, harness.admin('/login'), user.email, user.password);
    // The other browsers' sessions work before.
    for (const browser of [phone, tablet]) expect((await browser.page.request.get(`${harness.baseUrl}/api/user`)).status()).toBe(200);

    const page = laptop.page;
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'User settings' }).click();
    const section = page.getByRole('region', { name: 'Active sessions' });
    const list = section.getByRole('list', { name: 'Active sessions' });
    await list.getByRole('listitem').nth(2).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(3);
    await section.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await section.getByText('2 other sessions have been signed out.').waitFor();
    await section.getByText('You are not signed in anywhere else.').waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
    await list.getByRole('listitem').getByText('This device').waitFor();
    expect(await section.getByRole('button', { name: 'Sign out everywhere else' }).count()).toBe(0);

    // Their cookies no longer open a session: a call is refused, and the next screen is the login.
    for (const browser of [phone, tablet]) expect((await browser.page.request.get(`${harness.baseUrl}/api/user`)).status()).toBe(401);
    await phone.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'User settings' }).click();
    await phone.page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await tablet.page.reload();
    await tablet.page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();

    // This browser is still signed in, also after a reload, and the list still shows only it.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'User settings' }).waitFor();
    await list.getByRole('listitem').first().waitFor();
    expect(await list.getByRole('listitem').count()).toBe(1);
  });

  it('changing the e-mail address asks for the current password', async () => {
    const { page } = await harness.newPage();
    await loginAs(page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'User settings' }).click();
    const form = page.getByRole('region', { name: 'Personal data' });
    const currentPassword = form.getByRole('textbox', { name: 'Current password' });
    await form.getByRole('textbox', { name: 'Email', exact: true }).waitFor();
    expect(await currentPassword.count()).toBe(0);
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill('someone.else@test.local');
    await currentPassword.waitFor();
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await form.getByText('The current password field is required.').waitFor();
    // Typing the saved address back needs no password.
    await form.getByRole('textbox', { name: 'Email', exact: true }).fill(TEST_ADMIN.email);
    await currentPassword.waitFor({ state: 'detached' });
  });
});
