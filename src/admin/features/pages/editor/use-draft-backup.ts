import { useCallback, useEffect, useRef, useState } from 'react';
import { useAuthStore } from '../../auth/auth-state.ts';
import {
  backupFromEditor,
  backupToOffer,
  readBackups,
  removeBackups,
  withRestoredBackup,
  writeBackup,
  type BackupStorage,
  type DraftBackup,
} from './draft-backup.ts';
import { usePageEditorStore } from './editor-store.ts';

/** Typing writes the backup at most this often (and always the last state, also on leaving). */
export const BACKUP_WRITE_DELAY_MS = 1_000;

function browserStorage(): BackupStorage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage disabled (privacy settings): the editor works on, without backups.
    return null;
  }
}

/** The open editor's "forget my backup", for leaving the page on purpose without saving. */
let forgetOpenBackup: (() => void) | null = null;

/** The user chose to leave the editor without saving: its unsaved work is not kept. */
export function discardDraftBackup(): void {
  forgetOpenBackup?.();
}

/**
 * Keeps the editor's unsaved work of page `pageId` in localStorage while it is unsaved
 * (throttled; flushed when the editor closes, e.g. by the inactivity logout, and when the tab
 * goes away) and removes it once saved or undone. Once the page has loaded it looks for a
 * backup of this user newer than what was loaded and returns it as `offer`.
 */
export function useDraftBackup(pageId: number): { offer: DraftBackup | null; restore: () => void; discard: () => void } {
  const userId = useAuthStore((state) => state.user?.ID ?? null);
  const page = usePageEditorStore((state) => (state.editor.page?.id === pageId ? state.editor.page : null));
  const [offer, setOffer] = useState<DraftBackup | null>(null);
  const checkedFor = useRef<string | null>(null);

  useEffect(() => {
    const storage = browserStorage();
    if (userId === null || !storage) return;
    let pending: DraftBackup | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const cancel = () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      pending = null;
    };
    const flush = () => {
      const backup = pending;
      cancel();
      if (backup) writeBackup(storage, backup);
    };
    const forget = () => {
      cancel();
      removeBackups(storage, userId, pageId);
    };
    const unsubscribe = usePageEditorStore.subscribe(({ editor }, { editor: before }) => {
      // Closing the editor (the logout unmounts it) keeps the backup: that is what it is for.
      if (editor === before || editor.page?.id !== pageId) return;
      if (editor.unsaved) {
        pending = backupFromEditor(editor, userId, Date.now());
        timer ??= setTimeout(flush, BACKUP_WRITE_DELAY_MS);
      } else if (before.unsaved && before.page?.id === pageId) {
        // Saved, undone or reloaded: nothing unsaved is left to keep.
        forget();
      }
    });
    window.addEventListener('pagehide', flush);
    forgetOpenBackup = forget;
    return () => {
      unsubscribe();
      window.removeEventListener('pagehide', flush);
      if (forgetOpenBackup === forget) forgetOpenBackup = null;
      flush();
    };
  }, [userId, pageId]);

  // Once per page and user, as soon as the page has loaded (before any edit of this visit).
  useEffect(() => {
    const storage = browserStorage();
    if (!page || userId === null || !storage) return;
    const token = `${userId}:${pageId}`;
    if (checkedFor.current === token) return;
    checkedFor.current = token;
    const found = readBackups(storage, userId, pageId);
    const chosen = backupToOffer(
      found.map(({ backup }) => backup),
      userId,
      page,
    );
    // The others hold nothing newer than the page (saved since, or the same): they would only linger.
    for (const { key, backup } of found) if (backup !== chosen) storage.removeItem(key);
    setOffer(chosen);
  }, [page, userId, pageId]);

  const restore = useCallback(() => {
    if (!offer) return;
    usePageEditorStore.setState((state) => ({ editor: withRestoredBackup(state.editor, offer) }));
    setOffer(null);
  }, [offer]);

  const discard = useCallback(() => {
    const storage = browserStorage();
    if (offer && storage) {
      // Only what was offered: work typed since then has its own, newer backup.
      for (const { key, backup } of readBackups(storage, offer.userId, pageId)) {
        if (backup.savedAt <= offer.savedAt) storage.removeItem(key);
      }
    }
    setOffer(null);
  }, [offer, pageId]);

  return { offer, restore, discard };
}
