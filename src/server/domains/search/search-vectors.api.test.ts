import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';

/**
 * Migration 0040 (PostgreSQL): the search vectors are the stemmed terms split at their spaces,
 * and the queries take their lexemes as they are. Words of every kind the tokenizer keeps
 * (accented letters folded, digits, letters and digits mixed, other scripts) must give the
 * vectors the text parser gave before, and be found.
 */
describe('search vectors from the terms (PostgreSQL)', () => {
  let t: TestApp;
  let admin: TestAgent;
  let pageId: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.adminAgent();
    const created = await admin.post('/api/page/create', {
      type: 'blank',
      locale: 'en-gb',
      typeData: {},
      title: 'Één café voor otters',
      slug: 'vectors/mixed-words',
      content: [
        { key: 'k0', type: 'richText', props: { html: '<p>Survey 2024 of covid19 bats, 3rd round, Ωmega λόγος 水獭 ÆØÅ don’t x-ray</p>' } },
      ],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    pageId = created.body.pageID as number;
    const published = await admin.post(`/api/page/${pageId}/publish`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
  });
  afterAll(async () => t?.close());

  const onPostgres = () => t.database.dialect === 'postgres';

  it('holds the lexemes the text parser made of the same terms', async ({ skip }) => {
    if (!onPostgres()) skip();
    const { rows } = await sql<{ same_all: boolean; same_title: boolean; lexemes: number }>`SELECT
        search_vector = strip(to_tsvector('simple', title_terms) || to_tsvector('simple', body_terms) || to_tsvector('simple', facets)) AS same_all,
        title_vector = strip(to_tsvector('simple', title_terms) || to_tsvector('simple', facets)) AS same_title,
        length(search_vector) AS lexemes
      FROM search_documents WHERE page_id = ${pageId}`.execute(t.deps.db);
    expect(rows).toEqual([{ same_all: true, same_title: true, lexemes: expect.any(Number) }]);
    expect(rows[0]!.lexemes).toBeGreaterThan(15);
  });

  it.each(['cafe', 'één', '2024', 'covid19', '3rd', 'ωmega', 'λόγος', 'æøå', '水獭', 'don', 'ray', 'otters'])(
    'finds the page by "%s"',
    async (term) => {
      const response = await t.agent().post('/api/search/search', { term, locales: ['en-gb'], pageTypes: [], count: 10, offset: 0 });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      expect((response.body.results as { pageID: number }[]).map((result) => result.pageID)).toContain(pageId);
    },
  );
});
