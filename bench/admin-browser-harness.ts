/**
 * The admin benchmarks' browser harness (admin-weight.ts, admin-editor-profile.ts): the CMS as
 * `npm start` runs it, on a fresh SQLite database seeded with the demo site and a first
 * administrator, and Debian's Chromium driven by playwright-core.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { submitLogin } from '../e2e/support/admin-actions.ts';
import { Server } from './admin-list-client.ts';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
export const ADMIN = { email: 'admin@bench.local', password: 'Bench-Admin-Password!1' } as const;

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface Harness {
  browser: Browser;
  baseUrl: string;
  homePageId: number;
  admin(pathname: string): string;
  close(): Promise<void>;
}

/**
 * The production server bundle in a process of its own. (Started inside this process, as the e2e
 * harness does, the server shared its event loop with Playwright's client, which handles every
 * network event of the page: its answers waited, and the editor's figures with them.)
 */
export async function startHarness(): Promise<Harness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-bench-'));
  const server = await Server.start({
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  });
  const database = new Database(path.join(dataDir, 'cms.sqlite'), { readonly: true });
  // The demo site's English home page (its address is the locale's root).
  const home = database.prepare(`SELECT id FROM pages WHERE slug = '' AND locale LIKE 'en%' ORDER BY id LIMIT 1`).get() as
    { id: number } | undefined;
  database.close();
  if (!home) throw new Error('the demo site was not seeded: no English home page');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS });
  return {
    browser,
    baseUrl: server.address,
    homePageId: home.id,
    admin: (pathname) => `${server.address}/cmsadmin${pathname}`,
    async close() {
      await browser.close();
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Logs the administrator in (a context of its own) and answers the session's cookies. */
export async function adminSession(harness: Harness): Promise<StorageState> {
  const context = await harness.browser.newContext({ baseURL: harness.baseUrl });
  const page = await context.newPage();
  await page.goto(harness.admin('/login'));
  await submitLogin(page, ADMIN.email, ADMIN.password);
  await page.getByRole('heading', { level: 1, name: 'CMS Dashboard' }).waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

/**
 * Marks when the page editor's first Edit button appears, as the page itself sees it
 * (`window.__editShown`, ms since navigation); with `longTasks`, also the end of the latest long
 * task (`window.__lastLongTaskEnd`). Read by flag: a role locator's polling computes the whole
 * page's accessible names on its own main thread while it loads.
 */
export async function watchEditButtons(context: BrowserContext, longTasks = false): Promise<void> {
  await context.addInitScript((withLongTasks: boolean) => {
    const w = window as unknown as { __lastLongTaskEnd: number; __editShown: number };
    w.__lastLongTaskEnd = 0;
    w.__editShown = 0;
    if (withLongTasks)
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__lastLongTaskEnd = Math.max(w.__lastLongTaskEnd, entry.startTime + entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    const shown = new MutationObserver(() => {
      if (!document.querySelector('button[aria-label^="Edit "]')) return;
      w.__editShown = performance.now();
      shown.disconnect();
    });
    shown.observe(document, { childList: true, subtree: true });
  }, longTasks);
}

/** Waits until watchEditButtons saw the first Edit button; returns when (ms since navigation). */
export async function editButtonsShown(page: Page): Promise<number> {
  await page.waitForFunction(() => (window as unknown as { __editShown: number }).__editShown > 0, undefined, { timeout: 30_000 });
  return page.evaluate(() => (window as unknown as { __editShown: number }).__editShown);
}
