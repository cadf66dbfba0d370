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

/**
 * Signs in through the API with the page's own cookies, without showing the login screen and
 * the dashboard: for tests about another screen, which they open next. Two requests instead of
 * two page loads in a fresh browser context (about 1.5 s of CPU each on a 2-core machine).
 */
export async function signIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  const session = await page.request.get(`${baseUrl}/api/auth/user`);
  const token = session.headers()['x-csrf-token'];
  if (!token) throw new Error(`no CSRF token from ${baseUrl}/api/auth/user (${session.status()})`);
  const login = await page.request.post(`${baseUrl}/api/auth/login`, { data: { email, password }, headers: { 'x-csrf-token': token } });
  if (!login.ok()) throw new Error(`sign-in of ${email} failed: ${login.status()} ${await login.text()}`);
}
