import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs } from './support/admin-actions.ts';
import { startHarness, TEST_ADMIN, type Harness } from './support/harness.ts';
import { giveConsent } from './support/site-actions.ts';
import { SLUG, storePayloads, TEXT } from './support/xss-payloads.ts';

/**
 * Issue 15 regression: script payloads stored in titles, SEO fields, block props, menu labels,
 * tags, file names, alt texts, contact fields, user names and notifications never run where
 * the site or the admin shows them, and are shown as text (so the field was really rendered).
 * A payload that ran would set window.__xss or open a dialog.
 */
describe('stored XSS payloads are shown as text, never run', () => {
  let harness: Harness;
  let pageId: number;
  beforeAll(async () => {
    harness = await startHarness({ demoSite: true });
    ({ pageId } = await storePayloads(harness));
  });
  afterAll(async () => {
    await harness?.close();
  });

  /** A page that records dialogs; every check ends with no script having run. */
  async function watchedPage(): Promise<{ page: Page; dialogs: string[] }> {
    const { context, page } = await harness.newPage();
    await giveConsent(context, harness);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    return { page, dialogs };
  }

  /** Waits until the text is on screen, as text or as a form field's value. */
  async function shown(page: Page, text: string, where: string): Promise<void> {
    try {
      await page.waitForFunction(
        (wanted) =>
          document.body.innerText.includes(wanted) ||
          [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].some((field) =>
            field.value.includes(wanted),
          ),
        text,
        { timeout: 10_000 },
      );
    } catch {
      throw new Error(`${where}: "${text}" is not shown`);
    }
  }

  async function expectNothingRan(page: Page, dialogs: string[], where: string): Promise<void> {
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), where).toBeUndefined();
    expect(dialogs, where).toEqual([]);
    // Payload markup never became an element: the only images and svgs are the site's own.
    expect(await page.locator('img[src="x"], img[onerror], svg[onload]').count(), where).toBe(0);
  }

  it('the public site: the page, its SEO fields, the news overview, search and the footer menu', async () => {
    const { page, dialogs } = await watchedPage();
    await page.goto(`${harness.baseUrl}/en-gb/news`);
    await shown(page, TEXT.title, 'news overview');
    await expectNothingRan(page, dialogs, 'news overview');
    await shown(page, TEXT.menu, 'footer menu');

    const href = await page.locator(`main a[href*="${SLUG}"]`).first().getAttribute('href');
    expect(href).toBeTruthy();
    await page.goto(new URL(href!, harness.baseUrl).href);
    // (A news article has the short footer, without the menu item: checked on the overview above.)
    for (const text of [TEXT.header, TEXT.intro, TEXT.richText, TEXT.twiTitle, TEXT.button, TEXT.quote, TEXT.tag]) {
      await shown(page, text, `page: ${text}`);
    }
    expect(await page.title()).toContain(TEXT.seoTitle);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(TEXT.seoDescription);
    await expectNothingRan(page, dialogs, 'page');

    await page.goto(`${harness.baseUrl}/en-gb/search?q=Zebrafinch`);
    await shown(page, TEXT.title, 'search results');
    await expectNothingRan(page, dialogs, 'search results');
  });

  it('the admin: overview, editor tabs, media, menu, tags, contact, users, audit log, notifications', async () => {
    const { page, dialogs } = await watchedPage();
    await loginAs(page, harness.admin('/login'), TEST_ADMIN.email, TEST_ADMIN.password);
    const visit = async (path: string, texts: string[], prepare?: () => Promise<void>) => {
      await page.goto(harness.admin(path));
      await prepare?.();
      for (const text of texts) await shown(page, text, `${path}: ${text}`);
      await expectNothingRan(page, dialogs, path);
    };

    await visit('/page-overview/news', [TEXT.title]);
    await visit(`/page/${pageId}`, [TEXT.title], async () => {
      await page.getByRole('tab', { name: 'Overview', selected: true }).waitFor();
    });
    // The block forms, where the props are edited.
    for (const [block, texts] of [
      ['Page header', [TEXT.header, TEXT.intro]],
      ['Text with image', [TEXT.twiTitle, TEXT.button]],
      ['Quote', [TEXT.quote]],
    ] as const) {
      await page
        .getByRole('button', { name: `Edit ${block}` })
        .first()
        .click();
      for (const text of texts) await shown(page, text, `editor block ${block}: ${text}`);
      await expectNothingRan(page, dialogs, `editor block ${block}`);
      await page.keyboard.press('Escape');
    }
    for (const [tab, texts] of [
      ['Page Settings', [TEXT.title]],
      ['SEO Settings', [TEXT.seoTitle, TEXT.seoDescription]],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await page.getByRole('tab', { name: tab, selected: true }).waitFor();
      for (const text of texts) await shown(page, text, `editor ${tab}: ${text}`);
      await expectNothingRan(page, dialogs, `editor ${tab}`);
    }
    await visit('/medialibrary', [TEXT.fileName]);
    await page.getByText(TEXT.fileName).first().click();
    await shown(page, TEXT.altText, 'media file details');
    await expectNothingRan(page, dialogs, 'media file details');
    await visit('/menu-structure', [TEXT.menu], async () => {
      await page.getByRole('combobox', { name: 'Language' }).selectOption('en-gb');
      await page.getByRole('tab', { name: 'Footer menu' }).click();
    });
    await visit('/tags', [TEXT.tag]);
    await visit('/contact-submissions', [TEXT.contactSubject]);
    await page.getByText(TEXT.contactSubject).first().click();
    for (const text of [TEXT.contactName, TEXT.contactMessage]) await shown(page, text, `contact submission: ${text}`);
    await expectNothingRan(page, dialogs, 'contact submission');
    await visit('/users', [TEXT.userName, TEXT.jobTitle]);
    await visit('/audit-log', [TEXT.userName]);
    await visit('/notifications', [TEXT.title, TEXT.userName, TEXT.contactMessage]);
  });
});
