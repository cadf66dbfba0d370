import type { FastifyInstance } from 'fastify';
import { searchBody } from '../../../shared/search/search-schemas.ts';
import { ok } from '../../lib/http/responses.ts';
import { parseInput } from '../../lib/validation.ts';
import { authenticated, permission } from '../auth/auth.guard.ts';
import { search } from './search.service.ts';

/** SPEC 7 Search. The engine and the running index come from deps (server/deps.ts). */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const { db, searchEngine: engine, searchIndex: index } = app.deps;
  const manager = { preHandler: permission('manage-search') };

  app.post('/search/search', { config: { tokenRead: true, rateLimit: { max: 120, timeWindow: '1 minute' } } }, async (request) => {
    // Search words are never stored and bad input never errors (issue 7): a NUL is a word break.
    const body = parseInput(searchBody, request.body, { nul: 'space' });
    return search(db, engine, body);
  });

  app.get('/search/status', { preHandler: authenticated }, async () => ok({ data: await index.getStatus() }));

  /**
   * Both start their job and answer at once with 202 and the status (loading): a rebuild of
   * 100,000 pages outlives any proxy timeout. The admin follows GET /search/status until
   * success or error. `started` is false when the same job was already running (none is
   * started twice).
   */
  app.post('/search/index-all-pages', manager, async (_request, reply) => {
    const started = await index.startIndexAll();
    return reply.code(202).send(ok({ started, data: await index.getStatus() }));
  });

  app.post('/search/remove-all-pages', manager, async (_request, reply) => {
    const started = await index.startRemoveAll();
    return reply.code(202).send(ok({ started, data: await index.getStatus() }));
  });
}
