import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchEngine } from './engines/search-engine.ts';
import { SearchIndex } from './search-index.service.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createPage, publish, uniqueSlug } from '../pages/pages.test-helpers.ts';
import { readRebuildBatch, writerShares } from './rebuild-batch.ts';
import { publishedPages } from './search-index.test-helpers.ts';

/** A rebuild's batch is read a chunk at a time (rebuild-batch.ts) and must add up to the same pages. */
describe('readRebuildBatch', () => {
  let t: TestApp;
  let before: number;
  const published: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.adminAgent();
    before = Number(
      (
        await t.deps.db
          .selectFrom('pages')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id ?? 0,
    );
    for (let index = 0; index < 6; index += 1) {
      const { pageID } = await createPage(admin, { title: `Batch page ${index}`, slug: uniqueSlug('batch') });
      // Every third page stays a concept: the rebuild never reads it.
      if (index % 3 !== 2) {
        await publish(t, pageID);
        published.push(pageID);
      }
    }
  });
  afterAll(async () => t.close());

  it('reads the batch in chunks, published pages only, in id order, and says where it ended', async () => {
    const first = await readRebuildBatch(t.deps.db, 'nl-nl', before, 3, 2);
    expect(first.read).toBe(3);
    expect(first.documents.map((document) => document.pageId)).toEqual(published.slice(0, 3));
    expect(first.documents[0]?.title).toBe('Batch page 0');
    expect(first.lastPageId).toBe(published[2]);

    const rest = await readRebuildBatch(t.deps.db, 'nl-nl', first.lastPageId, 10, 2);
    expect(rest.read).toBe(1);
    expect(rest.documents.map((document) => document.pageId)).toEqual(published.slice(3));

    const none = await readRebuildBatch(t.deps.db, 'nl-nl', rest.lastPageId, 10, 2);
    expect(none).toEqual({ documents: [], read: 0, lastPageId: rest.lastPageId });
  });

  it('a rebuild leaves out of a batch read ahead the pages written one by one before the batch is written', async () => {
    const real = t.deps.searchEngine;
    // One writer: each batch is one replaceMany, so the page taken off is in the batch read ahead.
    const engine = Object.create(real, { rebuildWriters: { value: 1 } }) as SearchEngine;
    let withdrawn: number | undefined;
    let refreshed: Promise<void> | undefined;
    engine.replaceMany = async (db, documents) => {
      if (withdrawn === undefined && documents.some((document) => document.pageId === published[0])) {
        // The next batch is being read meanwhile (on PostgreSQL over another connection): let it
        // finish with the page still published, then take a page of it off the site (in the
        // batch's transaction: SQLite's one connection is busy with it until it commits).
        const lastWritten = Math.max(...documents.map((document) => document.pageId));
        withdrawn = published.find((pageId) => pageId > lastWritten)!;
        await new Promise((resolve) => setTimeout(resolve, 150));
        await db.updateTable('pages').set({ published_version_id: null, published_id: null }).where('id', '=', withdrawn).execute();
        // Its own index update waits for this batch, then runs before the next one is written.
        refreshed = index.refreshPage(withdrawn);
      }
      return real.replaceMany.call(real, db, documents);
    };
    const index = new SearchIndex(t.deps.db, engine, pino({ level: 'silent' }), { instanceId: 'read-ahead', batchSize: 2 });
    await index.indexAll();
    await refreshed;
    expect(withdrawn).toBeDefined();
    const indexed = await t.deps.db.selectFrom('search_documents').select('page_id').where('page_id', 'in', published).execute();
    expect(indexed.map((row) => row.page_id).sort((a, b) => a - b)).toEqual(published.filter((pageId) => pageId !== withdrawn));
  });
});

describe('rebuild batch size', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await publishedPages(t, 'Sized', 5);
  });
  afterAll(async () => t.close());

  it("is the engine's size for an empty index, and its other size over an existing one", async () => {
    const real = t.deps.searchEngine;
    const batches: number[] = [];
    const engine = Object.create(real, {
      rebuildBatchSize: { value: { intoEmpty: 4, overExisting: 2 } },
      rebuildWriters: { value: 1 },
    }) as SearchEngine;
    engine.replaceMany = async (db, documents) => {
      batches.push(documents.length);
      return real.replaceMany.call(real, db, documents);
    };
    const index = new SearchIndex(t.deps.db, engine, pino({ level: 'silent' }), { instanceId: 'sized' });
    await t.deps.searchIndex.removeAll();
    await index.indexAll();
    expect(batches[0]).toBe(4);
    batches.length = 0;
    await index.indexAll();
    expect(batches[0]).toBe(2);
    expect(Math.max(...batches)).toBe(2);
  });
});

describe('writerShares', () => {
  it('splits a batch into consecutive, non-empty shares, one per writer at most', () => {
    expect(writerShares([1, 2, 3, 4, 5], 2)).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(writerShares([1, 2], 3)).toEqual([[1], [2]]);
    expect(writerShares([1, 2, 3], 1)).toEqual([[1, 2, 3]]);
    expect(writerShares([], 2)).toEqual([]);
  });
});
