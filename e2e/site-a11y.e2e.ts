import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startHarness, type Harness } from './support/harness.ts';
import { companySlug, firstLinkOn, giveConsent, openFooterLink, stubThirdParties, waitForIslands } from './support/site-actions.ts';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** Runs axe-core (WCAG 2 A/AA and best practices) on the page as it is now, or on one part of it. */
async function axeViolations(page: Page, selector?: string): Promise<AxeViolation[]> {
  // Evaluated through the DevTools protocol: a <script> tag would be blocked by the site's CSP.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(context: object, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(selector ? { include: [selector] } : document, { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, nodes }) => ({
      id,
      impact,
      help,
      nodes: nodes.map(({ target, failureSummary }) => ({ target, failureSummary })),
    }));
  }, selector);
}

const describeViolations = (violations: AxeViolation[]) =>
  violations
    .map(
      (violation) =>
        `[${violation.impact}] ${violation.id}: ${violation.help}\n${violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')}`)
          .join('\n')}`,
    )
    .join('\n');

/** Fails on serious or critical findings; minor and moderate ones are printed. */
async function expectAccessible(page: Page, label: string, selector?: string): Promise<void> {
  const violations = await axeViolations(page, selector);
  const blocking = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  const other = violations.filter((violation) => !blocking.includes(violation));
  if (other.length > 0) process.stdout.write(`axe (${label}), not blocking:\n${describeViolations(other)}\n`);
  expect(blocking, `${label}:\n${describeViolations(blocking)}`).toEqual([]);
}

/**
 * axe-core on every page type of the demo site (home, overview, detail, team, contact,
 * search with results, legal, 404) in Dutch and English without the cookie banner (consent
 * given), and the banner of a first visit on each (with the whole page around it on the home
 * page), plus the interactive states.
 */
describe('public website accessibility (axe-core)', () => {
  let harness: Harness;
  let withConsent: { context: BrowserContext; page: Page };
  let firstVisit: { context: BrowserContext; page: Page };
  const pages: Record<'nl' | 'en', { type: string; url: string }[]> = { nl: [], en: [] };

  beforeAll(async () => {
    harness = await startHarness({ demoSite: true });
    withConsent = await harness.newPage();
    await giveConsent(withConsent.context, harness);
    await stubThirdParties(withConsent.page, harness.baseUrl);
    firstVisit = await harness.newPage();
    await stubThirdParties(firstVisit.page, harness.baseUrl);

    // Detail pages: the first project of each overview and the first team member.
    const { page } = withConsent;
    const firstLink = async (url: string, prefix: string) => {
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href');
      if (!href) throw new Error(`no link to ${prefix} on ${url}`);
      return href;
    };
    pages.nl = [
      { type: 'home', url: '/' },
      { type: 'overview', url: '/projecten' },
      { type: 'detail', url: await firstLink('/projecten', '/projecten/') },
      { type: 'team', url: '/team' },
      { type: 'team member', url: await firstLink('/team', '/team/') },
      { type: 'contact', url: '/contact' },
      { type: 'search with results', url: '/zoeken?q=otter' },
      { type: 'legal', url: '/privacyverklaring' },
      { type: '404', url: '/bestaat-niet' },
    ];
    pages.en = [
      { type: 'home', url: '/en-gb' },
      { type: 'overview', url: '/en-gb/projects' },
      { type: 'detail', url: await firstLink('/en-gb/projects', '/en-gb/projects/') },
      { type: 'team', url: '/en-gb/team' },
      { type: 'team member', url: await firstLink('/en-gb/team', '/en-gb/team/') },
      { type: 'contact', url: '/en-gb/contact' },
      { type: 'search with results', url: '/en-gb/search?q=otter' },
      { type: 'legal', url: '/en-gb/privacy-statement' },
      { type: '404', url: '/en-gb/does-not-exist' },
    ];
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('one page of each other type: theme, service, innovation and news details, their overviews, the about page', async () => {
    // One language each (alternating) and without the banner: the frame is covered above.
    const { page } = withConsent;
    const company = await companySlug(harness);
    const more = [
      { type: 'theme', url: await firstLinkOn(page, '/en-gb/themes', '/en-gb/themes/') },
      { type: 'service', url: await firstLinkOn(page, '/diensten', '/diensten/') },
      { type: 'innovation', url: await firstLinkOn(page, '/en-gb/innovation', '/en-gb/innovation/') },
      { type: 'news (share links)', url: await firstLinkOn(page, '/nieuws', '/nieuws/') },
      { type: 'themes overview', url: '/themas' },
      { type: 'services overview', url: '/en-gb/services' },
      { type: 'innovation overview', url: '/innovaties' },
      { type: 'news overview', url: '/en-gb/news' },
      { type: 'about', url: `/over-${company}` },
    ];
    for (const { type, url } of more) {
      await page.goto(url);
      await waitForIslands(page);
      await expectAccessible(page, `${type} ${url}`);
    }
  });

  for (const language of ['nl', 'en'] as const) {
    it(`every page type in ${language === 'nl' ? 'Dutch' : 'English'}, without and with the cookie banner`, async () => {
      for (const { type, url } of pages[language]) {
        // Both variants at once, in their own contexts.
        const plain = async () => {
          const { page } = withConsent;
          await page.goto(url);
          await waitForIslands(page);
          if (type === 'search with results') expect(await page.locator('.search-result').count(), url).toBeGreaterThan(0);
          await expectAccessible(page, `${type} ${url}`);
        };
        const withBanner = async () => {
          // A first visit: no cookies, so the banner shows (and stays: the cookies are cleared each time).
          await firstVisit.context.clearCookies();
          await firstVisit.page.goto(url);
          await firstVisit.page.locator('.cookie-banner').waitFor();
          await waitForIslands(firstVisit.page);
          // The whole page with the banner on the home page; elsewhere the banner itself (the
          // page around it is the plain variant's): a full run costs about a second of CPU.
          const part = type === 'home' ? undefined : '.cookie-banner';
          await expectAccessible(firstVisit.page, `${type} ${url} with the cookie banner`, part);
        };
        await Promise.all([plain(), withBanner()]);
      }
    });
  }

  it('interactive states: banner settings open, mobile menu, contact form errors, live search, video and share placeholders, cookie settings', async () => {
    const { page, context } = await harness.newPage();
    await stubThirdParties(page, harness.baseUrl);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/en-gb');
    await page.locator('.cookie-banner summary').click();
    await page.getByRole('button', { name: 'Save choices' }).waitFor();
    await expectAccessible(page, 'mobile, cookie settings open');

    await giveConsent(context, harness, { statistics: false, marketing: false });
    await page.goto('/');
    await page.locator('label[for="site-menu-toggle"]').click();
    await page.locator('#site-menu').getByRole('link', { name: 'Projecten', exact: true }).waitFor();
    await expectAccessible(page, 'mobile menu open');

    await page.setViewportSize({ width: 1280, height: 860 });
    await page.goto('/en-gb/contact');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByText('*Please do the reCAPTCHA').waitFor();
    await expectAccessible(page, 'contact form with errors');

    await page.goto('/zoeken');
    await waitForIslands(page);
    await page.getByRole('searchbox').fill('vleermuis');
    await page.locator('.search-result').first().waitFor();
    await expectAccessible(page, 'live search results');

    const admin = await harness.server.adminAgent();
    const created = await admin.post('/api/page/create', {
      title: 'Video',
      slug: 'video-a11y',
      type: 'blank',
      locale: 'en-gb',
      content: [
        { type: 'pageHeader', key: 'header', props: { title: 'Bats at dusk', intro: '' } },
        { type: 'video', key: 'film', props: { provider: 'vimeo', videoId: '76979871', title: 'Bats at dusk' } },
      ],
    });
    expect(created.status).toBe(200);
    expect((await admin.post(`/api/page/${created.body.pageID}/publish`)).status).toBe(200);
    await page.goto('/en-gb/video-a11y');
    await waitForIslands(page);
    await page.getByRole('button', { name: 'Accept and play' }).waitFor();
    await expectAccessible(page, 'video consent placeholder');

    // A project without marketing consent: the share placeholder; then the cookie settings opened from the footer.
    await page.goto(await firstLinkOn(page, '/en-gb/projects', '/en-gb/projects/'));
    await page.getByRole('button', { name: 'Accept and share' }).waitFor();
    await openFooterLink(page, 'Cookie settings');
    await page.getByRole('region', { name: 'Cookie settings' }).waitFor();
    await expectAccessible(page, 'share placeholder and cookie settings open');
  });
});
