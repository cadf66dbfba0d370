/**
 * How long the admin takes to show a screen, as an editor meets it (issue 20): a document load
 * of a screen's address until its heading shows, the login form sent until the dashboard's
 * heading shows, and a click in the main navigation until the next screen's heading shows. The
 * baseline, measured in the same run, is a document load of the login screen (in the main bundle:
 * no chunk of its own, no data, no session check), so the ratio is what the session check and a
 * screen's own code and data add.
 *
 *   npx tsx bench/admin-navigation.ts              # median and p95 of RUNS=15 rounds
 *   RUNS=30 npx tsx bench/admin-navigation.ts
 *
 * The CMS as `npm start` runs it (bench/admin-browser-harness.ts, a process of its own) and
 * Debian's Chromium. Not part of `npm test`.
 */
import type { Page } from 'playwright-core';
import { ADMIN, adminSession, startHarness } from './admin-browser-harness.ts';

const RUNS = Number(process.env.RUNS ?? 15);
const SCREENS: [path: string, heading: string][] = [
  ['/', 'CMS Dashboard'],
  ['/users', 'Users'],
  ['/tags', 'Tags'],
  ['/audit-log', 'Audit log'],
  ['/medialibrary', 'Media library'],
];
const NAVIGATION: [link: string, heading: string][] = [
  ['Users', 'Users'],
  ['Tags', 'Tags'],
  ['Media library', 'Media library'],
];

const times = new Map<string, number[]>();
const record = (label: string, ms: number) => times.set(label, [...(times.get(label) ?? []), ms]);
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function timed(label: string, action: () => Promise<unknown>): Promise<void> {
  const started = performance.now();
  await action();
  record(label, performance.now() - started);
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true }).first().waitFor();

const harness = await startHarness();
try {
  const session = await adminSession(harness);
  for (let run = 0; run < RUNS; run += 1) {
    // Each round in fresh contexts: nothing cached from the round before.
    const signedOut = await harness.browser.newContext({ baseURL: harness.baseUrl });
    const loginPage = await signedOut.newPage();
    await timed('baseline: document load of /login', async () => {
      await loginPage.goto(harness.admin('/login'));
      await heading(loginPage, 'Log in');
    });
    await loginPage.getByRole('textbox', { name: 'Email', exact: true }).fill(ADMIN.email);
    await loginPage.getByRole('textbox', { name: 'Password', exact: true }).fill(ADMIN.password);
    await timed('login sent until the dashboard shows', async () => {
      await loginPage.getByRole('button', { name: 'Log in' }).click();
      await heading(loginPage, 'CMS Dashboard');
    });
    for (const [link, name] of NAVIGATION)
      await timed(`click in the navigation: ${link}`, async () => {
        await loginPage.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: link, exact: true }).click();
        await heading(loginPage, name);
      });
    await signedOut.close();

    for (const [path, name] of SCREENS) {
      const context = await harness.browser.newContext({ baseURL: harness.baseUrl, storageState: session });
      const page = await context.newPage();
      await timed(`document load of ${path}`, async () => {
        await page.goto(harness.admin(path));
        await heading(page, name);
      });
      await context.close();
    }
  }
} finally {
  await harness.close();
}

const baseline = percentile(times.get('baseline: document load of /login')!, 50);
process.stdout.write(`\nAdmin navigation, ${RUNS} rounds (ms; ratio: median against the login screen's document load)\n`);
for (const [label, values] of times) {
  const median = percentile(values, 50);
  process.stdout.write(
    `${label.padEnd(48)} median ${median.toFixed(0).padStart(5)}  p95 ${percentile(values, 95).toFixed(0).padStart(5)}  ratio ${(median / baseline).toFixed(2)}\n`,
  );
}
