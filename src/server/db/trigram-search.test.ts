import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app.ts';

/** Migration 0035: on PostgreSQL the admin's "contains" searches can read a trigram index. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe.runIf(process.env.DATABASE_URL?.startsWith('postgres'))('trigram indexes (PostgreSQL)', () => {
  const plan = async (query: ReturnType<typeof sql>) => {
    // The test's tables are tiny, so the planner would scan them: take the scan away to see the index serve.
    return t.deps.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const rows = (await sql<{ 'QUERY PLAN': string }>`EXPLAIN ${query}`.execute(trx)).rows;
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
  };

  it('serve a search term in titles and addresses, escaped as the repositories escape it', async () => {
    const explained = await plan(
      sql`SELECT id FROM pages WHERE lower(concept_title) LIKE ${'%ot\\_ter%'} ESCAPE '\\' OR lower(slug) LIKE ${'%ot\\_ter%'} ESCAPE '\\'`,
    );
    expect(explained).toContain('pages_concept_title_trgm_idx');
    expect(explained).toContain('pages_slug_trgm_idx');
  });

  it('serve a search in the media library', async () => {
    expect(await plan(sql`SELECT id FROM media_files WHERE lower(file_name) LIKE ${'%otter%'} ESCAPE '\\'`)).toContain(
      'media_files_file_name_trgm_idx',
    );
  });

  it('live in public, outside the installation schema, so dropping a schema keeps them for the others', async () => {
    const row = (
      await sql<{ schema: string }>`SELECT n.nspname AS schema FROM pg_extension e
        INNER JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`.execute(t.deps.db)
    ).rows[0];
    expect(row?.schema).toBe('public');
  });
});
