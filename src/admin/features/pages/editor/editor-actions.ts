import type { ApiError } from '../../../../shared/errors.ts';
import { storeVersionBody } from '../../../../shared/pages/page-schemas.ts';
import { errorsFromUnknown } from '../../../lib/api-client.ts';
import { validateWith } from '../../../lib/validation.ts';
import { pagesApi, type StoreVersionPayload } from '../api/pages-api.ts';
import { editorDispatch, editorState } from './editor-store.ts';

export type SaveOutcome = { ok: true } | { ok: false; errors: ApiError[]; conflict: boolean };

const failed = (errors: ApiError[]): SaveOutcome => ({ ok: false, errors, conflict: errors.some((error) => error.code === 'G_05') });

/** Loads the page into the editor (SPEC 4 Editor: a freshly loaded page has no unsaved changes). */
export async function loadPage(id: number): Promise<ApiError[] | null> {
  try {
    const { page } = await pagesApi.get(id);
    editorDispatch({ type: 'pageLoaded', page });
    return null;
  } catch (error) {
    return errorsFromUnknown(error);
  }
}

/**
 * Stores part of the draft into the concept with the revision it was based on. A stale
 * revision comes back as G_05; the draft stays as it is so nothing the user typed is lost.
 */
async function store(fields: Omit<StoreVersionPayload, 'revision'>): Promise<SaveOutcome> {
  const { versionId, revision, changeCount } = editorState();
  if (versionId === null) return failed([{ code: 'G_01' }]);
  const body: StoreVersionPayload = { revision, ...fields };
  const checked = validateWith(storeVersionBody, body);
  if (!checked.ok) return failed(checked.errors);
  if (body.seoImage && body.seoImage.length > 1) return failed([{ code: 'V_12', property: 'seoImage' }]);
  try {
    const { version } = await pagesApi.storeVersion(versionId, body);
    editorDispatch({ type: 'versionStored', version, changeCount });
    return { ok: true };
  } catch (error) {
    return failed(errorsFromUnknown(error));
  }
}

/** Save: blocks, title, SEO and type data of the concept. */
export function saveConcept(): Promise<SaveOutcome> {
  const { draft } = editorState();
  if (draft.seoImage && draft.seoImage.length > 1) return Promise.resolve(failed([{ code: 'V_12', property: 'seoImage' }]));
  return store({
    title: draft.title,
    blocks: draft.blocks,
    seoTitle: draft.seoTitle,
    seoDescription: draft.seoDescription,
    seoKeywords: draft.seoKeywords,
    seoImage: draft.seoImage,
    typeData: draft.typeData,
  });
}

/** SPEC 5: more than one SEO image is refused before any request is made. */
export function saveSeoSettings(): Promise<SaveOutcome> {
  const { draft } = editorState();
  if (draft.seoImage && draft.seoImage.length > 1) return Promise.resolve(failed([{ code: 'V_12', property: 'seoImage' }]));
  return store({ seoTitle: draft.seoTitle, seoDescription: draft.seoDescription, seoKeywords: draft.seoKeywords, seoImage: draft.seoImage });
}

/** SPEC 4: saving page settings stores the version (title, type data), then saves the page (slug). */
export async function savePageSettings(slug: string, shouldUpdateLinks: boolean): Promise<SaveOutcome> {
  const { draft, page } = editorState();
  if (!page) return failed([{ code: 'G_01' }]);
  const stored = await store({ title: draft.title, typeData: draft.typeData });
  if (!stored.ok) return stored;
  try {
    const saved = await pagesApi.save(page.id, slug, shouldUpdateLinks);
    editorDispatch({ type: 'pageSaved', page: saved.page });
    return { ok: true };
  } catch (error) {
    return failed(errorsFromUnknown(error));
  }
}

/** Restores a history version into the concept and loads the result. */
export async function restoreVersion(versionId: number): Promise<SaveOutcome> {
  const { page, revision } = editorState();
  if (!page) return failed([{ code: 'G_01' }]);
  try {
    const { version } = await pagesApi.restore(page.id, versionId, revision);
    editorDispatch({ type: 'versionRestored', version });
    return { ok: true };
  } catch (error) {
    return failed(errorsFromUnknown(error));
  }
}
