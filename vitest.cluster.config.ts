import { defineConfig } from 'vitest/config';

/**
 * The cluster test (issue 18): two server processes, nginx and Varnish on PostgreSQL. Not part
 * of `npm test`; `npm run test:cluster` with DATABASE_URL set to PostgreSQL (.ci/run does).
 */
export default defineConfig({
  test: {
    name: 'cluster',
    include: ['e2e-cluster/**/*.cluster.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 240_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
