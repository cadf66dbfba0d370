import { expect } from 'vitest';
import type { Page, Response } from 'playwright-core';
import type { Harness } from './harness.ts';
import { giveConsent, stubThirdParties, waitForIslands } from './site-actions.ts';

/**
 * Issue 15 (finding 2): the CSP browser tests catch a violation twice: the document's
 * `securitypolicyviolation` event (kept on window until read) and Chromium's console message,
 * which also reports what happens before any script of ours runs.
 */
export interface WatchedPage {
  page: Page;
  /** Every violation seen so far, each labelled with where it happened. */
  violations: string[];
  /** Reads and clears what the current document recorded, labelled with where it happened. */
  collect(where: string): Promise<void>;
}

/** A tab (in a context of its own) that records every CSP violation of every document it shows. */
export async function watchedPage(harness: Harness, options: { consent?: boolean } = {}): Promise<WatchedPage> {
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
  const collect = async (where: string) => {
    const found = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations?.splice(0) ?? []);
    violations.push(...found.map((violation) => `${where}: ${violation}`));
  };
  return { page, violations, collect };
}

/**
 * Moves the admin to another screen the way its own links do (React Router follows the
 * history), without reloading the app: a document load is checked once per kind elsewhere.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate(
    (target) => {
      window.history.pushState(null, '', target);
      window.dispatchEvent(new PopStateEvent('popstate'));
    },
    `/cmsadmin${path === '/' ? '' : path}`,
  );
}

/** The document was answered with a policy at all (the admin's, the site's or the preview's). */
export function expectPolicy(response: Response | null, url: string): void {
  expect(response?.headers()['content-security-policy'], `CSP header of ${url}`).toMatch(/frame-ancestors 'none'/);
}

/** Opens a site page, waits for its islands, and records what it violated. */
export async function visitSite(watched: WatchedPage, url: string, status = 200): Promise<void> {
  const response = await watched.page.goto(url);
  expect(response?.status(), url).toBe(status);
  expectPolicy(response, url);
  await waitForIslands(watched.page);
  await watched.page.waitForLoadState('networkidle');
  await watched.collect(url);
}
