import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { SITE_DIST_DIR } from './island-assets.ts';

export interface SiteAssetsOptions {
  /** The islands build (default dist/site); only its hashed assets/ folder is served. */
  distDir?: string;
}

/**
 * Serves the islands bundle at /site-assets/assets/…. Every file there has a content hash in
 * its name, so browsers may keep it for a year; the manifest and anything else stays private.
 */
export async function siteAssetsRoutes(app: FastifyInstance, options: SiteAssetsOptions = {}): Promise<void> {
  const distDir = options.distDir ?? SITE_DIST_DIR;
  await app.register(fastifyStatic, {
    root: path.join(distDir, 'assets'),
    prefix: '/site-assets/assets/',
    // The admin app registers @fastify/static too; only one may decorate the reply.
    decorateReply: false,
    index: false,
    wildcard: true,
    // The build writes .br/.gz copies (vite.site.config.ts); sent when the browser accepts them.
    preCompressed: true,
    setHeaders: (response) => {
      response.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  // Anything else under the prefix (an old hash after a deploy, the manifest) is a plain 404.
  app.get('/site-assets/*', async (_request, reply) =>
    reply.status(404).type('text/plain; charset=utf-8').header('Cache-Control', 'no-store').send('Not found'),
  );
}
