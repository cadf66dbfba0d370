import { useCallback, useEffect, useState } from 'react';
import { clearPublicationOutcome } from '../../publication/publication-actions.ts';
import { usePublicationStore } from '../../publication/publication-store.ts';
import type { SaveMessageState } from '../components/SaveMessage.tsx';

/**
 * The editor's message about its last action. Only the newest action speaks: setting it (a
 * Save, a Restore, or clearing it when one starts) removes the last publication action's
 * message, and starting a publication action removes this one.
 */
export function useEditorMessage(): [SaveMessageState, (message: SaveMessageState) => void] {
  const [message, setMessageState] = useState<SaveMessageState>(null);
  const publicationBusy = usePublicationStore((state) => state.busy !== null);
  useEffect(() => {
    if (publicationBusy) setMessageState(null);
  }, [publicationBusy]);
  const setMessage = useCallback((next: SaveMessageState) => {
    clearPublicationOutcome();
    setMessageState(next);
  }, []);
  return [message, setMessage];
}
