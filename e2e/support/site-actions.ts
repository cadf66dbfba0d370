import type { BrowserContext, Page } from 'playwright-core';
import { slugify } from '../../src/shared/pages/slug.ts';
import { getCompany } from '../../src/server/domains/settings/settings.service.ts';
import type { Harness } from './harness.ts';

/** SPEC 2.9 routes of the demo site; `{company}` is the slug of the company name. */
export const DUTCH_ROUTES = [
  '/',
  '/zoeken',
  '/projecten',
  '/themas',
  '/diensten',
  '/innovaties',
  '/contact',
  '/cookieverklaring',
  '/privacyverklaring',
  '/algemene-voorwaarden',
  '/over-{company}',
  '/team',
  '/nieuws',
];
export const ENGLISH_ROUTES = [
  '/en-gb',
  '/en-gb/search',
  '/en-gb/projects',
  '/en-gb/themes',
  '/en-gb/services',
  '/en-gb/innovation',
  '/en-gb/contact',
  '/en-gb/cookie-policy',
  '/en-gb/privacy-statement',
  '/en-gb/terms-and-conditions',
  '/en-gb/over-{company}',
  '/en-gb/team',
  '/en-gb/news',
];

export async function companySlug(harness: Harness): Promise<string> {
  return slugify((await getCompany(harness.server.deps.db)).name);
}

export const withCompany = (route: string, company: string) => route.replace('{company}', company);

/**
 * The visitor already chose (cookie banner hidden): the consent cookie the server sets.
 * `marketing` false keeps videos behind their placeholder.
 */
export async function giveConsent(
  context: BrowserContext,
  harness: Harness,
  consent: { statistics: boolean; marketing: boolean } = { statistics: true, marketing: true },
): Promise<void> {
  await context.addCookies([
    { name: 'cms_consent', value: `n1s${consent.statistics ? 1 : 0}m${consent.marketing ? 1 : 0}`, url: harness.baseUrl },
  ]);
}

/**
 * The sandbox has no internet, and the site must not depend on it: third-party requests
 * (video players, reCAPTCHA) are answered with an empty page instead of hanging.
 */
export async function stubThirdParties(page: Page, baseUrl: string): Promise<string[]> {
  const requested: string[] = [];
  const origin = new URL(baseUrl).origin;
  await page.route(
    (url) => url.origin !== origin && url.protocol.startsWith('http'),
    (route) => {
      requested.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' });
    },
  );
  return requested;
}

/** Waits until every island on the page has been hydrated (React attached its handlers). */
export async function waitForIslands(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-island]')].every((element) =>
      Object.keys(element).some((key) => key.startsWith('__reactContainer')),
    ),
  );
}

/** Publishes an English page with a video block (the demo has none) and returns its path. */
export async function publishVideoPage(
  harness: Harness,
  slug: string,
  video: { provider: 'youtube' | 'vimeo'; videoId: string; title: string },
): Promise<string> {
  const admin = await harness.server.adminAgent();
  const created = await admin.post('/api/page/create', {
    title: video.title,
    slug,
    type: 'blank',
    locale: 'en-gb',
    content: [
      { type: 'pageHeader', key: 'header', props: { title: video.title, intro: 'Otters in the river Linge.' } },
      { type: 'video', key: 'film', props: video },
    ],
  });
  if (created.status !== 200) throw new Error(`video page: ${JSON.stringify(created.body)}`);
  const published = await admin.post(`/api/page/${created.body.pageID}/publish`);
  if (published.status !== 200) throw new Error(`video page publish: ${JSON.stringify(published.body)}`);
  return `/en-gb/${slug}`;
}

/** The first link in <main> whose address starts with the prefix (a detail page of an overview). */
export async function firstLinkOn(page: Page, url: string, prefix: string): Promise<string> {
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  const href = await page.locator(`main a[href^="${prefix}"]`).first().getAttribute('href');
  if (!href) throw new Error(`no link to ${prefix} on ${url}`);
  return href;
}

/**
 * Clicks a footer link by its name. Scrolled into view first: on a long page Playwright's own
 * scroll-then-click sometimes lands before the page settles and the click misses.
 */
export async function openFooterLink(page: Page, name: string): Promise<void> {
  const link = page.locator('footer').getByRole('link', { name, exact: true });
  await link.scrollIntoViewIfNeeded();
  await link.click();
}

/**
 * Where the focused element sits against the sticky header and the cookie banner (WCAG 2.4.11):
 * null when it is inside one of them, else how many pixels each covers of it (0: clear).
 */
export async function focusObscured(page: Page): Promise<{ tag: string; underHeader: number; underBanner: number } | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    // The skip link shows over the header when focused; the header and banner's own controls are in them.
    if (!focused || focused === document.body || focused.closest('.site-header, .cookie-banner, .skip-link')) return null;
    const box = focused.getBoundingClientRect();
    const header = document.querySelector('.site-header')?.getBoundingClientRect();
    const banner = document.querySelector('.cookie-banner');
    const bannerTop = banner && getComputedStyle(banner).display !== 'none' ? banner.getBoundingClientRect().top : innerHeight;
    return {
      tag: `${focused.tagName.toLowerCase()} ${focused.textContent?.trim().slice(0, 40) ?? ''}`,
      underHeader: Math.max(0, Math.round((header?.bottom ?? 0) - box.top)),
      underBanner: Math.max(0, Math.round(box.bottom - bannerTop)),
    };
  });
}

/** The language switcher's links: label to href. */
export async function languageLinks(page: Page): Promise<Record<string, string | null>> {
  return page
    .locator('nav.site-languages a')
    .evaluateAll((links) => Object.fromEntries(links.map((link) => [link.textContent ?? '', link.getAttribute('href')])));
}
