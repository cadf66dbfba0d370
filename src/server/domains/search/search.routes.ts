import type { FastifyInstance } from 'fastify';
import { searchBody } from '../../../shared/search/search-schemas.ts';
import { ok } from '../../lib/http/responses.ts';
import { parseInput } from '../../lib/validation.ts';
import { authenticated, permission } from '../auth/auth.guard.ts';
import { postgresFtsEngine } from './engines/postgres-fts-engine.ts';
import { sqliteFtsEngine } from './engines/sqlite-fts-engine.ts';
import { SearchIndex } from './search-index.service.ts';
import { search } from './search.service.ts';

/** SPEC 7 Search. The engine follows the database; the index follows every content change. */
export async function searchRoutes(app: FastifyInstance): Promise<void> {
  const { db, dialect, events, logger } = app.deps;
  const engine = dialect === 'postgres' ? postgresFtsEngine : sqliteFtsEngine;
  const index = new SearchIndex(db, engine, logger);
  await index.start();
  const manager = { preHandler: permission('manage-search') };

  const unsubscribe = events.onChange(async (change) => {
    // A failure is logged by the events and kept by the index for a retry.
    if ((change.reason === 'publication' || change.reason === 'page') && change.pageId !== undefined) await index.refreshPage(change.pageId);
    // Only a new default locale changes the index (every page's address); not waited for.
    if (change.reason === 'settings') await index.settingsChanged();
  });
  app.addHook('onClose', async () => {
    unsubscribe();
    index.stop();
  });

  app.post('/search/search', { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } }, async (request) => {
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
    const started = index.startIndexAll();
    return reply.code(202).send(ok({ started, data: await index.getStatus() }));
  });

  app.post('/search/remove-all-pages', manager, async (_request, reply) => {
    const started = index.startRemoveAll();
    return reply.code(202).send(ok({ started, data: await index.getStatus() }));
  });
}
