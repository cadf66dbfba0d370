import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { SearchJobs, type JobOutcome } from './search-job-runner.ts';
import { readJob } from './search-jobs.repository.ts';

/**
 * A job's row gets its final state before the run has let go in this process (on PostgreSQL the
 * UPDATE commits before its reply is read; then the run's own clean-up). A run asked for once
 * the row says it ended is a new run, never the ended one joined. Runs on both databases.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The application's own jobs stay out of the way of this instance's.
  t.deps.searchIndex.stop();
});
afterAll(async () => t.close());

describe('search jobs', () => {
  it('start a new run when one is asked for after the row says the last one ended', async () => {
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    let runs = 0;
    const jobs: SearchJobs = new SearchJobs(
      t.deps.db,
      pino({ level: 'silent' }),
      async (kind): Promise<JobOutcome> => {
        runs += 1;
        const first = runs === 1;
        await jobs.finish(kind, first ? 'error' : 'success');
        // The first run is still letting go here when the row already says 'error'.
        if (first) await gate;
        return 'done';
      },
      { instanceId: 'runner-test' },
    );
    const first = jobs.launch('index');
    first.done.catch(() => undefined);
    expect(await first.started).toBe(true);
    await vi.waitFor(async () => expect((await readJob(t.deps.db, 'index'))?.state).toBe('error'));

    const second = jobs.launch('index');
    openGate();
    expect(await second.started).toBe(true);
    await second.done;
    expect(runs).toBe(2);
    expect((await readJob(t.deps.db, 'index'))?.state).toBe('success');
  });
});
