import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import type { SearchEngine } from './engines/search-engine.ts';
import { SearchIndex, type SearchIndexOptions } from './search-index.service.ts';
import { readJob } from './search-jobs.repository.ts';

/**
 * Issue 18: search-index jobs run once across the instances on one PostgreSQL database and
 * survive the instance that holds them. Two "instances" are two SearchIndex objects with their
 * own instance ids on the same database; one that "dies" stops renewing its lease (its engine
 * hangs), and the other takes the job over and continues after the last page id written.
 */
const postgres = process.env.DATABASE_URL?.startsWith('postgres') === true;
const logger = pino({ level: 'silent' });

describe.runIf(postgres)('search-index jobs across instances (PostgreSQL)', () => {
  let t: TestApp;
  let admin: TestAgent;
  let indexed = 0;

  beforeAll(async () => {
    t = await createTestApp();
    // The app's own index would take abandoned jobs over too: only the test's instances do.
    t.deps.searchIndex.stop();
    admin = await t.adminAgent();
    for (let n = 1; n <= 7; n += 1) {
      const created = await admin.post('/api/page/create', {
        title: `Overname ${n}`,
        slug: `overname/p-${n}`,
        type: 'project',
        locale: 'nl-nl',
        typeData: {},
        content: [{ type: 'richText', key: 'k1', props: { html: `<p>overnamewoord ${n}</p>` } }],
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect((await admin.post(`/api/page/${created.body.pageID}/publish`)).status).toBe(200);
    }
    await t.deps.searchIndex.indexAll();
    indexed = (await t.deps.searchIndex.getStatus()).documents;
    expect(indexed).toBeGreaterThanOrEqual(7);
  });
  afterAll(async () => t?.close());

  const options = (instanceId: string): SearchIndexOptions => ({ instanceId, leaseMs: 1_000, pollMs: 20, batchSize: 2 });

  /** The app's engine, except that its second batch never ends (the instance "dies" there) until released. */
  function dyingEngine(): { engine: SearchEngine; release: () => void; batches: number[][] } {
    const real = t.deps.searchEngine;
    const batches: number[][] = [];
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // One writer: each batch is one replaceMany call.
    const engine = Object.create(real, { rebuildWriters: { value: 1 } }) as SearchEngine;
    engine.replaceMany = async (db, documents) => {
      batches.push(documents.map((document) => document.pageId));
      if (batches.length === 2) await gate;
      return real.replaceMany.call(real, db, documents);
    };
    return { engine, release, batches };
  }

  /** The app's engine, recording the page ids of every batch. */
  function recordingEngine(): { engine: SearchEngine; batches: number[][] } {
    const real = t.deps.searchEngine;
    const batches: number[][] = [];
    // One writer: each batch is one replaceMany call.
    const engine = Object.create(real, { rebuildWriters: { value: 1 } }) as SearchEngine;
    engine.replaceMany = async (db, documents) => {
      batches.push(documents.map((document) => document.pageId));
      return real.replaceMany.call(real, db, documents);
    };
    return { engine, batches };
  }

  it('a second index-all on another instance joins the running one; when its holder dies the other takes it over and finishes', async () => {
    await t.deps.searchIndex.removeAll();
    const dying = dyingEngine();
    const recording = recordingEngine();
    const a = new SearchIndex(t.deps.db, dying.engine, logger, options('instance-a'));
    const b = new SearchIndex(t.deps.db, recording.engine, logger, options('instance-b'));
    try {
      expect(await a.startIndexAll()).toBe(true);
      await vi.waitFor(() => expect(dying.batches).toHaveLength(2));
      const held = await readJob(t.deps.db, 'index');
      expect(held).toMatchObject({ state: 'running', owner: 'instance-a', processed: 2 });

      // A still holds a valid lease: B joins its run and starts none.
      expect(await b.startIndexAll()).toBe(false);
      // Both instances report the same progress, read from the job's row.
      const [fromA, fromB] = [await a.getStatus(), await b.getStatus()];
      expect(fromA).toMatchObject({ indexingState: 'loading', processed: 2 });
      expect({ ...fromB, pending: 0 }).toEqual({ ...fromA, pending: 0 });
      expect(recording.batches).toEqual([]);

      // A renews no more; once its lease has passed, B (waiting for the run) takes it over.
      const joined = b.indexAll();
      await joined;
      const finished = await readJob(t.deps.db, 'index');
      expect(finished).toMatchObject({ state: 'success', owner: null, generation: held!.generation });
      expect(finished!.processed).toBe(finished!.total);
      // B continued after the last page A wrote: A's first batch was not written again.
      const firstBatch = dying.batches[0]!;
      expect(recording.batches.flat().some((pageId) => firstBatch.includes(pageId))).toBe(false);
      expect(Math.min(...recording.batches.flat())).toBeGreaterThan(Math.max(...firstBatch));
      // Nothing A wrote before it died was dropped at the end: the index is complete.
      expect((await b.getStatus()).documents).toBe(indexed);
      expect(await a.getStatus()).toMatchObject({ indexingState: 'success', documents: indexed });
    } finally {
      // A wakes up, finds the job no longer its own, and settles without touching the row.
      dying.release();
      // Settled, not just stopped: a waiting A would otherwise take over the next test's job.
      await a.shutdown();
      b.stop();
    }
    await vi.waitFor(async () => expect((await readJob(t.deps.db, 'index'))?.state).toBe('success'));
  });

  it('an instance that never asked takes an abandoned job over by its periodic check', async () => {
    await t.deps.searchIndex.removeAll();
    const dying = dyingEngine();
    const recording = recordingEngine();
    const a = new SearchIndex(t.deps.db, dying.engine, logger, options('instance-a2'));
    const b = new SearchIndex(t.deps.db, recording.engine, logger, { ...options('instance-b2'), checkIntervalMs: 50 });
    try {
      expect(await a.startIndexAll()).toBe(true);
      await vi.waitFor(() => expect(dying.batches).toHaveLength(2));
      await b.start();
      await vi.waitFor(async () => expect(await readJob(t.deps.db, 'index')).toMatchObject({ state: 'success' }), { timeout: 5_000 });
      expect(recording.batches.length).toBeGreaterThan(0);
      expect((await b.getStatus()).documents).toBe(indexed);
    } finally {
      dying.release();
      // Settled, not just stopped: a waiting A would otherwise take over the next test's job.
      await a.shutdown();
      b.stop();
    }
  });

  it('a stopping instance lets go of its job after the current batch, and another continues it at once', async () => {
    const slow = recordingEngine();
    const real = t.deps.searchEngine;
    slow.engine.replaceMany = async (db, documents) => {
      slow.batches.push(documents.map((document) => document.pageId));
      await new Promise((resolve) => setTimeout(resolve, 50));
      return real.replaceMany.call(real, db, documents);
    };
    const recording = recordingEngine();
    // A long lease: only the release lets B in before it passes.
    const a = new SearchIndex(t.deps.db, slow.engine, logger, { ...options('instance-a3'), leaseMs: 60_000 });
    const b = new SearchIndex(t.deps.db, recording.engine, logger, { ...options('instance-b3'), leaseMs: 60_000 });
    expect(await a.startIndexAll()).toBe(true);
    await vi.waitFor(() => expect(slow.batches.length).toBeGreaterThan(0));
    await a.shutdown();
    expect(await readJob(t.deps.db, 'index')).toMatchObject({ state: 'running', owner: null, lease_until: 0 });
    await b.getStatus();
    await vi.waitFor(async () => expect(await readJob(t.deps.db, 'index')).toMatchObject({ state: 'success' }), { timeout: 5_000 });
    expect(recording.batches.length).toBeGreaterThan(0);
    b.stop();
  });

  it('the rebuild after an upgrade runs once when two instances start together', async () => {
    await t.deps.db.updateTable('settings').set({ value: '1' }).where('key', '=', 'system.searchDocumentFormat').execute();
    const recording = recordingEngine();
    const runEnds = vi.spyOn(recording.engine, 'removeIndexedBefore');
    const a = new SearchIndex(t.deps.db, recording.engine, logger, options('instance-a4'));
    const b = new SearchIndex(t.deps.db, recording.engine, logger, options('instance-b4'));
    const [fromA, fromB] = await Promise.all([a.rebuildIfFormatChanged(), b.rebuildIfFormatChanged()]);
    await Promise.all([fromA, fromB]);
    expect(runEnds).toHaveBeenCalledTimes(1);
    expect(await a.rebuildIfFormatChanged()).toBeNull();
    expect(await b.rebuildIfFormatChanged()).toBeNull();
  });
});
