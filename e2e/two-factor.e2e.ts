import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setRoleRequiresTwoFactor } from '../src/server/domains/roles/roles.repository.ts';
import { createRole, createUser } from '../src/server/test-support/fixtures.ts';
import { passwordStep, setUpTotp } from '../src/server/test-support/two-factor.ts';
import { logOut, submitLogin } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';

/**
 * Two-factor sign-in in the browser (issue 15): TOTP set up in the user settings with codes the
 * test computes from the key on the screen, and a passkey with Chromium's virtual authenticator.
 * WebAuthn needs a secure context and a relying party id that is a host name: the browser uses
 * http://localhost:<port> (a secure context), and PUBLIC_URL is pointed at the same origin once
 * the port is known, as a deployment's PUBLIC_URL names the address users open.
 */
let harness: Harness;
let origin: string;
beforeAll(async () => {
  harness = await startHarness();
  origin = harness.baseUrl.replace('127.0.0.1', 'localhost');
  // The relying party (id and origin) is read from PUBLIC_URL on every WebAuthn call.
  (harness.server.deps.config as { publicUrl: string }).publicUrl = origin;
});
afterAll(async () => {
  await harness?.close();
});

const adminUrl = (path: string) => `${origin}/cmsadmin${path}`;
const codeFor = (secret: string, periodsAhead = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + periodsAhead * 30 });

async function passwordLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto(adminUrl('/login'));
  await submitLogin(page, email, password);
}

async function openTwoFactorSettings(page: Page) {
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'User settings' }).click();
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await section.getByText('Two-factor sign-in is off.').waitFor();
  return section;
}

/** Sets up the authenticator app from the key on the screen; answers the key. */
async function setUpApp(page: Page, scope: ReturnType<Page['locator']>): Promise<string> {
  await scope.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await scope.getByRole('img', { name: 'QR code for the authenticator app' }).waitFor();
  const secret = (await scope.getByTestId('totp-manual-key').innerText()).replace(/\s+/g, '');
  await scope.getByRole('textbox', { name: 'Code the app shows' }).fill(await codeFor(secret));
  await scope.getByRole('button', { name: 'Turn on' }).click();
  const codes = scope.getByTestId('recovery-codes').getByRole('listitem');
  await codes.first().waitFor();
  expect(await codes.count()).toBe(10);
  return secret;
}

describe('two-factor sign-in', () => {
  it('sets up an authenticator app in the user settings and signs in with its code', async () => {
    const user = await createUser(harness.server, { role: 'Editor', name: 'Tess Totp' });
    const { page } = await harness.newPage();
    await passwordLogin(page, user.email, user.password);
    await page.getByRole('heading', { level: 1, name: 'CMS Dashboard' }).waitFor();
    const section = await openTwoFactorSettings(page);
    const secret = await setUpApp(page, section);
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await section.getByText('Two-factor sign-in is on.').waitFor();

    await logOut(page);
    await submitLogin(page, user.email, user.password);
    await page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' }).waitFor();
    // A wrong code is refused; the next period's code (the current one was used by the setup) signs in.
    await page.getByRole('textbox', { name: 'Code from the app' }).fill((await codeFor(secret, 1)) === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('The token is not valid.').waitFor();
    await page.getByRole('textbox', { name: 'Code from the app' }).fill(await codeFor(secret, 1));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { level: 1, name: 'CMS Dashboard' }).waitFor();
  });

  it('registers a passkey with the virtual authenticator and signs in with it', async () => {
    const user = await createUser(harness.server, { role: 'Editor', name: 'Pat Passkey' });
    const { context, page } = await harness.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });

    await passwordLogin(page, user.email, user.password);
    await page.getByRole('heading', { level: 1, name: 'CMS Dashboard' }).waitFor();
    const section = await openTwoFactorSettings(page);
    await section.getByRole('textbox', { name: 'Name of the passkey' }).fill('Virtual key');
    await section.getByRole('button', { name: 'Add a passkey' }).click();
    await section.getByTestId('recovery-codes').waitFor();
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await section.getByRole('list', { name: 'Passkeys' }).getByText('Virtual key').waitFor();

    await logOut(page);
    // A fresh load: the login screen fetches the WebAuthn library itself (the settings screen had it already).
    await page.reload();
    await submitLogin(page, user.email, user.password);
    await page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' }).waitFor();
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.getByRole('heading', { level: 1, name: 'CMS Dashboard' }).waitFor();
    const stored = await harness.server.deps.db.selectFrom('user_passkeys').select('last_used_at').where('user_id', '=', user.id).execute();
    expect(stored[0]?.last_used_at).not.toBeNull();
  });

  it('sends a user whose role requires it to the setup first', async () => {
    const roleId = await createRole(harness.server, ['create-page'], 'Strict writers');
    const user = await createUser(harness.server, { role: roleId, name: 'Strict Sam' });
    // An administrator ticks the requirement on the Roles screen.
    const admin = (await harness.newPage()).page;
    await admin.goto(adminUrl('/login'));
    await submitLogin(admin, TEST_ADMIN.email, TEST_ADMIN.password);
    await admin.getByRole('heading', { level: 1, name: 'CMS Dashboard' }).waitFor();
    await admin.goto(adminUrl('/roles'));
    const requirement = admin
      .getByRole('row', { name: /Strict writers/ })
      .getByRole('checkbox', { name: 'Require two-factor sign-in for users with this role' });
    await requirement.check();
    await expect
      .poll(
        async () =>
          (await harness.server.deps.db.selectFrom('roles').select('require_two_factor').where('id', '=', roleId).executeTakeFirst())
            ?.require_two_factor,
      )
      .toBe(1);

    const { page } = await harness.newPage();
    await passwordLogin(page, user.email, user.password);
    await page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' }).waitFor();
    // Nothing else opens until it is done.
    await page.goto(adminUrl('/'));
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' }).waitFor();
    await setUpApp(page, page.locator('main'));
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByRole('heading', { level: 1, name: 'CMS Dashboard' }).waitFor();
  });
});

describe('an administrator resets a second factor', () => {
  /** A user with an authenticator app set up (through the API: the setup screens are covered above). */
  async function userWithApp(role: string | number, name: string) {
    const user = await createUser(harness.server, { role, name });
    const agent = harness.server.agent();
    await passwordStep(agent, user.email, user.password);
    await setUpTotp(agent);
    // Before the reset the password alone is not enough.
    expect((await passwordStep(harness.server.agent(), user.email, user.password)).TwoFactor).toBeDefined();
    return { user, agent, name };
  }

  async function resetOnUsersScreen(page: Page, name: string, email: string): Promise<void> {
    const row = page.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: `Reset second factor ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset second factor' });
    await dialog.getByText(`${name} will sign in with the password alone`).waitFor();
    await dialog.getByRole('button', { name: 'Reset second factor', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText(`The second factor of ${name} was reset.`).waitFor();
  }

  it('the user signs in with the password alone, or sets up again when the role requires it', async () => {
    const lost = await userWithApp('Editor', 'Lou Lostphone');
    const roleId = await createRole(harness.server, ['create-page'], 'Strict resetters');
    await setRoleRequiresTwoFactor(harness.server.deps.db, roleId, true);
    const strict = await userWithApp(roleId, 'Stella Strict');

    const admin = (await harness.newPage()).page;
    await passwordLogin(admin, TEST_ADMIN.email, TEST_ADMIN.password);
    await admin.getByRole('heading', { level: 1, name: 'CMS Dashboard' }).waitFor();
    await admin.goto(adminUrl('/users'));
    await admin.getByRole('heading', { level: 1, name: 'Users' }).waitFor();
    await resetOnUsersScreen(admin, lost.name, lost.user.email);
    await resetOnUsersScreen(admin, strict.name, strict.user.email);

    // Their sessions ended with the reset.
    expect((await lost.agent.get('/api/user')).status).toBe(401);
    expect((await strict.agent.get('/api/user')).status).toBe(401);

    // No second step any more: straight to the dashboard.
    const { page } = await harness.newPage();
    await passwordLogin(page, lost.user.email, lost.user.password);
    await page.getByRole('heading', { level: 1, name: 'CMS Dashboard' }).waitFor();

    // The role still requires one: the setup comes first, with a new key.
    const other = (await harness.newPage()).page;
    await passwordLogin(other, strict.user.email, strict.user.password);
    await other.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' }).waitFor();
    expect(await other.getByRole('heading', { level: 1, name: 'Two-factor sign-in', exact: true }).count()).toBe(0);
    await setUpApp(other, other.locator('main'));
    await other.getByRole('button', { name: 'I have saved them' }).click();
    await other.getByRole('heading', { level: 1, name: 'CMS Dashboard' }).waitFor();
  });
});
