import { z } from 'zod';
import { apiResult } from '../../../shared/api-types.ts';
import {
  pageCreatedAnswer,
  pageAnswer,
  pageListAnswer,
  pageSearchAnswer,
  pageSiblingsAnswer,
  pageVersionAnswer,
  slugAvailableAnswer,
  versionHistoryAnswer,
} from '../../../shared/pages/page-answers.ts';
import {
  anchorAvailableBody,
  createPageBody,
  createTranslationBody,
  duplicatePageBody,
  getBySlugBody,
  getMultipleBody,
  getPagesBody,
  listPagesBody,
  pageSearchBody,
  savePageBody,
  slugAvailableBody,
  storeVersionBody,
} from '../../../shared/pages/page-schemas.ts';
import { anchorAvailableAnswer, multiplePagesAnswer, publishedPagesAnswer } from '../../../shared/pages/delivery-answers.ts';
import { retireAddressBody } from '../../../shared/pages/retire-schemas.ts';
import { createShareLinkAnswer, createShareLinkBody, shareLinkParams, shareLinksAnswer } from '../../../shared/pages/share-links.ts';
import {
  markTranslationSyncedAnswer,
  markTranslationSyncedBody,
  translationStatusAnswer,
} from '../../../shared/pages/translation-status.ts';
import { compareVersionsQuery, versionComparisonAnswer } from '../../../shared/pages/version-compare.ts';
import { pagePresenceAnswer, presenceHeartbeatBody, presenceLeaveBody } from '../../../shared/presence/presence-schemas.ts';
import { idParams } from '../../../shared/schemas/common.ts';
import { restoreBody, restoreParams, slugQuery, versionParams } from '../pages/pages.routes.ts';
import { versionParams as previewVersionParams } from '../pages/preview.routes.ts';
import { perm, type RouteCatalogue } from './route-doc.ts';

const PAGES = 'Pages';
const DELIVERY = 'Content delivery';
const editor = perm('create-page');
/** A concept changed by someone else since the client read it. */
const stale = { 409: ['G_05' as const] };
const publicPage = z.looseObject({ page: z.unknown() });
const html = { contentType: 'text/html', description: 'The page as the site would render it.' };

/** Pages, versions, translations, share links and presence (publication: catalogue-publication.ts). */
export const PAGE_ROUTES: RouteCatalogue = {
  'POST /api/page/create': {
    summary: 'Create a page (its first concept)',
    tag: PAGES,
    access: editor,
    body: createPageBody,
    response: pageCreatedAnswer,
    errors: { 400: ['V_06'] },
    example: {
      body: { title: 'Vacancies', slug: 'vacancies', type: 'blank', locale: 'en-gb' },
      response: { Success: true, Errors: [], pageID: 12, pageVersionID: 31 },
    },
  },
  'POST /api/page/list': { summary: 'List pages with filters', tag: PAGES, access: 'user', body: listPagesBody, response: pageListAnswer },
  'POST /api/page/search': { summary: 'Find pages by title', tag: PAGES, access: 'user', body: pageSearchBody, response: pageSearchAnswer },
  'POST /api/page/slug-available': {
    summary: 'Whether a slug is free',
    tag: PAGES,
    access: 'user',
    body: slugAvailableBody,
    response: slugAvailableAnswer,
  },
  'POST /api/page/anchor-available': {
    summary: 'Whether an anchor name is free on a page',
    tag: PAGES,
    access: 'user',
    body: anchorAvailableBody,
    response: anchorAvailableAnswer,
  },
  'POST /api/page/create-translation': {
    summary: 'Translate a page',
    tag: PAGES,
    access: editor,
    body: createTranslationBody,
    response: pageCreatedAnswer,
  },
  'POST /api/page/duplicate': { summary: 'Copy a page', tag: PAGES, access: editor, body: duplicatePageBody, response: pageCreatedAnswer },
  'POST /api/page/get-by-slug': {
    summary: 'A published page by its address',
    tag: DELIVERY,
    access: 'public',
    body: getBySlugBody,
    response: publicPage,
    errors: { 404: ['PM_01'] },
    example: { body: { slug: '/en/vacancies' } },
  },
  'GET /api/page/get-by-slug-query': {
    summary: 'A published page by its address',
    tag: DELIVERY,
    access: 'public',
    query: slugQuery,
    response: publicPage,
    errors: { 404: ['PM_01'] },
  },
  'POST /api/page/get-pages': {
    summary: 'Published pages of a type',
    tag: DELIVERY,
    access: 'public',
    body: getPagesBody,
    response: publishedPagesAnswer,
  },
  'POST /api/page/get-multiple': {
    summary: 'Several pages by id',
    description: 'Anyone gets published pages; a signed-in caller gets unpublished ones too (`published: false`).',
    tag: DELIVERY,
    access: 'public',
    body: getMultipleBody,
    response: multiplePagesAnswer,
  },
  'GET /api/page/get-sibling-slugs/:id': {
    summary: "The addresses of a page's translations",
    tag: DELIVERY,
    access: 'public',
    params: idParams,
    response: pageSiblingsAnswer,
  },
  'GET /api/page/version/fetch/:id': {
    summary: 'A page version',
    tag: PAGES,
    access: 'user',
    params: versionParams,
    response: pageVersionAnswer,
  },
  'POST /api/page/version/:id/store': {
    summary: "Save a concept's content",
    tag: PAGES,
    access: editor,
    params: versionParams,
    body: storeVersionBody,
    response: pageVersionAnswer,
    errors: stale,
  },
  'GET /api/page/:id/versions': {
    summary: 'Version history',
    tag: PAGES,
    access: 'user',
    params: idParams,
    response: versionHistoryAnswer,
  },
  'GET /api/page/:id/translations': {
    summary: 'Translation status',
    tag: PAGES,
    access: 'user',
    params: idParams,
    response: translationStatusAnswer,
  },
  'POST /api/page/:id/translation-synced': {
    summary: 'Mark a translation as up to date',
    tag: PAGES,
    access: editor,
    params: idParams,
    body: markTranslationSyncedBody,
    response: markTranslationSyncedAnswer,
  },
  'GET /api/page/:id/versions/compare': {
    summary: 'Compare two versions',
    tag: PAGES,
    access: 'user',
    params: idParams,
    query: compareVersionsQuery,
    response: versionComparisonAnswer,
  },
  'POST /api/page/:id/versions/:versionId/restore': {
    summary: 'Restore an old version into the concept',
    tag: PAGES,
    access: editor,
    params: restoreParams,
    body: restoreBody,
    response: pageVersionAnswer,
    errors: stale,
  },
  'GET /api/page/:id': {
    summary: 'A page with its concept and published version',
    tag: PAGES,
    access: 'user',
    params: idParams,
    response: pageAnswer,
  },
  'PUT /api/page/:id/save': {
    summary: "Save a page's settings",
    tag: PAGES,
    access: editor,
    params: idParams,
    body: savePageBody,
    response: pageAnswer,
  },
  'POST /api/page/:id/delete': { summary: 'Delete a page', tag: PAGES, access: editor, params: idParams, body: retireAddressBody },
  'GET /api/page/:id/preview': { summary: 'Preview the concept', tag: PAGES, access: editor, params: idParams, raw: html },
  'GET /api/page/:id/versions/:versionId/preview': {
    summary: 'Preview an old version',
    tag: PAGES,
    access: editor,
    params: previewVersionParams,
    raw: html,
  },

  'POST /api/page/:id/share-links': {
    summary: 'Make a preview link for people without an account',
    tag: PAGES,
    access: editor,
    params: idParams,
    body: createShareLinkBody,
    response: createShareLinkAnswer,
  },
  'GET /api/page/:id/share-links': {
    summary: "A page's preview links",
    tag: PAGES,
    access: editor,
    params: idParams,
    response: shareLinksAnswer,
  },
  'DELETE /api/page/:id/share-links/:linkId': { summary: 'Revoke a preview link', tag: PAGES, access: editor, params: shareLinkParams },
  'POST /api/page/:id/presence': {
    summary: 'Heartbeat: who else edits this page',
    tag: PAGES,
    access: editor,
    params: idParams,
    body: presenceHeartbeatBody,
    response: pagePresenceAnswer,
  },
  'POST /api/page/:id/presence/leave': {
    summary: 'Stop editing a page',
    tag: PAGES,
    access: editor,
    params: idParams,
    body: presenceLeaveBody,
    response: apiResult,
  },
};
