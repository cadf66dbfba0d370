import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { getCompany } from '../src/server/domains/settings/settings.service.ts';
import { signIn } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';
import {
  companySlug,
  DUTCH_ROUTES,
  ENGLISH_ROUTES,
  firstLinkOn,
  focusObscured,
  giveConsent,
  languageLinks,
  openFooterLink,
  publishVideoPage,
  stubThirdParties,
  waitForIslands,
  withCompany,
} from './support/site-actions.ts';

/**
 * The public website (SPEC 2.9, 4, 5) in a real browser, on the seeded demo site: routes in
 * both languages, language switch, 404s, search, the contact form with its bot check, and
 * cookie consent with the video placeholder. The demo is seeded once for the whole file.
 */
describe('public website (demo site)', () => {
  let harness: Harness;
  let company: string;
  /** One context for the tests that do not care about cookies (consent already given). */
  let shared: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    harness = await startHarness({ demoSite: true });
    company = await companySlug(harness);
    shared = await harness.newPage();
    await giveConsent(shared.context, harness);
    await stubThirdParties(shared.page, harness.baseUrl);
  });
  afterAll(async () => {
    await harness?.close();
  });

  /** A fresh visitor: no cookies at all, so the banner shows. */
  async function freshVisitor(): Promise<Page> {
    const { page } = await harness.newPage();
    await stubThirdParties(page, harness.baseUrl);
    return page;
  }

  it('answers every demo route in both languages with a page: h1, html lang, header menu, footer', async () => {
    const routes = [...DUTCH_ROUTES.map((route) => ({ route, lang: 'nl' })), ...ENGLISH_ROUTES.map((route) => ({ route, lang: 'en' }))];
    // Three tabs of the same visitor, each taking every third route: the server renders one
    // page while the browser parses another.
    const tabs = [shared.page, await shared.context.newPage(), await shared.context.newPage()];
    await Promise.all(
      tabs.map(async (page, tab) => {
        for (const { route, lang } of routes.filter((_, index) => index % tabs.length === tab)) {
          const url = withCompany(route, company);
          // Only the markup matters here (the a11y and Lighthouse checks cover loading).
          const response = await page.goto(url, { waitUntil: 'domcontentloaded' });
          expect(response?.status(), url).toBe(200);
          // One round trip per page: the shape of the document.
          const shape = await page.evaluate(() => ({
            lang: document.documentElement.lang,
            h1: [...document.querySelectorAll('main h1')].map((heading) => heading.textContent?.trim() ?? ''),
            headerLinks: document.querySelectorAll('header nav.site-nav a[href]').length,
            footers: document.querySelectorAll('footer.site-footer').length,
            footerLinks: document.querySelectorAll('footer.site-footer nav a[href]').length,
          }));
          expect(shape.lang, url).toBe(lang);
          expect(shape.h1, url).toEqual([expect.stringMatching(/\S/)]);
          expect(shape.headerLinks, url).toBeGreaterThan(3);
          expect(shape.footers, url).toBe(1);
          expect(shape.footerLinks, url).toBeGreaterThan(2);
        }
      }),
    );
    for (const page of tabs.slice(1)) await page.close();
  });

  it("the home page's about button goes to /over-{company} (SPEC 2.9: in both languages, each visitor in their own)", async () => {
    const { page } = shared;
    const cases = [
      { home: '/', about: `/over-${company}`, lang: 'nl', heading: 'Over' },
      { home: '/en-gb', about: `/en-gb/over-${company}`, lang: 'en', heading: 'About' },
    ];
    for (const { home, about, lang, heading } of cases) {
      await page.goto(home);
      const button = page.locator(`main a.button[href="${about}"]`);
      expect(await button.count(), home).toBe(1);
      await Promise.all([page.waitForURL((url) => url.pathname === about), button.click()]);
      expect(await page.locator('main h1').innerText()).toContain(heading);
      expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    }
  });

  it('every URL in sitemap.xml answers 200 with exactly one h1', async () => {
    const sitemap = await fetch(`${harness.baseUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    // The sitemap names PUBLIC_URL; the paths are what matters here.
    const paths = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => new URL(loc!.replace(/&amp;/g, '&')).pathname,
    );
    expect(paths.length).toBeGreaterThanOrEqual(100);
    const problems: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < paths.length) {
          const path = paths[next++]!;
          const response = await fetch(`${harness.baseUrl}${path}`, { headers: { cookie: 'cms_consent=n1s1m1' } });
          const headings = (await response.text()).match(/<h1[\s>]/g)?.length ?? 0;
          if (response.status !== 200 || headings !== 1) problems.push(`${path}: status ${response.status}, ${headings} h1`);
        }
      }),
    );
    expect(problems).toEqual([]);
  });

  it('the language switcher goes to the sibling page (/{slug} for Dutch, /en-gb/{slug} for English)', async () => {
    const { page } = shared;
    await page.goto('/projecten');
    const languages = page.locator('nav.site-languages');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/en-gb/projects'),
      languages.getByRole('link', { name: 'English' }).click(),
    ]);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('main h1').innerText()).toBe('Projects');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/projecten'),
      page.locator('nav.site-languages').getByRole('link', { name: 'Nederlands' }).click(),
    ]);
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');

    // A deeper page: the sibling keeps its own slug under the locale prefix.
    await page.goto('/themas/biodiversiteit');
    const english = page.locator('nav.site-languages').getByRole('link', { name: 'English' });
    const href = await english.getAttribute('href');
    expect(href).toMatch(/^\/en-gb\/[a-z0-9/-]+$/);
    await Promise.all([page.waitForURL((url) => url.pathname === href), english.click()]);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await Promise.all([
      page.waitForURL((url) => url.pathname === '/themas/biodiversiteit'),
      page.locator('nav.site-languages').getByRole('link', { name: 'Nederlands' }).click(),
    ]);
  });

  it('the sticky header (opaque) and the cookie banner never hide keyboard focus or a followed anchor; long headings fit 320px', async () => {
    const tab = await shared.context.newPage();
    const fresh = await freshVisitor();
    try {
      // Focus-induced scrolling lands at once: only where it lands matters here.
      for (const page of [tab, fresh]) await page.emulateMedia({ reducedMotion: 'reduce' });
      const walk = async (page: typeof tab, key: 'Tab' | 'Shift+Tab', steps: number) => {
        const hidden: string[] = [];
        for (let step = 0; step < steps; step++) {
          await page.keyboard.press(key);
          const where = await focusObscured(page);
          if (where && (where.underHeader > 0 || where.underBanner > 0))
            hidden.push(`${key} ${where.tag}: header ${where.underHeader}px, banner ${where.underBanner}px`);
        }
        return hidden;
      };
      // Desktop, banner gone: backwards from the footer. Chromium centres what it focuses; other
      // browsers scroll it just into view (as below), where only scroll-padding keeps it clear.
      await tab.setViewportSize({ width: 1366, height: 768 });
      await tab.goto('/en-gb/projects');
      expect(await tab.locator('.site-header').evaluate((header) => getComputedStyle(header).backgroundColor)).toBe('rgb(250, 247, 240)');
      await tab.locator('footer a').first().focus();
      expect(await walk(tab, 'Shift+Tab', 12)).toEqual([]);
      await tab.evaluate(() => {
        scrollTo(0, document.body.scrollHeight);
        const link = document.querySelector<HTMLElement>('main a[href]')!;
        link.focus({ preventScroll: true });
        link.scrollIntoView({ block: 'nearest' });
      });
      expect(await focusObscured(tab)).toMatchObject({ underHeader: 0 });
      // A phone on a first visit: forwards, each link comes into view above the banner.
      await fresh.setViewportSize({ width: 390, height: 844 });
      await fresh.goto('/en-gb/projects');
      await fresh.getByRole('region', { name: 'Cookies on this website' }).waitFor();
      expect(await walk(fresh, 'Tab', 14)).toEqual([]);

      // Anchors (the footer's offices link, and typed in) land below the header at every width.
      const targetClear = (page: typeof tab) =>
        page.evaluate(() => {
          const target = document.querySelector(':target');
          return target
            ? Math.round(target.getBoundingClientRect().top - document.querySelector('.site-header')!.getBoundingClientRect().bottom)
            : null;
        });
      await tab.goto('/projecten');
      await Promise.all([tab.waitForURL((url) => url.hash === '#kantoren'), openFooterLink(tab, 'Onze andere vestigingen')]);
      await expect.poll(() => targetClear(tab)).toBeGreaterThanOrEqual(0);
      for (const width of [320, 390]) {
        await tab.setViewportSize({ width, height: 700 });
        await tab.goto('/en-gb/contact#offices');
        await expect.poll(() => targetClear(tab), { message: `${width}px` }).toBeGreaterThanOrEqual(0);
      }

      // Long Dutch words in headings wrap instead of running out of a 320px screen.
      for (const url of [
        '/innovaties/biodiversiteitsdashboards',
        '/diensten/laboratoriumanalyses',
        '/diensten/landschapsarchitectuur',
        '/nieuws/omgevingswet-wat-verandert-er',
      ]) {
        await tab.goto(url, { waitUntil: 'domcontentloaded' });
        const overflowing = await tab.evaluate(() =>
          [...document.querySelectorAll('main :is(h1, h2, h3)')]
            .filter((heading) => heading.scrollWidth > heading.clientWidth + 1)
            .map((heading) => heading.textContent),
        );
        expect(overflowing, url).toEqual([]);
      }
    } finally {
      await tab.close();
    }
  });

  it('a page with slug 404 and an unknown URL both answer 404 with the 404 page', async () => {
    const { page } = shared;
    const cases = [
      { url: '/404', lang: 'nl' },
      { url: '/deze-pagina-bestaat-niet', lang: 'nl' },
      { url: '/en-gb/404', lang: 'en' },
      { url: '/en-gb/no-such-page/at-all', lang: 'en' },
    ];
    const headings: Record<string, string> = {};
    for (const { url, lang } of cases) {
      const response = await page.goto(url);
      expect(response?.status(), url).toBe(404);
      expect(await page.locator('html').getAttribute('lang'), url).toBe(lang);
      const heading = await page.locator('main h1').innerText();
      if (headings[lang]) expect(heading, url).toBe(headings[lang]);
      headings[lang] = heading;
      expect(await page.locator('meta[name="robots"]').getAttribute('content'), url).toContain('noindex');
      expect(await page.locator('header nav.site-nav').count(), url).toBe(1);
      // The switcher leads to the other language's home, not to its 404 page.
      expect(await languageLinks(page), url).toEqual({ Nederlands: '/', English: '/en-gb' });
    }
    expect(headings.nl).not.toBe(headings.en);
  });

  it('search: type a term, see the count line, typed results with read-more links, filter by type, and no results', async () => {
    const { page } = shared;
    await page.goto('/en-gb/search');
    await waitForIslands(page);
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await box.fill('otter');
    const count = page.locator('.search-results__count');
    await expect.poll(() => count.textContent()).toMatch(/^\d+ results? for “otter”$/);
    expect(new URL(page.url()).searchParams.get('q')).toBe('otter');
    const results = page.locator('.search-result');
    expect(await results.count()).toBeGreaterThan(0);
    const labels = await page.locator('.search-result__type').allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels)
      expect(['Theme', 'Project', 'Service', 'Team member', 'Innovation', 'News', 'Generic content']).toContain(label);
    const more = results.first().getByRole('link', { name: /^Read more about / });
    expect(await more.getAttribute('href')).toMatch(/^\/en-gb\//);
    const total = Number((await count.textContent())!.split(' ')[0]);

    // Only projects: every label says Project and the count does not grow.
    await page.getByLabel('What kind of content?').selectOption('project');
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('project');
    await expect.poll(async () => [...new Set(await page.locator('.search-result__type').allTextContents())]).toEqual(['Project']);
    expect(Number((await count.textContent())!.split(' ')[0])).toBeLessThanOrEqual(total);
    // Switching language keeps the search (the island keeps the links in step with the address).
    expect(await languageLinks(page)).toMatchObject({ Nederlands: '/zoeken?q=otter&type=project' });

    // The read-more link opens the page.
    const first = page.locator('.search-result').first();
    const title = await first.locator('.search-result__title').innerText();
    await Promise.all([
      page.waitForURL((url) => !url.pathname.endsWith('/search')),
      first.getByRole('link', { name: /^Read more about / }).click(),
    ]);
    expect(await page.locator('main h1').innerText()).toBe(title);

    // Nonsense finds nothing.
    await page.goto('/en-gb/search');
    await waitForIslands(page);
    await page.getByRole('searchbox', { name: 'Search the site' }).fill('xqzvwpl');
    await expect.poll(() => page.locator('.search-results__count').textContent()).toBe('No results for “xqzvwpl”');
    expect(await page.locator('.search-result').count()).toBe(0);
  });

  it('search in Dutch, also without JavaScript (server-rendered results from the GET form)', async () => {
    const { page } = shared;
    await page.goto('/zoeken');
    await waitForIslands(page);
    await page.getByRole('searchbox', { name: 'Zoek op de site' }).fill('otter');
    await expect.poll(() => page.locator('.search-results__count').textContent()).toMatch(/^\d+ resulta(at|ten) voor “otter”$/);
    expect(
      await page
        .locator('.search-result')
        .first()
        .getByRole('link', { name: /^Lees meer over / })
        .count(),
    ).toBe(1);
    // Dutch result type labels (SPEC 2.9).
    const labels = await page.locator('.search-result__type').allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels)
      expect(['Thema', 'Project', 'Dienst', 'Teamlid', 'Innovatie', 'Nieuws', 'Algemene inhoud']).toContain(label);
    await page.getByRole('searchbox', { name: 'Zoek op de site' }).fill('xqzvwpl');
    await expect.poll(() => page.locator('.search-results__count').textContent()).toBe('Geen resultaten voor “xqzvwpl”');

    // Without JavaScript: the server renders the same count line and results.
    const noScript = await harness.browser.newContext({ baseURL: harness.baseUrl, javaScriptEnabled: false });
    try {
      const plain = await noScript.newPage();
      await plain.goto('/zoeken?q=otter&type=project');
      expect(await plain.locator('.search-results__count').textContent()).toMatch(/^\d+ resulta(at|ten) voor “otter”$/);
      expect([...new Set(await plain.locator('.search-result__type').allTextContents())]).toEqual(['Project']);
      expect(await languageLinks(plain)).toMatchObject({ English: '/en-gb/search?q=otter&type=project' });
      // A page past the end shows the last page, not a count over an empty list.
      await plain.goto('/zoeken?type=project&page=99');
      expect(await plain.locator('.search-result').count()).toBeGreaterThan(0);
      expect(await plain.locator('.search-results__pages').textContent()).toMatch(/Pagina (\d+) van \1/);
      expect(await plain.locator('.search-results__pages a[rel="next"]').count()).toBe(0);
      await plain.goto('/zoeken?q=xqzvwpl');
      expect(await plain.locator('.search-results__count').textContent()).toBe('Geen resultaten voor “xqzvwpl”');
    } finally {
      await noScript.close();
    }
  });

  it('search: a page past the end shows the last page, and the address says which', async () => {
    const { page } = shared;
    await page.goto('/en-gb/search?type=project&page=99');
    await waitForIslands(page);
    expect(await page.locator('.search-result').count()).toBeGreaterThan(0);
    const last = /Page (\d+) of \1/.exec((await page.locator('.search-results__pages').textContent()) ?? '')?.[1];
    expect(last).toBeDefined();
    expect(new URL(page.url()).searchParams.get('page')).toBe(last);
  });

  it('search: filter by related theme, then by related service; every result relates', async () => {
    const { page } = shared;
    const agent = harness.server.agent();
    const typeData = new Map<string, Record<string, string[]>>();
    /** True when the listed results are non-empty and every one has the value in its typeData. */
    const allRelated = async (key: 'themes' | 'services', value: string) => {
      const hrefs = await page
        .locator('.search-result__title a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      if (hrefs.length === 0) return false;
      for (const href of hrefs) {
        if (!typeData.has(href)) typeData.set(href, (await agent.post('/api/page/get-by-slug', { slug: href })).body.page.typeData);
        if (!typeData.get(href)?.[key]?.includes(value)) return false;
      }
      return true;
    };
    const total = async () => Number((await page.locator('.search-results__count').textContent())?.split(' ')[0]);

    // Projects about water (the search needs a term; the filters narrow it down).
    await page.goto('/en-gb/search?q=water&type=project');
    await waitForIslands(page);
    const projects = await total();
    expect(projects).toBeGreaterThan(3);

    await page.getByLabel('Related theme').selectOption('BIODIVERSITY');
    await expect.poll(() => new URL(page.url()).searchParams.get('theme')).toBe('BIODIVERSITY');
    await expect.poll(() => allRelated('themes', 'BIODIVERSITY')).toBe(true);
    expect(await total()).toBeLessThan(projects);

    await page.getByLabel('Related theme').selectOption('');
    await page.getByLabel('Related service').selectOption('MONITORING_AND_SURVEYS');
    await expect.poll(() => new URL(page.url()).searchParams.get('service')).toBe('MONITORING_AND_SURVEYS');
    expect(new URL(page.url()).searchParams.get('theme')).toBeNull();
    await expect.poll(() => allRelated('services', 'MONITORING_AND_SURVEYS')).toBe(true);
    expect(await total()).toBeLessThan(projects);
  });

  describe('contact form', () => {
    async function fillContact(
      page: Page,
      labels: { first: string; last: string; email: string; subject: string; message: string; privacy: RegExp },
      values: { subject: string; email?: string },
    ) {
      await page.getByLabel(labels.first).fill('Ada');
      await page.getByLabel(labels.last).fill('Lovelace');
      await page.getByLabel(labels.email).fill(values.email ?? 'ada@example.org');
      await page.getByLabel(labels.subject).fill(values.subject);
      await page.getByLabel(labels.message).fill('We would like a bat survey of our church roof.');
      await page.getByRole('checkbox', { name: labels.privacy }).check();
    }
    const EN = {
      first: 'First name',
      last: 'Last name',
      email: 'Email address',
      subject: 'Subject',
      message: 'Message',
      privacy: /I agree with the privacy statement/,
    };
    const NL = {
      first: 'Voornaam',
      last: 'Achternaam',
      email: 'E-mailadres',
      subject: 'Onderwerp',
      message: 'Bericht',
      privacy: /Ik ga akkoord met de privacyverklaring/,
    };

    it('sends in English after the bot check: thank-you message, stored submission, e-mail to the contact recipient', async () => {
      const page = await freshVisitor();
      await page.goto('/en-gb/contact');
      await waitForIslands(page);
      await fillContact(page, EN, { subject: 'Bat survey (en)' });
      await page.getByRole('checkbox', { name: 'I am not a robot' }).check();
      await page.getByText('Verified', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByRole('heading', { name: 'Thank you for contacting us' }).waitFor();
      await page.getByText('We will be in touch with you as soon as possible.').waitFor();

      const admin = await harness.server.adminAgent();
      const list = await admin.get('/api/contact/submissions?pageIndex=0&pageSize=10&searchTerm=');
      expect(list.status).toBe(200);
      const items = list.body.data.items as { subject: string; email: string; firstName: string }[];
      expect(items).toEqual(
        expect.arrayContaining([expect.objectContaining({ subject: 'Bat survey (en)', email: 'ada@example.org', firstName: 'Ada' })]),
      );

      await harness.server.deps.mailQueue.kick();
      const mail = harness.server.mails.sent.find((message) => message.subject === 'Contact form: Bat survey (en)');
      expect(mail, 'the contact mail').toBeDefined();
      expect(mail!.to).toBe((await getCompany(harness.server.deps.db)).contactRecipient);
      expect(mail!.text).toContain('ada@example.org');

      // An administrator reads it in the admin: in the list, then opened.
      const { page: adminPage } = await harness.newPage();
      await signIn(adminPage, harness.baseUrl, TEST_ADMIN.email, TEST_ADMIN.password);
      await adminPage.goto(harness.admin('/contact-submissions'));
      await adminPage.getByRole('heading', { level: 1, name: 'Contact submissions' }).waitFor();
      const row = adminPage.getByRole('table', { name: 'Contact submissions' }).getByRole('row').filter({ hasText: 'Bat survey (en)' });
      await row.waitFor();
      expect(await row.textContent()).toContain('ada@example.org');
      await row.getByRole('button', { name: 'Show message from Ada Lovelace' }).click();
      const message = adminPage.getByRole('dialog', { name: 'Bat survey (en)' });
      await message.getByText('We would like a bat survey of our church roof.').waitFor();
      expect(await message.getByRole('link', { name: 'ada@example.org' }).getAttribute('href')).toBe(
        `mailto:ada@example.org?subject=${encodeURIComponent('Re: Bat survey (en)')}`,
      );
      await message.getByRole('button', { name: 'Close' }).click();
      await message.waitFor({ state: 'detached' });
    });

    it('sends in Dutch: Dutch thank-you message, fully in view below the sticky header', async () => {
      const page = await freshVisitor();
      await page.setViewportSize({ width: 1366, height: 768 });
      await page.goto('/contact');
      await waitForIslands(page);
      await fillContact(page, NL, { subject: 'Vleermuisonderzoek (nl)' });
      await page.getByRole('checkbox', { name: 'Ik ben geen robot' }).check();
      await page.getByText('Gecontroleerd', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Verzenden' }).click();
      await page.getByRole('heading', { name: 'Bedankt voor uw bericht' }).waitFor();
      const inView = () =>
        page.evaluate(() => {
          const box = document.querySelector('.contact-form__result')!.getBoundingClientRect();
          return box.top >= document.querySelector('.site-header')!.getBoundingClientRect().bottom && box.bottom <= innerHeight;
        });
      await expect.poll(inView).toBe(true);
      await harness.server.deps.mailQueue.kick();
      expect(harness.server.mails.sent.some((message) => message.subject === 'Contact form: Vleermuisonderzoek (nl)')).toBe(true);
    });

    it("reads 'sending...' while it sends, then shows the failure header and text with the e-mail address (English and Dutch)", async () => {
      const page = await freshVisitor();
      const email = (await getCompany(harness.server.deps.db)).email;
      // The server fails, slowly: the sending state stays long enough to be seen.
      await page.route('**/api/contact/submit', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.fulfill({ status: 500, contentType: 'application/json', body: '{"Success":false,"Errors":[]}' });
      });
      const languages = [
        {
          url: '/en-gb/contact',
          labels: EN,
          robot: 'I am not a robot',
          verified: 'Verified',
          send: 'Send',
          sending: 'sending...',
          title: 'Something went wrong',
          text: `The contact form could not be sent. Try again later or contact us at ${email}.`,
        },
        {
          url: '/contact',
          labels: NL,
          robot: 'Ik ben geen robot',
          verified: 'Gecontroleerd',
          send: 'Verzenden',
          sending: 'verzenden...',
          title: 'Er is iets misgegaan',
          text: `Het contactformulier kon niet worden verzonden. Probeer het later opnieuw of neem contact met ons op via ${email}.`,
        },
      ];
      for (const language of languages) {
        await page.goto(language.url);
        await waitForIslands(page);
        await fillContact(page, language.labels, { subject: `Failing send ${language.url}` });
        await page.getByRole('checkbox', { name: language.robot }).check();
        await page.getByText(language.verified, { exact: true }).waitFor();
        await page.getByRole('button', { name: language.send }).click();
        const sending = page.getByRole('button', { name: language.sending, exact: true });
        await sending.waitFor();
        expect(await sending.isDisabled(), language.url).toBe(true);
        const alert = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: language.title }) });
        await alert.waitFor();
        expect(await alert.innerText(), language.url).toContain(language.text);
        expect(await alert.getByRole('link', { name: email }).getAttribute('href')).toBe(`mailto:${email}`);
        // What was typed is still there to try again.
        expect(await page.getByLabel(language.labels.subject).inputValue()).toBe(`Failing send ${language.url}`);
      }
    });

    it('without JavaScript, sending shows the form again with what was typed and why it was not sent (never a 404)', async () => {
      const context = await harness.browser.newContext({ baseURL: harness.baseUrl, javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto('/en-gb/contact');
        await fillContact(page, EN, { subject: 'Sent without scripts' });
        const [response] = await Promise.all([
          page.waitForResponse((candidate) => candidate.request().method() === 'POST'),
          page.getByRole('button', { name: 'Send' }).click(),
        ]);
        expect(response.status()).toBe(400);
        await page.getByRole('heading', { name: 'Your message has not been sent yet' }).waitFor();
        expect(await page.getByRole('alert').innerText()).toContain('needs JavaScript');
        await page.getByText('*Please do the reCAPTCHA').waitFor();
        expect(await page.getByLabel('Subject').inputValue()).toBe('Sent without scripts');
        expect(await page.getByLabel('Message').inputValue()).toBe('We would like a bat survey of our church roof.');
        expect(await page.getByRole('checkbox', { name: EN.privacy }).isChecked()).toBe(true);
      } finally {
        await context.close();
      }
    });

    it('refuses without the bot check, and shows the required-field and e-mail messages', async () => {
      const page = await freshVisitor();
      let submits = 0;
      page.on('request', (request) => {
        if (request.url().includes('/api/contact/submit')) submits += 1;
      });
      await page.goto('/en-gb/contact');
      await waitForIslands(page);

      // Nothing filled in: every required field says so, and the bot check is missing.
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByText('*Please do the reCAPTCHA').waitFor();
      expect(await page.getByText('*This field is required').count()).toBeGreaterThanOrEqual(5);
      expect(await page.getByLabel('First name').getAttribute('aria-invalid')).toBe('true');

      // A bad address.
      await fillContact(page, EN, { subject: 'No robot check', email: 'not-an-address' });
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByText('*Invalid email addres').waitFor();
      await page.getByLabel('Email address').fill('ada@example.org');

      // The challenge cannot be fetched (blocked): the check fails and sending is still refused.
      await page.route('**/api/contact/challenge', (route) => route.abort());
      await page.getByRole('checkbox', { name: 'I am not a robot' }).click();
      await page.getByText('The check did not work. Please try again.').waitFor();
      expect(await page.getByRole('checkbox', { name: 'I am not a robot' }).isChecked()).toBe(false);
      await page.getByRole('button', { name: 'Send' }).click();
      await page.getByText('*Please do the reCAPTCHA').waitFor();
      expect(await page.getByText('*This field is required').count()).toBe(0);
      expect(submits).toBe(0);

      // Dutch wording of the same refusals.
      await page.goto('/contact');
      await waitForIslands(page);
      await page.getByLabel('E-mailadres').fill('geen-adres');
      await page.getByRole('button', { name: 'Verzenden' }).click();
      await page.getByText('*Vul de reCAPTCHA in').waitFor();
      await page.getByText('*Ongeldig e-mailadres').waitFor();
      expect(await page.getByText('*Dit veld is verplicht').count()).toBeGreaterThanOrEqual(4);
      expect(submits).toBe(0);
    });
  });

  describe('cookie consent', () => {
    it('shows the banner on the first visit; Accept all hides it and sets cms_consent', async () => {
      const { context, page } = await harness.newPage();
      await page.goto('/en-gb');
      const banner = page.getByRole('region', { name: 'Cookies on this website' });
      await banner.waitFor();
      await Promise.all([page.waitForURL((url) => url.pathname === '/en-gb'), banner.getByRole('button', { name: 'Accept all' }).click()]);
      await banner.waitFor({ state: 'detached' });
      const cookies = await context.cookies(harness.baseUrl);
      expect(cookies.find((cookie) => cookie.name === 'cms_consent')?.value).toBe('n1s1m1');
      await page.goto('/en-gb/projects');
      expect(await banner.count()).toBe(0);
    });

    it('choosing in the banner comes back to the address with its query', async () => {
      const { context, page } = await harness.newPage();
      await page.goto('/en-gb/search?q=otter&type=project');
      const banner = page.getByRole('region', { name: 'Cookies on this website' });
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/en-gb/search' && url.search === '?q=otter&type=project'),
        banner.getByRole('button', { name: 'Accept all' }).click(),
      ]);
      await banner.waitFor({ state: 'detached' });
      expect((await context.cookies(harness.baseUrl)).find((cookie) => cookie.name === 'cms_consent')?.value).toBe('n1s1m1');
      expect(await page.getByRole('searchbox').first().inputValue()).toBe('otter');
    });

    it('Manage with only necessary cookies: a video shows the consent placeholder; Accept and play swaps in the player', async () => {
      // A published page with a video block (the demo has none).
      await publishVideoPage(harness, 'otter-film', { provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: 'Otters at night' });

      const { context, page } = await harness.newPage();
      const thirdParty = await stubThirdParties(page, harness.baseUrl);
      await page.goto('/en-gb/otter-film');
      const banner = page.getByRole('region', { name: 'Cookies on this website' });
      await banner.getByText('Manage', { exact: true }).click();
      expect(await banner.getByRole('checkbox', { name: 'Necessary (always on)' }).isChecked()).toBe(true);
      expect(await banner.getByRole('checkbox', { name: 'Statistics' }).isChecked()).toBe(false);
      expect(await banner.getByRole('checkbox', { name: 'Marketing' }).isChecked()).toBe(false);
      await Promise.all([
        page.waitForURL((url) => url.pathname === '/en-gb/otter-film'),
        banner.getByRole('button', { name: 'Save choices' }).click(),
      ]);
      await banner.waitFor({ state: 'detached' });
      expect((await context.cookies(harness.baseUrl)).find((cookie) => cookie.name === 'cms_consent')?.value).toBe('n1s0m0');

      await waitForIslands(page);
      const placeholder = page.getByRole('group', { name: 'Video: Otters at night' });
      await placeholder.waitFor();
      expect(await page.locator('iframe').count()).toBe(0);
      expect(thirdParty).toEqual([]);
      await placeholder.getByRole('button', { name: 'Accept and play' }).click();
      const player = page.locator('.video-consent iframe');
      await player.waitFor();
      expect(await player.getAttribute('src')).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ');
      expect(await player.getAttribute('title')).toBe('Otters at night (YouTube video)');
      expect((await context.cookies(harness.baseUrl)).find((cookie) => cookie.name === 'cms_consent')?.value).toBe('n1s0m1');

      // The choice sticks: the next visit plays right away.
      await page.reload();
      await page.locator('.video-consent iframe').waitFor();
    });

    it('"Accept and play" on a first visit also puts the banner away, as its own buttons do', async () => {
      const path = await publishVideoPage(harness, 'otters-at-dawn', {
        provider: 'youtube',
        videoId: 'dQw4w9WgXcQ',
        title: 'Otters at dawn',
      });
      const page = await freshVisitor();
      await page.goto(path);
      await waitForIslands(page);
      const banner = page.getByRole('region', { name: 'Cookies on this website' });
      await banner.waitFor();
      await page.getByRole('group', { name: 'Video: Otters at dawn' }).getByRole('button', { name: 'Accept and play' }).click();
      await page.locator('.video-consent iframe').waitFor();
      await banner.waitFor({ state: 'hidden' });
      // It is the "Cookie settings" panel now, with the choice just made.
      await openFooterLink(page, 'Cookie settings');
      const settings = page.getByRole('region', { name: 'Cookie settings' });
      await settings.waitFor();
      expect(await settings.getByRole('checkbox', { name: 'Marketing' }).isChecked()).toBe(true);
      await settings.getByRole('link', { name: 'Close' }).click();
      await settings.waitFor({ state: 'hidden' });
    });

    it('the footer "Cookie settings" link reopens the choice in place, pre-filled; marketing off brings the video placeholder back', async () => {
      const path = await publishVideoPage(harness, 'otters-by-day', {
        provider: 'youtube',
        videoId: 'dQw4w9WgXcQ',
        title: 'Otters by day',
      });
      const { context, page } = await harness.newPage();
      await stubThirdParties(page, harness.baseUrl);
      await giveConsent(context, harness, { statistics: true, marketing: true });
      await page.goto(path);
      await waitForIslands(page);
      await page.locator('.video-consent iframe').waitFor();

      const settings = page.getByRole('region', { name: 'Cookie settings' });
      expect(await settings.count()).toBe(0);
      await openFooterLink(page, 'Cookie settings');
      await settings.waitFor();
      // Opened in place: same document, the player still there.
      expect(new URL(page.url()).pathname).toBe(path);
      expect(await page.locator('.video-consent iframe').count()).toBe(1);
      expect(await settings.getByRole('checkbox', { name: 'Statistics' }).isChecked()).toBe(true);
      expect(await settings.getByRole('checkbox', { name: 'Marketing' }).isChecked()).toBe(true);

      await settings.getByRole('checkbox', { name: 'Marketing' }).uncheck();
      await Promise.all([
        page.waitForURL((url) => url.pathname === path && url.hash === ''),
        settings.getByRole('button', { name: 'Save choices' }).click(),
      ]);
      expect((await context.cookies(harness.baseUrl)).find((cookie) => cookie.name === 'cms_consent')?.value).toBe('n1s1m0');
      await waitForIslands(page);
      await page.getByRole('group', { name: 'Video: Otters by day' }).waitFor();
      expect(await page.locator('.video-consent iframe').count()).toBe(0);
      expect(await settings.count()).toBe(0);

      // Dutch pages have the link too, and it opens the Dutch panel with the new choice.
      await page.goto('/');
      await openFooterLink(page, 'Cookie-instellingen');
      const dutch = page.getByRole('region', { name: 'Cookie-instellingen' });
      await dutch.waitFor();
      expect(await dutch.getByRole('checkbox', { name: 'Marketing' }).isChecked()).toBe(false);
      await dutch.getByRole('link', { name: 'Sluiten' }).click();
      await dutch.waitFor({ state: 'hidden' });
    });

    it('news and project pages can be shared only with marketing consent; the placeholder accepts and shows the links', async () => {
      const news = await firstLinkOn(shared.page, '/en-gb/news', '/en-gb/news/');
      const { context, page } = await harness.newPage();
      const thirdParty = await stubThirdParties(page, harness.baseUrl);
      await giveConsent(context, harness, { statistics: false, marketing: false });
      await page.goto(news);
      const share = page.locator('#share');
      await share.getByRole('group', { name: 'Sharing on social media' }).waitFor();
      expect(await share.getByRole('link', { name: /^Share on / }).count()).toBe(0);
      expect(await share.getByRole('link', { name: 'Share by e-mail' }).count()).toBe(1);

      await Promise.all([
        page.waitForURL((url) => url.pathname === news && url.hash === '#share'),
        share.getByRole('button', { name: 'Accept and share' }).click(),
      ]);
      expect((await context.cookies(harness.baseUrl)).find((cookie) => cookie.name === 'cms_consent')?.value).toBe('n1s0m1');
      expect(await share.getByRole('link', { name: /^Share on / }).count()).toBe(3);
      const linkedin = await share.getByRole('link', { name: /^Share on LinkedIn/ }).getAttribute('href');
      expect(linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(`http://cms.test${news}`)}`);
      expect(await share.getByRole('group').count()).toBe(0);
      // Nothing was loaded from a network: the links only lead there when followed.
      expect(thirdParty).toEqual([]);

      // A Dutch project page without consent shows the Dutch placeholder.
      await giveConsent(context, harness, { statistics: false, marketing: false });
      await page.goto(await firstLinkOn(page, '/projecten', '/projecten/'));
      await page.locator('#share').getByRole('group', { name: 'Delen op sociale media' }).waitFor();
    });

    it('continuing to browse (a second page view) counts as consent and hides the banner', async () => {
      const { context, page } = await harness.newPage();
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Cookies op deze website' });
      await banner.waitFor();
      const consentCookie = async () => (await context.cookies(harness.baseUrl)).find((cookie) => cookie.name === 'cms_consent');
      // Reading the cookie policy through the banner's own link, and a reload, are not consent.
      await banner.getByRole('link', { name: 'cookieverklaring' }).click();
      await page.waitForURL((url) => url.pathname === '/cookieverklaring');
      await banner.waitFor();
      await page.goto('/en-gb/privacy-statement');
      await page.getByRole('region', { name: 'Cookies on this website' }).waitFor();
      await page.goto('/');
      await page.reload();
      await banner.waitFor();
      expect(await consentCookie()).toBeUndefined();
      await page.locator('header nav.site-nav').getByRole('link', { name: 'Projecten', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/projecten');
      expect(await banner.count()).toBe(0);
      expect((await context.cookies(harness.baseUrl)).find((cookie) => cookie.name === 'cms_consent')?.value).toBe('n1s1m1');
    });
  });

  it('a page without islands loads no script at all; a page with one loads only the islands entry', async () => {
    const { page } = shared;
    // The home page's search box only GETs the search page, so it is no island there.
    for (const url of ['/en-gb/projects', '/', '/en-gb']) {
      await page.goto(url);
      expect(await page.locator('[data-island]').count(), url).toBe(0);
      // The JSON-LD block (issue 17) is data, never run.
      expect(await page.locator('script:not([type="application/ld+json"])').count(), url).toBe(0);
      expect(await page.locator('link[rel="stylesheet"]').count(), url).toBe(0);
    }
    await page.goto('/en-gb/contact');
    const scripts = await page.locator('script[src]').evaluateAll((elements) => elements.map((element) => element.getAttribute('src')));
    expect(scripts).toEqual([expect.stringMatching(/^\/site-assets\/assets\/main-[\w-]+\.js$/)]);
  });
});
