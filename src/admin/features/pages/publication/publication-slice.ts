import type { StateCreator } from 'zustand';
import type { PendingRequest } from './api.ts';

/** Every action the editor can take on publication, including the two review decisions. */
export type PublicationOperation =
  | 'publish'
  | 'saveAndPublish'
  | 'unpublish'
  | 'requestPublication'
  | 'resendRequest'
  | 'revokeRequest'
  | 'accept'
  /** An acceptance that schedules the version for a later time (issue 16). */
  | 'acceptScheduled'
  | 'reject';

export interface PublicationState {
  /** The page and concept version the request below belongs to. */
  pageId: number | null;
  versionId: number | null;
  /** The concept's pending request, or null when there is none. */
  request: PendingRequest | null;
  /** The operation under way. */
  busy: PublicationOperation | null;
  /** The last operation's outcome, shown in the editor until the next one. */
  outcome: { operation: PublicationOperation; ok: boolean } | null;
}

export const initialPublicationState: PublicationState = { pageId: null, versionId: null, request: null, busy: null, outcome: null };

/** SPEC 8: publication failures go to this error collection; the editor shows it. */
export const PUBLICATION_ERRORS = 'publication-requests' as const;

/** The publication side of the page editor's store (editor/editor-store.ts). */
export interface PublicationSlice {
  publication: PublicationState;
  setPublication: (patch: Partial<PublicationState>) => void;
}

export const createPublicationSlice: StateCreator<PublicationSlice> = (set) => ({
  publication: initialPublicationState,
  setPublication: (patch) => set((state) => ({ publication: { ...state.publication, ...patch } })),
});
