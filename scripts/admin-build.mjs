// Builds the admin app with Vite when its output is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(projectRoot, 'dist', 'admin', 'index.html');
const sources = ['src/admin', 'src/shared', 'vite.config.ts', 'package-lock.json'];

function newestMtime(target) {
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

export function buildAdminIfStale({ force = false } = {}) {
  if (!force && !adminBuildIsStale()) return;
  process.stdout.write('Building the admin app (vite build)...\n');
  const result = spawnSync(process.execPath, [path.join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: projectRoot,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    process.stderr.write('The admin build failed.\n');
    process.exit(result.status ?? 1);
  }
}
