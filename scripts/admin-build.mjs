// Builds the admin app and the public site's islands with Vite when their output is missing
// or older than their sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(projectRoot, 'dist', 'admin', 'index.html');
// This script too: how it builds (its environment) is part of what a build is.
const sources = [
  'src/admin',
  'src/shared',
  'vite.config.ts',
  'scripts/vite-precompress.ts',
  'scripts/admin-build.mjs',
  'package-lock.json',
];

/** @param {string} target @returns {number} */
export function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stats = fs.statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function adminBuildIsStale() {
  if (!fs.existsSync(stampFile)) return true;
  const built = fs.statSync(stampFile).mtimeMs;
  return sources.some((source) => newestMtime(path.join(projectRoot, source)) > built);
}

/** The islands bundle (vite.site.config.ts): its manifest is written last, so it is the stamp. */
const siteStampFile = path.join(projectRoot, 'dist', 'site', '.vite', 'manifest.json');
const siteSources = [
  'src/site',
  'src/shared',
  'vite.site.config.ts',
  'scripts/vite-precompress.ts',
  'scripts/admin-build.mjs',
  'package-lock.json',
];

export function siteBuildIsStale() {
  if (!fs.existsSync(siteStampFile)) return true;
  const built = fs.statSync(siteStampFile).mtimeMs;
  return siteSources.some((source) => newestMtime(path.join(projectRoot, source)) > built);
}

/** @param {string} label @param {string[]} extraArgs */
function viteBuild(label, extraArgs) {
  process.stdout.write(`Building ${label} (vite build)...\n`);
  const result = spawnSync(
    process.execPath,
    [path.join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn', ...extraArgs],
    {
      cwd: projectRoot,
      stdio: 'inherit',
      // Vite builds for the NODE_ENV it finds, and React ships its development build for any value
      // but production: a build started inside a test run (NODE_ENV=test) was one, and npm start
      // then served it, since it was not stale.
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (result.status !== 0) {
    process.stderr.write(`The ${label} build failed.\n`);
    fs.rmSync(lockDir, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
}

const lockDir = path.join(projectRoot, 'dist', '.build-lock');
const LOCK_STALE_MS = 5 * 60_000;

/** Waits for the build lock: two test runs started together must not write dist/ at the same time. */
export function acquireBuildLock() {
  fs.mkdirSync(path.dirname(lockDir), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      return;
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
      // A lock left by a killed build would block every later run; it is taken over after a while.
      const age = Date.now() - (fs.statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > LOCK_STALE_MS) fs.rmSync(lockDir, { recursive: true, force: true });
      else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 500);
    }
  }
}

export function releaseBuildLock() {
  fs.rmSync(lockDir, { recursive: true, force: true });
}

/** Builds whatever is stale: the admin app and the site's islands (npm start and npm test call this). */
export function buildAdminIfStale({ force = false } = {}) {
  if (!force && !adminBuildIsStale() && !siteBuildIsStale()) return;
  acquireBuildLock();
  try {
    // Checked again under the lock: a run that waited may find the build already done.
    if (force || adminBuildIsStale()) viteBuild('the admin app', []);
    if (force || siteBuildIsStale()) viteBuild('the site islands', ['-c', 'vite.site.config.ts']);
  } finally {
    releaseBuildLock();
  }
}
