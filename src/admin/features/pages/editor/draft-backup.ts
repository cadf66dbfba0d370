import { isEqual } from 'lodash-es';
import type { PageDto } from '../../../../shared/pages/page-dto.ts';
import { normalizeSlug } from '../../../../shared/pages/slug.ts';
import { opaqueBlocks, savedDraft, silently, type EditorDraft } from './draft-state.ts';
import type { EditorState } from './editor-state.ts';

/**
 * Unsaved editor work kept in the browser (localStorage), so an inactivity logout, a crash or
 * a closed tab does not lose it. One backup per user, page and concept version: another user
 * of the same browser never gets it offered, and the revision it was based on goes with it,
 * so restoring it over a concept someone changed meanwhile ends in the usual conflict (G_05).
 */
export interface DraftBackup {
  userId: number;
  pageId: number;
  /** The concept version and its revision the unsaved work started from. */
  versionId: number;
  revision: number;
  /** When it was written (ms since the epoch). */
  savedAt: number;
  /** The unsaved version fields (title, blocks, SEO, type data) and the slug. */
  draft: EditorDraft;
}

export const DRAFT_BACKUP_PREFIX = 'cms.admin.draftBackup';

/** The storage key of one user's page (trailing dot: page 1 is not a prefix of page 12). */
const pagePrefix = (userId: number, pageId: number) => `${DRAFT_BACKUP_PREFIX}.${userId}.${pageId}.`;

export const draftBackupKey = (userId: number, pageId: number, versionId: number): string => `${pagePrefix(userId, pageId)}${versionId}`;

export type BackupStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** The backup of the editor's work, or null when there is nothing unsaved to keep. */
export function backupFromEditor(editor: EditorState, userId: number, now: number): DraftBackup | null {
  if (!editor.unsaved || !editor.page || editor.versionId === null) return null;
  return { userId, pageId: editor.page.id, versionId: editor.versionId, revision: editor.revision, savedAt: now, draft: editor.draft };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isString = (value: unknown): value is string => typeof value === 'string';

/** Reads a stored backup defensively (an older format or a hand-edited value is ignored). */
export function parseDraftBackup(raw: string | null): DraftBackup | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(value) || !isRecord(value.draft)) return null;
  const { userId, pageId, versionId, revision, savedAt, draft } = value;
  if (!isId(userId) || !isId(pageId) || !isId(versionId) || !isId(revision) || !isId(savedAt)) return null;
  const { title, blocks, seoTitle, seoDescription, seoKeywords, seoImage, typeData, slug } = draft;
  if (!isString(title) || !isString(seoTitle) || !isString(seoDescription) || !isString(slug)) return null;
  if (!Array.isArray(blocks) || !Array.isArray(seoKeywords) || !seoKeywords.every(isString)) return null;
  if (!(seoImage === null || Array.isArray(seoImage)) || !isRecord(typeData)) return null;
  return {
    userId,
    pageId,
    versionId,
    revision,
    savedAt,
    draft: { title, blocks: opaqueBlocks(blocks, silently).blocks, seoTitle, seoDescription, seoKeywords, seoImage, typeData, slug },
  };
}

/** Every backup of this user for this page (one per concept version it was based on). */
export function readBackups(storage: BackupStorage, userId: number, pageId: number): { key: string; backup: DraftBackup }[] {
  const prefix = pagePrefix(userId, pageId);
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys.flatMap((key) => {
    const backup = parseDraftBackup(storage.getItem(key));
    // The record must say what its key says: a backup is never offered to another user.
    return backup && backup.userId === userId && backup.pageId === pageId && key === draftBackupKey(userId, pageId, backup.versionId)
      ? [{ key, backup }]
      : [];
  });
}

/** False when storage is full or unusable: the editor goes on without a backup. */
export function writeBackup(storage: BackupStorage, backup: DraftBackup): boolean {
  try {
    storage.setItem(draftBackupKey(backup.userId, backup.pageId, backup.versionId), JSON.stringify(backup));
    return true;
  } catch {
    return false;
  }
}

/** Removes this user's backups of the page (saved, discarded or no longer worth offering). */
export function removeBackups(storage: BackupStorage, userId: number, pageId: number): void {
  for (const { key } of readBackups(storage, userId, pageId)) storage.removeItem(key);
}

/**
 * Whether the backup holds work newer than the page as loaded: it differs from what is stored,
 * and it either continues the loaded concept (same version and revision) or was written after
 * the concept's last change.
 */
export function isWorthOffering(backup: DraftBackup, page: PageDto): boolean {
  const stored = savedDraft(page);
  const differs =
    normalizeSlug(backup.draft.slug) !== stored.slug ||
    (['title', 'blocks', 'seoTitle', 'seoDescription', 'seoKeywords', 'seoImage', 'typeData'] as const).some(
      (field) => !isEqual(backup.draft[field], stored[field]),
    );
  if (!differs) return false;
  const concept = page.pageVersion;
  if (backup.versionId === concept.id && backup.revision === concept.revision) return true;
  const changedAt = Date.parse(concept.updatedAt);
  return Number.isNaN(changedAt) || backup.savedAt > changedAt;
}

/** The newest backup of this user for the loaded page that is worth offering, or null. */
export function backupToOffer(backups: readonly DraftBackup[], userId: number, page: PageDto): DraftBackup | null {
  const offered = backups.filter((backup) => backup.userId === userId && backup.pageId === page.id && isWorthOffering(backup, page));
  return offered.reduce<DraftBackup | null>((newest, backup) => (!newest || backup.savedAt > newest.savedAt ? backup : newest), null);
}

/**
 * The editor with the backup applied as unsaved changes, based on the version and revision the
 * backup was (so a save over a concept that moved on since is refused with G_05, not merged).
 */
export function withRestoredBackup(editor: EditorState, backup: DraftBackup): EditorState {
  if (!editor.page || editor.page.id !== backup.pageId) return editor;
  return {
    ...editor,
    versionId: backup.versionId,
    revision: backup.revision,
    draft: backup.draft,
    unknownBlocks: opaqueBlocks(backup.draft.blocks, silently).unknown,
    unsaved: true,
    changeCount: editor.changeCount + 1,
    activity: 'Editing',
    activityBlockKey: null,
  };
}
