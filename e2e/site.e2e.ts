import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { getCompany } from '../src/server/domains/settings/settings.service.ts';
import { startHarness, type Harness } from './support/harness.ts';
import { companySlug, DUTCH_ROUTES, ENGLISH_ROUTES, giveConsent, stubThirdParties, waitForIslands, withCompany } from './support/site-actions.ts';

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

  it("the home page's about button goes to /over-{company} (SPEC 2.9: in both languages)", async () => {
    const { page } = shared;
    const about = `/over-${company}`;
    for (const home of ['/', '/en-gb']) {
      await page.goto(home);
      const button = page.locator(`main a.button[href="${about}"]`);
      expect(await button.count(), home).toBe(1);
      await Promise.all([page.waitForURL((url) => url.pathname === about), button.click()]);
      expect(await page.locator('main h1').innerText()).toContain('Over');
    }
  });

  it('the language switcher goes to the sibling page (/{slug} for Dutch, /en-gb/{slug} for English)', async () => {
    const { page } = shared;
    await page.goto('/projecten');
    const languages = page.locator('nav.site-languages');
    await Promise.all([page.waitForURL((url) => url.pathname === '/en-gb/projects'), languages.getByRole('link', { name: 'English' }).click()]);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('main h1').innerText()).toBe('Projects');
    await Promise.all([page.waitForURL((url) => url.pathname === '/projecten'), page.locator('nav.site-languages').getByRole('link', { name: 'Nederlands' }).click()]);
    expect(await page.locator('html').getAttribute('lang')).toBe('nl');

    // A deeper page: the sibling keeps its own slug under the locale prefix.
    await page.goto('/themas/biodiversiteit');
    const english = page.locator('nav.site-languages').getByRole('link', { name: 'English' });
    const href = await english.getAttribute('href');
    expect(href).toMatch(/^\/en-gb\/[a-z0-9/-]+$/);
    await Promise.all([page.waitForURL((url) => url.pathname === href), english.click()]);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await Promise.all([page.waitForURL((url) => url.pathname === '/themas/biodiversiteit'), page.locator('nav.site-languages').getByRole('link', { name: 'Nederlands' }).click()]);
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
    for (const label of labels) expect(['Theme', 'Project', 'Service', 'Team member', 'Innovation', 'News', 'Generic content']).toContain(label);
    const more = results.first().getByRole('link', { name: /^Read more about / });
    expect(await more.getAttribute('href')).toMatch(/^\/en-gb\//);
    const total = Number((await count.textContent())!.split(' ')[0]);

    // Only projects: every label says Project and the count does not grow.
    await page.getByLabel('What kind of content?').selectOption('project');
    await expect.poll(() => new URL(page.url()).searchParams.get('type')).toBe('project');
    await expect.poll(async () => [...new Set(await page.locator('.search-result__type').allTextContents())]).toEqual(['Project']);
    expect(Number((await count.textContent())!.split(' ')[0])).toBeLessThanOrEqual(total);

    // The read-more link opens the page.
    const first = page.locator('.search-result').first();
    const title = await first.locator('.search-result__title').innerText();
    await Promise.all([page.waitForURL((url) => !url.pathname.endsWith('/search')), first.getByRole('link', { name: /^Read more about / }).click()]);
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
    expect(await page.locator('.search-result').first().getByRole('link', { name: /^Lees meer over / }).count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Zoek op de site' }).fill('xqzvwpl');
    await expect.poll(() => page.locator('.search-results__count').textContent()).toBe('Geen resultaten voor “xqzvwpl”');

    // Without JavaScript: the server renders the same count line and results.
    const noScript = await harness.browser.newContext({ baseURL: harness.baseUrl, javaScriptEnabled: false });
    try {
      const plain = await noScript.newPage();
      await plain.goto('/zoeken?q=otter&type=project');
      expect(await plain.locator('.search-results__count').textContent()).toMatch(/^\d+ resulta(at|ten) voor “otter”$/);
      expect([...new Set(await plain.locator('.search-result__type').allTextContents())]).toEqual(['Project']);
      await plain.goto('/zoeken?q=xqzvwpl');
      expect(await plain.locator('.search-results__count').textContent()).toBe('Geen resultaten voor “xqzvwpl”');
    } finally {
      await noScript.close();
    }
  });

  describe('contact form', () => {
    async function fillContact(page: Page, labels: { first: string; last: string; email: string; subject: string; message: string; privacy: RegExp }, values: { subject: string; email?: string }) {
      await page.getByLabel(labels.first).fill('Ada');
      await page.getByLabel(labels.last).fill('Lovelace');
      await page.getByLabel(labels.email).fill(values.email ?? 'ada@example.org');
      await page.getByLabel(labels.subject).fill(values.subject);
      await page.getByLabel(labels.message).fill('We would like a bat survey of our church roof.');
      await page.getByRole('checkbox', { name: labels.privacy }).check();
    }
    const EN = { first: 'First name', last: 'Last name', email: 'Email address', subject: 'Subject', message: 'Message', privacy: /I agree with the privacy statement/ };
    const NL = { first: 'Voornaam', last: 'Achternaam', email: 'E-mailadres', subject: 'Onderwerp', message: 'Bericht', privacy: /Ik ga akkoord met de privacyverklaring/ };

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
      expect(items).toEqual(expect.arrayContaining([expect.objectContaining({ subject: 'Bat survey (en)', email: 'ada@example.org', firstName: 'Ada' })]));

      await harness.server.deps.mailQueue.kick();
      const mail = harness.server.mails.sent.find((message) => message.subject === 'Contact form: Bat survey (en)');
      expect(mail, 'the contact mail').toBeDefined();
      expect(mail!.to).toBe((await getCompany(harness.server.deps.db)).contactRecipient);
      expect(mail!.text).toContain('ada@example.org');
    });

    it('sends in Dutch: Dutch thank-you message', async () => {
      const page = await freshVisitor();
      await page.goto('/contact');
      await waitForIslands(page);
      await fillContact(page, NL, { subject: 'Vleermuisonderzoek (nl)' });
      await page.getByRole('checkbox', { name: 'Ik ben geen robot' }).check();
      await page.getByText('Gecontroleerd', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Verzenden' }).click();
      await page.getByRole('heading', { name: 'Bedankt voor uw bericht' }).waitFor();
      await harness.server.deps.mailQueue.kick();
      expect(harness.server.mails.sent.some((message) => message.subject === 'Contact form: Vleermuisonderzoek (nl)')).toBe(true);
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

    it('Manage with only necessary cookies: a video shows the consent placeholder; Accept and play swaps in the player', async () => {
      // A published page with a video block (the demo has none).
      const admin = await harness.server.adminAgent();
      const created = await admin.post('/api/page/create', {
        title: 'Otter film',
        slug: 'otter-film',
        type: 'blank',
        locale: 'en-gb',
        content: [
          { type: 'pageHeader', key: 'header', props: { title: 'Otter film', intro: 'Otters in the river Linge.' } },
          { type: 'video', key: 'film', props: { provider: 'youtube', videoId: 'dQw4w9WgXcQ', title: 'Otters at night' } },
        ],
      });
      expect(created.status).toBe(200);
      expect((await admin.post(`/api/page/${created.body.pageID}/publish`)).status).toBe(200);

      const { context, page } = await harness.newPage();
      const thirdParty = await stubThirdParties(page, harness.baseUrl);
      await page.goto('/en-gb/otter-film');
      const banner = page.getByRole('region', { name: 'Cookies on this website' });
      await banner.getByText('Manage', { exact: true }).click();
      expect(await banner.getByRole('checkbox', { name: 'Necessary (always on)' }).isChecked()).toBe(true);
      expect(await banner.getByRole('checkbox', { name: 'Statistics' }).isChecked()).toBe(false);
      expect(await banner.getByRole('checkbox', { name: 'Marketing' }).isChecked()).toBe(false);
      await Promise.all([page.waitForURL((url) => url.pathname === '/en-gb/otter-film'), banner.getByRole('button', { name: 'Save choices' }).click()]);
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

    it('continuing to browse (a second page view) counts as consent and hides the banner', async () => {
      const { context, page } = await harness.newPage();
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Cookies op deze website' });
      await banner.waitFor();
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
      expect(await page.locator('script').count(), url).toBe(0);
      expect(await page.locator('link[rel="stylesheet"]').count(), url).toBe(0);
    }
    await page.goto('/en-gb/contact');
    const scripts = await page.locator('script[src]').evaluateAll((elements) => elements.map((element) => element.getAttribute('src')));
    expect(scripts).toEqual([expect.stringMatching(/^\/site-assets\/assets\/main-[\w-]+\.js$/)]);
  });
});
