import { z } from 'zod';
import {
  redirectAnswer,
  redirectBody,
  redirectImportAnswer,
  redirectImportBody,
  redirectListAnswer,
  redirectListBody,
} from '../../../shared/redirects/redirect-schemas.ts';
import { idParams } from '../../../shared/schemas/common.ts';
import { indexStatusAnswer } from '../../../shared/search/search-index-status.ts';
import { searchBody } from '../../../shared/search/search-schemas.ts';
import { perm, type RouteCatalogue } from './route-doc.ts';

const SEARCH = 'Search';
const REDIRECTS = 'Redirects';
const redirects = perm('manage-redirects');

/** The shape of the shared SearchResponse type (a type only in search-schemas.ts). */
const searchAnswer = z.looseObject({
  total: z.number(),
  totalIsEstimate: z.boolean().optional(),
  results: z.array(z.looseObject({})),
});

/** Site search and redirects. */
export const DELIVERY_ROUTES: RouteCatalogue = {
  'POST /api/search/search': {
    summary: 'Search the published site',
    tag: SEARCH,
    access: 'public',
    body: searchBody,
    description:
      'Answers without the `Success` envelope: `{ total, results }` (SearchResults in search-schemas.ts); with `totalIsEstimate: true` the count stopped early and `total` is a lower bound ("more than 1,000").',
    response: searchAnswer,
    example: { body: { term: 'vacancy', locales: ['en-gb'] } },
  },
  'GET /api/search/status': { summary: 'Search index status', tag: SEARCH, access: 'user', response: indexStatusAnswer },
  'POST /api/search/index-all-pages': {
    summary: 'Rebuild the search index',
    tag: SEARCH,
    access: perm('manage-search'),
    response: indexStatusAnswer,
  },
  'POST /api/search/remove-all-pages': {
    summary: 'Empty the search index',
    tag: SEARCH,
    access: perm('manage-search'),
    response: indexStatusAnswer,
  },

  'POST /api/redirects/list': {
    summary: 'List redirects',
    tag: REDIRECTS,
    access: redirects,
    body: redirectListBody,
    response: redirectListAnswer,
  },
  'POST /api/redirects': {
    summary: 'Create a redirect',
    tag: REDIRECTS,
    access: redirects,
    body: redirectBody,
    response: redirectAnswer,
    errors: { 400: ['V_06', 'V_13'] },
    example: { body: { from: '/old-vacancies', to: '/en/vacancies', status: 301 } },
  },
  'PUT /api/redirects/:id': {
    summary: 'Change a redirect',
    tag: REDIRECTS,
    access: redirects,
    params: idParams,
    body: redirectBody,
    response: redirectAnswer,
  },
  'DELETE /api/redirects/:id': { summary: 'Delete a redirect', tag: REDIRECTS, access: redirects, params: idParams },
  'POST /api/redirects/import': {
    summary: 'Import redirects from CSV',
    tag: REDIRECTS,
    access: redirects,
    body: redirectImportBody,
    response: redirectImportAnswer,
  },
  'GET /api/redirects/export': {
    summary: 'Export redirects as CSV',
    tag: REDIRECTS,
    access: redirects,
    raw: { contentType: 'text/csv', description: 'One redirect per line.' },
  },
};
