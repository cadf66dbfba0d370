import { useEffect, useRef, useState } from 'react';
import type { PagePresenceEntry } from '../../../../shared/presence/presence-schemas.ts';
import { usePageEditorStore } from '../editor/editor-store.ts';
import { leavePresence, sendPresence } from './api.ts';
import { HEARTBEAT_MS, newClientId } from './presence-state.ts';

/**
 * Tells the server this tab has the page open (every 15 s, at once when unsaved changes start
 * or end, and when the tab comes back into view) and returns who else has it open. A failed
 * heartbeat keeps the last answer: presence is a hint, never a reason to stop editing.
 */
export function usePagePresence(pageId: number | null): PagePresenceEntry[] {
  const [others, setOthers] = useState<PagePresenceEntry[]>([]);
  const unsaved = usePageEditorStore((state) => state.editor.unsaved);
  const unsavedRef = useRef(unsaved);
  const beatRef = useRef<() => void>(() => undefined);

  useEffect(() => {
    if (pageId === null) return;
    const clientId = newClientId();
    let stopped = false;
    const beat = () => {
      sendPresence(pageId, clientId, unsavedRef.current)
        .then((answer) => {
          if (!stopped) setOthers(answer);
        })
        .catch(() => undefined);
    };
    beatRef.current = beat;
    beat();
    const timer = window.setInterval(beat, HEARTBEAT_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') beat();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      stopped = true;
      beatRef.current = () => undefined;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      setOthers([]);
      void leavePresence(pageId, clientId).catch(() => undefined);
    };
  }, [pageId]);

  useEffect(() => {
    if (unsavedRef.current === unsaved) return;
    unsavedRef.current = unsaved;
    beatRef.current();
  }, [unsaved]);

  return others;
}
