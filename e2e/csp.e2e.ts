import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueAccountToken } from '../src/server/domains/auth/account-tokens.ts';
import { setRoleRequiresTwoFactor } from '../src/server/domains/roles/roles.repository.ts';
import { createRole, createUser } from '../src/server/test-support/fixtures.ts';
import { loginAs, logOut, submitLogin } from './support/admin-actions.ts';
import { expectPolicy, navigateInApp, visitSite, watchedPage } from './support/csp-watch.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';
import { companySlug, firstLinkOn, publishVideoPage } from './support/site-actions.ts';

/**
 * Issue 15 (finding 2): every admin screen (the sign-in and account screens without a session
 * included) and every page type of the demo site loads under its Content-Security-Policy
 * without a single violation. The watcher is in support/csp-watch.ts.
 */
describe('Content-Security-Policy (demo site and admin)', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ demoSite: true });
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('shows every admin screen without a violation', async () => {
    const { page, violations, collect } = await watchedPage(harness);
    expectPolicy(await page.goto(harness.admin('/login')), '/cmsadmin/login');
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await collect('login');
    await loginAs(page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);
    await collect('dashboard');

    // Every route of src/admin/app/AppRoutes.tsx that needs a session; the page editor has its own test.
    const screens: [path: string, heading: string][] = [
      ['/', 'CMS Dashboard'],
      ['/page-overview/news', 'Pages: News'],
      ['/page-overview/innovation', 'Pages: Innovation'],
      ['/new-page', 'New page'],
      ['/publication-requests', 'Publication requests'],
      ['/notifications', 'Notifications'],
      ['/medialibrary', 'Media library'],
      ['/menu-structure', 'Menu structure'],
      ['/tags', 'Tags'],
      ['/search-index', 'Search index'],
      ['/users', 'Users'],
      ['/roles', 'Roles'],
      ['/settings', 'Site settings'],
      ['/user/settings', 'User settings'],
      ['/contact-submissions', 'Contact submissions'],
      ['/audit-log', 'Audit log'],
      ['/redirects', 'Redirects'],
      ['/scheduled', 'Upcoming publications'],
      ['/api-tokens', 'API tokens'],
      ['/webhooks', 'Webhooks'],
      ['/no-such-screen', 'Page not found'],
    ];
    for (const [path, heading] of screens) {
      await navigateInApp(page, path);
      await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await collect(path);
    }
    // The audit log's entries, with their object links, from a document load of its own.
    expectPolicy(await page.goto(harness.admin('/audit-log')), '/audit-log');
    await page.getByRole('table', { name: 'Audit log' }).locator('tbody tr').first().waitFor();
    await collect('audit log: entries');

    // The media library with a demo folder open (thumbnails) and the menu editor's tree.
    await navigateInApp(page, '/medialibrary');
    await page.getByRole('button', { name: 'Open folder Demo' }).click();
    await page.getByRole('button', { name: 'Open folder Projects' }).click();
    await page.locator('img.media-thumb').first().waitFor();
    await page.waitForLoadState('networkidle');
    await collect('media library: Demo');
    await navigateInApp(page, '/menu-structure');
    await page.getByRole('tab', { name: 'Header menu' }).click();
    await page.locator('.menu-row').first().waitFor();
    await collect('menu: header');

    expect(violations).toEqual([]);
  });

  it('shows the page editor, its dialogs and its preview without a violation', async () => {
    const { page, violations, collect } = await watchedPage(harness);
    await loginAs(page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);
    // Every tab, and the rich-text editor of a block (tiptap).
    const news = harness.demo!.pageIds['news-office-haren']!.en;
    expectPolicy(await page.goto(harness.admin(`/page/${news}`)), `/page/${news}`);
    await collect('editor: loaded');
    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await collect('editor: Overview');
    await page.getByRole('button', { name: 'Edit Rich text' }).first().click();
    await page.locator('.ProseMirror').first().waitFor();
    await collect('editor: rich text');

    // The crop dialog (cropperjs) on the article's image.
    await page.getByRole('button', { name: 'Edit Image' }).first().click();
    await page.getByRole('button', { name: 'Crop image 1' }).click();
    const cropper = page.getByRole('dialog', { name: 'Crop image' });
    await cropper.locator('.cropper-crop-box').waitFor();
    await cropper.locator('.image-cropper__preview img').waitFor();
    await page.waitForLoadState('networkidle');
    await collect('editor: crop dialog');
    await cropper.getByRole('button', { name: 'Cancel' }).click();
    await cropper.waitFor({ state: 'detached' });

    // The version history dialog with its entries.
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Version history' });
    await history.getByRole('listitem').first().waitFor();
    await page.waitForLoadState('networkidle');
    await collect('editor: version history');
    await history.getByRole('button', { name: 'Close' }).click();

    for (const tab of ['Page Settings', 'SEO Settings', 'Translations']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tab', { name: tab, selected: true }).waitFor();
      await page.waitForLoadState('networkidle');
      await collect(`editor: ${tab}`);
    }

    // The preview the editor opens in a tab of its own: a site page under /api.
    expectPolicy(await page.goto(`${harness.baseUrl}/api/page/${news}/preview`), 'preview');
    await page.locator('main h1').first().waitFor();
    await collect('preview');

    expect(violations).toEqual([]);
  });

  it('shows the account screens, the two-factor setup with its QR code and the second sign-in step without a violation', async () => {
    const { page, violations, collect } = await watchedPage(harness);
    const reader = await createUser(harness.server, { role: 'Editor', name: 'Rita Reset' });
    const invited = await createUser(harness.server, { role: 'Editor', name: 'Ian Invited', active: false });
    const db = harness.server.deps.db;
    const screens: [path: string, heading: string, ready: string][] = [
      ['/forgot-password', 'Forgot password', 'Send reset link'],
      [`/reset-password?token=${await issueAccountToken(db, reader.id, 'reset')}`, 'Reset password', 'Reset password'],
      [`/activate-account?token=${await issueAccountToken(db, invited.id, 'activate')}`, 'Activate your account', 'Activate account'],
    ];
    for (const [path, heading, button] of screens) {
      expectPolicy(await page.goto(harness.admin(path)), path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // The link is checked when the screen opens: the form shows once it is found valid.
      await page.getByRole('button', { name: button }).waitFor();
      await collect(path.split('?')[0]!);
    }

    // A role that requires a second factor sends its user to the setup: QR code, then the recovery codes.
    const roleId = await createRole(harness.server, ['create-page'], 'CSP two-factor');
    await setRoleRequiresTwoFactor(db, roleId, true);
    const user = await createUser(harness.server, { role: roleId, name: 'Tom Two-factor' });
    await page.goto(harness.admin('/login'));
    await submitLogin(page, user.email, user.password);
    await page.getByRole('heading', { level: 1, name: 'Set up two-factor sign-in' }).waitFor();
    await collect('/two-factor-setup');
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const qr = page.getByRole('img', { name: 'QR code for the authenticator app' });
    await qr.waitFor();
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await collect('/two-factor-setup: QR code');
    const secret = (await page.getByTestId('totp-manual-key').innerText()).replace(/\s+/g, '');
    await page.getByRole('textbox', { name: 'Code the app shows' }).fill(await generate({ secret }));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByTestId('recovery-codes').getByRole('listitem').first().waitFor();
    await collect('/two-factor-setup: recovery codes');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.getByRole('heading', { level: 1, name: 'CMS Dashboard' }).waitFor();

    // The second step of the next sign-in, both ways of answering it.
    await logOut(page);
    await submitLogin(page, user.email, user.password);
    await page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' }).waitFor();
    await collect('login: second step');
    await page.getByRole('button', { name: 'Use a recovery code' }).click();
    await page.getByRole('textbox', { name: 'Recovery code' }).waitFor();
    await page.getByRole('button', { name: 'Use a code from the app' }).click();
    // The setup used this period's code: the next one signs in.
    const next = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
    await page.getByRole('textbox', { name: 'Code from the app' }).fill(next);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('heading', { level: 1, name: 'CMS Dashboard' }).waitFor();
    await collect('login: after the second step');

    expect(violations).toEqual([]);
  });

  it('shows one page of every page type of the demo site without a violation', async () => {
    // A first visit: the cookie banner shows.
    const fresh = await watchedPage(harness);
    await visitSite(fresh, '/');
    expect(fresh.violations).toEqual([]);

    // One page of each type of src/shared/pages/page-types.ts, as the demo seed makes them.
    const visitor = await watchedPage(harness, { consent: true });
    const project = await firstLinkOn(visitor.page, '/projecten', '/projecten/');
    const article = await firstLinkOn(visitor.page, '/nieuws', '/nieuws/');
    const innovation = await firstLinkOn(visitor.page, '/innovaties', '/innovaties/');
    const englishInnovation = await firstLinkOn(visitor.page, '/en-gb/innovation', '/en-gb/innovation/');
    const member = await firstLinkOn(visitor.page, '/team', '/team/');
    for (const url of [
      '/themas/biodiversiteit',
      '/diensten/laboratoriumanalyses',
      project,
      innovation,
      englishInnovation,
      article,
      member,
    ]) {
      await visitSite(visitor, url);
    }
    expect(visitor.violations).toEqual([]);
  });

  it('shows every overview and fixed page of the demo site (blank pages) without a violation', async () => {
    const visitor = await watchedPage(harness, { consent: true });
    for (const url of [
      '/',
      '/en-gb',
      '/projecten',
      '/nieuws',
      '/innovaties',
      '/en-gb/innovation',
      '/themas',
      '/diensten',
      '/team',
      `/over-${await companySlug(harness)}`,
      '/contact',
      '/zoeken?q=otter',
      '/cookieverklaring',
      '/privacyverklaring',
      '/algemene-voorwaarden',
    ]) {
      await visitSite(visitor, url);
    }
    await visitSite(visitor, '/bestaat-niet', 404);
    expect(visitor.violations).toEqual([]);
  });

  it('runs the video player, the bot check and the live search without a violation', async () => {
    const visitor = await watchedPage(harness, { consent: true });
    const video = await publishVideoPage(harness, 'csp-video', { provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: 'Otters' });

    // With marketing consent the video player (a stubbed YouTube frame) loads in its frame.
    await visitSite(visitor, video);
    await visitor.page.locator('iframe[src^="https://www.youtube-nocookie.com/"]').waitFor();
    await visitor.page.waitForLoadState('networkidle');
    await visitor.collect(`${video} player`);

    // The contact form's bot check (proof of work) runs, and the live search answers.
    await visitSite(visitor, '/contact');
    await visitSite(visitor, '/zoeken');
    await visitor.page.getByRole('searchbox').first().fill('otter');
    await visitor.page.locator('.search-result').first().waitFor();
    await visitor.collect('live search');

    expect(visitor.violations).toEqual([]);
  });
});
