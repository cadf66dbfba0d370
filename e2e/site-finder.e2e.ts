import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startHarness, type Harness } from './support/harness.ts';
import { giveConsent } from './support/site-actions.ts';

/**
 * The project finder and the news overview (issue 17) in a real browser on the seeded demo
 * site: filters with and without JavaScript, real page links, the "see all" link from a theme
 * page into the filtered finder, and news dates and authors.
 */
describe('project finder and news overview (demo site)', () => {
  let harness: Harness;

  beforeAll(async () => {
    harness = await startHarness({ demoSite: true });
  });
  afterAll(async () => {
    await harness?.close();
  });

  async function visitor(javaScriptEnabled: boolean): Promise<Page> {
    const context = await harness.browser.newContext({ baseURL: harness.baseUrl, javaScriptEnabled });
    await giveConsent(context, harness);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    return page;
  }

  const count = (page: Page) => page.locator('.finder__count').innerText();
  const cardTitles = (page: Page) => page.locator('.block-page-list--finder .card__title').allInnerTexts();

  for (const javaScriptEnabled of [true, false]) {
    it(`filters by province and year with the GET form (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const page = await visitor(javaScriptEnabled);
      await page.goto('/projecten');
      expect(await page.locator('h2', { hasText: 'Alle projecten' }).count()).toBe(1);
      expect(await page.getByText('Gerelateerde projecten').count()).toBe(0);
      const total = Number.parseInt(await count(page), 10);
      expect(total).toBeGreaterThan(12);
      expect(await cardTitles(page)).toHaveLength(12);

      await page.getByLabel('Provincie').selectOption('GELDERLAND');
      await page.getByLabel('Jaar').selectOption('2024');
      await Promise.all([page.waitForURL(/province=GELDERLAND/), page.getByRole('button', { name: 'Toon projecten' }).click()]);
      const url = new URL(page.url());
      expect(url.pathname).toBe('/projecten');
      expect(url.searchParams.get('province')).toBe('GELDERLAND');
      expect(url.searchParams.get('year')).toBe('2024');
      const filtered = Number.parseInt(await count(page), 10);
      expect(filtered).toBeGreaterThan(0);
      expect(filtered).toBeLessThan(total);
      const metas = await page.locator('.block-page-list--finder .card__meta').allInnerTexts();
      expect(metas).toHaveLength(filtered);
      for (const meta of metas) expect(meta).toBe('2024 · Gelderland');
      // The form shows what is applied, and "clear" goes back to the whole list.
      expect(await page.getByLabel('Provincie').inputValue()).toBe('GELDERLAND');
      await Promise.all([page.waitForURL((next) => next.search === ''), page.getByRole('link', { name: 'Filters wissen' }).click()]);
      expect(Number.parseInt(await count(page), 10)).toBe(total);
      await page.context().close();
    });
  }

  it('pages with real links (next, numbered, current), in English too; a bad address is the whole list', async () => {
    const page = await visitor(false);
    await page.goto('/en-gb/projects');
    expect(await page.locator('h2', { hasText: 'All projects' }).count()).toBe(1);
    const first = await cardTitles(page);
    const next = page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next page' });
    expect(await next.getAttribute('href')).toBe('/en-gb/projects?page=2');
    await Promise.all([page.waitForURL(/page=2/), next.click()]);
    const second = await cardTitles(page);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((title) => first.includes(title))).toEqual([]);
    expect(await page.locator('.pager a[aria-current="page"]').innerText()).toBe('2');
    // A bad address is no error: the unfiltered list.
    const response = await page.goto('/en-gb/projects?theme=NOPE&year=12&page=x');
    expect(response?.status()).toBe(200);
    expect(await cardTitles(page)).toEqual(first);
    await page.context().close();
  });

  it('a theme page shows its newest related projects and "see all" opens the finder filtered on that theme', async () => {
    const page = await visitor(true);
    await page.goto('/themas/biodiversiteit');
    const related = page.locator('.block-related-projects');
    const shown = await related.locator('.card__title').count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(6);
    await Promise.all([
      page.waitForURL(/theme=BIODIVERSITY/),
      related.getByRole('link', { name: 'Bekijk alle gerelateerde projecten' }).click(),
    ]);
    expect(new URL(page.url()).pathname).toBe('/projecten');
    expect(await page.getByLabel('Thema').inputValue()).toBe('BIODIVERSITY');
    const total = Number.parseInt(await count(page), 10);
    expect(total).toBeGreaterThanOrEqual(shown);
    await page.context().close();
  });

  it('news: newest first with the date in words, <time datetime> and the author, on the overview and the article', async () => {
    const page = await visitor(true);
    await page.goto('/nieuws');
    const times = page.locator('.block-page-list--news time');
    const datetimes = await times.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime') ?? ''));
    expect(datetimes.length).toBeGreaterThan(1);
    expect([...datetimes].sort().reverse()).toEqual(datetimes);
    expect(await times.first().innerText()).toMatch(
      /^\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}$/,
    );
    expect(await page.locator('.block-page-list--news .news-meta__author').first().innerText()).toMatch(/^door \S/);

    await page.locator('.block-page-list--news .card__title a').first().click();
    await page.waitForLoadState('domcontentloaded');
    const meta = page.locator('.article-meta');
    expect(await meta.locator('time').getAttribute('datetime')).toBe(datetimes[0]);
    expect(await meta.locator('.news-meta__author').innerText()).toMatch(/^door \S/);

    await page.goto('/en-gb/news');
    expect(await page.locator('.block-page-list--news time').first().innerText()).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(await page.locator('.block-page-list--news .news-meta__author').first().innerText()).toMatch(/^by \S/);
    await page.context().close();
  });
});
