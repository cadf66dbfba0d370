import type { Kysely } from 'kysely';
import type { SessionUser } from '../../../shared/api-types.ts';
import type { PageVersionDto, VersionHistoryItem } from '../../../shared/pages/page-dto.ts';
import type { StoreVersionBody } from '../../../shared/pages/page-schemas.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { checkTypeData, serializeBlocks } from './page-content.ts';
import { asPageType, parseJson, storedBlocks, toHistoryItem, toVersionDto } from './page-mapping.ts';
import * as pages from './pages.repository.ts';
import { getVersion, requirePage } from './pages.service.ts';

export { getVersion as getVersionOrThrow };

/**
 * Saves fields of the concept version. Only the concept can change: published versions are
 * history. A stale `revision` (someone else saved in between) gets 409 G_05.
 */
export async function storeVersion(db: Kysely<Database>, user: SessionUser, versionId: number, body: StoreVersionBody): Promise<PageVersionDto> {
  if (body.id !== undefined && body.id !== versionId) throw badRequest('V_12', 'id');
  const version = await pages.findVersion(db, versionId);
  if (!version) throw notFound('PM_01');
  const page = await requirePage(db, version.page_id);
  if (page.concept_version_id !== versionId) throw badRequest('V_07');

  const changes: Parameters<typeof pages.updateVersionIfRevision>[3] = { updated_at: nowIso(), updated_by: user.ID };
  if (body.title !== undefined) changes.title = body.title;
  if (body.blocks !== undefined) changes.blocks = serializeBlocks(body.blocks);
  if (body.seoTitle !== undefined) changes.seo_title = body.seoTitle;
  if (body.seoDescription !== undefined) changes.seo_description = body.seoDescription;
  if (body.seoKeywords !== undefined) changes.seo_keywords = JSON.stringify(body.seoKeywords);
  if (body.seoImage !== undefined) changes.seo_image = body.seoImage === null ? null : JSON.stringify(body.seoImage);
  if (body.typeData !== undefined) changes.type_data = JSON.stringify(checkTypeData(asPageType(page.type), body.typeData));

  await db.transaction().execute(async (trx) => {
    if (!(await pages.updateVersionIfRevision(trx, versionId, body.revision, changes))) throw conflict('G_05');
    await pages.updatePage(trx, page.id, { concept_dirty: 1, updated_at: changes.updated_at });
  });
  const stored = await pages.findVersion(db, versionId);
  return toVersionDto(stored!, page);
}

/** The concept and every version that was ever published, newest first. */
export async function listHistory(db: Kysely<Database>, pageId: number): Promise<VersionHistoryItem[]> {
  const page = await requirePage(db, pageId);
  const versions = await pages.listHistory(db, pageId);
  return versions.filter((version) => version.id === page.concept_version_id || version.published_at !== null).map((version) => toHistoryItem(version, page));
}

/** Copies an earlier version's content into the concept; the earlier version itself stays as it was. */
export async function restoreVersion(db: Kysely<Database>, user: SessionUser, pageId: number, versionId: number, revision: number | undefined): Promise<PageVersionDto> {
  const page = await requirePage(db, pageId);
  const source = await pages.findVersion(db, versionId);
  if (!source || source.page_id !== pageId) throw notFound('PM_01');
  if (versionId === page.concept_version_id) throw badRequest('V_07');
  return storeVersion(db, user, page.concept_version_id!, {
    revision,
    title: source.title,
    blocks: storedBlocks(source.blocks),
    seoTitle: source.seo_title,
    seoDescription: source.seo_description,
    seoKeywords: parseJson(source.seo_keywords, []),
    seoImage: parseJson(source.seo_image, null),
    typeData: parseJson(source.type_data, {}),
  });
}
