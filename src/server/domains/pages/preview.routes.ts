import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { idParams } from '../../../shared/schemas/common.ts';
import { notFound } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validation.ts';
import { permission } from '../auth/auth.guard.ts';

export const versionParams = z.object({ id: idParams.shape.id, versionId: idParams.shape.id });

/**
 * GET /api/page/:id/preview: the concept version rendered exactly as the site would (the
 * site renderer of deps), for editors only (inside /api so the session applies); and
 * GET /api/page/:id/versions/:versionId/preview: any version of the page's history the same
 * way. Never cached, never indexed.
 */
export async function pagePreviewRoutes(app: FastifyInstance): Promise<void> {
  const { siteRenderer } = app.deps;
  const editor = { preHandler: permission('create-page') };
  const send = (reply: FastifyReply, html: string | null) => {
    if (html === null) throw notFound('PM_01');
    return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex').send(html);
  };

  app.get('/page/:id/preview', editor, async (request, reply) => {
    const { id } = parseInput(idParams, request.params);
    return send(reply, await siteRenderer.renderPreview(id, request.query));
  });

  app.get('/page/:id/versions/:versionId/preview', editor, async (request, reply) => {
    const { id, versionId } = parseInput(versionParams, request.params);
    return send(reply, await siteRenderer.renderPreview(id, request.query, versionId));
  });
}
