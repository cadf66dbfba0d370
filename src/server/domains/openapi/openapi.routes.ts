import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { registerSecurityHeaders, type CspDirectives } from '../../lib/http/security-headers.ts';
import { parseInput } from '../../lib/validation.ts';
import { currentUser, requireUser } from '../auth/auth.guard.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import { buildOpenApiDocument, type OpenApiDocument } from './openapi-document.ts';

/**
 * The reference page: the viewer's own script and stylesheet and our init script, all from
 * /api/docs; it fetches only /api/openapi.json (and, with "Try it out", our own API).
 */
export const DOCS_CSP: CspDirectives = {
  'default-src': ["'none'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'form-action': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
};

const viewerDir = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist'));
const ownAssets = path.join(path.dirname(fileURLToPath(import.meta.url)), 'assets');
/** The only files /api/docs/:file serves: never a path from the request. */
const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: path.join(viewerDir, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': { file: path.join(viewerDir, 'swagger-ui-bundle.js'), type: 'text/javascript; charset=utf-8' },
  'favicon-32x32.png': { file: path.join(viewerDir, 'favicon-32x32.png'), type: 'image/png' },
  'docs-init.js': { file: path.join(ownAssets, 'docs-init.js'), type: 'text/javascript; charset=utf-8' },
};
const assetParams = z.object({ file: z.string().max(64) });

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Verdant CMS API reference</title>
    <link rel="icon" href="/api/docs/favicon-32x32.png">
    <link rel="stylesheet" href="/api/docs/swagger-ui.css">
    <script defer src="/api/docs/swagger-ui-bundle.js"></script>
    <script defer src="/api/docs/docs-init.js"></script>
  </head>
  <body>
    <main id="reference"></main>
  </body>
</html>
`;

const REFUSED = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Sign in to read the API reference</title></head>
  <body>
    <h1>Sign in to read the API reference</h1>
    <p><a href="/cmsadmin">Sign in to the admin</a>, then come back to this page.</p>
  </body>
</html>
`;

let cachedDocument: OpenApiDocument | undefined;
/** Built once per process: the catalogue and its schemas do not change while it runs. */
export function openApiDocument(): OpenApiDocument {
  cachedDocument ??= buildOpenApiDocument();
  return cachedDocument;
}

/**
 * GET /api/openapi.json and the reference at /api/docs (issue 19): for signed-in users, or for
 * anyone once an administrator turns on the site setting apiDocsPublic. It is read on every
 * request (one primary-key read), so turning it off closes the reference at once on every
 * instance. The viewer's files are public: they are the library's own.
 */
export async function openapiRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.deps;
  /** Whether the request may see the reference, and the Cache-Control its answer carries. */
  const access = async () => {
    const open = (await getSiteSettings(db)).apiDocsPublic;
    // Behind a sign-in the document and page are a user's answer: no shared cache may keep them.
    // Public, a cache may keep them but must ask again, so closing the reference takes effect.
    return { open, cacheControl: open ? 'no-cache' : 'private, no-store' };
  };

  app.get('/openapi.json', async (request, reply: FastifyReply) => {
    const { open, cacheControl } = await access();
    if (!open) await requireUser(request);
    return reply.header('Cache-Control', cacheControl).send(openApiDocument());
  });

  await app.register(async (docs) => {
    await registerSecurityHeaders(docs, { directives: DOCS_CSP, https: app.deps.config.secureCookies, referrerPolicy: 'no-referrer' });
    docs.get('/docs', async (request, reply) => {
      const { open, cacheControl } = await access();
      const allowed = open || (await currentUser(request)) !== null;
      return reply
        .status(allowed ? 200 : 401)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', cacheControl)
        .send(allowed ? PAGE : REFUSED);
    });
    docs.get('/docs/:file', async (request, reply) => {
      const { file } = parseInput(assetParams, request.params);
      const asset = Object.hasOwn(ASSETS, file) ? ASSETS[file] : undefined;
      if (!asset) throw notFound();
      return reply
        .type(asset.type)
        .header('Cache-Control', 'public, max-age=3600')
        .header('X-Content-Type-Options', 'nosniff')
        .send(fs.createReadStream(asset.file));
    });
  });
}
