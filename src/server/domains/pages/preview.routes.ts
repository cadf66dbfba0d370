import type { FastifyInstance } from 'fastify';
import { idParams } from '../../../shared/schemas/common.ts';
import { notFound } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validation.ts';
import { permission } from '../auth/auth.guard.ts';

/**
 * GET /api/page/:id/preview: the concept version rendered exactly as the site would (the
 * site renderer of deps), for editors only (inside /api so the session applies). Never
 * cached, never indexed.
 */
export async function pagePreviewRoutes(app: FastifyInstance): Promise<void> {
  const { siteRenderer } = app.deps;
  app.get('/page/:id/preview', { preHandler: permission('create-page') }, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    const html = await siteRenderer.renderPreview(id, request.query);
    if (html === null) throw notFound('PM_01');
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex').send(html);
  });
}
