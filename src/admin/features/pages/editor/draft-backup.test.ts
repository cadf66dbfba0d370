import { describe, expect, it } from 'vitest';
import {
  backupFromEditor,
  backupToOffer,
  draftBackupKey,
  parseDraftBackup,
  readBackups,
  removeBackups,
  withRestoredBackup,
  writeBackup,
  type BackupStorage,
  type DraftBackup,
} from './draft-backup.ts';
import { editorReducer, initialEditorState, type EditorState } from './editor-state.ts';
import { quoteBlock, testPage } from './editor-test-fixtures.ts';

/** localStorage in miniature (insertion order, like the browser's). */
function memoryStorage(initial: Record<string, string> = {}): BackupStorage & { values: Map<string, string> } {
  const values = new Map(Object.entries(initial));
  return {
    values,
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

const LOADED_AT = '2025-03-01T09:00:00.000Z';
const page = (version: Parameters<typeof testPage>[1] = {}) => testPage({}, { updatedAt: LOADED_AT, ...version });
const loaded = (version: Parameters<typeof testPage>[1] = {}): EditorState =>
  editorReducer(initialEditorState, { type: 'pageLoaded', page: page(version) });
const edited = (text: string): EditorState =>
  editorReducer(loaded(), { type: 'blockPropsChanged', key: 'q1', props: { text, author: '', role: '' } });
const AFTER_LOAD = Date.parse(LOADED_AT) + 60_000;

describe('draft backup: what is kept and under which key', () => {
  it('keeps the unsaved fields, the version and revision they were based on, who and when', () => {
    const backup = backupFromEditor(edited('Bats hang upside down'), 7, AFTER_LOAD)!;
    expect(backup).toMatchObject({ userId: 7, pageId: 5, versionId: 11, revision: 3, savedAt: AFTER_LOAD });
    expect(backup.draft.blocks[0]!.props).toEqual({ text: 'Bats hang upside down', author: '', role: '' });
    expect(backup.draft).toMatchObject({ title: 'Bats', slug: 'news/bats', typeData: { publicationDate: '2024-05-01' } });
    expect(draftBackupKey(7, 5, 11)).toBe('cms.admin.draftBackup.7.5.11');
  });

  it('keeps nothing without unsaved changes or without a loaded page', () => {
    expect(backupFromEditor(loaded(), 7, AFTER_LOAD)).toBeNull();
    expect(backupFromEditor(initialEditorState, 7, AFTER_LOAD)).toBeNull();
  });

  it('reads back what it wrote; damaged or foreign values are ignored', () => {
    const storage = memoryStorage();
    const backup = backupFromEditor(edited('Bats'), 7, AFTER_LOAD)!;
    expect(writeBackup(storage, backup)).toBe(true);
    expect(parseDraftBackup(storage.getItem('cms.admin.draftBackup.7.5.11'))).toEqual(backup);
    expect(parseDraftBackup('{not json')).toBeNull();
    expect(parseDraftBackup(JSON.stringify({ ...backup, draft: { ...backup.draft, blocks: 'x' } }))).toBeNull();
    expect(parseDraftBackup(JSON.stringify({ ...backup, userId: '7' }))).toBeNull();
  });

  it("finds only this user's backups of this page; another user's and page 55's stay out", () => {
    const mine = backupFromEditor(edited('mine'), 7, AFTER_LOAD)!;
    const storage = memoryStorage();
    writeBackup(storage, mine);
    writeBackup(storage, { ...mine, userId: 8 });
    writeBackup(storage, { ...mine, pageId: 55 });
    // A record whose content claims another user than its key is not trusted either.
    storage.setItem(draftBackupKey(7, 5, 12), JSON.stringify({ ...mine, userId: 8, versionId: 12 }));
    expect(readBackups(storage, 7, 5).map(({ backup }) => backup)).toEqual([mine]);
    expect(readBackups(storage, 8, 5).map(({ backup }) => backup.userId)).toEqual([8]);
    removeBackups(storage, 7, 5);
    expect(readBackups(storage, 7, 5)).toEqual([]);
    expect(readBackups(storage, 8, 5)).toHaveLength(1);
    expect(storage.values.has(draftBackupKey(7, 55, 11))).toBe(true);
  });

  it('a full or disabled storage does not break the editor', () => {
    const full = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(writeBackup(full, backupFromEditor(edited('x'), 7, AFTER_LOAD)!)).toBe(false);
  });
});

describe('draft backup: what is offered after loading the page', () => {
  const backup = (overrides: Partial<DraftBackup> = {}): DraftBackup => ({
    ...backupFromEditor(edited('Unsaved words'), 7, AFTER_LOAD)!,
    ...overrides,
  });

  it('offers work based on the loaded concept and revision', () => {
    expect(backupToOffer([backup()], 7, page())).toEqual(backup());
  });

  it("never offers another user's backup", () => {
    expect(backupToOffer([backup({ userId: 8 })], 7, page())).toBeNull();
  });

  it('does not offer a backup equal to what is stored', () => {
    const same = backupFromEditor({ ...loaded(), unsaved: true }, 7, AFTER_LOAD)!;
    expect(backupToOffer([same], 7, page())).toBeNull();
  });

  it('offers work on an older revision when it was written after the concept last changed', () => {
    expect(backupToOffer([backup({ revision: 2 })], 7, page({ revision: 3 }))).not.toBeNull();
  });

  it('does not offer work older than the concept as loaded (saved elsewhere since)', () => {
    const older = backup({ revision: 2, savedAt: Date.parse(LOADED_AT) - 1 });
    expect(backupToOffer([older], 7, page({ revision: 3 }))).toBeNull();
  });

  it('offers the newest of several', () => {
    const early = backup({ versionId: 9, savedAt: AFTER_LOAD });
    const late = backup({ savedAt: AFTER_LOAD + 5_000 });
    expect(backupToOffer([late, early], 7, page())).toBe(late);
    expect(backupToOffer([early, late], 7, page())).toBe(late);
  });
});

describe('draft backup: restoring', () => {
  it('applies the backup as unsaved changes on the revision it was based on', () => {
    const kept = { ...backupFromEditor(edited('Restored words'), 7, AFTER_LOAD)!, revision: 2 };
    const before = loaded();
    const state = withRestoredBackup(before, kept);
    expect(state).toMatchObject({ unsaved: true, versionId: 11, revision: 2, changeCount: before.changeCount + 1 });
    expect(state.draft.blocks).toEqual([quoteBlock('q1', 'Restored words')]);
    // The stored page is unchanged: a save sends revision 2 and the server answers G_05 if it moved on.
    expect(state.page).toBe(before.page);
  });

  it('does nothing to an editor showing another page', () => {
    const kept = { ...backupFromEditor(edited('x'), 7, AFTER_LOAD)!, pageId: 99 };
    const state = loaded();
    expect(withRestoredBackup(state, kept)).toBe(state);
  });
});
