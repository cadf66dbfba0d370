import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { SearchEngine } from './engines/search-engine.ts';
import { SearchIndex } from './search-index.service.ts';
import { readJob } from './search-jobs.repository.ts';

/**
 * Issue 18: a rebuild whose holder died (a killed process, here a row left as it would leave
 * it) is continued by the next instance that starts, after the last page id written, and the
 * pages written before it died are kept. On SQLite, that is the restarted process. Runs on both
 * databases.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.deps.searchIndex.stop();
});
afterAll(async () => t.close());

describe('a job left running by an instance that died', () => {
  it('is taken over at start and continued after the last page id written', async () => {
    const admin = await t.adminAgent();
    const ids: number[] = [];
    for (let n = 1; n <= 4; n += 1) {
      const created = await admin.post('/api/page/create', {
        title: `Hervat ${n}`,
        slug: `hervat/p-${n}`,
        type: 'project',
        locale: 'nl-nl',
        typeData: {},
        content: [{ type: 'richText', key: 'k1', props: { html: `<p>hervatwoord ${n}</p>` } }],
      });
      expect(created.status, JSON.stringify(created.body)).toBe(200);
      expect((await admin.post(`/api/page/${created.body.pageID}/publish`)).status).toBe(200);
      ids.push(created.body.pageID as number);
    }
    // The run the dead holder began: what it wrote (here, by this indexAll) is newer than its start.
    const runStarted = new Date().toISOString();
    await t.deps.searchIndex.indexAll();
    const documents = (await t.deps.searchIndex.getStatus()).documents;
    const lastDone = ids[1]!;
    // As a holder that died after writing up to the second new page leaves the row.
    await t.deps.db
      .updateTable('search_jobs')
      .set({
        state: 'running',
        owner: 'dead-instance',
        lease_until: Date.now() - 1,
        after_id: lastDone,
        processed: 2,
        run_started: runStarted,
      })
      .where('kind', '=', 'index')
      .execute();
    // (Read from the row: a status read through an instance would take the job over.)
    expect((await readJob(t.deps.db, 'index'))?.state).toBe('running');

    const real = t.deps.searchEngine;
    const written: number[] = [];
    const engine: SearchEngine = Object.create(real) as SearchEngine;
    engine.replaceMany = async (db, batch) => {
      written.push(...batch.map((document) => document.pageId));
      return real.replaceMany.call(real, db, batch);
    };
    const restarted = new SearchIndex(t.deps.db, engine, pino({ level: 'silent' }), { instanceId: 'restarted', batchSize: 2 });
    try {
      await restarted.start();
      await vi.waitFor(async () => expect(await readJob(t.deps.db, 'index')).toMatchObject({ state: 'success', owner: null }), {
        timeout: 10_000,
      });
      expect(written.length).toBeGreaterThan(0);
      expect(Math.min(...written)).toBeGreaterThan(lastDone);
      expect(written).toEqual(expect.arrayContaining(ids.slice(2)));
      // What the dead holder wrote before it died is kept: the index is complete.
      expect(await restarted.getStatus()).toMatchObject({ indexingState: 'success', documents, processed: 2 + written.length });
    } finally {
      restarted.stop();
    }
  });
});
