// `npm test`: builds the admin app when stale (the browser tests use it), then runs every
// Vitest project (unit/API and browser) and prints a one-line summary.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildAdminIfStale, projectRoot } from './admin-build.mjs';

buildAdminIfStale();

const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cms-vitest-')), 'report.json');
const result = spawnSync(
  process.execPath,
  [path.join(projectRoot, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { cwd: projectRoot, stdio: 'inherit', env: process.env },
);

if (fs.existsSync(report)) {
  const summary = JSON.parse(fs.readFileSync(report, 'utf8'));
  const database = process.env.DATABASE_URL ? 'postgresql' : 'sqlite';
  process.stdout.write(`\n${database}: ${summary.numPassedTests} passed, ${summary.numFailedTests} failed, ${summary.numPendingTests + summary.numTodoTests} skipped\n`);
}
process.exit(result.status ?? 1);
