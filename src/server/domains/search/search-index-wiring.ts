import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ContentEvents } from '../../lib/events/content-events.ts';
import type { SearchEngine } from './engines/search-engine.ts';
import { SearchIndex, type SearchIndexOptions } from './search-index.service.ts';

export interface RunningSearchIndex {
  index: SearchIndex;
  /**
   * Stops following content changes and the timers; a job this instance holds finishes its
   * current batch and lets go of its lease (another instance continues it).
   */
  stop(): Promise<void>;
}

/**
 * Starts the search index and makes it follow every content change: a page or its
 * publication refreshes that page; a settings change may rebuild the addresses.
 */
export async function startSearchIndex(deps: {
  db: Kysely<Database>;
  engine: SearchEngine;
  events: ContentEvents;
  logger: FastifyBaseLogger;
  /** The jobs' lease and this instance's name in them, and where a rebuild reads its batches. */
  jobs?: SearchIndexOptions;
}): Promise<RunningSearchIndex> {
  const index = new SearchIndex(deps.db, deps.engine, deps.logger, deps.jobs);
  await index.start();
  const unsubscribe = deps.events.onChange(async (change) => {
    // A failure is logged by the events and kept by the index for a retry.
    if ((change.reason === 'publication' || change.reason === 'page') && change.pageId !== undefined)
      await index.refreshPage(change.pageId);
    // Only a new default locale changes the index (every page's address); not waited for.
    if (change.reason === 'settings') await index.settingsChanged();
  });
  return {
    index,
    async stop() {
      unsubscribe();
      await index.shutdown();
    },
  };
}
