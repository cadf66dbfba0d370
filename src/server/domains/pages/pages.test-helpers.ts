import { expect } from 'vitest';
import { nowIso } from '../../lib/clock.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import type { TestApp } from '../../test-support/test-app.ts';
import { syncListingKeys } from './site-listing-keys.repository.ts';
import { refreshOutOfDate } from './translation-out-of-date.service.ts';

let counter = 0;
/** A slug nobody else in the file uses. */
export function uniqueSlug(prefix = 'p'): string {
  counter += 1;
  return `${prefix}-${counter}-${Math.random().toString(36).slice(2, 8)}`;
}

export interface CreatedPage {
  pageID: number;
  pageVersionID: number;
  slug: string;
}

export async function createPage(agent: TestAgent, body: Record<string, unknown> = {}): Promise<CreatedPage> {
  const slug = (body.slug as string | undefined) ?? uniqueSlug();
  const response = await agent.post('/api/page/create', { title: 'A page', type: 'blank', locale: 'nl-nl', ...body, slug });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { pageID: response.body.pageID, pageVersionID: response.body.pageVersionID, slug };
}

/**
 * A shortcut for page tests that need a published page without the publication calls
 * (publication.service.ts, tested in publication/): the concept becomes the published
 * version and a copy of it becomes the new concept. Returns the id of the new concept.
 */
export async function publish(t: TestApp, pageId: number): Promise<number> {
  const db = t.deps.db;
  const page = await db.selectFrom('pages').selectAll().where('id', '=', pageId).executeTakeFirstOrThrow();
  const concept = await db.selectFrom('page_versions').selectAll().where('id', '=', page.concept_version_id!).executeTakeFirstOrThrow();
  const now = nowIso();
  await db.updateTable('page_versions').set({ published_at: now }).where('id', '=', concept.id).execute();
  const { id: _id, ...copy } = concept;
  const newConcept = await db
    .insertInto('page_versions')
    .values({ ...copy, published_at: null, revision: 0, has_publication_request: 0, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .updateTable('pages')
    .set({ published_version_id: concept.id, published_id: concept.id, concept_version_id: newConcept.id, concept_dirty: 0 })
    .where('id', '=', pageId)
    .execute();
  // As publishConcept does: the site's listings read the published version's keys, and the
  // group's translations may be behind the page now.
  await syncListingKeys(db, pageId);
  await refreshOutOfDate(db, { groups: [page.translation_group] });
  return newConcept.id;
}

export async function conceptOf(t: TestApp, pageId: number): Promise<number> {
  const page = await t.deps.db.selectFrom('pages').select('concept_version_id').where('id', '=', pageId).executeTakeFirstOrThrow();
  return page.concept_version_id!;
}

export function expectError(response: { status: number; body: unknown }, status: number, errors: unknown[]): void {
  expect({ status: response.status, body: response.body }).toEqual({ status, body: { Success: false, Errors: errors } });
}

export const HASH = 'ab'.repeat(16);
export const IMAGE = { hash: HASH, fileName: 'photo.jpg' };
