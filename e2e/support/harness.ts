import { buildAdminIfStale } from '../../scripts/admin-build.mjs';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { DemoSeedResult } from '../../src/server/seed/demo/demo-seed.ts';
import { createTestApp, TEST_ADMIN, type TestApp } from '../../src/server/test-support/test-app.ts';

export { TEST_ADMIN };

const ADMIN_DIST = path.resolve('dist/admin');
/**
 * Debian's chromium-headless-shell when it is installed (.ci/run installs it): the same Chromium
 * release built as the old headless shell, without the desktop browser's user interface layers,
 * which is what Playwright itself runs for headless tests. On a 2-core machine the browser files
 * took 821 instead of 1,527 s of the two workers' time with it. /usr/bin/chromium otherwise.
 */
const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((file) => fs.existsSync(file)) ??
  '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

const SITE_DIST = path.resolve('dist/site');

/**
 * `npm test` builds first; running the e2e project on its own still works, just slower. Under
 * the build lock (scripts/admin-build.mjs): two browser files start side by side.
 */
function ensureAdminBuilt(): void {
  if (fs.existsSync(path.join(ADMIN_DIST, 'index.html'))) return;
  buildAdminIfStale();
}

/** The public site's islands (vite.site.config.ts); its manifest is written last. */
export function ensureSiteIslandsBuilt(): void {
  if (fs.existsSync(path.join(SITE_DIST, '.vite', 'manifest.json'))) return;
  buildAdminIfStale();
}

export interface HarnessOptions {
  /**
   * The demo website (createTestApp's `demo`: seeded, or copied from the run's snapshot) before
   * the browser starts, and the site's islands built.
   */
  demoSite?: boolean;
  /** Extra environment for the server's configuration, e.g. ADMIN_EXTENSION_SCRIPT. */
  env?: Record<string, string>;
}

export interface Harness {
  server: TestApp;
  baseUrl: string;
  /** What seedDemoSite created (page ids by demo page), when started with demoSite. */
  demo: DemoSeedResult | null;
  browser: Browser;
  /** A fresh browser context (own cookies and storage), like a new private window. */
  newPage(): Promise<{ context: BrowserContext; page: Page }>;
  /** Absolute URL of an admin path, e.g. admin('/users'). */
  admin(pathname?: string): string;
  close(): Promise<void>;
}

/**
 * A copy of the admin build for one harness. The server reads index.html and lists the asset
 * files once, at start; a test run started meanwhile (another terminal) may rebuild dist/admin
 * with new asset names, and every admin page this server then sends would load nothing.
 */
function privateAdminDist(): string {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-e2e-admin-'));
  fs.cpSync(ADMIN_DIST, copy, { recursive: true });
  return copy;
}

/** The real server on a random port with a fresh database, plus a headless Chromium. */
export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  ensureAdminBuilt();
  if (options.demoSite) ensureSiteIslandsBuilt();
  const adminDist = privateAdminDist();
  const server = await createTestApp({
    adminDistDir: adminDist,
    demo: Boolean(options.demoSite),
    ...(options.env ? { env: options.env } : {}),
  });
  const { demo } = server;
  if (options.demoSite && !demo?.seeded) throw new Error('the demo site was not seeded');
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${address.port}`;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const contexts: BrowserContext[] = [];

  return {
    server,
    baseUrl,
    demo,
    browser,
    async newPage() {
      const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 860 } });
      contexts.push(context);
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return { context, page };
    },
    admin: (pathname = '/') => `${baseUrl}/cmsadmin${pathname}`,
    async close() {
      for (const context of contexts) await context.close().catch(() => undefined);
      await browser.close().catch(() => undefined);
      await server.close();
      fs.rmSync(adminDist, { recursive: true, force: true });
    },
  };
}

/** Mails carry absolute links to PUBLIC_URL (http://cms.test); point them at the test server. */
export function linkFromMail(harness: Harness, text: string, pathPart: string): string {
  const match = text.match(new RegExp(`https?://[^\\s"'<>]*${pathPart}\\?token=[^\\s"'<>]+`));
  if (!match) throw new Error(`No ${pathPart} link in mail: ${text}`);
  const url = new URL(match[0].replace(/&amp;/g, '&'));
  return `${harness.baseUrl}${url.pathname}${url.search}`;
}
