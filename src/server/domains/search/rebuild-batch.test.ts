import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { createPage, publish, uniqueSlug } from '../pages/pages.test-helpers.ts';
import { readRebuildBatch } from './rebuild-batch.ts';

/** A rebuild's batch is read a chunk at a time (rebuild-batch.ts) and must add up to the same pages. */
describe('readRebuildBatch', () => {
  let t: TestApp;
  let before: number;
  const published: number[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const admin = await t.adminAgent();
    before = Number(
      (
        await t.deps.db
          .selectFrom('pages')
          .select((eb) => eb.fn.max('id').as('id'))
          .executeTakeFirstOrThrow()
      ).id ?? 0,
    );
    for (let index = 0; index < 6; index += 1) {
      const { pageID } = await createPage(admin, { title: `Batch page ${index}`, slug: uniqueSlug('batch') });
      // Every third page stays a concept: the rebuild never reads it.
      if (index % 3 !== 2) {
        await publish(t, pageID);
        published.push(pageID);
      }
    }
  });
  afterAll(async () => t.close());

  it('reads the batch in chunks, published pages only, in id order, and says where it ended', async () => {
    const first = await readRebuildBatch(t.deps.db, 'nl-nl', before, 3, 2);
    expect(first.read).toBe(3);
    expect(first.documents.map((document) => document.pageId)).toEqual(published.slice(0, 3));
    expect(first.documents[0]?.title).toBe('Batch page 0');
    expect(first.lastPageId).toBe(published[2]);

    const rest = await readRebuildBatch(t.deps.db, 'nl-nl', first.lastPageId, 10, 2);
    expect(rest.read).toBe(1);
    expect(rest.documents.map((document) => document.pageId)).toEqual(published.slice(3));

    const none = await readRebuildBatch(t.deps.db, 'nl-nl', rest.lastPageId, 10, 2);
    expect(none).toEqual({ documents: [], read: 0, lastPageId: rest.lastPageId });
  });
});
