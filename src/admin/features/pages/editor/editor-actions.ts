import { isEqual } from 'lodash-es';
import type { ApiError } from '../../../../shared/errors.ts';
import { storeVersionBody } from '../../../../shared/pages/page-schemas.ts';
import { normalizeSlug } from '../../../../shared/pages/slug.ts';
import { errorsFromUnknown } from '../../../lib/api-client.ts';
import { validateWith } from '../../../lib/validation.ts';
import { seoImageAllowed } from '../../media/slot-rules.ts';
import { pagesApi, type StoreVersionPayload } from '../api.ts';
import { PAGE_SETTINGS_FIELDS, savedDraft, SEO_FIELDS, storedSlug, type VersionField } from './draft-state.ts';
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
 * The page as the server has it now, for after a publication action: the page, its concept
 * and request flag are refreshed while the draft (unsaved edits) stays.
 */
export async function refreshPage(id: number): Promise<ApiError[] | null> {
  try {
    const { page } = await pagesApi.get(id);
    editorDispatch({ type: 'pageRefreshed', page });
    return null;
  } catch (error) {
    return errorsFromUnknown(error);
  }
}

const tooManySeoImages = (seoImage: unknown[] | null | undefined) => !seoImageAllowed(seoImage);

/**
 * Stores part of the draft into the concept with the revision it was based on. A stale
 * revision comes back as G_05; the draft stays as it is so nothing the user typed is lost.
 * `merge` names the draft fields that were sent: only those are taken from the answer.
 */
async function store(fields: Omit<StoreVersionPayload, 'revision'>, merge?: readonly VersionField[]): Promise<SaveOutcome> {
  const { versionId, revision, changeCount } = editorState();
  if (versionId === null) return failed([{ code: 'G_01' }]);
  const body: StoreVersionPayload = { revision, ...fields };
  const checked = validateWith(storeVersionBody, body);
  if (!checked.ok) return failed(checked.errors);
  if (tooManySeoImages(body.seoImage)) return failed([{ code: 'V_12', property: 'seoImage' }]);
  try {
    const { version } = await pagesApi.storeVersion(versionId, body);
    editorDispatch({ type: 'versionStored', version, changeCount, ...(merge ? { fields: merge } : {}) });
    return { ok: true };
  } catch (error) {
    return failed(errorsFromUnknown(error));
  }
}

/** Save: blocks, title, SEO and type data of the concept. */
export function saveConcept(): Promise<SaveOutcome> {
  const { draft } = editorState();
  if (tooManySeoImages(draft.seoImage)) return Promise.resolve(failed([{ code: 'V_12', property: 'seoImage' }]));
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
  if (tooManySeoImages(draft.seoImage)) return Promise.resolve(failed([{ code: 'V_12', property: 'seoImage' }]));
  return store(
    { seoTitle: draft.seoTitle, seoDescription: draft.seoDescription, seoKeywords: draft.seoKeywords, seoImage: draft.seoImage },
    SEO_FIELDS,
  );
}

/** What Save page settings would send: the version only when title or type data changed, the page only when the slug did. */
export function pageSettingsChanges(): { version: boolean; slug: string | null } {
  const { draft, page } = editorState();
  if (!page) return { version: false, slug: null };
  const saved = savedDraft(page);
  const slug = normalizeSlug(draft.slug);
  return {
    version: draft.title !== saved.title || !isEqual(draft.typeData, saved.typeData),
    slug: slug !== storedSlug(page) ? slug : null,
  };
}

/**
 * SPEC 4: saving page settings stores the version ({id, title} and the type data), then saves
 * the page ({id, slug, shouldUpdateLinks}); each only when something of it changed.
 */
export async function savePageSettings(shouldUpdateLinks: boolean): Promise<SaveOutcome> {
  const { draft, page, versionId } = editorState();
  if (!page || versionId === null) return failed([{ code: 'G_01' }]);
  const changes = pageSettingsChanges();
  if (changes.version) {
    const stored = await store({ id: versionId, title: draft.title, typeData: draft.typeData }, PAGE_SETTINGS_FIELDS);
    if (!stored.ok) return stored;
  }
  if (changes.slug !== null) {
    const { changeCount } = editorState();
    try {
      const saved = await pagesApi.save(page.id, changes.slug, shouldUpdateLinks);
      editorDispatch({ type: 'pageSaved', page: saved.page, changeCount });
    } catch (error) {
      return failed(errorsFromUnknown(error));
    }
  }
  return { ok: true };
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
