// `npm test`: the static checks (type check, lint with the layer rules, formatting), then every
// Vitest project (unit/API, admin components, browser tests), with a one-line summary.
// With arguments (`npm test -- src/server/domains/pages`) it runs only those tests.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAdminIfStale, projectRoot } from './admin-build.mjs';

/** @param {string[]} parts */
const bin = (...parts) => path.join(projectRoot, 'node_modules', ...parts);
const vitestArgs = process.argv.slice(2);

/**
 * Runs the static checks at the same time: each is one busy core (the type checker, ESLint and
 * Prettier each read the whole tree on their own), so together they take about as long as the
 * slowest instead of the sum. Each check's output is kept and printed whole, in a fixed order,
 * with how long it took; when any fails, the run stops after all have finished.
 * @param {{ label: string, args: string[] }[]} checks
 */
async function staticChecks(checks) {
  const runs = checks.map(({ label, args }) => {
    const started = Date.now();
    const child = spawn(process.execPath, args, { cwd: projectRoot, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    return new Promise((resolve) => {
      child.on('error', (error) => resolve({ label, status: 1, output: Buffer.from(String(error)), seconds: 0 }));
      child.on('close', (status) =>
        resolve({ label, status: status ?? 1, output: Buffer.concat(output), seconds: (Date.now() - started) / 1000 }),
      );
    });
  });
  const results = await Promise.all(runs);
  let failed = false;
  for (const { label, status, output, seconds } of results) {
    process.stdout.write(`\n=== ${label} ===\n`);
    process.stdout.write(output);
    if (status === 0) process.stdout.write(`${label}: ok in ${seconds.toFixed(1)} s\n`);
    else {
      failed = true;
      process.stderr.write(
        `\n${label} failed after ${seconds.toFixed(1)} s. Fix it and run npm test again (npm run lint / npm run format help).\n`,
      );
    }
  }
  if (failed) process.exit(1);
}

if (vitestArgs.length === 0) {
  const checksStarted = Date.now();
  await staticChecks([
    // One thread: the native type checker otherwise spreads over every core, and beside the two
    // other checks on a 2-core machine all three took 60 s instead of 44.
    { label: 'Type check (tsc)', args: [bin('tsgo', 'bin', 'tsc'), '--noEmit', '--singleThreaded', '-p', 'tsconfig.json'] },
    { label: 'Lint (eslint)', args: [bin('eslint', 'bin', 'eslint.js'), '--max-warnings=0', '.'] },
    { label: 'Formatting (prettier --check)', args: [bin('prettier', 'bin', 'prettier.cjs'), '--check', '--log-level=warn', '.'] },
  ]);
  process.stdout.write(`Static checks (together): ${((Date.now() - checksStarted) / 1000).toFixed(1)} s\n`);
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
