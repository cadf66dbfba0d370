import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, logOut, submitLogin } from './support/admin-actions.ts';
import { linkFromMail, startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';

describe('adding a user and activating the account', () => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await startHarness();
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('admin invites a user who activates the account from the e-mail and logs in', async () => {
    const newUser = { name: 'Robin Editor', email: 'robin.editor@test.local', jobTitle: 'Ecologist', password: 'Robin-Secret#42' };
    const { page } = await harness.newPage();
    await loginAs(page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);

    await page.goto(harness.admin('/users'));
    await page.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(newUser.name);
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(newUser.email);
    await dialog.getByRole('textbox', { name: 'Job title', exact: true }).fill(newUser.jobTitle);
    // Wait until the roles have loaded before choosing one.
    await dialog.locator('select option').nth(1).waitFor({ state: 'attached' });
    const roleSelect = dialog.getByRole('combobox', { name: 'Role', exact: true });
    const firstRole = await dialog.locator('select option').nth(1).getAttribute('value');
    await roleSelect.selectOption(firstRole ?? '');
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('The user has been invited.').waitFor();

    const row = page.getByRole('row').filter({ hasText: newUser.email });
    await row.waitFor();
    expect(await row.getByText('Invited').isVisible()).toBe(true);

    // The activation mail is queued; let the mail worker deliver it.
    await harness.server.deps.mailQueue.kick();
    const mail = harness.server.mails.sent.find((message) => message.to === newUser.email || String(message.to).includes(newUser.email));
    expect(mail, 'activation mail').toBeDefined();
    const activationUrl = linkFromMail(harness, `${mail!.text ?? ''} ${mail!.html ?? ''}`, '/cmsadmin/activate-account');

    const visitor = await harness.newPage();
    await visitor.page.goto(activationUrl);
    await visitor.page.getByRole('heading', { level: 1, name: 'Activate your account' }).waitFor();
    await visitor.page.getByRole('textbox', { name: 'Password', exact: true }).fill(newUser.password);
    await visitor.page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('Mismatch#42A');
    await visitor.page.getByRole('button', { name: 'Activate account' }).click();
    await visitor.page.getByText('Your password and confirmation password do not match.').waitFor();
    await visitor.page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(newUser.password);
    await visitor.page.getByRole('button', { name: 'Activate account' }).click();
    await visitor.page.getByText('Your account is active. You can now log in.').waitFor();

    await visitor.page.getByRole('link', { name: 'Log in' }).click();
    await submitLogin(visitor.page, newUser.email, newUser.password);
    await visitor.page.getByRole('heading', { level: 1, name: 'CMS Dashboard' }).waitFor();
    expect(await visitor.page.getByText(`Welcome, ${newUser.name}.`).isVisible()).toBe(true);

    // The admin's list now shows the user as active.
    await page.reload();
    await page.getByRole('row').filter({ hasText: newUser.email }).getByText('Active').waitFor();
    await logOut(page);
  });

  it('a user who forgot the password resets it from the e-mail; the link works once', async () => {
    const { page } = await harness.newPage();
    await page.goto(harness.admin('/login'));
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot password' }).waitFor();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('not-an-address');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('must contain a valid email address').first().waitFor();
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(TEST_ADMIN.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If the e-mail address is valid, you will receive an e-mail').waitFor();

    await harness.server.deps.mailQueue.kick();
    const mail = [...harness.server.mails.sent].reverse().find((message) => String(message.to).includes(TEST_ADMIN.email));
    expect(mail, 'reset mail').toBeDefined();
    const resetUrl = linkFromMail(harness, `${mail!.text ?? ''} ${mail!.html ?? ''}`, '/cmsadmin/reset-password');

    const newPassword = 'Fresh-Start#2026';
    await page.goto(resetUrl);
    await page.getByRole('heading', { level: 1, name: 'Reset password' }).waitFor();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Your password has been changed. You can now log in.').waitFor();

    // The token was single use: the same link now says so as soon as it opens, without a form.
    await page.goto(resetUrl);
    await page.getByText(/This link has already been used/).waitFor();
    expect(await page.getByRole('textbox', { name: 'Password', exact: true }).count()).toBe(0);

    await page.goto(harness.admin('/login'));
    await submitLogin(page, TEST_ADMIN.email, newPassword);
    await page.getByRole('heading', { level: 1, name: 'CMS Dashboard' }).waitFor();
    await logOut(page);
  });
});
