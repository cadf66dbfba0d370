import { sql, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test-support/test-app.ts';
import { spacedBody, windowColumns, windowRow } from '../search.repository.ts';
import { windowStats } from './ranking-window.ts';

/**
 * The ranking's inputs are computed in the database (windowColumns) instead of from the text in
 * JavaScript: both must count alike, whole terms only, on SQLite and on PostgreSQL.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const cases: { title: string; body: string; terms: string[] }[] = [
  { title: 'otter bever', body: 'otter otter x otter', terms: ['otter'] },
  { title: 'x', body: 'otters xotter otter-', terms: ['otter'] },
  { title: 'privacyverklar', body: '', terms: ['privacy', 'verklar'] },
  { title: 'één', body: 'straße straße straß straßen', terms: ['straße', 'één', 'ontbreekt'] },
  { title: '', body: 'a a a b a', terms: ['a', 'b'] },
];

/** A row of stemmed text with its spaced body, as the engine's section query builds it. */
function windowSource(title: string, body: string, inWindow: RawBuilder<unknown>) {
  const raw = sql`(SELECT ${title} AS title_terms, ${body} AS body_terms)`.as('raw');
  return t.database.db.selectFrom(raw).selectAll('raw').select(spacedBody('raw', inWindow)).as('w');
}

describe('window columns', () => {
  it.each(cases)('count as the JavaScript scoring does: $body / $terms', async ({ title, body, terms }) => {
    const row = await t.database.db
      .selectFrom(windowSource(title, body, sql`1 = 1`))
      .select([sql<number>`7`.as('page_id'), sql<number>`-1`.as('priority'), ...windowColumns('w', terms)])
      .executeTakeFirstOrThrow();
    const expected = windowStats({ pageId: 7, priority: -1, titleTerms: title, bodyTerms: body }, terms);
    expect(windowRow(row, terms.length)).toEqual(expected);
  });

  it('leaves the rows past the window without inputs', async () => {
    const row = await t.database.db
      .selectFrom(windowSource('otter', 'otter', sql`1 = 0`))
      .select([sql<number>`3`.as('page_id'), sql<number>`0`.as('priority'), ...windowColumns('w', ['otter'])])
      .executeTakeFirstOrThrow();
    expect(windowRow(row, 1)).toEqual({ pageId: 3, priority: 0, titleTerms: '', length: 0, bodyOccurrences: [] });
  });
});
