import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useErrorCollections } from '../../../lib/error-collections.ts';
import { testPage } from '../editor/editor-test-fixtures.ts';
import { editorPublishedIds, isStaleConflict } from './publication-rules.ts';

// Issue 14: publishing from a stale screen must not publish someone else's draft, and a review
// request keeps the live page online (SPEC 4's clearing is the editor's view only).

vi.mock('../api.ts', () => import('../test-mocks/pages-api.mock.ts'));
vi.mock('./api.ts', () => import('../test-mocks/publication-api.mock.ts'));

const { pagesApi } = await import('../api.ts');
const { publicationApi } = await import('./api.ts');
const { publicationActions, resetPublication } = await import('./publication-actions.ts');
const { editorDispatch, publicationState } = await import('../editor/editor-store.ts');

const ok = { Success: true, Errors: [] };
const stale = () => new ApiRequestError(409, [{ code: 'G_05' }], null);
const request = {
  comment: '',
  requestedBy: { id: 2, name: 'Kim' },
  createdAt: '2026-01-01T10:00:00.000Z',
  resentAt: null,
  versionRevision: 3,
  publishAt: null,
};

describe('publication calls carry the revision the user saw', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    editorDispatch({ type: 'closed' });
    resetPublication();
    useErrorCollections.getState().clearAll();
    vi.mocked(publicationApi.requestComment).mockResolvedValue({ ...ok, data: request });
  });

  it('publish sends the loaded concept revision', async () => {
    editorDispatch({ type: 'pageLoaded', page: testPage({}, { revision: 3 }) });
    vi.mocked(publicationApi.publish).mockResolvedValue(ok);
    vi.mocked(pagesApi.get).mockResolvedValue({ ...ok, page: testPage({ publishedVersionID: 11 }, { revision: 0 }) });

    expect(await publicationActions.publish()).toBe(true);
    expect(publicationApi.publish).toHaveBeenCalledWith(5, 3);
  });

  it('store-and-publish sends the revision the draft is based on in its store body', async () => {
    editorDispatch({ type: 'pageLoaded', page: testPage({}, { revision: 4 }) });
    editorDispatch({ type: 'fieldChanged', field: 'title', value: 'Bats at night' });
    vi.mocked(publicationApi.storeAndPublish).mockResolvedValue(ok);
    vi.mocked(pagesApi.get).mockResolvedValue({ ...ok, page: testPage() });

    expect(await publicationActions.saveAndPublish()).toBe(true);
    expect(publicationApi.storeAndPublish).toHaveBeenCalledWith(11, expect.objectContaining({ revision: 4, title: 'Bats at night' }));
  });

  it('accept sends the revision of the concept under review', async () => {
    editorDispatch({ type: 'pageLoaded', page: testPage({}, { revision: 3, hasPublicationRequest: true }) });
    vi.mocked(publicationApi.accept).mockResolvedValue(ok);
    vi.mocked(pagesApi.get).mockResolvedValue({ ...ok, page: testPage({ publishedVersionID: 11 }) });

    expect(await publicationActions.accept('Fine')).toBe(true);
    expect(publicationApi.accept).toHaveBeenCalledWith(11, 'Fine', 3, undefined);
  });

  it('a stale publish (409 G_05) fails as a conflict, like a stale save', async () => {
    editorDispatch({ type: 'pageLoaded', page: testPage({}, { revision: 3 }) });
    vi.mocked(publicationApi.publish).mockRejectedValue(stale());
    vi.mocked(pagesApi.get).mockResolvedValue({ ...ok, page: testPage({}, { revision: 4 }) });

    expect(await publicationActions.publish()).toBe(false);
    const errors = useErrorCollections.getState().collections['publication-requests'] ?? [];
    expect(errors).toEqual([{ code: 'G_05' }]);
    expect(isStaleConflict(errors)).toBe(true);
    expect(publicationState().outcome).toEqual({ operation: 'publish', ok: false });
  });
});

describe('editorPublishedIds (SPEC 4 in the editor only)', () => {
  it('clears the published ids in the editor view while the concept is under review', () => {
    const page = testPage({ publishedVersionID: 10, publishedID: 7 }, { hasPublicationRequest: true });
    expect(editorPublishedIds(page)).toEqual({ publishedVersionID: null, publishedID: null });
    // The page itself (what the server says is live) is left as it is.
    expect(page.publishedVersionID).toBe(10);
  });

  it('shows the published ids when no request is pending', () => {
    expect(editorPublishedIds(testPage({ publishedVersionID: 10, publishedID: 7 }))).toEqual({ publishedVersionID: 10, publishedID: 7 });
  });

  it('isStaleConflict tells G_05 apart from other refusals', () => {
    expect(isStaleConflict([{ code: 'V_07' }])).toBe(false);
    expect(isStaleConflict([])).toBe(false);
  });
});
