import type { Kysely } from 'kysely';
import { isEqual } from 'lodash-es';
import type { Block } from '../../../shared/blocks/block.ts';
import { isBlockType } from '../../../shared/blocks/definitions.ts';
import type { SessionUser } from '../../../shared/api-types.ts';
import type { PageVersionDto } from '../../../shared/pages/page-dto.ts';
import type { StoreVersionBody } from '../../../shared/pages/page-schemas.ts';
import type { Database } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { checkTypeData, serializeBlocks } from './page-content.ts';
import { asPageType, parseJson, storedBlocks, toVersionDto } from './page-mapping.ts';
import * as pages from './pages.repository.ts';
import { getVersion, requirePage } from './pages.service.ts';
import { refreshGroupOutOfDate } from './translation-out-of-date.service.ts';
import { syncConceptSummary } from './concept-summary.repository.ts';
import type { Executor } from '../../db/executor.ts';
import { DEFAULT_HISTORY_POLICY, pruneDrafts, recordStore, type HistoryStep } from './version-history.service.ts';

export { getVersion as getVersionOrThrow };

/** JSON with object keys sorted, so two stored values compare equal when they mean the same. */
function canonicalJson(text: string | null): string | null {
  if (text === null) return null;
  const sortKeys = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(sortKeys);
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
      );
    }
    return value;
  };
  try {
    return JSON.stringify(sortKeys(JSON.parse(text)));
  } catch {
    return text;
  }
}

type VersionChanges = Parameters<typeof pages.updateVersionIfRevision>[3];
const JSON_COLUMNS = new Set(['blocks', 'seo_keywords', 'seo_image', 'type_data']);

/** A store checked and computed, ready to be written (possibly in a caller's transaction). */
export interface PreparedStore {
  versionId: number;
  pageId: number;
  revision: number | undefined;
  /** Only the fields that differ from what is stored; empty when the store changes nothing. */
  changes: VersionChanges;
  changed: boolean;
  userId: number;
  /** The title the concept has after the store. */
  title: string;
  /** How the store is kept in the page's history (version-history.service.ts). */
  history: HistoryStep;
}

export interface StoreOptions {
  /** Blocks of unknown types the store may carry besides the concept's (a restore's source). */
  alsoHeld?: Block[];
  history?: HistoryStep;
}

/**
 * Checks a store against the concept and works out what it changes. Only the concept can
 * change: published versions are history. A version that was the concept until someone
 * published it underneath the editor is a stale state (409 G_05, the editor reloads); a
 * version that never was the concept is 400 V_07.
 */
/**
 * Blocks of a type the registry does not know are carried, never made: each must be exactly a
 * block the concept (or, for a restore, the restored version) already holds; 400 V_12 on its type otherwise.
 */
function assertUnknownBlocksKept(blocks: Block[], held: Block[]): void {
  blocks.forEach((block, index) => {
    if (isBlockType(block.type)) return;
    if (!held.some((stored) => stored.key === block.key && isEqual(stored, block))) throw badRequest('V_12', `blocks.${index}.type`);
  });
}

export async function prepareStore(
  db: Kysely<Database>,
  user: SessionUser,
  versionId: number,
  body: StoreVersionBody,
  options: StoreOptions = {},
): Promise<PreparedStore> {
  if (body.id !== undefined && body.id !== versionId) throw badRequest('V_12', 'id');
  const version = await pages.findVersion(db, versionId);
  if (!version) throw notFound('PM_01');
  const page = await requirePage(db, version.page_id);
  if (page.concept_version_id !== versionId) {
    if (version.published_at !== null) throw conflict('G_05');
    throw badRequest('V_07');
  }

  const wanted: VersionChanges = {};
  if (body.title !== undefined) wanted.title = body.title;
  if (body.blocks !== undefined) {
    assertUnknownBlocksKept(body.blocks, [...storedBlocks(version.blocks), ...(options.alsoHeld ?? [])]);
    wanted.blocks = serializeBlocks(body.blocks);
  }
  if (body.seoTitle !== undefined) wanted.seo_title = body.seoTitle;
  if (body.seoDescription !== undefined) wanted.seo_description = body.seoDescription;
  if (body.seoKeywords !== undefined) wanted.seo_keywords = JSON.stringify(body.seoKeywords);
  if (body.seoImage !== undefined) wanted.seo_image = body.seoImage === null ? null : JSON.stringify(body.seoImage);
  if (body.typeData !== undefined) wanted.type_data = JSON.stringify(checkTypeData(asPageType(page.type), body.typeData));

  // Only what differs is written: a store that changes nothing (the page settings form
  // sending the same title, say) moves neither the revision nor the unpublished-changes flag.
  const changes: VersionChanges = {};
  for (const [column, value] of Object.entries(wanted) as [keyof VersionChanges, string | null][]) {
    const stored = version[column as keyof typeof version] as string | null;
    const same = JSON_COLUMNS.has(column) ? canonicalJson(stored) === canonicalJson(value) : stored === value;
    if (!same) (changes as Record<string, unknown>)[column] = value;
  }
  const changed = Object.keys(changes).length > 0;
  // Even a store that changes nothing answers a stale revision with G_05: the editor's other
  // fields may be out of date, and taking the new revision would let them overwrite later.
  if (!changed && body.revision !== undefined && body.revision !== version.revision) throw conflict('G_05');
  return {
    versionId,
    pageId: page.id,
    revision: body.revision,
    changes,
    changed,
    userId: user.ID,
    title: changes.title ?? version.title,
    history: options.history ?? { policy: DEFAULT_HISTORY_POLICY },
  };
}

/**
 * Writes a prepared store; 409 G_05 when someone stored (or published the concept) in between.
 * Every store that changes something is a version in the history: the state it replaces is
 * kept first (version-history.service.ts), then the page's oldest drafts beyond the retention go.
 */
export async function applyStore(trx: Executor, prepared: PreparedStore): Promise<void> {
  if (!prepared.changed) return;
  const now = nowIso();
  // Read before the page row is marked dirty: whether the concept still is the live version.
  const page = await pages.findPage(trx, prepared.pageId);
  // The page row first, then the version, in the order publication decisions lock them
  // (no deadlock with a publish or an acceptance on PostgreSQL); a clash rolls both back.
  await pages.updatePage(trx, prepared.pageId, { concept_dirty: 1, updated_at: now });
  // Read again under the page row's lock: the state this store replaces is the one kept.
  const before = await pages.findVersion(trx, prepared.versionId);
  if (!page || !before) throw conflict('G_05');
  const changeSummary = await recordStore(trx, {
    page,
    before,
    after: { ...before, ...prepared.changes },
    userId: prepared.userId,
    now,
    step: prepared.history,
  });
  const written = await pages.updateVersionIfRevision(trx, prepared.versionId, prepared.revision, {
    ...prepared.changes,
    updated_at: now,
    updated_by: prepared.userId,
    change_summary: changeSummary,
  });
  if (!written) throw conflict('G_05');
  await syncConceptSummary(trx, prepared.pageId);
  await pruneDrafts(trx, prepared.pageId, prepared.history.policy);
  // A save catches a translation up with its source (restores come through here too).
  await refreshGroupOutOfDate(trx, page.translation_group);
}

/** Saves fields of the concept version (see prepareStore for the rules). */
export async function storeVersion(
  db: Kysely<Database>,
  user: SessionUser,
  versionId: number,
  body: StoreVersionBody,
  options: StoreOptions = {},
): Promise<PageVersionDto> {
  const prepared = await prepareStore(db, user, versionId, body, options);
  if (prepared.changed) await db.transaction().execute((trx) => applyStore(trx, prepared));
  const stored = await pages.findVersion(db, versionId);
  const page = await requirePage(db, prepared.pageId);
  return toVersionDto(stored!, page);
}

/**
 * Copies an earlier version's content into the concept (which keeps its id); the earlier
 * version itself stays as it was, and the concept's state before the restore stays in the history.
 */
export async function restoreVersion(
  db: Kysely<Database>,
  user: SessionUser,
  pageId: number,
  versionId: number,
  revision: number,
  policy = DEFAULT_HISTORY_POLICY,
): Promise<PageVersionDto> {
  const page = await requirePage(db, pageId);
  const source = await pages.findVersion(db, versionId);
  if (!source || source.page_id !== pageId) throw notFound('PM_01');
  if (versionId === page.concept_version_id) throw badRequest('V_07');
  const blocks = storedBlocks(source.blocks);
  return storeVersion(
    db,
    user,
    page.concept_version_id!,
    {
      revision,
      title: source.title,
      blocks,
      seoTitle: source.seo_title,
      seoDescription: source.seo_description,
      seoKeywords: parseJson(source.seo_keywords, []),
      seoImage: parseJson(source.seo_image, null),
      typeData: parseJson(source.type_data, {}),
    },
    { alsoHeld: blocks, history: { policy, restoredFrom: { id: source.id, at: source.published_at ?? source.updated_at } } },
  );
}
