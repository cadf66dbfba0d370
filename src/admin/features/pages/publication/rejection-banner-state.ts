import type { RejectionFeedback } from './api.ts';

/** A rejection as loaded for one concept version (null: its latest request was not rejected). */
export interface LoadedRejection {
  versionId: number;
  rejection: RejectionFeedback | null;
}

interface EditedPage {
  conceptVersionID: number;
  pageVersion: { hasPublicationRequest: boolean };
}

/**
 * The rejection the editor shows: the one loaded for the concept on screen, and only while the
 * concept is not requested again (the pending request, known at once from the publication
 * slice, or the page's flag). A published page has a new concept, so an older load is not shown.
 */
export function shownRejection(loaded: LoadedRejection | null, page: EditedPage | null, pendingRequest: unknown): RejectionFeedback | null {
  if (!loaded?.rejection || !page) return null;
  if (loaded.versionId !== page.conceptVersionID) return null;
  if (page.pageVersion.hasPublicationRequest || pendingRequest !== null) return null;
  return loaded.rejection;
}
