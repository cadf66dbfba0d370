import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
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
          include: ['src/admin/**/*.test.ts', 'src/admin/**/*.test.tsx'],
          // The app loads interface texts per language on demand; the tests get all four up front.
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
          fileParallelism: false,
          pool: 'forks',
          // Isolated (a fresh process per file), unlike unit: with isolate off, Vitest schedules
          // these files in the unit tests' group instead of its own sequential one, and the clean-clone
          // run took 18 minutes instead of about 11 on SQLite.
        },
      },
    ],
  },
});
