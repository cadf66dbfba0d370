import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { IndexStatus as SharedIndexStatus, OperationState } from '../../../shared/search/search-index-status.ts';
import type { Database } from '../../db/schema.ts';
import { countPublishedPages, publishedPageContent } from '../pages/page-index-source.service.ts';
import { getSiteSettings, readSystemValue, writeSystemValue } from '../settings/settings.service.ts';
import type { SearchEngine } from './engines/search-engine.ts';
import { SEARCH_DOCUMENT_FORMAT, toIndexedDocument } from './search-documents.ts';
import { countDocuments } from './search.repository.ts';
import { nowIso } from '../../lib/clock.ts';

const BATCH_SIZE = 500;
/** How often pages whose index update failed are tried again (also on every index event). */
export const RETRY_INTERVAL_MS = 60_000;
/** Where the document format of the index is kept (SEARCH_DOCUMENT_FORMAT). */
const FORMAT_KEY = 'searchDocumentFormat';

export type JobState = OperationState;

/** SPEC 3 Search settings state with progress (the shared answer), plus the pages waiting for a retry. */
export interface IndexStatus extends SharedIndexStatus {
  /** Pages whose index update failed and waits for a retry. */
  pending: number;
}

/**
 * Keeps the index equal to what is published: one page at a time on every change, or all at
 * once (index-all), in batches with progress.
 *
 * A page whose update fails (the publish itself stands) is remembered and tried again on the
 * next index event and every RETRY_INTERVAL_MS, until it succeeds or a rebuild covers it. The
 * record is kept in memory: a restart forgets it, and an index-all then brings such pages
 * back in step (as does their next publish).
 */
export class SearchIndex {
  private status: Omit<IndexStatus, 'documents' | 'pending'> = { indexingState: 'idle', removalState: 'idle', processed: 0, total: 0 };
  /** Page id to the number of the failure that put it here (a rebuild clears earlier ones). */
  private readonly pending = new Map<number, number>();
  private failures = 0;
  private retryTimer: NodeJS.Timeout | null = null;
  private retrying: Promise<void> | null = null;
  /**
   * The default locale the index's addresses were built with: the only setting the index
   * depends on (pageUrl leaves its prefix out). null: not known, so a settings change rebuilds.
   */
  private addressLocale: string | null = null;
  private running: Promise<void> | null = null;
  private removing: Promise<void> | null = null;
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

  /**
   * Reads the settings the index was built for and starts the retry timer. An index built in
   * another document format (an older version of this code) is rebuilt in the background; an
   * empty one just takes the current format.
   */
  async start(retryIntervalMs = RETRY_INTERVAL_MS): Promise<void> {
    this.addressLocale = (await getSiteSettings(this.db)).defaultLocale;
    this.retryTimer = setInterval(() => void this.retryPending(), retryIntervalMs);
    this.retryTimer.unref();
    await this.rebuildIfFormatChanged();
  }

  /** Returns the rebuild it started, or null when the index is in the current format (or empty). */
  async rebuildIfFormatChanged(): Promise<Promise<void> | null> {
    if ((await readSystemValue(this.db, FORMAT_KEY)) === SEARCH_DOCUMENT_FORMAT) return null;
    const { documents } = await this.getStatus();
    if (documents === 0) {
      await writeSystemValue(this.db, FORMAT_KEY, SEARCH_DOCUMENT_FORMAT);
      return null;
    }
    this.logger.info({ format: SEARCH_DOCUMENT_FORMAT, documents }, 'search index holds an older document format; rebuilding');
    const rebuild = this.indexAll();
    // Logged by the run and shown as indexingState 'error'.
    rebuild.catch(() => undefined);
    return rebuild;
  }

  stop(): void {
    if (this.retryTimer) clearInterval(this.retryTimer);
    this.retryTimer = null;
  }

  /**
   * Re-reads one page: indexed when published, removed otherwise (also when deleted). A
   * failure is remembered for a retry and rethrown; a success also retries what failed before.
   */
  async refreshPage(pageId: number): Promise<void> {
    try {
      await this.exclusive(() => this.writePage(pageId));
    } catch (error) {
      this.failures += 1;
      this.pending.set(pageId, this.failures);
      throw error;
    }
    this.pending.delete(pageId);
    if (this.pending.size > 0) await this.retryPending();
  }

  /** Tries every page whose update failed once more; the ones failing again stay. */
  retryPending(): Promise<void> {
    if (this.pending.size === 0) return Promise.resolve();
    this.retrying ??= (async () => {
      for (const [pageId, failure] of [...this.pending]) {
        try {
          await this.exclusive(() => this.writePage(pageId));
          // Unless it failed again meanwhile (a newer failure number), it is in step now.
          if (this.pending.get(pageId) === failure) this.pending.delete(pageId);
        } catch (error) {
          this.logger.warn({ err: error, pageId }, 'search index retry failed; trying again later');
        }
      }
    })().finally(() => {
      this.retrying = null;
    });
    return this.retrying;
  }

  private async writePage(pageId: number): Promise<void> {
    const { defaultLocale } = await getSiteSettings(this.db);
    const [page] = await publishedPageContent(this.db, { defaultLocale, pageIds: [pageId] });
    // A page the search leaves out (the search page) is removed like an unpublished one.
    const document = page ? toIndexedDocument(page) : null;
    if (document) {
      await this.db.transaction().execute((trx) => this.engine.replace(trx, document));
    } else {
      await this.db.transaction().execute((trx) => this.engine.remove(trx, [pageId]));
    }
  }

  /**
   * After a settings save. Rebuilds only when the default locale, which every address depends
   * on, differs from the one the index was built with (company details, available locales and
   * custom-slug locales change nothing in it). Returns the rebuild it started, else null; the
   * caller need not wait for it (at 100,000 pages it takes a while).
   */
  async settingsChanged(): Promise<Promise<void> | null> {
    const { defaultLocale } = await getSiteSettings(this.db);
    if (defaultLocale === this.addressLocale) return null;
    // A rebuild still running with the old addresses finishes first, then one with the new.
    const rebuild = this.indexAllAfterRunning();
    rebuild.catch(() => undefined);
    return rebuild;
  }

  async getStatus(): Promise<IndexStatus> {
    return { ...this.status, documents: await countDocuments(this.db), pending: this.pending.size };
  }

  /** Rebuilds the whole index. A second call while one runs waits for the same run. */
  indexAll(): Promise<void> {
    if (this.running) return this.running;
    // Loading from the first moment: a status read right after the call already says so.
    this.status = { ...this.status, indexingState: 'loading', processed: 0 };
    this.running = this.runIndexAll().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /**
   * A rebuild that begins after the one running now (if any) has ended, so it reads everything
   * written before this call; indexAll() alone would join a run that may have read its batches
   * earlier. Rejects when the new run fails.
   */
  indexAllAfterRunning(): Promise<void> {
    return (this.running?.catch(() => undefined) ?? Promise.resolve()).then(() => this.indexAll());
  }

  /**
   * Starts a rebuild without waiting for it (POST index-all-pages: at 100,000 pages a request
   * held open for the whole run would outlive proxy timeouts). The status says loading until
   * the run ends in success or error. Returns false when one was already running: no second
   * run is started.
   */
  startIndexAll(): boolean {
    if (this.running) return false;
    // A failure is logged by the run and shown as indexingState 'error'.
    this.indexAll().catch(() => undefined);
    return true;
  }

  /** Like startIndexAll, for emptying the index. False when an emptying was already running. */
  startRemoveAll(): boolean {
    if (this.removing) return false;
    this.removeAll().catch((error: unknown) => this.logger.error({ err: error }, 'search index removal failed'));
    return true;
  }

  /**
   * Rewrites every published page, then drops what was not rewritten (pages no longer
   * published). The old index answers searches until then: visitors never see it half empty.
   */
  private async runIndexAll(): Promise<void> {
    this.status = { ...this.status, indexingState: 'loading', processed: 0 };
    const started = Date.now();
    // Pages that failed before this run are rewritten (or dropped) by it.
    const failuresBefore = this.failures;
    try {
      // Inside the try: a failure here too must end in 'error', never a loading that stays.
      this.status.total = await countPublishedPages(this.db);
      const { defaultLocale } = await getSiteSettings(this.db);
      this.addressLocale = defaultLocale;
      const runStarted = nowIso();
      let afterId = 0;
      for (;;) {
        const count = await this.exclusive(async () => {
          const batch = await publishedPageContent(this.db, { defaultLocale, afterId, limit: BATCH_SIZE });
          if (batch.length === 0) return 0;
          // Pages the search leaves out are not rewritten, so the end of the run drops them.
          const documents = batch.flatMap((page) => toIndexedDocument(page) ?? []);
          if (documents.length > 0) await this.db.transaction().execute((trx) => this.engine.replaceMany(trx, documents));
          afterId = batch[batch.length - 1]!.pageId;
          return batch.length;
        });
        if (count === 0) break;
        this.status.processed += count;
        this.logger.info({ processed: this.status.processed, total: this.status.total }, 'search index progress');
      }
      await this.exclusive(() => this.db.transaction().execute((trx) => this.engine.removeIndexedBefore(trx, runStarted)));
      await this.engine.afterRebuild?.(this.db);
      for (const [pageId, failure] of this.pending) if (failure <= failuresBefore) this.pending.delete(pageId);
      await writeSystemValue(this.db, FORMAT_KEY, SEARCH_DOCUMENT_FORMAT);
      this.status.indexingState = 'success';
      this.logger.info({ pages: this.status.processed, ms: Date.now() - started }, 'search index rebuilt');
    } catch (error) {
      // Not known which addresses the index holds now: the next settings save rebuilds.
      this.addressLocale = null;
      this.status.indexingState = 'error';
      this.logger.error({ err: error }, 'search index rebuild failed');
      throw error;
    }
  }

  /** Empties the index. A second call while one runs waits for the same run. */
  removeAll(): Promise<void> {
    if (this.removing) return this.removing;
    this.status.removalState = 'loading';
    this.removing = this.runRemoveAll().finally(() => {
      this.removing = null;
    });
    return this.removing;
  }

  private async runRemoveAll(): Promise<void> {
    try {
      // Emptying during a rebuild would leave half an index: the rebuild finishes first.
      await this.running?.catch(() => undefined);
      await this.exclusive(() => this.db.transaction().execute((trx) => this.engine.removeAll(trx)));
      // Emptied on purpose: a retry must not put a page back.
      this.pending.clear();
      this.status.removalState = 'success';
    } catch (error) {
      this.status.removalState = 'error';
      throw error;
    }
  }
}
