import { sql, type ExpressionBuilder } from 'kysely';
import type { Database, PageRow, PageVersionRow } from '../../db/schema.ts';
import type { SortOrder } from '../../../shared/limits.ts';
import type { PageListFilter, PageSortColumn } from '../../../shared/pages/page-schemas.ts';
import { columnContains, likePattern } from '../../lib/sql-search.ts';
import type { Executor } from '../../db/executor.ts';

type PendingSlugColumns =
  'pending_slug' | 'pending_slug_update_links' | 'translation_source_id' | 'translation_synced_at' | 'translation_sync_note';
export type NewPage = Omit<PageRow, 'id' | PendingSlugColumns> & Partial<Pick<PageRow, PendingSlugColumns>>;
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

// The list is shared with the admin; the service checks a requested column against it here.

const SORTABLE = {
  title: 'page_versions.title',
  slug: 'pages.slug',
  type: 'pages.type',
  locale: 'pages.locale',
  createdAt: 'pages.created_at',
  updatedAt: 'pages.updated_at',
} as const satisfies Record<PageSortColumn, string>;

export interface PageListQuery {
  type: string;
  locale: string;
  searchTerm: string;
  filter: PageListFilter;
  userId: number;
  /** The site's default language: the source of translations made before sources were recorded. */
  defaultLocale: string;
  sortColumn: PageSortColumn | '';
  sortOrder: SortOrder;
  offset: number;
  limit: number;
}

function selectPageList(db: Executor) {
  return (
    db
      .selectFrom('pages')
      .innerJoin('page_versions', 'page_versions.id', 'pages.concept_version_id')
      .leftJoin('users', 'users.id', 'page_versions.updated_by')
      // One schedule per page at most (unique page_id), so the join never repeats a row.
      .leftJoin('schedules', 'schedules.page_id', 'pages.id')
  );
}

/**
 * The row's source (translation-status.service.ts: the page it was made from, or the group's
 * default-language page) published after the row was last saved or marked up to date.
 */
function outOfDateSource(selectFrom: ExpressionBuilder<Database, 'pages' | 'page_versions'>['selectFrom'], defaultLocale: string) {
  return selectFrom('pages as source')
    .innerJoin('page_versions as source_live', 'source_live.id', 'source.published_version_id')
    .select('source.id')
    .whereRef('source.translation_group', '=', 'pages.translation_group')
    .whereRef('source.id', '<>', 'pages.id')
    .where((eb) =>
      eb.or([
        eb('source.id', '=', eb.ref('pages.translation_source_id')),
        // No recorded source (or one since deleted): the default-language page, unless it was made from this one.
        eb.and([
          eb.or([
            eb('pages.translation_source_id', 'is', null),
            eb.not(
              eb.exists(
                eb.selectFrom('pages as recorded').select('recorded.id').whereRef('recorded.id', '=', 'pages.translation_source_id'),
              ),
            ),
          ]),
          eb('source.locale', '=', defaultLocale),
          eb.or([eb('source.translation_source_id', 'is', null), eb('source.translation_source_id', '<>', eb.ref('pages.id'))]),
        ]),
      ]),
    )
    .whereRef('source_live.published_at', '>', 'page_versions.updated_at')
    .where((eb) =>
      eb.or([eb('pages.translation_synced_at', 'is', null), eb('source_live.published_at', '>', eb.ref('pages.translation_synced_at'))]),
    );
}

/** The overview: one query for the page of rows and one for the count, at any size. */
export async function listPages(db: Executor, query: PageListQuery) {
  const filtered = (builder: ReturnType<typeof selectPageList>) => {
    let result = builder;
    if (query.type) result = result.where('pages.type', '=', query.type);
    if (query.locale) result = result.where('pages.locale', '=', query.locale);
    if (query.searchTerm) {
      const term = query.searchTerm;
      result = result.where((eb) => eb.or([columnContains('page_versions.title', term), columnContains('pages.slug', term)]));
    }
    if (query.filter === 'editor') {
      result = result.where((eb) => eb.or([eb('page_versions.updated_by', '=', query.userId), eb('pages.created_by', '=', query.userId)]));
    } else if (query.filter === 'concept') {
      result = result.where((eb) => eb.or([eb('pages.published_version_id', 'is', null), eb('pages.concept_dirty', '=', 1)]));
    } else if (query.filter === 'publishRequest') {
      result = result.where('page_versions.has_publication_request', '=', 1);
    } else if (query.filter === 'translationOutOfDate') {
      result = result.where(({ exists, selectFrom }) => exists(outOfDateSource(selectFrom, query.defaultLocale)));
    } else if (query.filter === 'scheduled') {
      result = result.where((eb) =>
        eb.or([eb('schedules.publish_state', '=', 'pending'), eb('schedules.unpublish_state', '=', 'pending')]),
      );
    }
    return result;
  };
  const sortColumn = query.sortColumn ? SORTABLE[query.sortColumn] : SORTABLE.updatedAt;
  const sortOrder = query.sortColumn ? query.sortOrder : 'desc';
  const textual = sortColumn === SORTABLE.title || sortColumn === SORTABLE.slug;
  const rows = await filtered(selectPageList(db))
    .select([
      'pages.id',
      'pages.slug',
      'pages.type',
      'pages.locale',
      'pages.published_version_id',
      'pages.concept_dirty',
      'pages.created_at',
      'pages.updated_at',
      'page_versions.title',
      'page_versions.has_publication_request',
      'users.name as updated_by_name',
      'schedules.publish_at',
      'schedules.publish_state',
      'schedules.unpublish_at',
      'schedules.unpublish_state',
    ])
    .orderBy(textual ? sql`lower(${sql.ref(sortColumn)})` : sql.ref(sortColumn), sortOrder)
    .orderBy('pages.id', 'asc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
  const total = await filtered(selectPageList(db))
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(total.total) };
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

export function searchPagesByTitle(db: Executor, locale: string, term: string, limit: number) {
  let query = db
    .selectFrom('pages')
    .innerJoin('page_versions', 'page_versions.id', 'pages.concept_version_id')
    .select(['pages.id', 'pages.slug', 'pages.type', 'pages.locale', 'pages.published_version_id', 'page_versions.title']);
  if (locale) query = query.where('pages.locale', '=', locale);
  if (term) query = query.where((eb) => eb.or([columnContains('page_versions.title', term), columnContains('pages.slug', term)]));
  return query
    .orderBy(sql`lower(${sql.ref('page_versions.title')})`)
    .limit(limit)
    .execute();
}
