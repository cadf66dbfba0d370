import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useErrorCollections } from '../../../lib/error-collections.ts';
import { testPage } from '../editor/editor-test-fixtures.ts';

vi.mock('../api.ts', () => import('../test-mocks/pages-api.mock.ts'));
vi.mock('./api.ts', () => import('../test-mocks/publication-api.mock.ts'));

const { pagesApi } = await import('../api.ts');
const { publicationApi } = await import('./api.ts');
const { publicationActions, resetPublication, acceptGoesLiveLater } = await import('./publication-actions.ts');
const { editorDispatch, editorState, publicationState } = await import('../editor/editor-store.ts');

const ok = { Success: true, Errors: [] };
const request = {
  comment: 'Please',
  requestedBy: { id: 2, name: 'Kim' },
  createdAt: '2026-01-01T10:00:00.000Z',
  resentAt: null as string | null,
  versionRevision: 1,
  publishAt: null as string | null,
};
const requested = () => testPage({}, { hasPublicationRequest: true });

/** The editor open on a page with a pending request, and a block edited but not saved. */
function openWithUnsavedEdit() {
  editorDispatch({ type: 'pageLoaded', page: requested() });
  editorDispatch({ type: 'blockPropsChanged', key: 'q1', props: { text: 'Not saved yet', author: '', role: '' } });
  editorDispatch({ type: 'slugChanged', slug: 'news/night-bats' });
}
const editedText = () => editorState().draft.blocks[0]?.props.text;

describe('publication actions keep unsaved edits', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    editorDispatch({ type: 'closed' });
    resetPublication();
    useErrorCollections.getState().clearAll();
    vi.mocked(publicationApi.requestComment).mockResolvedValue({ ...ok, data: request });
  });

  it('resend: the request is refreshed, the draft stays', async () => {
    openWithUnsavedEdit();
    vi.mocked(publicationApi.resend).mockResolvedValue(ok);
    vi.mocked(pagesApi.get).mockResolvedValue({ ...ok, page: requested() });
    vi.mocked(publicationApi.requestComment).mockResolvedValue({ ...ok, data: { ...request, resentAt: '2026-01-02T10:00:00.000Z' } });

    expect(await publicationActions.resendRequest()).toBe(true);

    expect(editedText()).toBe('Not saved yet');
    expect(editorState().draft.slug).toBe('news/night-bats');
    expect(editorState()).toMatchObject({ unsaved: true, versionId: 11, revision: 3 });
    expect(publicationState()).toMatchObject({
      busy: null,
      outcome: { operation: 'resendRequest', ok: true },
      request: { resentAt: '2026-01-02T10:00:00.000Z' },
    });
  });

  it('revoke: the request flag and request go, the draft stays', async () => {
    openWithUnsavedEdit();
    vi.mocked(publicationApi.revoke).mockResolvedValue(ok);
    vi.mocked(pagesApi.get).mockResolvedValue({ ...ok, page: testPage() });

    expect(await publicationActions.revokeRequest()).toBe(true);

    expect(editedText()).toBe('Not saved yet');
    expect(editorState().unsaved).toBe(true);
    expect(editorState().page?.pageVersion.hasPublicationRequest).toBe(false);
    expect(publicationState().request).toBeNull();
  });

  it('reject: the review closes, the draft stays', async () => {
    openWithUnsavedEdit();
    editorDispatch({ type: 'activityChanged', activity: 'AcceptRequest' });
    vi.mocked(publicationApi.reject).mockResolvedValue(ok);
    vi.mocked(pagesApi.get).mockResolvedValue({ ...ok, page: testPage() });

    expect(await publicationActions.reject('Not yet')).toBe(true);

    expect(publicationApi.reject).toHaveBeenCalledWith(11, 'Not yet');
    expect(editedText()).toBe('Not saved yet');
    expect(editorState()).toMatchObject({ unsaved: true, activity: 'Editing' });
  });

  it('accept: the draft moves onto the new concept (a copy of the accepted one) and stays unsaved', async () => {
    openWithUnsavedEdit();
    vi.mocked(publicationApi.accept).mockResolvedValue(ok);
    // Publishing freezes version 11 and makes version 12, a copy, the concept.
    const published = testPage(
      { conceptVersionID: 12, publishedVersionID: 11, publishedID: 1, hasUnpublishedChanges: false },
      { id: 12, revision: 0 },
    );
    vi.mocked(pagesApi.get).mockResolvedValue({ ...ok, page: published });

    expect(await publicationActions.accept('Fine')).toBe(true);

    expect(editedText()).toBe('Not saved yet');
    expect(editorState()).toMatchObject({ unsaved: true, versionId: 12, revision: 0 });
    expect(editorState().page?.publishedVersionID).toBe(11);
  });

  it('accept of a concept that is not what the draft is based on leaves the draft on the old version (its save is refused, nothing overwritten)', async () => {
    openWithUnsavedEdit();
    vi.mocked(publicationApi.accept).mockResolvedValue(ok);
    const published = testPage({ conceptVersionID: 12, publishedVersionID: 11 }, { id: 12, revision: 0, title: 'Someone else' });
    vi.mocked(pagesApi.get).mockResolvedValue({ ...ok, page: published });

    expect(await publicationActions.accept('Fine')).toBe(true);

    expect(editedText()).toBe('Not saved yet');
    expect(editorState()).toMatchObject({ unsaved: true, versionId: 11, revision: 3 });
    expect(editorState().page?.conceptVersionID).toBe(12);
  });

  it('a refused action (V_07) refreshes the state around the draft', async () => {
    openWithUnsavedEdit();
    vi.mocked(publicationApi.revoke).mockRejectedValue(new ApiRequestError(409, [{ code: 'V_07' }], null));
    vi.mocked(pagesApi.get).mockResolvedValue({ ...ok, page: testPage() });

    expect(await publicationActions.revokeRequest()).toBe(false);

    expect(editedText()).toBe('Not saved yet');
    expect(editorState().page?.pageVersion.hasPublicationRequest).toBe(false);
    expect(useErrorCollections.getState().collections['publication-requests']).toEqual([{ code: 'V_07' }]);
  });

  it('without unsaved changes the page is loaded anew', async () => {
    editorDispatch({ type: 'pageLoaded', page: requested() });
    vi.mocked(publicationApi.revoke).mockResolvedValue(ok);
    vi.mocked(pagesApi.get).mockResolvedValue({ ...ok, page: testPage({}, { revision: 5 }) });

    expect(await publicationActions.revokeRequest()).toBe(true);

    expect(editorState()).toMatchObject({ unsaved: false, revision: 5 });
  });

  it('store and publish loads the stored page but keeps a slug that is not saved yet', async () => {
    openWithUnsavedEdit();
    vi.mocked(publicationApi.storeAndPublish).mockResolvedValue(ok);
    const published = testPage(
      { conceptVersionID: 12, publishedVersionID: 11 },
      {
        id: 12,
        revision: 0,
        blocks: [
          { type: 'quote', key: 'q1', props: { text: 'Not saved yet', author: '', role: '' }, anchorPoint: '', __images: {}, __files: {} },
        ],
      },
    );
    vi.mocked(pagesApi.get).mockResolvedValue({ ...ok, page: published });

    expect(await publicationActions.saveAndPublish()).toBe(true);

    expect(editedText()).toBe('Not saved yet');
    expect(editorState()).toMatchObject({ versionId: 12, revision: 0, unsaved: true });
    expect(editorState().draft.slug).toBe('news/night-bats');
  });
});

describe('acceptGoesLiveLater', () => {
  const now = Date.parse('2026-06-01T08:00:00.000Z');
  it('schedules for a chosen time or a kept wish still ahead; publishes for null, no wish, or a passed wish', () => {
    expect(acceptGoesLiveLater('2026-06-02T08:00:00.000Z', null, now)).toBe(true);
    expect(acceptGoesLiveLater(undefined, '2026-06-02T08:00:00.000Z', now)).toBe(true);
    expect(acceptGoesLiveLater(null, '2026-06-02T08:00:00.000Z', now)).toBe(false);
    expect(acceptGoesLiveLater(undefined, null, now)).toBe(false);
    expect(acceptGoesLiveLater(undefined, '2026-05-31T08:00:00.000Z', now)).toBe(false);
  });
});
