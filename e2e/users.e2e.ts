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
});
