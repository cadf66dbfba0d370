import { CompiledQuery, sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { columnContains, trigramsNarrow } from '../lib/sql-search.ts';
import { MIGRATIONS } from './migrations/index.ts';
import { TRIGRAM_INDEXES } from './migrations/0036-trigram-direct-updates.ts';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';
import { withoutTableScans } from './without-table-scans.ts';

/** Migrations 0035 and 0036: on PostgreSQL the admin's "contains" searches (lib/sql-search.ts) can read a trigram index. */
describe.runIf(process.env.DATABASE_URL?.startsWith('postgres'))('trigram indexes (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  /** The plan of a query as the repositories build it. */
  const plan = async (query: Compilable) => {
    const { sql: text, parameters } = query.compile();
    // The test's tables are tiny, so the planner would scan them: take the scan away to see the index serve.
    return t.deps.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const explained = await trx.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN ${text}`, [...parameters]));
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  };

  it('serve a search term in titles and addresses, with the LIKE wildcards escaped', async () => {
    const term = 'ot_ter%';
    const explained = await plan(
      t.deps.db
        .selectFrom('pages')
        .select('id')
        .where((eb) => eb.or([columnContains('pages.concept_title', term), columnContains('pages.slug', term)])),
    );
    expect(explained).toContain('pages_concept_title_trgm_idx');
    expect(explained).toContain('pages_slug_trgm_idx');
  });

  it("serve the overview's capped count of a search term, which the planner would take for a short scan", async () => {
    const capped = (executor: typeof t.deps.db) =>
      executor
        .selectFrom('pages')
        .select('id')
        .where((eb) => eb.or([columnContains('pages.concept_title', 'otter'), columnContains('pages.slug', 'otter')]))
        .limit(1026)
        .explain();
    const planText = (rows: Record<string, unknown>[]) => rows.map((row) => String(row['QUERY PLAN'])).join('\n');
    expect(planText(await capped(t.deps.db))).toContain('Seq Scan on pages');
    expect(planText(await withoutTableScans(t.deps.db, (executor) => capped(executor as typeof t.deps.db)))).toContain(
      'pages_concept_title_trgm_idx',
    );
  });

  it('yield every row for a term without three letters or digits in a row, so such a term is not forced onto them', async () => {
    const indexRows = async (term: string) => {
      const explained = await t.deps.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL enable_seqscan = off`.execute(trx);
        const query = trx.selectFrom('pages').select('id').where(columnContains('pages.concept_title', term)).compile();
        return trx.executeQuery<{ 'QUERY PLAN': string }>(
          CompiledQuery.raw(`EXPLAIN (ANALYZE, COSTS OFF, TIMING OFF) ${query.sql}`, [...query.parameters]),
        );
      });
      const line = explained.rows
        .map((row) => row['QUERY PLAN'])
        .find((text) => text.includes('Bitmap Index Scan on pages_concept_title_trgm_idx'));
      return Number(/actual rows=(\d+)/.exec(line ?? '')?.[1]);
    };
    const now = new Date().toISOString();
    await sql`INSERT INTO pages (slug, type, locale, translation_group, concept_dirty, concept_title, created_at, updated_at)
      SELECT 'trigram/' || n, 'project', 'nl-nl', 'trigram-' || n, 0, 'Otters ' || n, ${now}, ${now} FROM generate_series(1, 8) AS n`.execute(
      t.deps.db,
    );
    const pages = Number((await sql<{ n: string }>`SELECT count(*) AS n FROM pages`.execute(t.deps.db)).rows[0]!.n);
    expect(pages).toBeGreaterThanOrEqual(8);
    expect(trigramsNarrow('ot')).toBe(false);
    expect(await indexRows('ot')).toBe(pages);
    expect(trigramsNarrow('zqxj')).toBe(true);
    expect(await indexRows('zqxj')).toBe(0);
    // Two letters beside another character: pg_trgm pads them into trigrams ("ot ", " er").
    expect(trigramsNarrow('ot-er')).toBe(true);
    expect(await indexRows('ot-er')).toBeLessThan(pages);
  });

  it('serve a search in the media library', async () => {
    expect(await plan(t.deps.db.selectFrom('media_files').select('id').where(columnContains('file_name', 'otter')))).toContain(
      'media_files_file_name_trgm_idx',
    );
  });

  it("a refused step leaves the migration's transaction usable: no indexes, and the migration goes on", async () => {
    // Run again, every CREATE INDEX is refused (they exist): the savepoint takes the refusal back.
    const after = await t.deps.db.transaction().execute(async (trx) => {
      await MIGRATIONS['0035-trigram-search']!.up(trx as never, 'postgres');
      return (await sql<{ one: number }>`SELECT 1 AS one`.execute(trx)).rows[0]?.one;
    });
    expect(after).toBe(1);
  });

  it('take changes into their tree at once (0036: fastupdate off), so no search reads a pending list', async () => {
    const options = await sql<{ name: string; options: string[] | null }>`SELECT c.relname AS name, c.reloptions AS options
      FROM pg_class c WHERE c.relname = ANY(${[...TRIGRAM_INDEXES]})
      AND c.relnamespace = (SELECT n.oid FROM pg_namespace n WHERE n.nspname = current_schema())`.execute(t.deps.db);
    expect(options.rows.map((row) => [row.name, row.options]).sort()).toEqual(
      [...TRIGRAM_INDEXES].sort().map((name) => [name, ['fastupdate=off']]),
    );
    // Run again: the same options, and the (empty) pending lists flushed without an error.
    await t.deps.db.transaction().execute((trx) => MIGRATIONS['0036-trigram-direct-updates']!.up(trx as never, 'postgres'));
  });

  it('live in public, outside the installation schema, so dropping a schema keeps them for the others', async () => {
    const row = (
      await sql<{ schema: string }>`SELECT n.nspname AS schema FROM pg_extension e
        INNER JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`.execute(t.deps.db)
    ).rows[0];
    expect(row?.schema).toBe('public');
  });
});
