import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { searchFiles, SORTED_SEARCH_MATCHES } from './media.repository.ts';

/**
 * The media search on PostgreSQL sorts the trigram index's matches up to SORTED_SEARCH_MATCHES
 * and walks the name order past that: both must list the same files as one ordered query.
 * 2,100 files named "photo-<n>.jpg" (every one matches "photo"), 40 of them "otter-<n>.jpg" in
 * a folder of their own.
 */
describe.runIf(process.env.DATABASE_URL?.startsWith('postgres'))('media search bound (PostgreSQL)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    const now = new Date().toISOString();
    await sql`INSERT INTO media_files (directory, file_name, name_key, kind, mime_type, size, hash, default_alt_text, shared, created_at, updated_at)
      SELECT CASE WHEN n % 50 = 0 THEN '/Otters' ELSE '/' END,
        CASE WHEN n % 50 = 0 THEN 'otter-' ELSE 'photo-' END || n || '.jpg',
        CASE WHEN n % 50 = 0 THEN 'otter-' ELSE 'photo-' END || n || '.jpg',
        'image', 'image/jpeg', 1, 'hash-' || n, '', 0, ${now}, ${now}
      FROM generate_series(1, 2100) AS n`.execute(t.deps.db);
    await sql`ANALYZE media_files`.execute(t.deps.db);
  });
  afterAll(async () => t.close());

  /** The same search as one query ordered by name: what both paths must return. */
  async function ordered(term: string, directory: string, limit: number): Promise<string[]> {
    const rows = await t.deps.db
      .selectFrom('media_files')
      .select('file_name')
      .where(sql<boolean>`lower(file_name) like ${`%${term}%`}`)
      .$if(directory !== '/', (query) => query.where('directory', '=', directory))
      .orderBy('name_key')
      .limit(limit)
      .execute();
    return rows.map((row) => row.file_name);
  }

  it('sorts a term with fewer matches than the bound, in a folder and everywhere', async () => {
    const otters = (await searchFiles(t.deps.db, '/', 'otter', 200)).map((row) => row.file_name);
    expect(otters.length).toBeGreaterThanOrEqual(42);
    expect(otters).toEqual(await ordered('otter', '/', 200));
    expect((await searchFiles(t.deps.db, '/Otters', 'otter-1', 5)).map((row) => row.file_name)).toEqual(
      await ordered('otter-1', '/Otters', 5),
    );
    expect(await searchFiles(t.deps.db, '/', 'zebra', 200)).toEqual([]);
  });

  it('walks the name order for a term in more names than the bound', async () => {
    const photos = (await searchFiles(t.deps.db, '/', 'photo', 200)).map((row) => row.file_name);
    expect(await ordered('photo', '/', SORTED_SEARCH_MATCHES + 1)).toHaveLength(SORTED_SEARCH_MATCHES + 1);
    expect(photos).toEqual(await ordered('photo', '/', 200));
  });
});
