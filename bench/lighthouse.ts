/**
 * Lighthouse on the public website: starts the server on a fresh database with the demo site
 * seeded and the islands built, then audits pages with Lighthouse's default (mobile) settings:
 * a Moto G Power sized screen, simulated slow 4G and a 4x slower CPU. Prints the category
 * scores and the key metrics. Not part of `npm test`.
 *
 *   npx tsx bench/lighthouse.ts                      # the demo home page (/)
 *   npx tsx bench/lighthouse.ts / /en-gb/projects    # other paths
 *   RUNS=3 npx tsx bench/lighthouse.ts               # median of three runs per page
 *   WARMUP=0 npx tsx bench/lighthouse.ts             # skip the discarded warm-up run
 *   LIGHTHOUSE_REPORT=.tmp/lh npx tsx bench/lighthouse.ts   # also write HTML reports there
 *   MIN_PERFORMANCE=90 npx tsx bench/lighthouse.ts  # the bar (default 95, the issue's target)
 *
 * Exits with status 1 when a page's (median) performance score is below the bar, after
 * printing every measured score, so it can gate a release.
 * Chromium: CHROME_PATH (default /usr/bin/chromium).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from '../src/server/test-support/free-port.ts';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type RunnerResult } from 'lighthouse';
import { seedDemoSite } from '../src/server/seed/demo/demo-seed.ts';
import { createTestApp } from '../src/server/test-support/test-app.ts';

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const RUNS = Math.max(1, Number(process.env.RUNS ?? 1));
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT;
const PATHS = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const MIN_PERFORMANCE = Number(process.env.MIN_PERFORMANCE ?? 95);

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'Speed Index'],
  ['interactive', 'TTI'],
  ['server-response-time', 'TTFB'],
] as const;

function ensureIslandsBuilt(): void {
  if (fs.existsSync(path.resolve('dist/site/.vite/manifest.json'))) return;
  execFileSync('npx', ['vite', 'build', '-c', 'vite.site.config.ts'], { stdio: 'inherit' });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Median performance score per path; main() fills it, the exit status is decided from it. */
const performanceScores = new Map<string, number>();

async function main(): Promise<void> {
  if (!Number.isFinite(MIN_PERFORMANCE)) throw new Error(`MIN_PERFORMANCE must be a number, not ${process.env.MIN_PERFORMANCE}`);
  ensureIslandsBuilt();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // PUBLIC_URL is the address audited, so canonical and hreflang links point at this server.
  const server = await createTestApp({ env: { PUBLIC_URL: baseUrl } });
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const seeded = await seedDemoSite(server.deps);
    process.stdout.write(
      `demo site (${server.deps.dialect}): ${seeded.pages} pages, ${seeded.images} images in ${seeded.milliseconds} ms\n`,
    );
    await server.app.listen({ port, host: '127.0.0.1' });

    const flags: Flags = { port: chrome.port, output: REPORT_DIR ? ['html'] : [], logLevel: 'error', onlyCategories: [...CATEGORIES] };
    // One discarded run first: a new Chromium's first page load pays for its own start-up
    // (renderer process, caches), which is not the site's cost and skews the first page.
    if (process.env.WARMUP !== '0') await lighthouse(`${baseUrl}${PATHS[0]}`, { ...flags, output: [] });
    for (const pathname of PATHS) {
      const url = `${baseUrl}${pathname}`;
      // Warm the server's render and image caches once, as a visited site would have them.
      await fetch(url).then((response) => response.text());
      const runs: RunnerResult[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const result = await lighthouse(url, flags);
        if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
        if (result.lhr.runtimeError) throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
        runs.push(result);
        if (REPORT_DIR) {
          fs.mkdirSync(REPORT_DIR, { recursive: true });
          const name = `${pathname.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${run + 1}.html`;
          fs.writeFileSync(path.join(REPORT_DIR, name), String(result.report));
        }
      }
      const lhrs = runs.map((result) => result.lhr);
      const settings = lhrs[0]!.configSettings;
      const benchmark = Math.round(median(lhrs.map((lhr) => lhr.environment.benchmarkIndex)));
      process.stdout.write(
        `\n${pathname} (${settings.formFactor}, ${settings.throttlingMethod} throttling, ${RUNS} run${RUNS > 1 ? 's, median' : ''}; host benchmark index ${benchmark})\n`,
      );
      for (const category of CATEGORIES) {
        const scores = lhrs.map((lhr) => Math.round((lhr.categories[category]?.score ?? 0) * 100));
        const score = median(scores);
        if (category === 'performance') performanceScores.set(pathname, score);
        process.stdout.write(`  ${category.padEnd(16)} ${score}${RUNS > 1 ? `  (runs: ${scores.join(', ')})` : ''}\n`);
      }
      for (const [id, label] of METRICS) {
        const values = lhrs.map((lhr) => lhr.audits[id]?.numericValue).filter((value): value is number => typeof value === 'number');
        if (values.length === 0) continue;
        const value = median(values);
        const shown = id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`;
        process.stdout.write(`  ${label.padEnd(16)} ${shown}\n`);
      }
      // What Lighthouse would improve, worst first (only the last run's, for brevity).
      const last = lhrs[lhrs.length - 1]!;
      const failing = Object.values(last.audits)
        .filter(
          (audit) =>
            audit.score !== null &&
            audit.score < 0.9 &&
            audit.scoreDisplayMode !== 'informative' &&
            audit.scoreDisplayMode !== 'notApplicable' &&
            audit.scoreDisplayMode !== 'manual',
        )
        .sort((a, b) => (a.score ?? 0) - (b.score ?? 0));
      if (failing.length > 0) {
        process.stdout.write('  to look at:\n');
        for (const audit of failing.slice(0, 15))
          process.stdout.write(
            `    ${(audit.score ?? 0).toFixed(2)} ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}\n`,
          );
      }
    }
  } finally {
    chrome.kill();
    await server.close();
  }
}

main()
  .then(() => {
    process.stdout.write(`\nperformance (bar ${MIN_PERFORMANCE}):\n`);
    for (const [pathname, score] of performanceScores)
      process.stdout.write(`  ${pathname.padEnd(24)} ${score} ${score >= MIN_PERFORMANCE ? 'ok' : 'BELOW'}\n`);
    const below = [...performanceScores].filter(([, score]) => score < MIN_PERFORMANCE);
    if (below.length > 0) {
      process.stderr.write(
        `Lighthouse performance below ${MIN_PERFORMANCE}: ${below.map(([pathname, score]) => `${pathname} ${score}`).join(', ')}\n`,
      );
      process.exit(1);
    }
    process.exit(0);
  })
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
