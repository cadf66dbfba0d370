import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/server/test-support/fixtures.ts';
import { loginAs, logOut, submitLogin, waitForPath } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';

/** The host script (ADMIN_EXTENSION_SCRIPT) the server includes in the admin: extra menu items (SPEC 2.1). */
const HOST_SCRIPT = `
window.cmsAdmin.registerNavigationItems([
  {
    id: 'host-tools',
    label: { en: 'Host tools', nl: 'Hulpmiddelen' },
    icon: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><circle cx="12" cy="12" r="8" fill="green"/></svg>',
    children: [
      { label: 'People (host)', to: '/users', permission: 'manage-users' },
      { label: 'Say hello', icon: 'external', onClick: function () { document.title = 'Hello from the host'; } },
      { label: 'Public site', href: '/' },
    ],
  },
]);
`;

describe('login, route guard and logout', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness({ env: { ADMIN_EXTENSION_SCRIPT: 'host/extensions.js' } });
    fs.mkdirSync(path.join(harness.server.dataDir, 'host'), { recursive: true });
    fs.writeFileSync(path.join(harness.server.dataDir, 'host', 'extensions.js'), HOST_SCRIPT);
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

  it('shows the host menu items of ADMIN_EXTENSION_SCRIPT: permission, active path, link and click action', async () => {
    const { page } = await harness.newPage();
    await loginAs(page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);
    const nav = page.locator('nav.side-nav');
    await nav.getByRole('heading', { name: 'Host tools' }).waitFor();
    expect(await nav.locator('img[src^="data:image/svg+xml"]').count()).toBe(1);

    const people = nav.getByRole('link', { name: 'People (host)' });
    await people.click();
    await waitForPath(page, '/cmsadmin/users');
    // The address changes before React re-renders the menu, so wait for the highlight.
    await expect.poll(() => people.getAttribute('aria-current')).toBe('page');

    await nav.getByRole('button', { name: 'Say hello' }).click();
    await page.waitForFunction(() => document.title === 'Hello from the host');
    expect(await nav.getByRole('link', { name: 'Public site' }).getAttribute('href')).toBe('/');

    // Someone without manage-users does not see the item that needs it.
    const editor = await createUser(harness.server, { role: 'Editor' });
    const other = await harness.newPage();
    await loginAs(other.page, harness.admin('/login'), editor.email, editor.password);
    const otherNav = other.page.locator('nav.side-nav');
    await otherNav.getByRole('button', { name: 'Say hello' }).waitFor();
    expect(await otherNav.getByRole('link', { name: 'People (host)' }).count()).toBe(0);
  });
});
