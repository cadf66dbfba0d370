import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startHarness, type Harness } from './support/harness.ts';
import { companySlug, DUTCH_ROUTES, ENGLISH_ROUTES, firstLinkOn, giveConsent, withCompany } from './support/site-actions.ts';

/**
 * Issue 17 on the seeded demo site: the header's search field and contact call to action (with
 * and without JavaScript, in one row on desktops), the company facts in the footer with each legal
 * link once, and an og:image on every page (the share image the demo seed sets).
 */
describe('public site header and footer (issue 17)', () => {
  let harness: Harness;
  let company: string;
  let shared: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    harness = await startHarness({ demoSite: true });
    company = await companySlug(harness);
    shared = await harness.newPage();
    await giveConsent(shared.context, harness);
  });
  afterAll(async () => {
    await harness?.close();
  });

  /** Types a term into the header's search field and submits it with Enter. */
  async function searchFromHeader(page: Page, term: string): Promise<void> {
    const field = page.locator('header.site-header').getByRole('searchbox', { name: /Site search|Zoeken op de website/ });
    // On narrower desktops the field folds to its button; focusing it (as Tab does) unfolds it.
    await field.focus();
    await field.fill(term);
    await Promise.all([page.waitForURL(/[?&]q=/), field.press('Enter')]);
  }

  it('the header search submits to the search page, with JavaScript at 1440px (folded field) and 1920px', async () => {
    const page = shared.page;
    for (const width of [1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/en-gb/contact', { waitUntil: 'domcontentloaded' });
      await searchFromHeader(page, 'otter');
      const url = new URL(page.url());
      expect(`${url.pathname}${url.search}`, `${width}px`).toBe('/en-gb/search?q=otter');
      await page.locator('.search-results__count').waitFor();
      expect(await page.locator('.search-results__count').textContent(), `${width}px`).toMatch(/results? for “otter”/);
    }
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it('without JavaScript: the header search works from the desktop header and from the phone menu', async () => {
    const context = await harness.browser.newContext({ baseURL: harness.baseUrl, javaScriptEnabled: false });
    try {
      await giveConsent(context, harness);
      const page = await context.newPage();
      await page.setViewportSize({ width: 1920, height: 900 });
      await page.goto('/projecten');
      await searchFromHeader(page, 'otter');
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/zoeken?q=otter');
      expect(await page.locator('.search-results__count').textContent()).toMatch(/resulta(at|ten) voor “otter”/);

      // A phone: the menu button (a checkbox, no script) opens the panel with the search field.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto('/en-gb/projects');
      await page.locator('.site-header__toggle-label').click();
      await searchFromHeader(page, 'bats');
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/en-gb/search?q=bats');
    } finally {
      await context.close();
    }
  });

  it('the call to action: the company phone as a tel: link and "Request a quote" / "Offerte aanvragen" to the contact page', async () => {
    const page = shared.page;
    await page.setViewportSize({ width: 1440, height: 900 });
    for (const [url, quote, contact, call] of [
      ['/en-gb/projects', 'Request a quote', '/en-gb/contact', 'Call +31 345 000 000'],
      ['/projecten', 'Offerte aanvragen', '/contact', 'Bel +31 345 000 000'],
    ] as const) {
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      const header = page.locator('header.site-header');
      expect(await header.getByRole('link', { name: call }).getAttribute('href'), url).toBe('tel:+31345000000');
      const cta = header.getByRole('link', { name: quote });
      expect(await cta.isVisible(), url).toBe(true);
      await Promise.all([page.waitForURL((target) => target.pathname === contact), cta.click()]);
      expect(await page.locator('main a[href^="mailto:"]').count(), url).toBeGreaterThan(0);
    }
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it('from 1280px the header is one row with the search, phone and quote button beside the menu and languages', async () => {
    const page = shared.page;
    for (const url of ['/', '/en-gb', '/en-gb/contact', '/projecten']) {
      for (const width of [1280, 1440, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(url, { waitUntil: 'domcontentloaded' });
        const label = `${url} at ${width}px`;
        const layout = await page.evaluate(() => {
          const header = document.querySelector('.site-header')!;
          const logo = header.querySelector('.site-header__logo')!.getBoundingClientRect();
          const controls = [
            '.site-nav__list > li > a',
            '.site-languages a',
            '.site-search__submit',
            '.site-header__phone',
            '.site-header__cta',
          ].flatMap((selector) =>
            [...header.querySelectorAll(selector)].map((element) => ({ selector, box: element.getBoundingClientRect() })),
          );
          const shown = controls.filter((control) => control.box.width > 0);
          return {
            headerHeight: header.getBoundingClientRect().height,
            overflow: document.documentElement.scrollWidth > innerWidth,
            shownTools: ['.site-search__submit', '.site-header__phone', '.site-header__cta'].filter((selector) =>
              shown.some((control) => control.selector === selector),
            ),
            offRow: shown
              .filter(
                (control) =>
                  !(control.box.top + control.box.height / 2 > logo.top && control.box.top + control.box.height / 2 < logo.bottom),
              )
              .map((control) => control.selector),
            outside: shown.filter((control) => control.box.left < 0 || control.box.right > innerWidth).map((control) => control.selector),
            fieldShown: (header.querySelector('.site-search__input')?.getBoundingClientRect().width ?? 0) > 40,
          };
        });
        expect(layout.shownTools, label).toEqual(['.site-search__submit', '.site-header__phone', '.site-header__cta']);
        expect(layout.offRow, label).toEqual([]);
        expect(layout.outside, label).toEqual([]);
        expect(layout.overflow, label).toBe(false);
        expect(layout.headerHeight, label).toBeLessThan(90);
        // The widest screens show the search field itself.
        if (width >= 1920) expect(layout.fieldShown, label).toBe(true);
      }
    }
    await page.setViewportSize({ width: 1280, height: 860 });
  });

  it('the footer shows the e-mail address, KvK and VAT numbers, and each legal link once', async () => {
    const page = shared.page;
    const urls = ['/', '/en-gb/contact', await firstLinkOn(page, '/nieuws', '/nieuws/'), '/cookieverklaring'];
    for (const url of urls) {
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      const footer = page.locator('footer.site-footer');
      expect(await footer.locator('a[href="mailto:info@verdant-ecology.example"]').count(), url).toBe(1);
      expect(await footer.textContent(), url).toMatch(/(KvK-nummer|Chamber of Commerce \(KvK\)): 00000000/);
      expect(await footer.textContent(), url).toMatch(/(Btw-nummer|VAT number): NL000000000B01/);
      const hrefs = await footer.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      const legal = hrefs.filter((href) => /cookie|privacy|voorwaarden|terms|#kantoren|#offices/.test(href ?? ''));
      expect(legal.length, url).toBeGreaterThanOrEqual(4);
      expect(new Set(legal).size, `${url}: ${legal.join(', ')}`).toBe(legal.length);
    }
  });

  it('every page of both languages has an absolute og:image and twitter:image that loads', async () => {
    const page = shared.page;
    const images = new Set<string>();
    for (const route of [...DUTCH_ROUTES, ...ENGLISH_ROUTES]) {
      const url = withCompany(route, company);
      await page.goto(url, { waitUntil: 'domcontentloaded' });
      const og = await page.locator('meta[property="og:image"]').getAttribute('content');
      expect(og, url).toMatch(/^http:\/\/cms\.test\/api\/medialib\/get-page-file\//);
      expect(await page.locator('meta[name="twitter:image"]').getAttribute('content'), url).toBe(og);
      images.add(og!);
    }
    for (const image of images) {
      const response = await page.request.get(new URL(image).pathname);
      expect(response.status(), image).toBe(200);
      expect(response.headers()['content-type'], image).toMatch(/^image\//);
    }
  });
});
