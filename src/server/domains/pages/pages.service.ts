import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../../../shared/api-types.ts';
import type { ListResponse } from '../../../shared/schemas/common.ts';
import type { PageCreateResponse, PageDto, PageListItem, PageVersionDto } from '../../../shared/pages/page-dto.ts';
import type { CreatePageBody, ListPagesBody, SavePageBody } from '../../../shared/pages/page-schemas.ts';
import { PAGE_SORT_COLUMNS, type PageSortColumn } from '../../../shared/pages/page-list-options.ts';
import { slugPrefixFor } from '../../../shared/pages/page-types.ts';
import { slugify } from '../../../shared/pages/slug.ts';
import type { SiteSettings } from '../../../shared/schemas/settings.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { hasPermission } from '../auth/auth.guard.ts';
import { lockedPageFacts, queuePageEvent } from '../webhooks/webhook-events.ts';
import * as address from './page-address.service.ts';
import { checkTypeData, initialBlocks, serializeBlocks } from './page-content.ts';
import { asPageType, toListItem, toPageDto, toVersionDto } from './page-mapping.ts';
import * as pages from './pages.repository.ts';
import { listPages as listPageRows } from './page-list.repository.ts';
import { planRetiredRedirect, writeRetiredRedirect } from './retired-address.service.ts';
import { refreshGroupOutOfDate } from './translation-out-of-date.service.ts';
import { syncConceptSummary } from './concept-summary.repository.ts';

export function assertLocaleAvailable(settings: SiteSettings, locale: string, property = 'locale'): void {
  if (!(settings.availableLocales as string[]).includes(locale)) throw badRequest('V_12', property);
}

/** Locales outside customSlugLocales get the page type's prefix plus a slug made from the title. */
export function effectiveSlug(
  settings: SiteSettings,
  body: { slug: string; title: string; type: Parameters<typeof slugPrefixFor>[0]; locale: string },
): string {
  if ((settings.customSlugLocales as string[]).includes(body.locale)) return body.slug;
  // A title without letters or digits ("???") must not turn the page into the type's index or the home page.
  // slugify cuts the whole to the column's length and never leaves a trailing separator.
  return slugify(`${slugPrefixFor(body.type, body.locale)}${slugify(body.title) || 'page'}`);
}

async function assertSlugFree(db: Kysely<Database>, locale: string, slug: string, exceptPageId?: number): Promise<void> {
  if (await pages.slugTaken(db, locale, slug, exceptPageId)) throw conflict('V_06', 'slug');
}

/** Inserts a page with its first (concept) version; shared by create, duplicate and translate. */
export async function insertPageWithConcept(
  db: Kysely<Database>,
  input: {
    slug: string;
    type: string;
    locale: string;
    translationGroup: string;
    /** A translation: the page it was made from (its source for the translation status). */
    translationSourceId?: number;
    userId: number;
    title: string;
    blocks: string;
    typeData: Record<string, unknown>;
    seo?: { title: string; description: string; keywords: string; image: string | null };
  },
): Promise<PageCreateResponse> {
  await assertSlugFree(db, input.locale, input.slug);
  const now = nowIso();
  try {
    return await db.transaction().execute(async (trx) => {
      const pageID = await pages.insertPage(trx, {
        slug: input.slug,
        type: input.type,
        locale: input.locale,
        translation_group: input.translationGroup,
        translation_source_id: input.translationSourceId ?? null,
        concept_version_id: null,
        published_version_id: null,
        published_id: null,
        concept_dirty: 1,
        created_by: input.userId,
        created_at: now,
        updated_at: now,
      });
      const pageVersionID = await pages.insertVersion(trx, {
        page_id: pageID,
        title: input.title,
        blocks: input.blocks,
        seo_title: input.seo?.title ?? '',
        seo_description: input.seo?.description ?? '',
        seo_keywords: input.seo?.keywords ?? '[]',
        seo_image: input.seo?.image ?? null,
        type_data: JSON.stringify(input.typeData),
        revision: 0,
        has_publication_request: 0,
        published_at: null,
        created_by: input.userId,
        updated_by: input.userId,
        created_at: now,
        updated_at: now,
      });
      await pages.updatePage(trx, pageID, { concept_version_id: pageVersionID });
      await syncConceptSummary(trx, pageID);
      // A new page of a group: it may be behind its source, or be the default-language page others follow.
      await refreshGroupOutOfDate(trx, input.translationGroup);
      return { pageID, pageVersionID };
    });
  } catch (error) {
    // Two creates racing for one slug, or two translations for one locale: the unique
    // indexes decide, the loser gets V_06 (the translate call names the field newLocale).
    if (await pages.slugTaken(db, input.locale, input.slug)) throw conflict('V_06', 'slug');
    if (await pages.groupHasLocale(db, input.translationGroup, input.locale)) throw conflict('V_06', 'newLocale');
    throw error;
  }
}

export async function createPage(
  db: Kysely<Database>,
  user: SessionUser,
  settings: SiteSettings,
  body: CreatePageBody,
): Promise<PageCreateResponse> {
  assertLocaleAvailable(settings, body.locale);
  const typeData = checkTypeData(body.type, body.typeData);
  return insertPageWithConcept(db, {
    slug: effectiveSlug(settings, body),
    type: body.type,
    locale: body.locale,
    translationGroup: randomUUID(),
    userId: user.ID,
    title: body.title,
    blocks: serializeBlocks(body.content ?? initialBlocks(body.type)),
    typeData,
  });
}

/** Whether the site has any page at all (first-start seeding runs only on an empty site). */
export function hasAnyPage(db: Kysely<Database>): Promise<boolean> {
  return pages.anyPageExists(db);
}

export async function requirePage(db: Kysely<Database>, id: number) {
  const page = await pages.findPage(db, id);
  if (!page || page.concept_version_id === null) throw notFound('PM_01');
  return page;
}

export async function getPage(db: Kysely<Database>, id: number, settings: SiteSettings): Promise<PageDto> {
  const page = await requirePage(db, id);
  const version = await pages.findVersion(db, page.concept_version_id!);
  if (!version) throw notFound('PM_01');
  return toPageDto(page, version, settings.defaultLocale);
}

export async function getVersion(db: Kysely<Database>, versionId: number): Promise<PageVersionDto> {
  const version = await pages.findVersion(db, versionId);
  if (!version) throw notFound('PM_01');
  const page = await requirePage(db, version.page_id);
  return toVersionDto(version, page);
}

/**
 * Changes a page's slug. An unpublished page, or a publisher's change, moves the address at
 * once (with shouldUpdateLinks, internal links to the old address follow). A published page
 * changed by an editor without publish-page keeps its live address: the new slug becomes the
 * concept's pending slug and goes live with it (page-address.service.ts).
 */
export async function savePage(
  db: Kysely<Database>,
  user: SessionUser,
  settings: SiteSettings,
  id: number,
  body: SavePageBody,
): Promise<PageDto> {
  return (await savePageAddress(db, user, settings, id, body)).page;
}

/**
 * savePage, also telling whether the live address changed: only then do visitors see anything
 * new (a pending slug waits for review; a save changing nothing changes nothing).
 */
export async function savePageAddress(
  db: Kysely<Database>,
  user: SessionUser,
  settings: SiteSettings,
  id: number,
  body: SavePageBody,
): Promise<{ page: PageDto; liveSlugChanged: boolean }> {
  const page = await requirePage(db, id);
  if (body.id !== undefined && body.id !== id) throw badRequest('V_12', 'id');
  // The same rule as create: outside customSlugLocales the slug follows the type and the title.
  const concept = await pages.findVersion(db, page.concept_version_id!);
  const slug = effectiveSlug(settings, {
    slug: body.slug,
    title: concept?.title ?? page.slug,
    type: asPageType(page.type),
    locale: page.locale,
  });
  const throughConcept = page.published_version_id !== null && !hasPermission(user, 'publish-page');
  const pending = slug === page.slug ? null : slug;
  const updateLinks = body.shouldUpdateLinks === true;
  if (
    throughConcept
      ? pending === page.pending_slug && (pending === null || updateLinks === (page.pending_slug_update_links === 1))
      : slug === page.slug && page.pending_slug === null
  ) {
    return { page: await getPage(db, id, settings), liveSlugChanged: false };
  }
  if (pending !== null) await assertSlugFree(db, page.locale, slug, id);
  try {
    await db.transaction().execute(async (trx) => {
      if (throughConcept || pending === null) await address.setPendingSlug(trx, page, pending, updateLinks);
      else await address.changeLiveSlug(trx, page, slug, updateLinks, user.ID);
    });
  } catch (error) {
    // Two pages racing for one slug: the unique indexes decide, the loser gets V_06 (not a 500).
    if (pending !== null && (await pages.slugTaken(db, page.locale, slug, id))) throw conflict('V_06', 'slug');
    throw error;
  }
  return { page: await getPage(db, id, settings), liveSlugChanged: !throughConcept && pending !== null };
}

/** Deleting a published page takes live content offline, so it needs publish-page too. */
/** Deletes the page; `redirectTo` sends its public address on to another page (retired-address.service.ts). */
export async function deletePage(db: Kysely<Database>, user: SessionUser, id: number, redirectTo?: number): Promise<void> {
  const page = await requirePage(db, id);
  if (page.published_version_id !== null && !hasPermission(user, 'publish-page')) throw forbidden('UM_01');
  const redirect = await planRetiredRedirect(db, user, id, redirectTo);
  await db.transaction().execute(async (trx) => {
    // The page lock first: of two concurrent deletes only the one that finds the page queues page.deleted.
    const facts = await lockedPageFacts(trx, id);
    // The address is read before the row goes.
    await writeRetiredRedirect(trx, redirect);
    await pages.deletePage(trx, id);
    // Translations made from it follow the group's default-language page from now on.
    await refreshGroupOutOfDate(trx, page.translation_group);
    if (facts) await queuePageEvent(trx, 'page.deleted', id, {}, facts);
  });
}

export async function listPages(
  db: Kysely<Database>,
  user: SessionUser,
  settings: SiteSettings,
  body: ListPagesBody,
): Promise<ListResponse<PageListItem>> {
  const sortColumn = (PAGE_SORT_COLUMNS as readonly string[]).includes(body.columnToSort) ? (body.columnToSort as PageSortColumn) : '';
  const { rows, total, totalIsEstimate } = await listPageRows(db, {
    type: body.type,
    locale: body.locale,
    searchTerm: body.searchTerm.trim(),
    filter: body.filter,
    userId: user.ID,
    sortColumn,
    sortOrder: body.sortOrder,
    offset: body.pageIndex * body.pageSize,
    limit: body.pageSize,
  });
  const items = rows.map((row) => toListItem(row, settings.defaultLocale));
  // totalIsEstimate only when set, so exact answers keep their shape: { items, totalItems }.
  return { data: { items, totalItems: total, ...(totalIsEstimate ? { totalIsEstimate } : {}) } };
}

export async function slugAvailable(db: Kysely<Database>, locale: string, slug: string, exceptPageId?: number): Promise<boolean> {
  return !(await pages.slugTaken(db, locale, slug, exceptPageId));
}

/** True when no other block of the version already uses the anchor (SPEC V_18). */
export function anchorAvailable(anchorName: string, blockKey: string, blocks: { key: string; anchorPoint: string }[]): boolean {
  return !blocks.some((block) => block.key !== blockKey && block.anchorPoint === anchorName);
}
