import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { countPublishedPages, publishedPageContent } from '../pages/page-index-source.service.ts';
import { getSiteSettings } from '../settings/settings.service.ts';
import type { SearchEngine } from './engines/search-engine.ts';
import { toIndexedDocument } from './search-documents.ts';

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

  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: SearchEngine,
    private readonly logger: FastifyBaseLogger,
  ) {}

  /** Re-reads one page: indexed when published, removed otherwise (also when deleted). */
  async refreshPage(pageId: number): Promise<void> {
    const { defaultLocale } = await getSiteSettings(this.db);
    const [page] = await publishedPageContent(this.db, { defaultLocale, pageIds: [pageId] });
    if (page) {
      const document = toIndexedDocument(page);
      await this.db.transaction().execute((trx) => this.engine.replace(trx, document));
    } else {
      await this.engine.remove(this.db, [pageId]);
    }
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

  private async runIndexAll(): Promise<void> {
    this.status = { ...this.status, indexingState: 'loading', processed: 0, total: await countPublishedPages(this.db) };
    const started = Date.now();
    try {
      const { defaultLocale } = await getSiteSettings(this.db);
      await this.engine.removeAll(this.db);
      let afterId = 0;
      for (;;) {
        const batch = await publishedPageContent(this.db, { defaultLocale, afterId, limit: BATCH_SIZE });
        if (batch.length === 0) break;
        const documents = batch.map(toIndexedDocument);
        await this.db.transaction().execute((trx) => this.engine.replaceMany(trx, documents));
        afterId = batch[batch.length - 1]!.pageId;
        this.status.processed += batch.length;
        this.logger.info({ processed: this.status.processed, total: this.status.total }, 'search index progress');
      }
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
      await this.engine.removeAll(this.db);
      this.status.removalState = 'success';
    } catch (error) {
      this.status.removalState = 'error';
      throw error;
    }
  }
}
