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
    const body = parseInput(searchBody, request.body);
    return search(db, engine, body);
  });

  app.get('/search/status', { preHandler: authenticated }, async () => ok({ data: await index.getStatus() }));

  app.post('/search/index-all-pages', manager, async () => {
    await index.indexAll();
    return ok({ data: await index.getStatus() });
  });

  app.post('/search/remove-all-pages', manager, async () => {
    await index.removeAll();
    return ok({ data: await index.getStatus() });
  });
}
