import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { capturingStatements, explainStatement } from '../../../test-support/statement-plans.ts';
import { SEARCH_OUTSIDE_SAMPLE_PREDICATE, SEARCH_SAMPLE_PREDICATE } from '../../../db/search-sample.ts';
import { postgresFtsEngine } from './postgres-fts.repository.ts';
import { postgresWordReads } from './postgres-word-reads.repository.ts';
import type { EngineQuery, IndexedDocument } from './search-engine.ts';

/**
 * Migration 0038 and the PostgreSQL engine's reads: a search reads the matches of a sample (an
 * eighth of the pages, with partial GIN indexes of their own) before the others, and a common
 * word's frequency comes from the sample. 4,000 documents: every one holds "otter", 3,200 have
 * it in the title, 1,200 hold "das" and 30 hold "vos".
 */
describe.runIf(process.env.DATABASE_URL?.startsWith('postgres'))('search sample (PostgreSQL)', () => {
  let t: TestApp;
  let ids: number[] = [];
  const DOCUMENTS = 4000;

  const document = (pageId: number, index: number): IndexedDocument => {
    const words = ['otter', ...(index % 10 < 3 ? ['das'] : []), ...(index < 30 ? ['vos'] : [])].join(' ');
    const title = index < 3200 ? 'otter bever' : 'bever';
    return {
      pageId,
      locale: 'nl-nl',
      pageType: 'project',
      title,
      body: words,
      url: `/nl/sample/${index}`,
      themes: [],
      services: [],
      titleTerms: title,
      bodyTerms: words,
      priority: 0,
    };
  };

  beforeAll(async () => {
    t = await createTestApp();
    const now = new Date().toISOString();
    const created = await sql<{
      id: number;
    }>`INSERT INTO pages (slug, type, locale, translation_group, concept_dirty, created_at, updated_at)
      SELECT 'sample/' || n, 'project', 'nl-nl', 'sample-' || n, 0, ${now}, ${now} FROM generate_series(1, ${DOCUMENTS}) AS n
      RETURNING id`.execute(t.deps.db);
    ids = created.rows.map((row) => row.id).sort((a, b) => a - b);
    for (let start = 0; start < ids.length; start += 1000)
      await postgresFtsEngine.replaceMany(
        t.deps.db,
        ids.slice(start, start + 1000).map((id, offset) => document(id, start + offset)),
      );
    await sql`VACUUM ANALYZE search_documents`.execute(t.deps.db);
  }, 60_000);
  afterAll(async () => t.close());

  const query = (terms: string[], count: number, offset: number): EngineQuery => ({
    groups: [{ locales: ['nl-nl'], terms }],
    pageTypes: [],
    themes: [],
    services: [],
    publicTagKeys: null,
    count,
    offset,
  });

  it('pages through every match once, the count exact up to 1,000 and a lower bound past it', async () => {
    const expected = ids.filter((_, index) => index % 10 < 3);
    const seen: number[] = [];
    for (let offset = 0; offset < expected.length; offset += 100) {
      const answer = await postgresFtsEngine.query(t.deps.db, query(['das'], 100, offset));
      // The count goes as far as the page's end: exact once that passes the last match.
      if (offset + 100 < expected.length) {
        expect(answer.totalIsEstimate).toBe(true);
        expect(answer.total).toBe(Math.max(1000, offset + 100));
      } else {
        expect(answer.total).toBe(expected.length);
        expect(answer.totalIsEstimate).toBeUndefined();
      }
      seen.push(...answer.hits.map((hit) => hit.pageId));
    }
    expect(seen).toHaveLength(expected.length);
    expect([...seen].sort((a, b) => a - b)).toEqual(expected);
    const rare = await postgresFtsEngine.query(t.deps.db, query(['vos'], 50, 0));
    expect(rare.total).toBe(30);
    expect(rare.totalIsEstimate).toBeUndefined();
    expect(rare.hits.map((hit) => hit.pageId).sort((a, b) => a - b)).toEqual(ids.slice(0, 30));
  });

  it("puts the sample's matches first where the window's ranking does not reorder them", async () => {
    // Past the title matches' window of 300 the candidates keep the order they were read in.
    const answer = await postgresFtsEngine.query(t.deps.db, query(['otter'], 400, 300));
    const inSample = await sampledPages();
    const flags = answer.hits.map((hit) => inSample.has(hit.pageId));
    const firstOutside = flags.indexOf(false);
    expect(firstOutside).toBeGreaterThan(0);
    expect(flags.slice(firstOutside)).not.toContain(true);
  });

  it('reads only the sample when it holds enough: the other pages are never scanned', async () => {
    const plan = await explainLast((reads) => reads.countAndTitles({ locales: ['nl-nl'], terms: ['otter'] }, 1001, 300));
    expect(plan).toMatch(/Bitmap Index Scan on search_documents_sample_title_vector_idx \(actual rows=\d+/);
    expect(plan).toMatch(/Bitmap Index Scan on search_documents_rest_title_vector_idx \(never executed\)/);
    // The sample holds about 500 matches of "otter", past twice its share of the cap (251):
    // more than 1,000 in all, without counting the other pages.
    expect(plan).toMatch(/Bitmap Index Scan on search_documents_sample_vector_idx \(actual rows=\d+/);
    expect(plan).toMatch(/Bitmap Index Scan on search_documents_rest_vector_idx \(never executed\)/);
    const answer = await postgresFtsEngine.query(t.deps.db, query(['otter'], 10, 0));
    expect([answer.total, answer.totalIsEstimate]).toEqual([1000, true]);
  });

  it('counts exactly up to the cap when the sample holds fewer than twice its share', async () => {
    const inSample = await sampledPages();
    // About 150 of the 1,200 "das" documents are in the sample: the count goes on to the others.
    const plan = await explainLast((reads) => reads.countAndTitles({ locales: ['nl-nl'], terms: ['das'] }, 1001, 300));
    expect(plan).toMatch(/Bitmap Index Scan on search_documents_rest_vector_idx \(actual rows=\d+/);
    // The other pages have an index of their own (0043): none of the sample's rows is fetched
    // again only to be dropped by the predicate.
    expect(plan).not.toMatch(/Rows Removed by Filter/);
    const sampled = ids.filter((id, index) => index % 10 < 3 && inSample.has(id)).length;
    expect(sampled).toBeLessThan(251);
    // Asked for a page ending at 1,200, the count runs to 1,201 and finds the 1,200 exactly.
    const all = await postgresFtsEngine.query(t.deps.db, query(['das'], 100, 1100));
    expect([all.total, all.totalIsEstimate]).toEqual([1200, undefined]);
  });

  it("weighs a word the sample holds 16 times or more from the sample's count, and a rarer one by its exact count", async () => {
    const frequency = (term: string, limit: number) =>
      t.deps.db.transaction().execute((trx) => postgresWordReads(trx, query([term], 10, 0)).frequency(term, limit));
    // About 500 of the 4,000 "otter" documents are in the sample: past a limit of 2,000 / 8.
    // (The values alone would hold for an exact count too: the plans below show the sample's use.)
    expect(await frequency('otter', 2000)).toBe(2000);
    const inSample = await sampledPages();
    expect(await frequency('otter', 8000)).toBe(8 * ids.filter((id) => inSample.has(id)).length);
    // About 150 of the 1,200 "das" documents are in the sample: eight times that, no count.
    const dasInSample = ids.filter((id, index) => index % 10 < 3 && inSample.has(id)).length;
    expect(dasInSample).toBeGreaterThanOrEqual(16);
    expect(await frequency('das', 2000)).toBe(8 * dasInSample);
    // About 4 of the 30 "vos" documents are: counted exactly.
    expect(ids.filter((id, index) => index < 30 && inSample.has(id)).length).toBeLessThan(16);
    expect(await frequency('vos', 2000)).toBe(30);
    expect(await frequency('ontbreekt', 2000)).toBe(0);
    for (const term of ['otter', 'das']) {
      const common = await explainLast((reads) => reads.frequency(term, 2000));
      expect(common).toMatch(/Bitmap Index Scan on search_documents_rest_vector_idx \(never executed\)/);
    }
    // The sample's few are counted there, the others in their own index (0043): 30 in all.
    const vosInSample = ids.filter((id, index) => index < 30 && inSample.has(id)).length;
    const rare = await explainLast((reads) => reads.frequency('vos', 2000));
    expect(rare).toMatch(new RegExp(`Bitmap Index Scan on search_documents_rest_vector_idx \\(actual rows=${30 - vosInSample}\\b`));
  });

  it("reads the common words' frequencies from ANALYZE's statistics (pg_stats), estimated over all rows", async () => {
    const frequencies = await t.deps.db
      .transaction()
      .execute((trx) => postgresWordReads(trx, query(['otter'], 10, 0)).commonTermFrequencies!());
    const documents = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM search_documents`.execute(t.deps.db)).rows[0]!.n);
    // ANALYZE read every row of so small a table: the shares times the row count are the counts.
    expect(frequencies.get('otter')).toBeGreaterThanOrEqual(DOCUMENTS);
    expect(frequencies.get('otter')).toBeLessThanOrEqual(documents);
    expect(frequencies.get('das')).toBeGreaterThanOrEqual(1200);
    expect(frequencies.get('das')).toBeLessThan(1200 + documents - DOCUMENTS + 1);
    expect(frequencies.has('ontbreekt')).toBe(false);
  });

  it('reads the same first candidates whatever the limit, so the window never depends on the page asked for', async () => {
    const reads = (trx: Parameters<typeof postgresWordReads>[0]) => postgresWordReads(trx, query(['otter'], 10, 0));
    const [longTitles, shortTitles, longOthers, shortOthers] = await t.deps.db
      .transaction()
      .execute(async (trx) => [
        (await reads(trx).countAndTitles({ locales: ['nl-nl'], terms: ['otter'] }, 1001, 900)).titles,
        (await reads(trx).countAndTitles({ locales: ['nl-nl'], terms: ['otter'] }, 1001, 300)).titles,
        await reads(trx).others({ locales: ['nl-nl'], terms: ['otter', 'das'] }, 700),
        await reads(trx).others({ locales: ['nl-nl'], terms: ['otter', 'das'] }, 300),
      ]);
    expect(longTitles).toHaveLength(900);
    expect(longTitles.slice(0, 300)).toEqual(shortTitles);
    expect(longOthers).toHaveLength(700);
    expect(longOthers.slice(0, 300)).toEqual(shortOthers);
  });

  it('has the partial indexes of migrations 0038 and 0043 stating the predicates the reads send, and no index of every document', async () => {
    const { rows } = await sql<{ name: string; definition: string }>`SELECT c.relname AS name, pg_get_indexdef(c.oid) AS definition
      FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am am ON am.oid = c.relam
      WHERE i.indrelid = 'search_documents'::regclass AND am.amname = 'gin' ORDER BY c.relname`.execute(t.deps.db);
    expect(rows.map((row) => row.name)).toEqual([
      'search_documents_rest_title_vector_idx',
      'search_documents_rest_vector_idx',
      'search_documents_sample_title_vector_idx',
      'search_documents_sample_vector_idx',
    ]);
    for (const { name, definition } of rows)
      expect(definition).toContain(`WHERE (${name.includes('_rest_') ? SEARCH_OUTSIDE_SAMPLE_PREDICATE : SEARCH_SAMPLE_PREDICATE})`);
  });

  /** The plan, as run, of the last statement `read` sends. */
  async function explainLast(read: (reads: ReturnType<typeof postgresWordReads>) => Promise<unknown>): Promise<string> {
    const capture = capturingStatements(t.deps.db);
    await t.deps.db.transaction().execute((trx) => read(postgresWordReads(trx.withPlugin(capture.plugin), query(['otter'], 10, 0))));
    return explainStatement(t.deps.db, capture.statements.at(-1)!, 'ANALYZE, COSTS OFF, TIMING OFF', ['enable_seqscan']);
  }

  async function sampledPages(): Promise<Set<number>> {
    const { rows } = await sql<{ page_id: number }>`SELECT page_id FROM search_documents WHERE ${sql.raw(SEARCH_SAMPLE_PREDICATE)}`.execute(
      t.deps.db,
    );
    return new Set(rows.map((row) => row.page_id));
  }
});
