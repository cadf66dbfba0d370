import { sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { SearchEngine } from './engines/search-engine.ts';
import { sqliteBatchRows } from './engines/sqlite-batch-rows.ts';
import type { RebuildBatch } from './rebuild-batch.ts';
import { READER_THREAD_FROM, rebuildReaderFor, sameThreadReader, type RebuildReader } from './rebuild-reader.ts';
import { openThreadReader } from './rebuild-reader-thread.ts';
import { SearchIndex } from './search-index.service.ts';
import { publishedPages } from './search-index.test-helpers.ts';
import { createPage, publish, uniqueSlug } from '../pages/pages.test-helpers.ts';
import { indexTerms } from './search-text.ts';

const INDEXED_AT = '2026-11-30T12:00:00.000Z';

/** The JSON text of a prepared batch's rows (UTF-8 bytes). */
const parsed = (bytes: Uint8Array): unknown => JSON.parse(new TextDecoder().decode(bytes));

async function readAll(reader: RebuildReader, chunk: number): Promise<RebuildBatch[]> {
  const batches: RebuildBatch[] = [];
  let afterId = 0;
  for (;;) {
    const batch = await reader.read(afterId, chunk, 'nl-nl', INDEXED_AT);
    batches.push(batch);
    if (batch.read === 0) return batches;
    afterId = batch.lastPageId;
  }
}

/** A SQLite rebuild reads its batches on a thread of its own (rebuild-reader.ts). */
describe('the rebuild reader', () => {
  let t: TestApp;
  const published: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    published.push(...(await publishedPages(t, 'Threaded', 5)));
  });
  afterAll(async () => t.close());

  const onSqlite = () => t.database.dialect === 'sqlite';

  it('reads on its own thread on SQLite from READER_THREAD_FROM pages, else on the writer’s', async () => {
    const small = rebuildReaderFor(t.database)(READER_THREAD_FROM - 1);
    const large = rebuildReaderFor(t.database)(READER_THREAD_FROM);
    try {
      expect(small.ownThread).toBe(false);
      expect(large.ownThread).toBe(onSqlite());
    } finally {
      await small.close();
      await large.close();
    }
  });

  it('hands over the same batches from its own thread as on the writer’s, as the rows the writer’s statements take', async ({ skip }) => {
    if (!onSqlite()) skip();
    const threaded = openThreadReader(t.database.sqliteFile!);
    try {
      const fromThread = await readAll(threaded, 2);
      const here = await readAll(sameThreadReader(t.deps.db)(0), 2);
      expect(fromThread).toEqual(
        here.map(({ documents, read, lastPageId }) => ({
          documents: [],
          prepared: sqliteBatchRows(documents, INDEXED_AT),
          read,
          lastPageId,
        })),
      );
      const documents = here.flatMap((batch) => batch.documents);
      expect(documents.filter((document) => published.includes(document.pageId)).map((document) => document.title)).toEqual(
        published.map((_, index) => `Threaded page ${index}`),
      );
      expect((parsed(fromThread[0]!.prepared!.documents) as string[][])[0]![3]).toBe(documents[0]!.title);
      expect(fromThread.at(-1)?.read).toBe(0);
    } finally {
      await threaded.close();
    }
  });

  it('an index-all through the thread indexes every published page', async ({ skip }) => {
    if (!onSqlite()) skip();
    // Text past Latin-1 and past the Basic Multilingual Plane crosses from the thread as UTF-8 bytes.
    const admin = await t.adminAgent();
    const unusualTitle = 'Vleermuizen ’s nachts — café 🦇 Ørsted';
    const { pageID: unusual } = await createPage(admin, { title: unusualTitle, slug: uniqueSlug('vleermuizen') });
    await publish(t, unusual);
    await t.deps.searchIndex.removeAll();
    const index = new SearchIndex(t.deps.db, t.deps.searchEngine, pino({ level: 'silent' }), {
      instanceId: 'threaded',
      batchSize: 2,
      openReader: rebuildReaderFor(t.database, 0),
    });
    await index.indexAll();
    await index.shutdown();
    const indexed = await t.deps.db.selectFrom('search_documents').select(['page_id', 'title']).where('page_id', 'in', published).execute();
    expect(indexed.map((row) => row.title).sort()).toEqual(published.map((_, index) => `Threaded page ${index}`));
    const stored = await t.deps.db.selectFrom('search_documents').select('title').where('page_id', '=', unusual).executeTakeFirst();
    expect(stored?.title).toBe(unusualTitle);
    const byWord = await t
      .agent()
      .post('/api/search/search', { term: 'ørsted café', locales: ['nl-nl'], pageTypes: [], count: 10, offset: 0 });
    expect((byWord.body.results as { pageID: number; title: string }[]).map((result) => [result.pageID, result.title])).toEqual([
      [unusual, unusualTitle],
    ]);
    // Found through the full-text tables the prepared rows filled.
    const found = await t.agent().post('/api/search/search', { term: 'threaded', locales: ['nl-nl'], pageTypes: [], count: 10, offset: 0 });
    expect(found.status, JSON.stringify(found.body)).toBe(200);
    expect((found.body.results as { pageID: number }[]).map((result) => result.pageID).sort((a, b) => a - b)).toEqual(published);
  });

  it('leaves out of a batch read ahead on its thread the pages written one by one while the batch before was written', async ({ skip }) => {
    if (!onSqlite()) skip();
    const pages = await publishedPages(t, 'Raced', 4);
    const real = t.deps.searchEngine;
    const engine = Object.create(real) as SearchEngine;
    let readAhead: Promise<RebuildBatch> | undefined;
    const openReader = rebuildReaderFor(t.database, 0);
    const index = new SearchIndex(t.deps.db, engine, pino({ level: 'silent' }), {
      instanceId: 'raced',
      batchSize: 2,
      openReader: (total) => {
        const reader = openReader(total);
        return {
          ...reader,
          read: (...request) => (readAhead = reader.read(...request)),
        };
      },
    });
    let withdrawn: number | undefined;
    let retitled: number | undefined;
    let refreshed: Promise<unknown> | undefined;
    const leftOut: number[][] = [];
    engine.replacePrepared = async (db, rows, leaveOut) => {
      const pageIds = parsed(rows.pageIds) as number[];
      leftOut.push([...leaveOut]);
      if (withdrawn === undefined && pageIds.includes(pages[0]!)) {
        // The next batch, read from the file as it was before this transaction: both pages
        // changed here are in it.
        const next = await readAhead!;
        const nextIds = parsed(next.prepared!.pageIds) as number[];
        [withdrawn, retitled] = pages.filter((pageId) => pageId > Math.max(...pageIds));
        expect(nextIds).toEqual([withdrawn, retitled]);
        await db.updateTable('pages').set({ published_version_id: null, published_id: null }).where('id', '=', withdrawn!).execute();
        await db
          .updateTable('page_versions')
          .set({ title: 'Retitled page' })
          .where('id', '=', (eb) => eb.selectFrom('pages').select('published_version_id').where('id', '=', retitled!))
          .execute();
        refreshed = Promise.all([index.refreshPage(withdrawn!), index.refreshPage(retitled!)]);
      }
      return real.replacePrepared!.call(real, db, rows, leaveOut);
    };
    await index.indexAll();
    await refreshed;
    await index.shutdown();
    expect(withdrawn).toBeDefined();
    expect(leftOut.map((pageIds) => pageIds.sort((a, b) => a - b))).toContainEqual([withdrawn, retitled]);
    const indexed = await t.deps.db.selectFrom('search_documents').select(['page_id', 'title']).where('page_id', 'in', pages).execute();
    expect(indexed.map((row) => row.page_id).sort((a, b) => a - b)).toEqual(pages.filter((pageId) => pageId !== withdrawn));
    expect(indexed.find((row) => row.page_id === retitled)?.title).toBe('Retitled page');
    // The full-text tables hold the new title's words for it and not the old ones', nothing for
    // the page taken off, and as many listing rows (all of the new title) as a page like it.
    const { locale } = await t.deps.db
      .selectFrom('search_documents')
      .select('locale')
      .where('page_id', '=', pages[0]!)
      .executeTakeFirstOrThrow();
    const holding = async (table: 'search_fts' | 'search_title_fts', word: string) => {
      const match = `title_terms : "${indexTerms(word, locale)}"`;
      const { rows } = await sql<{
        id: number;
      }>`SELECT rowid AS id FROM ${sql.table(table)} WHERE ${sql.table(table)} MATCH ${match}`.execute(t.deps.db);
      return rows
        .map((row) => Number(row.id))
        .filter((pageId) => pages.includes(pageId))
        .sort((a, b) => a - b);
    };
    for (const table of ['search_fts', 'search_title_fts'] as const) {
      expect(await holding(table, 'raced'), table).toEqual(pages.filter((pageId) => pageId !== withdrawn && pageId !== retitled));
      expect(await holding(table, 'retitled'), table).toEqual([retitled]);
    }
    const listing = (pageId: number) => t.deps.db.selectFrom('search_facets').select('title_key').where('page_id', '=', pageId).execute();
    const retitledRows = await listing(retitled!);
    expect(retitledRows.length).toBe((await listing(pages[0]!)).length);
    expect(retitledRows.every((row) => row.title_key.startsWith('retitled page'))).toBe(true);
    expect(await listing(withdrawn!)).toEqual([]);
  });

  it('refuses a read after it closed, and a file it cannot open, instead of waiting forever', async ({ skip }) => {
    if (!onSqlite()) skip();
    const closed = openThreadReader(t.database.sqliteFile!);
    await closed.close();
    await expect(closed.read(0, 2, 'nl-nl', INDEXED_AT)).rejects.toThrow(/closed/);
    const missing = openThreadReader(`${t.database.sqliteFile!}.missing`);
    try {
      await expect(missing.read(0, 2, 'nl-nl', INDEXED_AT)).rejects.toThrow(/unable to open|does not exist|no such file|SQLITE_CANTOPEN/i);
    } finally {
      await missing.close();
    }
  });
});
