import { create } from 'zustand';
import type { PendingRequest } from './api/publication-api.ts';

/** Every action the editor can take on publication, including the two review decisions. */
export type PublicationOperation =
  | 'publish'
  | 'saveAndPublish'
  | 'unpublish'
  | 'requestPublication'
  | 'resendRequest'
  | 'revokeRequest'
  | 'accept'
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

/** The publication side of the open page editor. */
export const usePublicationStore = create<PublicationState>()(() => initialPublicationState);

export const publicationState = () => usePublicationStore.getState();
export const setPublicationState = (patch: Partial<PublicationState>) => usePublicationStore.setState(patch);
