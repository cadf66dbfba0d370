import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, logOut, submitLogin, waitForPath } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';

describe('login, route guard and logout', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('shows the AUTH_01 message for a wrong password and reaches the dashboard with the right one', async () => {
    const { page } = await harness.newPage();
    await page.goto(harness.admin('/login'));
    await submitLogin(page, TEST_ADMIN.email, 'Wrong-Password!1');
    const alert = page.getByRole('alert');
    await alert.getByText('These credentials do not match our records.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/cmsadmin/login');

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { level: 1, name: 'CMS Dashboard' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(/^\/cmsadmin\/?$/);
    await page.getByRole('heading', { name: 'Users' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add user' }).isVisible()).toBe(true);
  });

  it('sends a logged-out visitor of /cmsadmin/users to the login and back there after logging in', async () => {
    const { page } = await harness.newPage();
    await page.goto(harness.admin('/users'));
    await waitForPath(page, '/cmsadmin/login');
    await submitLogin(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await waitForPath(page, '/cmsadmin/users');
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await page.getByRole('cell', { name: TEST_ADMIN.email }).waitFor();
  });

  it('asks before logging out: cancel keeps the session, confirm ends it', async () => {
    const { page } = await harness.newPage();
    await loginAs(page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);

    await page.getByRole('button', { name: 'Log Out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out' });
    await dialog.getByText('Are you sure you want to log out?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { level: 1, name: 'CMS Dashboard' }).isVisible()).toBe(true);

    await logOut(page);
    expect(new URL(page.url()).pathname).toBe('/cmsadmin/login');
    // The server session is gone too: a protected page sends us back to the login.
    await page.goto(harness.admin('/user/settings'));
    await waitForPath(page, '/cmsadmin/login');
  });
});
