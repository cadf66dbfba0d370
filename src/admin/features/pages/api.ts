import type { z } from 'zod';
import { apiResult } from '../../../shared/api-types.ts';
import {
  pageAnswer,
  pageCreatedAnswer,
  pageListAnswer,
  pageSearchAnswer,
  pageSiblingsAnswer,
  pageVersionAnswer,
  slugAvailableAnswer,
  versionHistoryAnswer,
} from '../../../shared/pages/page-answers.ts';
import type {
  createPageBody,
  createTranslationBody,
  duplicatePageBody,
  listPagesBody,
  savePageBody,
  storeVersionBody,
} from '../../../shared/pages/page-schemas.ts';
import { versionComparisonAnswer } from '../../../shared/pages/version-compare.ts';
import { markTranslationSyncedAnswer, translationStatusAnswer } from '../../../shared/pages/translation-status.ts';
import { checkedApi } from '../../lib/api-client.ts';

export type { PageSearchResult } from '../../../shared/pages/page-dto.ts';

/** The request bodies, as the shared schemas the server parses them with accept them. */
export type CreatePagePayload = z.input<typeof createPageBody>;
export type ListPagesPayload = z.input<typeof listPagesBody>;
/** POST /page/version/{id}/store: every field optional; `revision` guards against overwriting. */
export type StoreVersionPayload = z.input<typeof storeVersionBody>;
export type SavePagePayload = z.input<typeof savePageBody>;
export type CreateTranslationPayload = z.input<typeof createTranslationBody>;
export type DuplicatePagePayload = z.input<typeof duplicatePageBody>;

/**
 * The page calls of SPEC 7 the admin uses (the publication calls are in publication/api.ts).
 * Every answer is checked against its shared schema where it enters.
 */
export const pagesApi = {
  create: (body: CreatePagePayload) => checkedApi.post(pageCreatedAnswer, '/page/create', body),
  get: (id: number) => checkedApi.get(pageAnswer, `/page/${id}`),
  fetchVersion: (versionId: number) => checkedApi.get(pageVersionAnswer, `/page/version/fetch/${versionId}`),
  storeVersion: (versionId: number, body: StoreVersionPayload) =>
    checkedApi.post(pageVersionAnswer, `/page/version/${versionId}/store`, body),
  save: (id: number, slug: string, shouldUpdateLinks: boolean) => {
    const body: SavePagePayload = { id, slug, shouldUpdateLinks };
    return checkedApi.put(pageAnswer, `/page/${id}/save`, body);
  },
  list: (body: ListPagesPayload) => checkedApi.post(pageListAnswer, '/page/list', body),
  /** `redirectTo`: a published page the deleted page's address is sent on to (issue 16; manage-redirects). */
  remove: (id: number, redirectTo?: number) =>
    checkedApi.post(apiResult, `/page/${id}/delete`, redirectTo === undefined ? {} : { redirectTo }),
  slugAvailable: (slug: string, locale: string, pageID?: number) =>
    checkedApi.post(slugAvailableAnswer, '/page/slug-available', { slug, locale, pageID }),
  createTranslation: (body: CreateTranslationPayload) => checkedApi.post(pageCreatedAnswer, '/page/create-translation', body),
  duplicate: (body: DuplicatePagePayload) => checkedApi.post(pageCreatedAnswer, '/page/duplicate', body),
  siblings: (id: number) => checkedApi.get(pageSiblingsAnswer, `/page/get-sibling-slugs/${id}`),
  versions: (id: number) => checkedApi.get(versionHistoryAnswer, `/page/${id}/versions`),
  translationStatus: (id: number) => checkedApi.get(translationStatusAnswer, `/page/${id}/translations`),
  markTranslationSynced: (id: number, note: string) =>
    checkedApi.post(markTranslationSyncedAnswer, `/page/${id}/translation-synced`, { note }),
  compareVersions: (id: number, from: number, to: number) =>
    checkedApi.get(versionComparisonAnswer, `/page/${id}/versions/compare?from=${from}&to=${to}`),
  restore: (id: number, versionId: number, revision: number) =>
    checkedApi.post(pageVersionAnswer, `/page/${id}/versions/${versionId}/restore`, { revision }),
  search: (locale: string, searchTerm: string) => checkedApi.post(pageSearchAnswer, '/page/search', { locale, searchTerm }),
};
