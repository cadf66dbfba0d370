import { z } from 'zod';
import type { RouteCatalogue } from './route-doc.ts';

const REFERENCE = 'API description';
const access = 'user' as const;
const note = 'For signed-in users; for everyone when an administrator has made it public (site setting apiDocsPublic).';

/** The reference's own routes (openapi.routes.ts). */
export const OPENAPI_ROUTES: RouteCatalogue = {
  'GET /api/openapi.json': {
    summary: 'This OpenAPI 3.1 document',
    description: note,
    tag: REFERENCE,
    access,
    response: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
  },
  'GET /api/docs': {
    summary: 'The readable API reference',
    description: note,
    tag: REFERENCE,
    access,
    raw: { contentType: 'text/html', description: 'The reference page.' },
    refusal: { contentType: 'text/html', description: 'Not signed in (and the reference is not public): a page that says to sign in.' },
  },
  'GET /api/docs/:file': {
    summary: "The reference page's scripts and stylesheet",
    tag: REFERENCE,
    access: 'public',
    params: z.object({ file: z.string() }),
    raw: { contentType: ['text/javascript', 'text/css', 'image/png'], description: 'A script, stylesheet or icon.' },
  },
};
