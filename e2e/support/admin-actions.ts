import type { Page } from 'playwright-core';

/** Fills and submits the login form of the page currently showing it. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Opens the login screen and logs in, waiting for the dashboard. */
export async function loginAs(page: Page, loginUrl: string, email: string, password: string): Promise<void> {
  await page.goto(loginUrl);
  await submitLogin(page, email, password);
  await page.getByRole('heading', { level: 1, name: 'CMS Dashboard' }).waitFor();
}

/** Log Out in the menu, then confirm in the modal. */
export async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log Out' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log out' });
  await dialog.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
}

export async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
}
