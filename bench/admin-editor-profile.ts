/**
 * Issue 20, target 5: where the page editor's main thread goes on a cold load, so a round starts
 * from a profile rather than a guess. Builds the admin with source maps (into dist/admin, built
 * again without them at the end), starts the server as admin-weight.ts does, and records RUNS cold
 * loads of the demo home page's editor under the DevTools CPU profiler (100 µs samples), from
 * navigation until the first block's Edit button shows plus SETTLE_MS. Every sample is mapped back
 * through the source maps, and the run prints, per load:
 *   - self time by package (react-dom, zod, i18next, …) and by file of the admin's own code;
 *   - the time in zod and in i18next by the module that called them: a schema built while its
 *     module loads counts for that module, a response check for the function that made it.
 * The profiler slows cold code down (more so than warm code): compare shares, not milliseconds,
 * with admin-weight.ts.
 *
 *   npx tsx bench/admin-editor-profile.ts
 *   RUNS=5 TOP=30 npx tsx bench/admin-editor-profile.ts
 *   PROFILE_DIR=/tmp/editor-profiles npx tsx bench/admin-editor-profile.ts   # keeps the .cpuprofile files
 *
 * Not part of `npm test`. Chromium: CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { acquireBuildLock, buildAdminIfStale, releaseBuildLock } from '../scripts/admin-build.mjs';
import { adminSession, editButtonsShown, startHarness, watchEditButtons } from './admin-browser-harness.ts';
import { mappedProfile, sourceMapLookup, summariseByCaller, summariseSelfTime, type CpuProfile } from './browser-profile-summary.ts';

const RUNS = Math.max(1, Number(process.env.RUNS ?? 3));
const TOP = Math.max(1, Number(process.env.TOP ?? 20));
const SETTLE_MS = Number(process.env.SETTLE_MS ?? 800);
const PROFILE_DIR = process.env.PROFILE_DIR;
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ADMIN_DIST = path.join(projectRoot, 'dist', 'admin');
const ADMIN_ASSETS = path.join(ADMIN_DIST, 'assets');

/**
 * Under the build lock (a test run building the admin meanwhile would see the folder emptied).
 * The build's stamp (index.html) is dated 1970 at once, so the next `buildAdminIfStale` builds
 * again without source maps even if this run never gets to its own clean-up.
 */
function buildWithSourceMaps(): void {
  acquireBuildLock();
  try {
    const build = spawnSync('npx', ['vite', 'build', '--sourcemap'], { cwd: projectRoot, stdio: ['ignore', 'ignore', 'inherit'] });
    if (build.status !== 0) throw new Error('vite build --sourcemap failed');
    fs.utimesSync(path.join(ADMIN_DIST, 'index.html'), 0, 0);
  } finally {
    releaseBuildLock();
  }
}

function print(title: string, rows: [string, number][], runs: number, busy: number): void {
  process.stdout.write(`\n${title}\n`);
  for (const [name, ms] of rows.slice(0, TOP)) {
    process.stdout.write(`  ${(ms / runs).toFixed(1).padStart(8)} ms  ${((100 * ms) / busy).toFixed(1).padStart(5)}%  ${name}\n`);
  }
}

async function main(): Promise<void> {
  let harness: Awaited<ReturnType<typeof startHarness>> | undefined;
  try {
    buildWithSourceMaps();
    harness = await startHarness();
    const state = await adminSession(harness);
    const profiles: CpuProfile[] = [];
    // A discarded load first: the server's first editor load fills its caches.
    for (let run = -1; run < RUNS; run += 1) {
      const context = await harness.browser.newContext({
        baseURL: harness.baseUrl,
        storageState: state,
        viewport: { width: 1350, height: 940 },
      });
      await watchEditButtons(context);
      const page = await context.newPage();
      const devtools = await context.newCDPSession(page);
      await devtools.send('Profiler.enable');
      await devtools.send('Profiler.setSamplingInterval', { interval: 100 });
      await devtools.send('Profiler.start');
      await page.goto(harness.admin(`/page/${harness.homePageId}`));
      const shown = await editButtonsShown(page);
      await page.waitForTimeout(SETTLE_MS);
      const { profile } = await devtools.send('Profiler.stop');
      await context.close();
      if (run < 0) continue;
      profiles.push(profile as CpuProfile);
      process.stdout.write(`load ${run + 1}: Edit buttons shown after ${Math.round(shown)} ms (under the profiler)\n`);
      if (PROFILE_DIR) {
        fs.mkdirSync(PROFILE_DIR, { recursive: true });
        fs.writeFileSync(path.join(PROFILE_DIR, `editor-${run + 1}.cpuprofile`), JSON.stringify(profile));
      }
    }

    const sourceMaps = sourceMapLookup(ADMIN_ASSETS);
    const mapped = profiles.map((profile) => mappedProfile(profile, sourceMaps));
    const self = summariseSelfTime(mapped);
    process.stdout.write(`\nbusy (not idle) ${(self.busy / RUNS).toFixed(0)} ms a load, ${RUNS} loads\n`);
    print("self time by package (native: the browser's own work, e.g. style, layout, parsing, GC)", self.byPackage, RUNS, self.busy);
    print("self time by file of the admin's own code (src/)", self.byOwnFile, RUNS, self.busy);
    for (const pkg of ['zod', 'i18next']) {
      print(`time in ${pkg} by calling module`, summariseByCaller(mapped, pkg), RUNS, self.busy);
    }
  } finally {
    await harness?.close();
    // dist/admin as npm start and the other benchmarks expect it: without source maps (the
    // build empties the folder first).
    buildAdminIfStale({ force: true });
  }
}

main()
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
