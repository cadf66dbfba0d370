import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const ADMIN_ROOT = path.join(import.meta.dirname, 'src/admin');

/**
 * The admin's test files in three groups, found by their text so a new file lands in its group:
 * - fresh: they replace a module (vi.mock) or set something up before modules load (vi.hoisted,
 *   e.g. a console spy a library keeps when it loads). They need modules of their own, so they
 *   run isolated: in a shared module cache an earlier file may have loaded the real module.
 * - dom: components rendered in happy-dom (`@vitest-environment happy-dom`).
 * - plain: the rest (state, logic), in Node.
 * The other two groups share loaded modules within a worker (isolate: false). A worker that goes
 * from a DOM file to a Node file and back imports everything again (the two environments
 * transform modules differently), so each environment is a project of its own: Vitest queues
 * the files project by project.
 */
function adminTestGroups(): { fresh: string[]; dom: string[]; plain: string[] } {
  const groups = { fresh: [] as string[], dom: [] as string[], plain: [] as string[] };
  const files = fs
    .readdirSync(ADMIN_ROOT, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .sort();
  for (const name of files) {
    const text = fs.readFileSync(path.join(ADMIN_ROOT, name), 'utf8');
    const file = `src/admin/${name.split(path.sep).join('/')}`;
    if (/\bvi\.(?:(?:do)?mock|hoisted)\(/.test(text)) groups.fresh.push(file);
    else if (/@vitest-environment happy-dom/.test(text)) groups.dom.push(file);
    else groups.plain.push(file);
  }
  return groups;
}
const ADMIN_TESTS = adminTestGroups();

/** What every admin project shares. */
const adminProject = {
  // The app loads interface texts per language on demand; the tests get all four up front.
  setupFiles: ['src/admin/test-support/all-languages.ts'],
  testTimeout: 30_000,
  pool: 'forks' as const,
};

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
          ...adminProject,
          name: 'admin',
          include: ADMIN_TESTS.plain,
          environment: 'node',
          // Importing React, the screens and the four languages' texts once per worker instead of
          // once per file: the admin files took 95 s on 2 cores with isolation, 24 s without
          // (the tests themselves about 14 s). The stores they share are reset by each test.
          isolate: false,
        },
      },
      {
        test: { ...adminProject, name: 'admin-dom', include: ADMIN_TESTS.dom, environment: 'happy-dom', isolate: false },
      },
      {
        test: { ...adminProject, name: 'admin-isolated', include: ADMIN_TESTS.fresh, environment: 'node' },
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
