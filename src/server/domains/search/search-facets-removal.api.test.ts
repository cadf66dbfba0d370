import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LZ4_COLUMNS, supportsLz4 } from '../../db/migrations/0044-postgres-search-writes.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { searchListingHelpers } from './search-listing.test-helpers.ts';

const onPostgres = process.env.DATABASE_URL?.startsWith('postgres') ?? false;

/**
 * The listing rows (search_facets) go with their document, however it goes: on PostgreSQL a
 * statement trigger on the documents removes them (migration 0044: no foreign key checks each
 * row any more), on SQLite their foreign key to the page. Deleted here in SQL, past the services,
 * as an operator's statement or a cascade would.
 */
let t: TestApp;
let admin: TestAgent;
const listing = searchListingHelpers('facet-weg', () => ({ app: t, admin }));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

async function listingRowsOf(pageIds: number[]): Promise<number> {
  const { rows } = await sql<{
    n: number | string;
  }>`SELECT count(*) AS n FROM search_facets WHERE page_id IN (${sql.join(pageIds)})`.execute(t.deps.db);
  return Number(rows[0]?.n ?? 0);
}

describe('listing rows of a removed search document', () => {
  it('go when the page is deleted (its document goes with it)', async () => {
    const gone = await listing.page('Weg met deze pagina', { html: '<p>Tijdelijk.</p>', typeData: { themes: ['BIODIVERSITY'] } });
    const kept = await listing.page('Deze blijft', { html: '<p>Blijvend.</p>', typeData: { themes: ['BIODIVERSITY'] } });
    expect(await listingRowsOf([gone])).toBeGreaterThan(0);
    const keptRows = await listingRowsOf([kept]);
    expect(keptRows).toBeGreaterThan(0);

    await sql`DELETE FROM pages WHERE id = ${gone}`.execute(t.deps.db);

    expect(await listingRowsOf([gone])).toBe(0);
    expect(await listingRowsOf([kept])).toBe(keptRows);
    expect(await listing.titles({ themes: ['BIODIVERSITY'], locales: ['nl-nl'] })).toEqual(['Deze blijft']);
  });

  // SQLite's rows follow the page alone (its engine removes both itself).
  it.runIf(onPostgres)('go when documents are deleted, several in one statement (PostgreSQL)', async () => {
    const first = await listing.page('Eerste', { html: '<p>Een.</p>', type: 'news' });
    const second = await listing.page('Tweede', { html: '<p>Twee.</p>', type: 'news' });
    expect(await listingRowsOf([first, second])).toBeGreaterThan(0);

    await sql`DELETE FROM search_documents WHERE page_id IN (${first}, ${second})`.execute(t.deps.db);

    expect(await listingRowsOf([first, second])).toBe(0);
    expect(await listing.titles({ pageTypes: ['news'], locales: ['nl-nl'] })).toEqual([]);
  });

  it.runIf(onPostgres)(
    "go with pages deleted together from a session whose search_path is another schema's (PostgreSQL: the trigger names the documents' own)",
    async () => {
      const first = await listing.page('Eerste dienst', { html: '<p>Een.</p>', type: 'innovation' });
      const second = await listing.page('Tweede dienst', { html: '<p>Twee.</p>', type: 'innovation' });
      expect(await listingRowsOf([first, second])).toBeGreaterThan(0);
      const schema = (await sql<{ name: string }>`SELECT current_schema() AS name`.execute(t.deps.db)).rows[0]!.name;

      await t.deps.db.transaction().execute(async (trx) => {
        await sql`SET LOCAL search_path TO public`.execute(trx);
        await sql`DELETE FROM ${sql.id(schema, 'pages')} WHERE id IN (${first}, ${second})`.execute(trx);
      });

      expect(await listingRowsOf([first, second])).toBe(0);
      expect(await listing.titles({ pageTypes: ['innovation'], locales: ['nl-nl'] })).toEqual([]);
    },
  );
});

describe.runIf(onPostgres)('PostgreSQL search documents (migration 0044)', () => {
  it('compress their long values with lz4 where the server has it, the listing rows check no key on insert', async () => {
    const { rows: methods } = await sql<{ column: string; method: string }>`SELECT attname AS column, attcompression AS method
      FROM pg_attribute WHERE attrelid = 'search_documents'::regclass AND attnum > 0 AND NOT attisdropped`.execute(t.deps.db);
    const lz4 = methods.filter((row) => row.method === 'l').map((row) => row.column);
    expect(lz4.sort()).toEqual((await supportsLz4(t.deps.db)) ? [...LZ4_COLUMNS].sort() : []);
    const { rows: keys } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM pg_constraint
      WHERE conrelid = 'search_facets'::regclass AND contype = 'f'`.execute(t.deps.db);
    expect(Number(keys[0]?.n)).toBe(0);
  });

  // Last: it empties the index of this file's app.
  it('empty the listing rows when the documents are truncated (no delete trigger fires for TRUNCATE)', async () => {
    const kept = await listing.page('Over de afkapping', { html: '<p>Afgekapt.</p>', typeData: { themes: ['BIODIVERSITY'] } });
    expect(await listingRowsOf([kept])).toBeGreaterThan(0);

    await sql`TRUNCATE search_documents`.execute(t.deps.db);

    const { rows } = await sql<{ n: number | string }>`SELECT count(*) AS n FROM search_facets`.execute(t.deps.db);
    expect(Number(rows[0]?.n)).toBe(0);
  });
});
