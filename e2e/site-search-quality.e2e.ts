import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { startHarness, type Harness } from './support/harness.ts';
import { giveConsent, languageLinks, stubThirdParties, waitForIslands } from './support/site-actions.ts';

/**
 * Search quality on the seeded demo site (issue 17) in a real browser: a tag search shows its
 * tag, the language switcher opens the same tag's search in the other language (also after a
 * live search and after removing the tag), result pages are "noindex, follow" and the theme
 * filter names themes as the menu does, with and without JavaScript.
 */
describe('site search quality (demo site)', () => {
  let harness: Harness;
  let shared: { context: BrowserContext; page: Page };

  beforeAll(async () => {
    harness = await startHarness({ demoSite: true });
    shared = await harness.newPage();
    await giveConsent(shared.context, harness);
    await stubThirdParties(shared.page, harness.baseUrl);
  });
  afterAll(async () => {
    await harness?.close();
  });

  it('a tag search shows its tag, switches language to that language’s tag, and live searches keep it', async () => {
    const { page } = shared;
    await page.goto('/zoeken?tag=Vleermuizen');
    await waitForIslands(page);
    expect(await page.locator('.search-box__tag-name').textContent()).toBe('Vleermuizen');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
    expect(await languageLinks(page)).toMatchObject({ English: '/en-gb/search?tag=Bats' });
    // A live search keeps each language's own tag on its link.
    await page.getByRole('searchbox', { name: 'Zoek op de site' }).fill('kolonie');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('kolonie');
    expect(await languageLinks(page)).toMatchObject({ English: '/en-gb/search?q=kolonie&tag=Bats' });
    // Removing the tag removes it from every link.
    await page.locator('.search-box__tag-remove').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tag')).toBeNull();
    expect(await languageLinks(page)).toMatchObject({ English: '/en-gb/search?q=kolonie' });

    await page.goto('/zoeken?tag=Vleermuizen');
    await waitForIslands(page);
    await Promise.all([
      page.waitForURL(/\/en-gb\/search/),
      page.locator('nav.site-languages').getByRole('link', { name: 'English' }).click(),
    ]);
    expect(await page.locator('.search-box__tag-name').textContent()).toBe('Bats');
    expect(await page.locator('.search-result').count()).toBeGreaterThan(0);
  });

  it('without JavaScript: noindex, follow on results, the menu’s theme names, and the tag’s language switch', async () => {
    const noScript = await harness.browser.newContext({ baseURL: harness.baseUrl, javaScriptEnabled: false });
    try {
      const plain = await noScript.newPage();
      await plain.goto('/zoeken');
      expect(await plain.locator('meta[name="robots"]').count()).toBe(0);
      const options = await plain.locator('select[name="theme"] option').allTextContents();
      expect(options).toContain('Natuurherstel');
      expect(options).not.toContain('Ecologisch herstel');
      await plain.goto('/zoeken?q=ecologie');
      expect(await plain.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, follow');
      const urls = await plain.locator('.search-result__title a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(urls.length).toBeGreaterThan(0);
      expect(urls).not.toContain('/zoeken');
      await plain.goto('/en-gb/search?tag=Bats');
      expect(await plain.locator('.search-box__tag-name').textContent()).toBe('Bats');
      expect(await languageLinks(plain)).toMatchObject({ Nederlands: '/zoeken?tag=Vleermuizen' });
    } finally {
      await noScript.close();
    }
  });
});
