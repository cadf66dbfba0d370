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
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
          pool: 'forks',
        },
      },
    ],
  },
});
