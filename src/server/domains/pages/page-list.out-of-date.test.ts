import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS } from '../../db/migrations/index.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { listPages } from './page-list.repository.ts';
import { refreshOutOfDate } from './translation-out-of-date.service.ts';
import { groupPages } from './translation-status.repository.ts';
import { statusOf } from './translation-status.service.ts';

/**
 * The overview's "translation out of date" tab reads a flag the SQL rule derives
 * (translation-out-of-date.repository.ts, and a copy in migration 0033's backfill); the
 * translations panel is TypeScript (translation-status.service.ts): all must name the same
 * pages. Groups in every shape the source rules distinguish, written straight into the tables
 * (then derived as a refresh after a change derives them). translation-out-of-date.api.test.ts
 * checks that every kind of change keeps the flag up to date.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const DEFAULT = 'nl-nl';
const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
let serial = 0;

interface Shape {
  locale: string;
  /** Concept saved at this minute. */
  saved: number;
  /** Live version published at this minute (null: never published). */
  published?: number | null;
  /** Index in the group of the page it was made from; 'gone' for a deleted one. */
  madeFrom?: number | 'gone';
  syncedAt?: number;
}

/** Inserts a group of pages and returns their ids in order. */
async function group(shapes: Shape[]): Promise<number[]> {
  const db = t.deps.db;
  serial += 1;
  const name = `ood-${serial}`;
  const ids: number[] = [];
  for (const shape of shapes) {
    const page = await db
      .insertInto('pages')
      .values({
        slug: `ood-${serial}-${ids.length}`,
        type: 'blank',
        locale: shape.locale,
        translation_group: name,
        concept_version_id: null,
        published_version_id: null,
        published_id: null,
        concept_dirty: 1,
        created_by: null,
        created_at: at(0),
        updated_at: at(shape.saved),
        translation_synced_at: shape.syncedAt === undefined ? null : at(shape.syncedAt),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const version = (values: { published_at: string | null; updated_at: string }) =>
      db
        .insertInto('page_versions')
        .values({
          page_id: page.id,
          title: `Out of date ${serial}`,
          blocks: '[]',
          seo_title: '',
          seo_description: '',
          seo_keywords: '[]',
          seo_image: null,
          type_data: '{}',
          revision: 0,
          has_publication_request: 0,
          created_by: null,
          updated_by: null,
          created_at: at(0),
          ...values,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const live = shape.published == null ? null : await version({ published_at: at(shape.published), updated_at: at(shape.published) });
    const concept = await version({ published_at: null, updated_at: at(shape.saved) });
    await db
      .updateTable('pages')
      .set({
        concept_version_id: concept.id,
        published_version_id: live?.id ?? null,
        concept_dirty: live ? 0 : 1,
        concept_title: `Out of date ${serial}`,
      })
      .where('id', '=', page.id)
      .execute();
    ids.push(page.id);
  }
  for (const [index, shape] of shapes.entries()) {
    if (shape.madeFrom === undefined) continue;
    const source = shape.madeFrom === 'gone' ? 999_999_999 : ids[shape.madeFrom]!;
    await db.updateTable('pages').set({ translation_source_id: source }).where('id', '=', ids[index]!).execute();
  }
  // Written past the services: derived here as the services derive it after a change.
  await refreshOutOfDate(db, { groups: [name] });
  return ids;
}

/** The nine shapes; their ids per group. */
async function allShapes(): Promise<number[][]> {
  return [
    // Made from the Dutch page, which was published after the translation's last save.
    await group([
      { locale: DEFAULT, saved: 5, published: 10 },
      { locale: 'en-gb', saved: 6, madeFrom: 0 },
    ]),
    // Saved after the source's publication.
    await group([
      { locale: DEFAULT, saved: 5, published: 10 },
      { locale: 'en-gb', saved: 11, madeFrom: 0 },
    ]),
    // Marked up to date after the source's publication; and one marked before it.
    await group([
      { locale: DEFAULT, saved: 5, published: 10 },
      { locale: 'en-gb', saved: 6, madeFrom: 0, syncedAt: 12 },
      { locale: 'de-de', saved: 6, madeFrom: 0, syncedAt: 8 },
    ]),
    // Source never published.
    await group([
      { locale: DEFAULT, saved: 20, published: null },
      { locale: 'en-gb', saved: 6, madeFrom: 0 },
    ]),
    // No recorded source: the default-language page is the source; the default-language page itself never is behind.
    await group([
      { locale: DEFAULT, saved: 5, published: 10 },
      { locale: 'en-gb', saved: 6 },
    ]),
    // Made from a page since deleted: the default-language page again.
    await group([
      { locale: DEFAULT, saved: 5, published: 10 },
      { locale: 'en-gb', saved: 6, madeFrom: 'gone' },
    ]),
    // Made from the English page: follows it, not the Dutch one.
    await group([
      { locale: DEFAULT, saved: 5, published: 30 },
      { locale: 'en-gb', saved: 2, published: 3 },
      { locale: 'de-de', saved: 4, madeFrom: 1 },
    ]),
    // An English original with a Dutch translation made from it: the original does not follow its translation.
    await group([
      { locale: 'en-gb', saved: 2, published: 3 },
      { locale: DEFAULT, saved: 4, published: 9, madeFrom: 0 },
    ]),
    // No page in the default language and no recorded source: nothing to follow.
    await group([
      { locale: 'en-gb', saved: 2, published: 30 },
      { locale: 'de-de', saved: 4 },
    ]),
  ];
}

/** The pages of the groups the translations panel shows as out of date, by id. */
async function panelOutOfDate(groups: number[][]): Promise<number[]> {
  const expected: number[] = [];
  for (const ids of groups) {
    const name = (await t.deps.db.selectFrom('pages').select('translation_group').where('id', '=', ids[0]!).executeTakeFirstOrThrow())
      .translation_group;
    const rows = await groupPages(t.deps.db, name);
    for (const row of rows) if (statusOf(row, rows, DEFAULT).outOfDate) expected.push(row.id);
  }
  return expected.sort((a, b) => a - b);
}

/** The pages of the groups whose stored flag is set, by id. */
async function flagged(groups: number[][]): Promise<number[]> {
  const rows = await t.deps.db
    .selectFrom('pages')
    .select('id')
    .where('id', 'in', groups.flat())
    .where('translation_out_of_date', '=', 1)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

describe('the translation-out-of-date tab', () => {
  it('names exactly the pages the translations panel shows as out of date', async () => {
    const groups = await allShapes();
    const expected = await panelOutOfDate(groups);
    const all = groups.flat();
    // The shapes above make five of them out of date: a test that cannot fail checks nothing.
    expect(expected).toHaveLength(5);
    expect(await flagged(groups)).toEqual(expected);
    // With and without a search term (the concept's title as the page row keeps it).
    for (const searchTerm of ['Out of date', '']) {
      const listed = await listPages(t.deps.db, {
        type: '',
        locale: '',
        searchTerm,
        filter: 'translationOutOfDate',
        userId: 0,
        sortColumn: '',
        sortOrder: 'asc',
        offset: 0,
        limit: 100,
      });
      expect(
        listed.rows
          .map((row) => row.id)
          .filter((id) => all.includes(id))
          .sort((a, b) => a - b),
        searchTerm,
      ).toEqual(expected);
    }
  });

  it('a recompute of all pages and the migration backfill flag the same pages as the panel', async () => {
    const groups = await allShapes();
    const expected = await panelOutOfDate(groups);
    expect(expected).toHaveLength(5);
    // Every flag wrong first: the recompute must set and clear.
    await t.deps.db
      .updateTable('pages')
      .set((eb) => ({ translation_out_of_date: eb(sql.lit(1), '-', eb.ref('translation_out_of_date')) }))
      .execute();
    expect(await flagged(groups)).not.toEqual(expected);
    await refreshOutOfDate(t.deps.db, 'all');
    expect(await flagged(groups)).toEqual(expected);
    // The migration on a database whose pages were written before it (both dialects).
    await sql`DROP INDEX pages_translation_out_of_date_idx`.execute(t.deps.db);
    await sql`ALTER TABLE pages DROP COLUMN translation_out_of_date`.execute(t.deps.db);
    await MIGRATIONS['0033-translation-out-of-date']!.up(t.deps.db as never, t.deps.dialect);
    expect(await flagged(groups)).toEqual(expected);
  });
});
