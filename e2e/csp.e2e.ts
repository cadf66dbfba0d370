import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { loginAs } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';
import { firstLinkOn, giveConsent, publishVideoPage, stubThirdParties, waitForIslands } from './support/site-actions.ts';

/**
 * Issue 15 (finding 2): every admin screen and every page type of the demo site loads under
 * its Content-Security-Policy without a single violation. A violation is caught twice: the
 * `securitypolicyviolation` event (kept on window until read) and Chromium's console message.
 */
describe('Content-Security-Policy (demo site and admin)', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ demoSite: true });
  });
  afterAll(async () => {
    await harness?.close();
  });

  /** A tab that records every CSP violation of every document it shows. */
  async function watchedPage(options: { consent?: boolean } = {}) {
    const { context, page } = await harness.newPage();
    if (options.consent) await giveConsent(context, harness);
    await stubThirdParties(page, harness.baseUrl);
    const violations: string[] = [];
    await context.addInitScript(() => {
      const store: string[] = [];
      (window as unknown as { __cspViolations: string[] }).__cspViolations = store;
      document.addEventListener('securitypolicyviolation', (event) => {
        store.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
      });
    });
    page.on('console', (message) => {
      if (message.text().includes('Content Security Policy')) violations.push(`console: ${message.text()}`);
    });
    /** Reads and clears what the current document recorded, labelled with where it happened. */
    const collect = async (where: string) => {
      const found = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations?.splice(0) ?? []);
      violations.push(...found.map((violation) => `${where}: ${violation}`));
    };
    return { page, violations, collect };
  }

  /**
   * Moves the admin to another screen the way its own links do (React Router follows the
   * history), without reloading the app: a document load is checked once per kind above.
   */
  async function navigateInApp(page: Page, path: string) {
    await page.evaluate(
      (target) => {
        window.history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      },
      `/cmsadmin${path === '/' ? '' : path}`,
    );
  }

  function expectPolicy(response: Response | null, url: string) {
    expect(response?.headers()['content-security-policy'], `CSP header of ${url}`).toMatch(/frame-ancestors 'none'/);
  }

  it('shows every admin screen without a violation', async () => {
    const { page, violations, collect } = await watchedPage();
    expectPolicy(await page.goto(harness.admin('/login')), '/cmsadmin/login');
    await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
    await collect('login');
    await loginAs(page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);
    await collect('dashboard');

    const screens: [path: string, heading: string][] = [
      ['/', 'CMS Dashboard'],
      ['/page-overview/news', 'Pages: News'],
      ['/new-page', 'New page'],
      ['/publication-requests', 'Publication requests'],
      ['/medialibrary', 'Media library'],
      ['/menu-structure', 'Menu structure'],
      ['/tags', 'Tags'],
      ['/search-index', 'Search index'],
      ['/users', 'Users'],
      ['/roles', 'Roles'],
      ['/settings', 'Site settings'],
      ['/user/settings', 'User settings'],
      ['/contact-submissions', 'Contact submissions'],
    ];
    for (const [path, heading] of screens) {
      await navigateInApp(page, path);
      await page.getByRole('heading', { level: 1, name: heading }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await collect(path);
    }

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

    // The page editor: every tab, and the rich-text editor of a block (tiptap).
    const news = harness.demo!.pageIds['news-office-haren']!.en;
    expectPolicy(await page.goto(harness.admin(`/page/${news}`)), `/page/${news}`);
    await collect('editor: loaded');
    await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
    await page.waitForLoadState('networkidle');
    await collect('editor: Overview');
    await page.getByRole('button', { name: 'Edit Rich text' }).first().click();
    await page.locator('.ProseMirror').first().waitFor();
    await collect('editor: rich text');
    await page.keyboard.press('Escape');
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

  /** Opens a site page, waits for its islands, and records what it violated. */
  async function visitSite(watched: Awaited<ReturnType<typeof watchedPage>>, url: string, status = 200) {
    const response = await watched.page.goto(url);
    expect(response?.status(), url).toBe(status);
    expectPolicy(response, url);
    await waitForIslands(watched.page);
    await watched.page.waitForLoadState('networkidle');
    await watched.collect(url);
  }

  it('shows every page type of the demo site without a violation, banner and islands included', async () => {
    // A first visit: the cookie banner shows.
    const fresh = await watchedPage();
    await visitSite(fresh, '/');
    expect(fresh.violations).toEqual([]);

    const visitor = await watchedPage({ consent: true });
    const project = await firstLinkOn(visitor.page, '/projecten', '/projecten/');
    const article = await firstLinkOn(visitor.page, '/nieuws', '/nieuws/');
    const member = await firstLinkOn(visitor.page, '/team', '/team/');
    const video = await publishVideoPage(harness, 'csp-video', { provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: 'Otters' });
    for (const url of [
      '/',
      '/en-gb',
      '/projecten',
      project,
      '/nieuws',
      article,
      '/themas/biodiversiteit',
      '/diensten/laboratoriumanalyses',
      '/team',
      member,
      '/contact',
      '/zoeken?q=otter',
      '/cookieverklaring',
    ]) {
      await visitSite(visitor, url);
    }
    await visitSite(visitor, '/bestaat-niet', 404);

    // With marketing consent the video player (a stubbed YouTube frame) loads in its frame.
    await visitSite(visitor, video);
    await visitor.page.locator('iframe[src^="https://www.youtube-nocookie.com/"]').waitFor();
    await visitor.page.waitForLoadState('networkidle');
    await visitor.collect(`${video} player`);

    // The contact form's bot check (proof of work) runs, and the live search answers.
    await visitSite(visitor, '/zoeken');
    await visitor.page.getByRole('searchbox').first().fill('otter');
    await visitor.page.locator('.search-result').first().waitFor();
    await visitor.collect('live search');

    expect(visitor.violations).toEqual([]);
  });
});
