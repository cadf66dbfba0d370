import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, logOut, submitLogin } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';

describe('user settings: change password', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('rejects a wrong current password, accepts the right one, and the new password logs in', async () => {
    const newPassword = 'Changed-Password#7';
    const { page } = await harness.newPage();
    await loginAs(page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'User settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'User settings' }).waitFor();

    const section = page.getByRole('region', { name: 'Change password' });
    await section.getByRole('button', { name: 'Change password', exact: true }).click();
    const password = (name: string) => section.getByRole('textbox', { name, exact: true });

    // Cancel closes the form and forgets what was typed.
    await password('Current password').fill('something');
    await section.getByRole('button', { name: 'Cancel password change' }).click();
    await password('Current password').waitFor({ state: 'detached' });
    await section.getByRole('button', { name: 'Change password', exact: true }).click();
    expect(await password('Current password').inputValue()).toBe('');

    await password('Current password').fill('Not-The-Password!1');
    await password('New password').fill(newPassword);
    await password('Confirm new password').fill(newPassword);
    await section.getByRole('button', { name: 'Change password', exact: true }).click();
    await section.getByText('This current password does not match our records.').waitFor();

    await password('Current password').fill(TEST_ADMIN.password);
    await section.getByRole('button', { name: 'Change password', exact: true }).click();
    await section.getByText('Your password has been changed.').waitFor();

    await logOut(page);
    await submitLogin(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.getByText('These credentials do not match our records.').waitFor();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'CMS Dashboard' }).waitFor();
  });
});
