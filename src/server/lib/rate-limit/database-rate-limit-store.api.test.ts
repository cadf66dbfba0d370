import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { countHit, readHits } from './rate-limit.repository.ts';

/**
 * Issue 18: rate limits count across instances. The counter statement is checked on both
 * databases; two instances sharing one limit needs PostgreSQL (SQLite is one process and keeps
 * the library's in-memory counters).
 */
let a: TestApp;
beforeAll(async () => {
  a = await createTestApp();
});
afterAll(async () => a.close());

describe('the shared counter', () => {
  it('counts within a window, starts again after it, and reads without counting', async () => {
    const key = `test|${Date.now()}`;
    const now = 1_000_000;
    expect(await countHit(a.deps.db, key, now, 60_000)).toEqual({ hits: 1, windowEnds: now + 60_000 });
    expect(await countHit(a.deps.db, key, now + 10, 60_000)).toEqual({ hits: 2, windowEnds: now + 60_000 });
    expect(await readHits(a.deps.db, key, now + 20)).toEqual({ hits: 2, windowEnds: now + 60_000 });
    expect(await countHit(a.deps.db, key, now + 60_000, 60_000)).toEqual({ hits: 1, windowEnds: now + 120_000 });
    expect(await readHits(a.deps.db, key, now + 130_000)).toEqual({ hits: 0, windowEnds: now + 130_000 });
  });

  it('counts every one of many hits at once', async () => {
    const key = `burst|${Date.now()}`;
    await Promise.all(Array.from({ length: 25 }, () => countHit(a.deps.db, key, 5_000, 60_000)));
    expect((await readHits(a.deps.db, key, 5_001)).hits).toBe(25);
  });
});

describe.runIf(process.env.DATABASE_URL?.startsWith('postgres') === true)('two instances, one limit (PostgreSQL)', () => {
  let b: TestApp;
  beforeAll(async () => {
    b = await createTestApp({ sameDatabaseAs: a });
  });
  afterAll(async () => b?.close());

  it('ten forgot-password calls a minute from one client stay ten across both instances', async () => {
    // Two agents (one per instance) posing as one client address.
    const onA = a.agent();
    const onB = b.agent();
    onA.remoteAddress = '198.51.100.23';
    onB.remoteAddress = '198.51.100.23';
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await (i % 2 === 0 ? onA : onB).post('/api/auth/forgot-password', { email: 'nobody@example.com' })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another client is counted on its own.
    const other = a.agent();
    other.remoteAddress = '198.51.100.99';
    expect((await other.post('/api/auth/forgot-password', { email: 'x@example.com' })).status).toBe(200);
  });
});
