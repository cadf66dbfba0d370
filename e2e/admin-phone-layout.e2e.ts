import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import type { Page } from 'playwright-core';
import { insertSubmission } from '../src/server/domains/contact/contact.repository.ts';
import { createRole, createUser, deliverQueuedMail, loggedInUser, roleId, tokenFromMail } from '../src/server/test-support/fixtures.ts';
import { loginAs, submitLogin } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';
import { findLayoutProblems } from './support/layout-checks.ts';

/**
 * Issue 14: every admin screen works on a phone (390 px wide): nothing sticks out of its card or
 * the screen, table cells show their text, every button can be reached and pressed. And at desktop
 * width the editor's Save button stays on the line of its siblings. Every screen names itself in
 * the browser tab.
 */
const LONG_TITLE = 'Otter survey along the Linge, the Lek and the Waal with volunteers from Culemborg';
const APP = 'Verdant CMS';

describe('admin layout on a phone and on a wide screen', () => {
  let harness: Harness;
  let pageId: number;
  beforeAll(async () => {
    // The demo site brings menus, pages of every type, media and settings to show.
    harness = await startHarness({ demoSite: true });
    const editor = await loggedInUser(harness.server, { role: 'Editor', name: 'Eddie Editor-with-a-long-surname' });
    const content = [
      { type: 'pageHeader', key: 'header', props: { title: LONG_TITLE, intro: 'News from the river.' } },
      { type: 'richText', key: 'body', props: { html: '<p>Otters are shy animals.</p>' } },
    ];
    const created = await editor.agent.post('/api/page/create', {
      title: LONG_TITLE,
      slug: 'otter-survey-along-the-linge-the-lek-and-the-waal',
      type: 'blank',
      locale: 'nl-nl',
      content,
    });
    expect(created.status).toBe(200);
    pageId = created.body.pageID as number;
    const requested = await editor.agent.post(`/api/page/${pageId}/request-publication`, {
      comment: 'Please publish: the counts of this spring are in, with the photographs of the volunteers.',
    });
    expect(requested.status).toBe(200);
    // A footer menu with every link type, long labels and nesting (the badges and buttons of each row).
    const admin = await harness.server.adminAgent();
    const { revisions } = (await admin.get('/api/menu/edit?locale=nl-nl')).body.data as { revisions: { footer: number } };
    const footer = await admin.put('/api/menu', {
      locale: 'nl-nl',
      menu: 'footer',
      revision: revisions.footer,
      items: [
        {
          key: 'e',
          label: 'Partners in natuurherstel en landschapsbeheer',
          type: 'external',
          target: 'https://example.org/partners',
          openInNewTab: true,
        },
        { key: 'a', label: 'Naar het contactformulier onderaan', type: 'anchor', target: '#contactformulier', parentKey: 'e' },
        { key: 'm', label: 'Mail het secretariaat', type: 'mail', target: 'mailto:secretariaat@example.org', parentKey: 'a' },
        { key: 'p', label: 'Bel ons', type: 'phone', target: 'tel:+31345123456' },
      ],
    });
    expect(footer.status).toBe(200);
    await insertSubmission(
      harness.server.deps.db,
      {
        firstName: 'Olga',
        lastName: 'Otter-van-den-Bergh',
        phone: '+31 6 1234 5678',
        email: 'olga.otter-van-den-bergh@example.org',
        subject: 'A survey of our river bank near Culemborg',
        message: 'Could you survey our river bank?',
        privacy: true,
        locale: 'nl-nl',
      } as Parameters<typeof insertSubmission>[1],
      new Date().toISOString(),
    );
  });
  afterAll(async () => {
    await harness?.close();
  });

  /** Opens a screen, waits for its heading and for its data, and checks the tab title. */
  async function visit(page: Page, path: string, heading: string, title: string): Promise<void> {
    await page.goto(harness.admin(path));
    await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
    await page.waitForLoadState('networkidle');
    await page.locator('.spinner').first().waitFor({ state: 'detached' });
    // The title is set in an effect after the screen renders; a wrong one fails with its text.
    await page.waitForFunction((expected) => document.title === expected, `${title} · ${APP}`, { timeout: 3000 }).catch(() => undefined);
    expect(await page.title()).toBe(`${title} · ${APP}`);
  }

  it('shows every screen at 390 px without overflow and with every button in reach', async () => {
    const { page } = await harness.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(harness.admin('/login'));
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await page.waitForFunction((expected) => document.title === expected, `Log in · ${APP}`);
    expect(await findLayoutProblems(page)).toEqual([]);
    await loginAs(page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);

    const problems: Record<string, string[]> = {};
    const check = async (screen: string) => {
      const found = await findLayoutProblems(page);
      if (found.length > 0) problems[screen] = found;
    };
    const screens: [path: string, heading: string, title: string][] = [
      ['/', 'CMS Dashboard', 'Page overview'],
      ['/new-page', 'New page', 'New page'],
      ['/publication-requests', 'Publication requests', 'Publication requests'],
      ['/medialibrary', 'Media library', 'Media library'],
      ['/menu-structure', 'Menu structure', 'Menu structure'],
      ['/tags', 'Tags', 'Tags'],
      ['/search-index', 'Search index', 'Search index'],
      ['/users', 'Users', 'Users'],
      ['/roles', 'Roles', 'Roles'],
      ['/settings', 'Site settings', 'Site settings'],
      ['/user/settings', 'User settings', 'User settings'],
      ['/contact-submissions', 'Contact submissions', 'Contact submissions'],
      ['/notifications', 'Notifications', 'Notifications'],
      ['/audit-log', 'Audit log', 'Audit log'],
      ['/redirects', 'Redirects', 'Redirects'],
      ['/scheduled', 'Upcoming publications', 'Upcoming publications'],
      ['/api-tokens', 'API tokens', 'API tokens'],
      ['/webhooks', 'Webhooks', 'Webhooks'],
      ['/page-overview/news', 'Pages: News', 'Pages: News'],
      ['/no-such-screen', 'Page not found', 'Page not found'],
    ];
    for (const [path, heading, title] of screens) {
      await visit(page, path, heading, title);
      await check(path);
    }

    // The menu editor with the header menu (every link type of the demo menu).
    await visit(page, '/menu-structure', 'Menu structure', 'Menu structure');
    await page.getByRole('tab', { name: 'Header menu' }).click();
    await page.locator('.menu-row').first().waitFor();
    await check('/menu-structure header');
    await page.getByRole('tab', { name: 'Footer menu' }).click();
    await page.locator('.menu-row').first().waitFor();
    await check('/menu-structure footer');
    await page.getByRole('button', { name: 'Add menu item' }).click();
    await page.getByRole('dialog', { name: 'New menu item' }).waitFor();
    await check('/menu-structure new item dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    await visit(page, '/users', 'Users', 'Users');
    await page.getByRole('button', { name: 'Add user' }).click();
    await page.getByRole('dialog', { name: 'Add user' }).waitFor();
    await check('/users add dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

    // The page editor, every tab.
    await visit(page, `/page/${pageId}`, LONG_TITLE, `Edit: ${LONG_TITLE}`);
    await check('editor: Overview');
    for (const tab of ['Page Settings', 'SEO Settings', 'Translations', 'Overview']) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tab', { name: tab, selected: true }).waitFor();
      await page.waitForLoadState('networkidle');
      await check(`editor: ${tab}`);
    }
    expect(problems).toEqual({});
  });

  it('shows the screens before the sign-in (forgot and reset password, activation, two-factor setup) at 390 px', async () => {
    const admin = await harness.server.adminAgent();
    const mailedToken = async (email: string) => {
      await deliverQueuedMail(harness.server);
      return tokenFromMail(harness.server.mails.sent.filter((mail) => mail.to === email).at(-1)!.text ?? '');
    };
    const resetting = await createUser(harness.server, { name: 'Reset Rosalind' });
    await harness.server.agent().post('/api/auth/forgot-password', { email: resetting.email });
    const resetToken = await mailedToken(resetting.email);
    const invited = 'invited.phone.layout@test.local';
    const invite = await admin.post('/api/user', {
      email: invited,
      role: await roleId(harness.server, 'Editor'),
      profile: { name: 'Ingrid Invited-With-A-Long-Name', jobTitle: '' },
      language: 'en',
    });
    expect(invite.status, JSON.stringify(invite.body)).toBe(200);
    const activationToken = await mailedToken(invited);
    // A role that requires a second factor sends its users to the setup right after the password.
    const strictRole = await createRole(harness.server, ['create-page'], 'Phone strict writers');
    await harness.server.deps.db.updateTable('roles').set({ require_two_factor: 1 }).where('id', '=', strictRole).execute();
    const strict = await createUser(harness.server, { role: strictRole, name: 'Strict Sam' });

    const { page } = await harness.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const problems: Record<string, string[]> = {};
    const screens: [path: string, heading: string][] = [
      ['/forgot-password', 'Forgot password'],
      [`/reset-password?token=${encodeURIComponent(resetToken)}`, 'Reset password'],
      [`/activate-account?token=${encodeURIComponent(activationToken)}`, 'Activate your account'],
    ];
    const check = async (path: string, heading: string) => {
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      await page
        .waitForFunction((expected) => document.title === expected, `${heading} · ${APP}`, { timeout: 3000 })
        .catch(() => undefined);
      expect(await page.title()).toBe(`${heading} · ${APP}`);
      const found = await findLayoutProblems(page);
      if (found.length > 0) problems[path] = found;
    };
    for (const [path, heading] of screens) {
      await page.goto(harness.admin(path));
      await check(path, heading);
    }
    // The forms' own states: the reset form with its password fields, the sent notice.
    await page.goto(harness.admin(`/reset-password?token=${encodeURIComponent(resetToken)}`));
    await page.getByRole('textbox', { name: 'Password', exact: true }).waitFor();
    await page.goto(harness.admin('/forgot-password'));
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(resetting.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('If the e-mail address is valid, you will receive an e-mail').waitFor();
    await check('/forgot-password sent', 'Forgot password');

    await page.goto(harness.admin('/login'));
    await submitLogin(page, strict.email, strict.password);
    await check('/two-factor-setup', 'Set up two-factor sign-in');
    expect(problems).toEqual({});
  });

  it.each(['en', 'de', 'fr'])("keeps the editor's Save button on one line with its siblings at 1440 px (%s)", async (language) => {
    const { page } = await harness.newPage();
    await page.setViewportSize({ width: 1440, height: 900 });
    // The administrator's interface language (German and French labels are the longest).
    const admin = await harness.server.adminAgent();
    expect((await admin.put('/api/user/language', { language })).status).toBe(200);
    onTestFinished(async () => {
      await admin.put('/api/user/language', { language: 'en' });
    });
    await page.goto(harness.admin('/login'));
    await submitLogin(page, TEST_ADMIN.email, TEST_ADMIN.password);
    await page.waitForURL((url) => url.pathname === '/cmsadmin/' || url.pathname === '/cmsadmin');
    await page.goto(harness.admin(`/page/${pageId}`));
    await page.getByRole('heading', { level: 1, name: LONG_TITLE }).waitFor();
    await page.waitForLoadState('networkidle');
    const lines = await page.evaluate(() => {
      const middle = (element: Element) => {
        const rect = element.getBoundingClientRect();
        return Math.round(rect.top + rect.height / 2);
      };
      const shown = (root: Element) =>
        [...root.querySelectorAll('button, a.button')].filter((button) => button.getBoundingClientRect().width > 0);
      const save = document.querySelector('.page-editor__primary > .button--primary:last-child')!;
      return {
        label: save.textContent!.trim(),
        save: middle(save),
        saveHeight: Math.round(save.getBoundingClientRect().height),
        group: shown(document.querySelector('.page-editor__primary')!).map(
          (button) => [button.textContent!.trim(), middle(button)] as const,
        ),
        all: shown(document.querySelector('.page-editor__actions')!).map((button) => [button.textContent!.trim(), middle(button)] as const),
      };
    });
    expect(lines.label).toBe({ en: 'Save', de: 'Speichern', fr: 'Enregistrer' }[language]);
    // One line of text: a label that wrapped would make the button taller.
    expect(lines.saveHeight).toBeLessThan(48);
    // Save shares its line with the publication actions (the review buttons for this pending request).
    expect(lines.group.length).toBeGreaterThan(2);
    for (const [label, middle] of lines.group)
      expect(Math.abs(middle - lines.save), `${label} is not on the line of Save`).toBeLessThanOrEqual(4);
    // In English everything fits on one line.
    if (language === 'en')
      for (const [label, middle] of lines.all)
        expect(Math.abs(middle - lines.save), `${label} is not on the line of Save`).toBeLessThanOrEqual(4);
  });
});
