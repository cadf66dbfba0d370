import type { Kysely } from 'kysely';
import type { PageDto, VersionHistoryItem } from '../../../shared/pages/page-dto.ts';
import type { SiteSettings } from '../../../shared/schemas/settings.ts';
import type { Database, PageRow } from '../../db/schema.ts';
import type { Executor } from '../../db/executor.ts';
import { toPageDto } from './page-mapping.ts';
import * as pages from './pages.repository.ts';
import type { PageVersionWithEditor } from './pages.repository.ts';
import { requirePage } from './pages.service.ts';
import * as history from './version-history.repository.ts';
import { CONTENT_COLUMNS, diffContent, mergeSummaries, parseSummary, toSummaryDto, type VersionContent } from './version-summary.ts';

/** How much history a page keeps (config.ts: VERSION_DRAFT_RETENTION, VERSION_FOLD_MINUTES). */
export interface HistoryPolicy {
  /** Drafts kept per page besides every published version; the oldest are deleted first. */
  draftRetention: number;
  /** Saves of one user within this many minutes are one entry (0: every save is one). */
  foldMinutes: number;
}

export const DEFAULT_HISTORY_POLICY: HistoryPolicy = { draftRetention: 50, foldMinutes: 5 };

/** The history side of one store: the policy, and for a restore the version it copies. */
export interface HistoryStep {
  policy: HistoryPolicy;
  restoredFrom?: { id: number; at: string };
}

/**
 * Inside the store's transaction, before the concept is overwritten: keeps the state it replaces
 * as a snapshot and answers the new state's change summary (JSON). The replaced state is not
 * kept when it is already in the history (the concept is still the live version, unchanged
 * since the publication), or when the same user saved it moments ago (the saves fold into one
 * entry). A restore never folds: what it replaces is always kept.
 */
export async function recordStore(
  trx: Executor,
  input: { page: PageRow; before: PageVersionWithEditor; after: VersionContent; userId: number; now: string; step: HistoryStep },
): Promise<string> {
  const { page, before, after, userId, now, step } = input;
  const inHistory = page.published_version_id !== null && page.concept_dirty === 0;
  const previous = parseSummary(before.change_summary);
  const windowMs = step.policy.foldMinutes * 60_000;
  const recent = Date.parse(now) - Date.parse(before.updated_at) < windowMs;
  const fold = !inHistory && !step.restoredFrom && previous !== null && before.updated_by === userId && recent;
  if (!inHistory && !fold) {
    const content = Object.fromEntries(CONTENT_COLUMNS.map((column) => [column, before[column]])) as VersionContent;
    await pages.insertVersion(trx, {
      ...content,
      page_id: before.page_id,
      revision: before.revision,
      has_publication_request: 0,
      published_at: null,
      created_by: before.created_by,
      updated_by: before.updated_by,
      created_at: before.created_at,
      updated_at: before.updated_at,
      snapshot: 1,
      change_summary: before.change_summary,
    });
  }
  const change = { ...diffContent(before, after), restoredFrom: step.restoredFrom ?? null };
  return JSON.stringify(fold ? mergeSummaries(previous!, change) : change);
}

/** Deletes the page's oldest drafts beyond the retention; published versions and the concept are never snapshots. */
export async function pruneDrafts(trx: Executor, pageId: number, policy: HistoryPolicy): Promise<void> {
  await history.deleteSnapshots(trx, await history.snapshotsBeyond(trx, pageId, policy.draftRetention));
}

function toHistoryItem(row: PageVersionWithEditor, page: Pick<PageRow, 'concept_version_id' | 'published_version_id'>): VersionHistoryItem {
  const isConcept = row.id === page.concept_version_id;
  return {
    id: row.id,
    title: row.title,
    kind: isConcept ? 'concept' : row.published_at !== null ? 'published' : 'draft',
    isConcept,
    isPublished: row.id === page.published_version_id,
    publishedAt: row.published_at,
    updatedAt: row.updated_at,
    updatedBy: row.updated_by_name,
    summary: toSummaryDto(parseSummary(row.change_summary)),
  };
}

/**
 * The concept first, then every kept draft and every version that was ever published, newest
 * first (a published version counts from its publication, a draft from its save).
 */
export async function listHistory(db: Kysely<Database>, pageId: number): Promise<VersionHistoryItem[]> {
  const page = await requirePage(db, pageId);
  const rows = await pages.listHistory(db, pageId);
  const when = (row: PageVersionWithEditor) => (row.id === page.concept_version_id ? '\uffff' : (row.published_at ?? row.updated_at));
  return rows
    .filter((row) => row.id === page.concept_version_id || row.published_at !== null || row.snapshot === 1)
    .sort((a, b) => when(b).localeCompare(when(a)) || b.id - a.id)
    .map((row) => toHistoryItem(row, page));
}

/** Any version of the page (concept, draft or published) as the site renders a page; null when it is not the page's. */
export async function getVersionPage(
  db: Kysely<Database>,
  settings: SiteSettings,
  pageId: number,
  versionId: number,
): Promise<PageDto | null> {
  const page = await pages.findPage(db, pageId);
  if (!page?.concept_version_id) return null;
  const version = await pages.findVersion(db, versionId);
  if (!version || version.page_id !== pageId) return null;
  return toPageDto(page, version, settings.defaultLocale);
}
