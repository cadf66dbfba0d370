import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { publishedPages } from '../search-index.test-helpers.ts';
import { SearchIndex } from '../search-index.service.ts';
import type { SearchEngine } from './search-engine.ts';
import { mergeSettings } from './fts5-merges.repository.ts';

const DEFAULTS = { automerge: '4', crisismerge: '16', deletemerge: '10' };
const HELD = { automerge: '0', crisismerge: '64', deletemerge: '0' };

/** A SQLite rebuild holds FTS5's merges until its end (fts5-merges.repository.ts). */
describe('FTS5 merges during a rebuild (SQLite)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await publishedPages(t, 'Merged', 3);
  });
  afterAll(async () => t?.close());

  const rebuildWith = (replaceMany: SearchEngine['replaceMany']) => {
    const engine = Object.create(t.deps.searchEngine, { replaceMany: { value: replaceMany } }) as SearchEngine;
    return new SearchIndex(t.deps.db, engine, pino({ level: 'silent' }), { instanceId: 'merges', batchSize: 2 });
  };

  it('are held while the batches are written and given back after', async ({ skip }) => {
    if (t.database.dialect !== 'sqlite') skip();
    const during: unknown[] = [];
    const index = rebuildWith(async (db, documents) => {
      during.push(await mergeSettings(db));
      return t.deps.searchEngine.replaceMany(db, documents);
    });
    await index.indexAll();
    await index.shutdown();
    expect(during.length).toBeGreaterThan(1);
    for (const settings of during) expect(settings).toEqual({ search_fts: HELD, search_title_fts: HELD });
    expect(await mergeSettings(t.deps.db)).toEqual({ search_fts: DEFAULTS, search_title_fts: DEFAULTS });
    const found = await t.agent().post('/api/search/search', { term: 'merged', locales: ['nl-nl'], pageTypes: [], count: 10, offset: 0 });
    expect(found.body.results).toHaveLength(3);
  });

  it('are given back when a rebuild fails', async ({ skip }) => {
    if (t.database.dialect !== 'sqlite') skip();
    const index = rebuildWith(async () => {
      throw new Error('disk full');
    });
    await expect(index.indexAll()).rejects.toThrow('disk full');
    await index.shutdown();
    expect(await mergeSettings(t.deps.db)).toEqual({ search_fts: DEFAULTS, search_title_fts: DEFAULTS });
  });
});
