import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { countPublishedPages, publishedPageContent } from '../pages/page-index-source.service.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import type { SearchEngine } from './engines/search-engine.ts';
import { toIndexedDocument } from './search-documents.ts';
import { nowIso } from '../../lib/clock.ts';

const BATCH_SIZE = 500;

export type JobState = 'idle' | 'loading' | 'success' | 'error';

/** SPEC 3 Search settings state, plus progress for the admin's progress bar. */
export interface IndexStatus {
  indexingState: JobState;
  removalState: JobState;
  processed: number;
  total: number;
  documents: number;
}

/**
 * Keeps the index equal to what is published: one page at a time on every change, or all at
 * once (index-all), in batches with progress.
 */
export class SearchIndex {
  private status: Omit<IndexStatus, 'documents'> = { indexingState: 'idle', removalState: 'idle', processed: 0, total: 0 };
  private running: Promise<void> | null = null;
  /**
   * Index writes one after another: a page refreshed while a rebuild runs is never overwritten
   * by the rebuild's older copy of it (each batch reads and writes under the same turn).
   */
  private queue: Promise<unknown> = Promise.resolve();

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = this.queue.then(work);
    this.queue = result.catch(() => undefined);
    return result;
  }

  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: SearchEngine,
    private readonly logger: FastifyBaseLogger,
  ) {}

  /** Re-reads one page: indexed when published, removed otherwise (also when deleted). */
  refreshPage(pageId: number): Promise<void> {
    return this.exclusive(async () => {
      const { defaultLocale } = await getSiteSettings(this.db);
      const [page] = await publishedPageContent(this.db, { defaultLocale, pageIds: [pageId] });
      if (page) {
        const document = toIndexedDocument(page);
        await this.db.transaction().execute((trx) => this.engine.replace(trx, document));
      } else {
        await this.db.transaction().execute((trx) => this.engine.remove(trx, [pageId]));
      }
    });
  }

  async getStatus(): Promise<IndexStatus> {
    const row = await this.db.selectFrom('search_documents').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    return { ...this.status, documents: Number(row.total) };
  }

  /** Rebuilds the whole index. A second call while one runs waits for the same run. */
  indexAll(): Promise<void> {
    if (this.running) return this.running;
    this.running = this.runIndexAll().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * Rewrites every published page, then drops what was not rewritten (pages no longer
   * published). The old index answers searches until then: visitors never see it half empty.
   */
  private async runIndexAll(): Promise<void> {
    this.status = { ...this.status, indexingState: 'loading', processed: 0, total: await countPublishedPages(this.db) };
    const started = Date.now();
    try {
      const { defaultLocale } = await getSiteSettings(this.db);
      const runStarted = nowIso();
      let afterId = 0;
      for (;;) {
        const count = await this.exclusive(async () => {
          const batch = await publishedPageContent(this.db, { defaultLocale, afterId, limit: BATCH_SIZE });
          if (batch.length === 0) return 0;
          const documents = batch.map(toIndexedDocument);
          await this.db.transaction().execute((trx) => this.engine.replaceMany(trx, documents));
          afterId = batch[batch.length - 1]!.pageId;
          return batch.length;
        });
        if (count === 0) break;
        this.status.processed += count;
        this.logger.info({ processed: this.status.processed, total: this.status.total }, 'search index progress');
      }
      await this.exclusive(() => this.db.transaction().execute((trx) => this.engine.removeIndexedBefore(trx, runStarted)));
      await this.engine.afterRebuild?.(this.db);
      this.status.indexingState = 'success';
      this.logger.info({ pages: this.status.processed, ms: Date.now() - started }, 'search index rebuilt');
    } catch (error) {
      this.status.indexingState = 'error';
      this.logger.error({ err: error }, 'search index rebuild failed');
      throw error;
    }
  }

  async removeAll(): Promise<void> {
    this.status.removalState = 'loading';
    try {
      // Emptying during a rebuild would leave half an index: the rebuild finishes first.
      await this.running?.catch(() => undefined);
      await this.exclusive(() => this.db.transaction().execute((trx) => this.engine.removeAll(trx)));
      this.status.removalState = 'success';
    } catch (error) {
      this.status.removalState = 'error';
      throw error;
    }
  }
}
