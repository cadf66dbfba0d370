import { sql } from 'kysely';
import type { PageRow, PageVersionRow } from '../../db/schema.ts';
import { likePattern } from '../../lib/sql-search.ts';
import type { Executor } from '../../db/executor.ts';

/** Columns with a default, and the derived ones their keepers write (translation out of date, concept summary). */
type OptionalPageColumns =
  | 'pending_slug'
  | 'pending_slug_update_links'
  | 'translation_source_id'
  | 'translation_synced_at'
  | 'translation_sync_note'
  | 'translation_out_of_date'
  | 'concept_title'
  | 'concept_updated_by';
export type NewPage = Omit<PageRow, 'id' | OptionalPageColumns> & Partial<Pick<PageRow, OptionalPageColumns>>;
type HistoryColumns = 'snapshot' | 'change_summary';
export type NewPageVersion = Omit<PageVersionRow, 'id' | HistoryColumns> & Partial<Pick<PageVersionRow, HistoryColumns>>;
export interface PageVersionWithEditor extends PageVersionRow {
  updated_by_name: string | null;
}

export async function insertPage(db: Executor, page: NewPage): Promise<number> {
  return (await db.insertInto('pages').values(page).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertVersion(db: Executor, version: NewPageVersion): Promise<number> {
  return (await db.insertInto('page_versions').values(version).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updatePage(db: Executor, id: number, changes: Partial<NewPage>): Promise<void> {
  await db.updateTable('pages').set(changes).where('id', '=', id).execute();
}

export async function anyPageExists(db: Executor): Promise<boolean> {
  const row = await db.selectFrom('pages').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * Takes the page's row lock for the rest of the transaction (a no-op write), so concurrent
 * changes of one page run one after another on PostgreSQL. SQLite has one writer anyway.
 */
export async function lockPage(db: Executor, pageId: number): Promise<void> {
  await db
    .updateTable('pages')
    .set((eb) => ({ id: eb.ref('id') }))
    .where('id', '=', pageId)
    .execute();
}

/** What a webhook event says of a page: its address and publication. */
export interface PageFacts {
  id: number;
  slug: string;
  locale: string;
  published_version_id: number | null;
}

/** A page's address and publication (undefined when it is gone). */
export function pageFacts(db: Executor, pageId: number): Promise<PageFacts | undefined> {
  return db.selectFrom('pages').select(['id', 'slug', 'locale', 'published_version_id']).where('id', '=', pageId).executeTakeFirst();
}

/**
 * The page's facts under its row lock: a concurrent change of the same page waits, so each
 * change sees the state the other left and queues its event once. Undefined when the page is
 * gone (a concurrent delete won).
 */
export async function lockedPageFacts(db: Executor, pageId: number): Promise<PageFacts | undefined> {
  await lockPage(db, pageId);
  return pageFacts(db, pageId);
}

export function findPage(db: Executor, id: number): Promise<PageRow | undefined> {
  return db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findPageBySlug(db: Executor, locale: string, slug: string): Promise<PageRow | undefined> {
  return db.selectFrom('pages').selectAll().where('locale', '=', locale).where('slug', '=', slug).executeTakeFirst();
}

function selectVersions(db: Executor) {
  return db
    .selectFrom('page_versions')
    .leftJoin('users', 'users.id', 'page_versions.updated_by')
    .selectAll('page_versions')
    .select('users.name as updated_by_name');
}

export function findVersion(db: Executor, id: number): Promise<PageVersionWithEditor | undefined> {
  return selectVersions(db).where('page_versions.id', '=', id).executeTakeFirst();
}

/**
 * Whether another page of the locale holds the slug, live or as the pending slug of its concept
 * (an address promised to a page on its next publication is not free either).
 */
export async function slugTaken(db: Executor, locale: string, slug: string, exceptPageId?: number): Promise<boolean> {
  let query = db
    .selectFrom('pages')
    .select('id')
    .where('locale', '=', locale)
    .where((eb) => eb.or([eb('slug', '=', slug), eb('pending_slug', '=', slug)]));
  if (exceptPageId) query = query.where('id', '!=', exceptPageId);
  return (await query.executeTakeFirst()) !== undefined;
}

/**
 * Writes a version only if its revision is still the one the editor started from; the
 * conditional UPDATE makes the check and the write one atomic step. Returns false on a clash
 * (or when the version was published in the meantime).
 */
export async function updateVersionIfRevision(
  db: Executor,
  id: number,
  expectedRevision: number | undefined,
  changes: Partial<NewPageVersion>,
): Promise<boolean> {
  let query = db
    .updateTable('page_versions')
    .set({ ...changes, revision: sql<number>`revision + 1` })
    .where('id', '=', id)
    // A concept frozen by a publication since it was read is history now, whatever its revision.
    .where('published_at', 'is', null);
  if (expectedRevision !== undefined) query = query.where('revision', '=', expectedRevision);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Rewrites a version's blocks behind the editor's back (link rewriting). The revision moves
 * on, so an editor who still has the old blocks open gets G_05 instead of undoing the rewrite.
 */
export async function updateVersionBlocks(db: Executor, id: number, blocks: string): Promise<void> {
  await db
    .updateTable('page_versions')
    .set({ blocks, revision: sql<number>`revision + 1` })
    .where('id', '=', id)
    .execute();
}

/** Moves a version's revision on without changing it (its page's pending slug changed: a review saw another one). */
export async function bumpVersionRevision(db: Executor, id: number): Promise<void> {
  await db
    .updateTable('page_versions')
    .set({ revision: sql<number>`revision + 1` })
    .where('id', '=', id)
    .execute();
}

export async function deletePage(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('pages').where('id', '=', id).execute();
}

/** A version is history worth keeping when it is the concept or was ever published. */
export function listHistory(db: Executor, pageId: number): Promise<PageVersionWithEditor[]> {
  return selectVersions(db).where('page_versions.page_id', '=', pageId).orderBy('page_versions.id', 'desc').execute();
}

/**
 * The pages of a translation group with their titles: from the concept for editors, from
 * the published version for visitors (a draft title is not public yet).
 */
export function listTranslationGroup(db: Executor, group: string, version: 'concept' | 'published') {
  return db
    .selectFrom('pages')
    .innerJoin('page_versions', 'page_versions.id', version === 'concept' ? 'pages.concept_version_id' : 'pages.published_version_id')
    .select(['pages.id', 'pages.locale', 'pages.slug', 'pages.published_version_id', 'page_versions.title'])
    .where('pages.translation_group', '=', group)
    .orderBy('pages.locale')
    .execute();
}

export async function groupHasLocale(db: Executor, group: string, locale: string): Promise<boolean> {
  const row = await db
    .selectFrom('pages')
    .select('id')
    .where('translation_group', '=', group)
    .where('locale', '=', locale)
    .executeTakeFirst();
  return row !== undefined;
}

/** Versions whose blocks mention a text, for rewriting links after a slug change. */
export function versionsMentioning(db: Executor, text: string) {
  return db
    .selectFrom('page_versions')
    .select(['id', 'blocks'])
    .where(sql<boolean>`${sql.ref('blocks')} like ${likePattern(text)} escape '\\'`)
    .execute();
}

/** Published pages of one type and locale with their published version, by title (at most `limit`). */
export function listPublishedByTitle(db: Executor, type: string, locale: string, limit: number) {
  return db
    .selectFrom('pages')
    .innerJoin('page_versions', 'page_versions.id', 'pages.published_version_id')
    .select([
      'pages.id',
      'pages.slug',
      'pages.type',
      'pages.locale',
      'pages.translation_group',
      'pages.updated_at',
      'page_versions.title',
      'page_versions.type_data',
      'page_versions.seo_description',
      'page_versions.seo_image',
    ])
    .where('pages.type', '=', type)
    .where('pages.locale', '=', locale)
    .orderBy('page_versions.title')
    .limit(limit)
    .execute();
}

/** Pages by id with the concept's fields (editors) or the published version's (visitors; unpublished pages drop out). */
export function findPagesByIds(db: Executor, ids: number[], version: 'concept' | 'published') {
  return db
    .selectFrom('pages')
    .innerJoin('page_versions', 'page_versions.id', version === 'concept' ? 'pages.concept_version_id' : 'pages.published_version_id')
    .select([
      'pages.id',
      'pages.slug',
      'pages.type',
      'pages.locale',
      'pages.published_version_id',
      'page_versions.title',
      'page_versions.type_data',
    ])
    .where('pages.id', 'in', ids.length > 0 ? ids : [-1])
    .execute();
}
