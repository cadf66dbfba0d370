import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const ADMIN_TESTS = ['src/admin/**/*.test.ts', 'src/admin/**/*.test.tsx'];

/**
 * Admin test files that replace a module with vi.mock. The admin project shares loaded modules
 * between the files of a worker (isolate: false), and there a mock would come too late whenever
 * an earlier file already loaded the real module; these files run in a project of their own, each
 * with fresh modules. Found by their text, so a new test that mocks lands there by itself.
 */
function adminTestsThatMock(): string[] {
  return fs
    .readdirSync('src/admin', { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `src/admin/${name.split(path.sep).join('/')}`)
    .filter((file) => /\bvi\.(?:do)?mock\(/.test(fs.readFileSync(file, 'utf8')))
    .sort();
}
const ADMIN_MOCKING_TESTS = adminTestsThatMock();

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: on the 2-core CI machine one worker ran
    // every file in turn (15.6 minutes, half of it a browser waiting for a page). At least two
    // workers run two files at a time, browser files included (11.1 minutes): each starts its own
    // server, database and browser on ports of its own. Projects with different worker counts
    // could not run at once (Vitest puts them in separate groups).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'eslint/**/*.test.ts',
            'src/server/**/*.test.ts',
            'src/site/**/*.test.ts',
            'src/site/**/*.test.tsx',
            'src/shared/**/*.test.ts',
          ],
          environment: 'node',
          // The database template the test apps copy (src/server/test-support/database-template.ts).
          globalSetup: ['src/server/test-support/vitest-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Every file builds its own app on its own database, so files need no module isolation;
          // sharing the loaded modules per worker saves importing the whole server for each file.
          isolate: false,
        },
      },
      {
        test: {
          name: 'admin',
          include: ADMIN_TESTS,
          exclude: ADMIN_MOCKING_TESTS,
          // The app loads interface texts per language on demand; the tests get all four up front.
          setupFiles: ['src/admin/test-support/all-languages.ts'],
          environment: 'node',
          testTimeout: 30_000,
          pool: 'forks',
          // Importing React, the screens and the four languages' texts once per worker instead of
          // once per file: the admin files took 95 s on 2 cores with isolation, 24 s without
          // (the tests themselves about 14 s). The stores they share are reset by each test.
          isolate: false,
        },
      },
      {
        test: {
          name: 'admin-mocking',
          include: ADMIN_MOCKING_TESTS,
          setupFiles: ['src/admin/test-support/all-languages.ts'],
          environment: 'node',
          testTimeout: 30_000,
          pool: 'forks',
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.e2e.ts'],
          environment: 'node',
          globalSetup: ['src/server/test-support/vitest-global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          pool: 'forks',
          // As for unit: every file starts its own server, database and browser and closes them,
          // so a worker keeps the loaded server modules instead of importing them per file
          // (measured on a clean clone: the browser files took 14.0 instead of 16.6 minutes).
          isolate: false,
        },
      },
    ],
  },
});
