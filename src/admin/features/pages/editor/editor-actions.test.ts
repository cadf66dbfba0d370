import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../i18n/create-i18n.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { quoteBlock, testPage, testVersion } from './editor-test-fixtures.ts';

vi.mock('../api.ts', () => import('../test-mocks/pages-api.mock.ts'));

const { pagesApi } = await import('../api.ts');
const { savePageSettings, saveSeoSettings } = await import('./editor-actions.ts');
const { editorDispatch, editorState } = await import('./editor-store.ts');
const { seoSaveMessage } = await import('./save-messages.ts');

const image = (name: string) => ({ hash: 'a'.repeat(16), fileName: name, altText: '' });
const ok = { Success: true, Errors: [] };

describe('editor actions', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    editorDispatch({ type: 'closed' });
    editorDispatch({ type: 'pageLoaded', page: testPage() });
  });

  describe('Save SEO settings', () => {
    it('stores only the SEO fields and keeps unsaved block and title edits (still unsaved)', async () => {
      editorDispatch({ type: 'blockPropsChanged', key: 'q1', props: { text: 'Nature always first', author: '', role: '' } });
      editorDispatch({ type: 'fieldChanged', field: 'title', value: 'Bats at night' });
      editorDispatch({ type: 'fieldChanged', field: 'seoTitle', value: 'Bat monitoring' });
      // The server stored the SEO title only: its answer has the old blocks and title.
      vi.mocked(pagesApi.storeVersion).mockResolvedValue({ ...ok, version: testVersion({ seoTitle: 'Bat monitoring', revision: 4 }) });

      expect(await saveSeoSettings()).toEqual({ ok: true });

      expect(pagesApi.storeVersion).toHaveBeenCalledWith(11, {
        revision: 3,
        seoTitle: 'Bat monitoring',
        seoDescription: '',
        seoKeywords: [],
        seoImage: null,
      });
      const state = editorState();
      expect(state.draft.blocks[0]?.props.text).toBe('Nature always first');
      expect(state.draft.title).toBe('Bats at night');
      expect(state.draft.seoTitle).toBe('Bat monitoring');
      expect(state).toMatchObject({ revision: 4, unsaved: true });
    });

    it('clears the unsaved flag when the SEO fields were the only changes', async () => {
      editorDispatch({ type: 'seoKeywordsChanged', keywords: ['bats'] });
      vi.mocked(pagesApi.storeVersion).mockResolvedValue({ ...ok, version: testVersion({ seoKeywords: ['bats'], revision: 4 }) });
      expect(await saveSeoSettings()).toEqual({ ok: true });
      expect(editorState()).toMatchObject({ revision: 4, unsaved: false });
    });

    it('SPEC 5: more than one SEO image is refused with no request, and the tab says why', async () => {
      editorDispatch({ type: 'seoImageChanged', seoImage: [image('a.jpg'), image('b.jpg')] });
      const outcome = await saveSeoSettings();
      expect(outcome).toEqual({ ok: false, errors: [{ code: 'V_12', property: 'seoImage' }], conflict: false });
      expect(pagesApi.storeVersion).not.toHaveBeenCalled();
      expect(pagesApi.save).not.toHaveBeenCalled();
      expect(editorState().unsaved).toBe(true);
      const i18n = createI18n('en');
      expect(seoSaveMessage(outcome, i18n.t)).toMatchObject({ kind: 'error', text: 'Choose at most one SEO image.' });
      expect(seoSaveMessage(outcome, createI18n('nl').t)).toMatchObject({ text: 'Kies maximaal één SEO-afbeelding.' });
    });
  });

  describe('Save page settings', () => {
    it('a slug-only change saves the page and stores no version', async () => {
      editorDispatch({ type: 'slugChanged', slug: '/News/Night-Bats/' });
      expect(editorState().unsaved).toBe(true);
      vi.mocked(pagesApi.save).mockResolvedValue({ ...ok, page: testPage({ slug: 'news/night-bats', url: '/en-gb/news/night-bats' }) });

      expect(await savePageSettings(true)).toEqual({ ok: true });

      expect(pagesApi.storeVersion).not.toHaveBeenCalled();
      expect(pagesApi.save).toHaveBeenCalledWith(5, 'news/night-bats', true);
      expect(editorState().page?.slug).toBe('news/night-bats');
      expect(editorState()).toMatchObject({ unsaved: false, revision: 3 });
    });

    it('a title change stores {id, title, typeData} and does not save the page', async () => {
      editorDispatch({ type: 'fieldChanged', field: 'title', value: 'Night bats' });
      vi.mocked(pagesApi.storeVersion).mockResolvedValue({ ...ok, version: testVersion({ title: 'Night bats', revision: 4 }) });

      expect(await savePageSettings(false)).toEqual({ ok: true });

      expect(pagesApi.storeVersion).toHaveBeenCalledWith(11, {
        revision: 3,
        id: 11,
        title: 'Night bats',
        typeData: { publicationDate: '2024-05-01' },
      });
      expect(pagesApi.save).not.toHaveBeenCalled();
      expect(editorState()).toMatchObject({ unsaved: false, revision: 4 });
      expect(editorState().draft.title).toBe('Night bats');
    });

    it('a type data and slug change stores the version first, then saves the page; block edits stay unsaved', async () => {
      editorDispatch({ type: 'blockAdded', blockType: 'quote', key: 'q2', afterKey: null });
      editorDispatch({ type: 'typeDataChanged', typeData: { publicationDate: '2024-06-01' } });
      editorDispatch({ type: 'slugChanged', slug: 'news/bats-2024' });
      const calls: string[] = [];
      vi.mocked(pagesApi.storeVersion).mockImplementation(async () => {
        calls.push('store');
        return { ...ok, version: testVersion({ typeData: { publicationDate: '2024-06-01' }, revision: 4 }) };
      });
      vi.mocked(pagesApi.save).mockImplementation(async () => {
        calls.push('save');
        return { ...ok, page: testPage({ slug: 'news/bats-2024' }) };
      });

      expect(await savePageSettings(false)).toEqual({ ok: true });

      expect(calls).toEqual(['store', 'save']);
      const state = editorState();
      expect(state.draft.blocks.map((block) => block.key)).toEqual(['q1', 'q2']);
      expect(state.draft.typeData).toEqual({ publicationDate: '2024-06-01' });
      expect(state.page?.slug).toBe('news/bats-2024');
      expect(state.unsaved).toBe(true);
    });

    it('with nothing changed, nothing is sent', async () => {
      expect(await savePageSettings(false)).toEqual({ ok: true });
      expect(pagesApi.storeVersion).not.toHaveBeenCalled();
      expect(pagesApi.save).not.toHaveBeenCalled();
    });

    it('a refused slug keeps the typed slug unsaved', async () => {
      editorDispatch({ type: 'slugChanged', slug: 'news/taken' });
      vi.mocked(pagesApi.save).mockRejectedValue(new ApiRequestError(409, [{ code: 'V_06', property: 'slug' }], null));
      expect(await savePageSettings(false)).toEqual({ ok: false, errors: [{ code: 'V_06', property: 'slug' }], conflict: false });
      expect(editorState().draft.slug).toBe('news/taken');
      expect(editorState().unsaved).toBe(true);
    });
  });

  it('loading keeps the blocks it was given', () => {
    expect(editorState().draft.blocks).toEqual([quoteBlock('q1', 'Nature first')]);
    expect(editorState().draft.slug).toBe('news/bats');
  });
});
