import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { claimPeriod } from './once-per-interval.ts';

/**
 * Issue 18: periodic cleanups (expired sessions, old audit entries) run once per period across
 * the instances on PostgreSQL; SQLite is one process and always runs them.
 */
let a: TestApp;
beforeAll(async () => {
  a = await createTestApp();
});
afterAll(async () => a.close());

const postgres = process.env.DATABASE_URL?.startsWith('postgres') === true;

describe.runIf(postgres)('on PostgreSQL', () => {
  let b: TestApp;
  beforeAll(async () => {
    b = await createTestApp({ sameDatabaseAs: a });
  });
  afterAll(async () => b?.close());

  it('the first instance to tick in a period runs the job; the other skips until the next period', async () => {
    const name = `test-${Date.now()}`;
    const now = Date.now();
    const ticks = await Promise.all([
      claimPeriod(a.deps.db, a.deps.dialect, name, 60_000, now),
      claimPeriod(b.deps.db, b.deps.dialect, name, 60_000, now),
    ]);
    expect(ticks.sort()).toEqual([false, true]);
    expect(await claimPeriod(a.deps.db, a.deps.dialect, name, 60_000, now + 30_000)).toBe(false);
    // The next period: whoever ticks first (a timer may fire a little early: 90% of the period).
    expect(await claimPeriod(b.deps.db, b.deps.dialect, name, 60_000, now + 55_000)).toBe(true);
    expect(await claimPeriod(a.deps.db, a.deps.dialect, name, 60_000, now + 56_000)).toBe(false);
    // Another job has a period of its own.
    expect(await claimPeriod(a.deps.db, a.deps.dialect, `${name}-other`, 60_000, now)).toBe(true);
  });
});

describe.runIf(!postgres)('on SQLite', () => {
  it('always runs: one process', async () => {
    expect(await claimPeriod(a.deps.db, a.deps.dialect, 'any', 60_000)).toBe(true);
    expect(await claimPeriod(a.deps.db, a.deps.dialect, 'any', 60_000)).toBe(true);
  });
});
