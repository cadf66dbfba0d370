import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { idParams } from '../../shared/schemas/common.ts';
import { permission } from '../../server/domains/auth/auth.guard.ts';
import { notFound } from '../../server/lib/errors.ts';
import { parseInput } from '../../server/lib/validation.ts';
import { findIslandAssets } from './island-assets.ts';
import { searchParamsOf } from './site.routes.ts';
import { createSiteRenderer } from './site-renderer.tsx';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * GET /api/page/:id/preview: the concept version rendered exactly as the site would, for
 * editors only (inside /api so the session applies). Never cached, never indexed.
 */
export async function sitePreviewRoutes(app: FastifyInstance, options: { siteDistDir?: string } = {}): Promise<void> {
  const distDir = options.siteDistDir ?? path.join(projectRoot, 'dist', 'site');
  const renderer = createSiteRenderer({
    db: app.deps.db,
    publicUrl: app.deps.config.publicUrl,
    // Not memoised here: the islands loader caches a found build and retries a missing one.
    islandAssets: () => findIslandAssets(distDir),
  });

  app.get('/page/:id/preview', { preHandler: permission('create-page') }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const html = await renderer.renderPreview(id, searchParamsOf(request.query));
    if (html === null) throw notFound('PM_01');
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex')
      .send(html);
  });
}
