// `npm test`: the static checks (type check, lint with the layer rules, formatting), then every
// Vitest project (unit/API, admin components, browser tests), with a one-line summary.
// With arguments (`npm test -- src/server/domains/pages`) it runs only those tests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAdminIfStale, projectRoot } from './admin-build.mjs';

/** @param {string[]} parts */
const bin = (...parts) => path.join(projectRoot, 'node_modules', ...parts);
const vitestArgs = process.argv.slice(2);

/** Runs one step, prints how long it took, and stops the whole run when it fails. */
/** @param {string} label @param {string[]} args */
function step(label, args) {
  const started = Date.now();
  process.stdout.write(`\n=== ${label} ===\n`);
  const result = spawnSync(process.execPath, args, { cwd: projectRoot, stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    process.stderr.write(`\n${label} failed. Fix it and run npm test again (npm run lint / npm run format help).\n`);
    process.exit(result.status ?? 1);
  }
  process.stdout.write(`${label}: ok in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}

if (vitestArgs.length === 0) {
  step('Type check (tsc)', [bin('tsgo', 'bin', 'tsc'), '--noEmit', '-p', 'tsconfig.json']);
  step('Lint (eslint)', [bin('eslint', 'bin', 'eslint.js'), '--max-warnings=0', '.']);
  step('Formatting (prettier --check)', [bin('prettier', 'bin', 'prettier.cjs'), '--check', '--log-level=warn', '.']);
}

buildAdminIfStale();

const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cms-vitest-')), 'report.json');
const result = spawnSync(
  process.execPath,
  [bin('vitest', 'vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...vitestArgs],
  { cwd: projectRoot, stdio: 'inherit', env: process.env },
);

if (fs.existsSync(report)) {
  const summary = JSON.parse(fs.readFileSync(report, 'utf8'));
  const database = process.env.DATABASE_URL ? 'postgresql' : 'sqlite';
  process.stdout.write(
    `\n${database}: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${summary.numPendingTests + summary.numTodoTests} skipped\n`,
  );
}
process.exit(result.status ?? 1);
