import type { ApiError } from '../../../../shared/errors.ts';
import type { PageDto } from '../../../../shared/pages/page-dto.ts';
import { storeVersionBody } from '../../../../shared/pages/page-schemas.ts';
import { normalizeSlug } from '../../../../shared/pages/slug.ts';
import { ApiRequestError, errorsFromUnknown } from '../../../lib/api-client.ts';
import { clearCollectionErrors, setCollectionErrors } from '../../../lib/error-collections.ts';
import { validateWith } from '../../../lib/validation.ts';
import { seoImageAllowed } from '../../media/slot-rules.ts';
import type { StoreVersionPayload } from '../api.ts';
import { loadPage, refreshPage, saveConcept } from '../editor/editor-actions.ts';
import { editorDispatch, editorState, publicationState, setPublicationState, usePageEditorStore } from '../editor/editor-store.ts';
import { publicationApi } from './api.ts';
import { unpublishCall } from './publication-rules.ts';
import { initialPublicationState, PUBLICATION_ERRORS, type PublicationOperation } from './publication-slice.ts';

/** Loads the pending request of the page's concept (none: 404, or the concept has no request flag). */
export async function loadPendingRequest(page: Pick<PageDto, 'id' | 'conceptVersionID' | 'pageVersion'>): Promise<void> {
  const versionId = page.conceptVersionID;
  if (publicationState().pageId !== page.id) setPublicationState({ ...initialPublicationState, pageId: page.id });
  if (!page.pageVersion.hasPublicationRequest) {
    setPublicationState({ versionId, request: null });
    return;
  }
  try {
    const { data } = await publicationApi.requestComment(versionId);
    if (publicationState().pageId === page.id) setPublicationState({ versionId, request: data });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) setPublicationState({ versionId, request: null });
    else setCollectionErrors(PUBLICATION_ERRORS, errorsFromUnknown(error));
  }
}

/** Forgets everything when the editor closes. */
export function resetPublication(): void {
  setPublicationState(initialPublicationState);
  clearCollectionErrors(PUBLICATION_ERRORS);
}

/** The concept as the editor holds it, as a store body (what Save would send). */
function draftBody(): { ok: true; body: StoreVersionPayload } | { ok: false; errors: ApiError[] } {
  const { draft, revision } = editorState();
  const body: StoreVersionPayload = {
    revision,
    title: draft.title,
    blocks: draft.blocks,
    seoTitle: draft.seoTitle,
    seoDescription: draft.seoDescription,
    seoKeywords: draft.seoKeywords,
    seoImage: draft.seoImage,
    typeData: draft.typeData,
  };
  if (!seoImageAllowed(body.seoImage)) return { ok: false, errors: [{ code: 'V_12', property: 'seoImage' }] };
  const checked = validateWith(storeVersionBody, body);
  return checked.ok ? { ok: true, body } : { ok: false, errors: checked.errors };
}

/**
 * Runs one operation: errors go to the publication-requests collection, success is noted;
 * either way the page and its request are refreshed so the editor shows the new state.
 * Unsaved edits are never thrown away: with unsaved changes only the page and its
 * publication state are refreshed and the draft stays. `storesDraft` operations (store and
 * publish/unpublish) have stored the draft when they succeed, so the page is loaded anew;
 * a slug typed but not saved yet is kept even then.
 */
async function run(
  operation: PublicationOperation,
  call: () => Promise<unknown>,
  storesDraft: () => boolean = () => false,
): Promise<boolean> {
  const { page } = editorState();
  if (!page || publicationState().busy) return false;
  const stores = storesDraft();
  usePageEditorStore.getState().startPublication(operation);
  let ok = true;
  try {
    await call();
  } catch (error) {
    ok = false;
    setCollectionErrors(PUBLICATION_ERRORS, errorsFromUnknown(error));
  }
  const { unsaved, activity, draft } = editorState();
  if (unsaved && !(ok && stores)) {
    await refreshPage(page.id);
    // A decision ends the review; a failed one keeps it open.
    if (ok && activity === 'AcceptRequest') editorDispatch({ type: 'activityChanged', activity: 'Editing' });
  } else {
    await loadPage(page.id);
    const pendingSlug = normalizeSlug(draft.slug);
    if (unsaved && editorState().page?.slug !== pendingSlug && editorState().page?.id === page.id) {
      editorDispatch({ type: 'slugChanged', slug: draft.slug });
    }
  }
  const reloaded = editorState().page;
  if (reloaded) await loadPendingRequest(reloaded);
  // A failed review decision keeps the review open (a reload starts in Editing).
  if (!ok && activity === 'AcceptRequest' && publicationState().request) editorDispatch({ type: 'activityChanged', activity });
  setPublicationState({ busy: null, outcome: { operation, ok } });
  return ok;
}

/**
 * Whether an acceptance schedules rather than publishes: the reviewer chose a time, or kept the
 * requester's, which is still ahead (the server publishes at once when it has passed).
 */
export function acceptGoesLiveLater(publishAt: string | null | undefined, requestedAt: string | null, now = Date.now()): boolean {
  if (publishAt !== undefined) return publishAt !== null;
  return requestedAt !== null && Date.parse(requestedAt) > now;
}

const fail = (errors: ApiError[]) => {
  throw new ApiRequestError(400, errors, null);
};

const pageId = () => editorState().page!.id;
const conceptId = () => editorState().page!.conceptVersionID;

export const publicationActions = {
  /** Publish is offered only without unsaved changes, so the draft's revision is the concept on screen. */
  publish: () => run('publish', () => publicationApi.publish(pageId(), editorState().revision)),
  saveAndPublish: () =>
    run(
      'saveAndPublish',
      async () => {
        const draft = draftBody();
        if (!draft.ok) return fail(draft.errors);
        return publicationApi.storeAndPublish(editorState().versionId ?? conceptId(), draft.body);
      },
      () => true,
    ),
  /** `redirectTo`: a published page the address is sent on to (issue 16), made with the unpublication. */
  unpublish: (redirectTo?: number) =>
    run(
      'unpublish',
      async () => {
        const redirect = redirectTo === undefined ? {} : { redirectTo };
        if (unpublishCall(editorState().unsaved) === 'unpublish') return publicationApi.unpublish(pageId(), redirect);
        const draft = draftBody();
        if (!draft.ok) return fail(draft.errors);
        return publicationApi.storeAndUnpublish(editorState().versionId ?? conceptId(), { ...draft.body, ...redirect });
      },
      () => unpublishCall(editorState().unsaved) === 'storeAndUnpublish',
    ),
  /** Unsaved changes are saved first, so the request is for what the editor sees. */
  requestPublication: (comment: string, publishAt: string | null = null) =>
    run('requestPublication', async () => {
      if (editorState().unsaved) {
        const saved = await saveConcept();
        if (!saved.ok) return fail(saved.errors);
      }
      return publicationApi.request(pageId(), comment.trim(), publishAt);
    }),
  resendRequest: () => run('resendRequest', () => publicationApi.resend(pageId())),
  revokeRequest: () => run('revokeRequest', () => publicationApi.revoke(pageId())),
  /**
   * SPEC 4: accepting publishes the version, then accepts the request (the server does both).
   * The revision is that of the concept the review panel shows, so the reviewer accepts what they saw.
   */
  accept: (feedback: string, publishAt?: string | null) =>
    run(acceptGoesLiveLater(publishAt, publicationState().request?.publishAt ?? null) ? 'acceptScheduled' : 'accept', () =>
      publicationApi.accept(conceptId(), feedback.trim(), editorState().page!.pageVersion.revision, publishAt),
    ),
  /** Feedback is required: checked here before any request is made (V_01, like the server). */
  reject: async (feedback: string) => {
    if (!feedback.trim()) {
      setCollectionErrors(PUBLICATION_ERRORS, [{ code: 'V_01', property: 'feedback' }]);
      setPublicationState({ outcome: { operation: 'reject', ok: false } });
      return false;
    }
    return run('reject', () => publicationApi.reject(conceptId(), feedback.trim()));
  },
};
