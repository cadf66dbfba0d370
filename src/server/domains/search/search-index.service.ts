import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { IndexStatus as SharedIndexStatus, OperationState } from '../../../shared/search/search-index-status.ts';
import type { Database } from '../../db/schema.ts';
import { countPublishedPages, publishedPageContent } from '../pages/page-index-source.service.ts';
import { getSiteSettings, readSystemValue, writeSystemValue } from '../settings/settings.service.ts';
import type { SearchEngine } from './engines/search-engine.ts';
import { LiveWrites, readAhead, writeRebuildBatch } from './rebuild-batch.ts';
import { sameThreadReader, type OpenRebuildReader } from './rebuild-reader.ts';
import { SEARCH_DOCUMENT_FORMAT, toIndexedDocument } from './search-documents.ts';
import { countDocuments } from './search.repository.ts';
import { nowIso } from '../../lib/clock.ts';
import { readJob, readJobs, type JobRow } from './search-jobs.repository.ts';
import { JobHandedOver, KINDS, SearchJobs, type JobOutcome, type SearchJobOptions } from './search-job-runner.ts';

/** How often pages whose index update failed are tried again (also on every index event). */
export const RETRY_INTERVAL_MS = 60_000;
/** Where the document format of the index is kept (SEARCH_DOCUMENT_FORMAT). */
const FORMAT_KEY = 'searchDocumentFormat';

export type JobState = OperationState;
export { JobHandedOver };

export interface SearchIndexOptions extends SearchJobOptions {
  /** Pages per batch of a rebuild (default: the engine's rebuildBatchSize; the tests use a few). */
  batchSize?: number;
  /** Where a rebuild reads its batches (rebuildReaderFor); default: this thread, on `db`. */
  openReader?: OpenRebuildReader;
}

function operationState(job: JobRow | undefined): OperationState {
  if (!job) return 'idle';
  if (job.state === 'running') return 'loading';
  return job.state === 'success' || job.state === 'error' ? job.state : 'idle';
}

/** SPEC 3 Search settings state with progress (the shared answer), plus the pages waiting for a retry. */
export interface IndexStatus extends SharedIndexStatus {
  /** Pages whose index update failed and waits for a retry. */
  pending: number;
}

/**
 * Keeps the index equal to what is published: one page at a time on every change, or all at
 * once (index-all), in batches with progress.
 *
 * The jobs (index-all, remove-all, the rebuild after an upgrade) are rows of `search_jobs`
 * (search-jobs.repository.ts), so they run once across every instance on the database: the
 * instance that claims a job holds it with a lease it renews per batch; a second request,
 * on any instance, joins the running job; when the holder dies, another instance (its periodic
 * check, or the next status read) takes the job over and continues after the last page id
 * written. The status is read from the row, so every instance reports the same progress.
 *
 * A page whose update fails (the publish itself stands) is remembered and tried again on the
 * next index event and every RETRY_INTERVAL_MS, until it succeeds or a rebuild covers it. The
 * record is kept in memory: a restart forgets it, and an index-all then brings such pages
 * back in step (as does their next publish).
 */
export class SearchIndex {
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
  /** The rebuild and the emptying, once across the instances. */
  private readonly jobs: SearchJobs;
  private readonly batchSize: number | undefined;
  private readonly openReader: OpenRebuildReader;
  /**
   * Index writes one after another: a page refreshed while a rebuild runs is never overwritten
   * by the rebuild's older copy of it (a batch read before the page's write leaves it out).
   */
  private queue: Promise<unknown> = Promise.resolve();
  /** The pages written one by one while a rebuild's next batch is read (rebuild-batch.ts). */
  private readonly liveWrites = new LiveWrites();

  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const result = this.queue.then(work);
    this.queue = result.catch(() => undefined);
    return result;
  }

  constructor(
    private readonly db: Kysely<Database>,
    private readonly engine: SearchEngine,
    private readonly logger: FastifyBaseLogger,
    options: SearchIndexOptions = {},
  ) {
    this.jobs = new SearchJobs(db, logger, (kind, job) => (kind === 'index' ? this.runIndexAll(job) : this.runRemoveAll()), options);
    this.batchSize = options.batchSize;
    this.openReader = options.openReader ?? sameThreadReader(db);
  }

  /**
   * Reads the settings the index was built for and starts the retry timer and the check for
   * jobs whose holder died (a job this instance held before a restart continues at once). An
   * index built in another document format (an older version of this code) is rebuilt in the
   * background, once across the instances; an empty one just takes the current format.
   */
  async start(retryIntervalMs = RETRY_INTERVAL_MS): Promise<void> {
    this.addressLocale = (await getSiteSettings(this.db)).defaultLocale;
    this.retryTimer = setInterval(() => void this.retryPending(), retryIntervalMs);
    this.retryTimer.unref();
    await this.jobs.startChecks();
    await this.rebuildIfFormatChanged();
  }

  /**
   * Returns the rebuild it started (or joined), or null when the index is in the current format
   * (or empty). Two instances starting at once rebuild once: the claim names the run it saw.
   */
  async rebuildIfFormatChanged(): Promise<Promise<void> | null> {
    const job = await readJob(this.db, 'index');
    let rebuild: Promise<void>;
    if (job?.state === 'running') {
      // Another instance starting at the same moment began it: joined, not repeated.
      rebuild = this.jobs.join('index');
    } else {
      if ((await readSystemValue(this.db, FORMAT_KEY)) === SEARCH_DOCUMENT_FORMAT) return null;
      const { documents } = await this.getStatus();
      if (documents === 0) {
        await writeSystemValue(this.db, FORMAT_KEY, SEARCH_DOCUMENT_FORMAT);
        return null;
      }
      this.logger.info({ format: SEARCH_DOCUMENT_FORMAT, documents }, 'search index holds an older document format; rebuilding');
      // A run started since `job` was read (by another instance) is joined, never repeated.
      rebuild = this.jobs.launch('index', job?.generation).done;
    }
    // Logged by the run and shown as indexingState 'error'.
    rebuild.catch(() => undefined);
    return rebuild;
  }

  /** Stops the timers (the retry and the takeover check). */
  stop(): void {
    if (this.retryTimer) clearInterval(this.retryTimer);
    this.retryTimer = null;
    this.jobs.stopChecks();
  }

  /**
   * For a stopping instance (SIGTERM): stops the timers, lets a job it holds finish its current
   * batch and then lets go of its lease, so another instance takes it over at once; stops
   * waiting for other instances' jobs.
   */
  async shutdown(): Promise<void> {
    this.stop();
    await this.jobs.shutdown();
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
    this.liveWrites.note(pageId);
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

  /** The jobs' rows (whichever instance runs them), the documents and this instance's pending pages. */
  async getStatus(): Promise<IndexStatus> {
    const jobs = await readJobs(this.db);
    // A job whose holder died is taken over by the next status read too (the admin polls it).
    if (KINDS.some((kind) => this.jobs.abandoned(jobs.get(kind)) && !this.jobs.current(kind))) void this.jobs.takeOverAbandoned();
    const index = jobs.get('index');
    return {
      indexingState: operationState(index),
      removalState: operationState(jobs.get('remove')),
      processed: index?.processed ?? 0,
      total: index?.total ?? 0,
      documents: await countDocuments(this.db),
      pending: this.pending.size,
    };
  }

  /** Rebuilds the whole index. A second call while one runs (on any instance) waits for the same run. */
  indexAll(): Promise<void> {
    return this.jobs.launch('index').done;
  }

  /**
   * A rebuild that begins after the one running now (if any, on any instance) has ended, so it
   * reads everything written before this call; indexAll() alone would join a run that may have
   * read its batches earlier. Rejects when the new run fails.
   */
  async indexAllAfterRunning(): Promise<void> {
    let current = this.jobs.current('index');
    if (!current && (await readJob(this.db, 'index'))?.state === 'running') current = this.jobs.join('index');
    await current?.catch(() => undefined);
    return this.indexAll();
  }

  /**
   * Starts a rebuild without waiting for it (POST index-all-pages: at 100,000 pages a request
   * held open for the whole run would outlive proxy timeouts). The status says loading until
   * the run ends in success or error. Resolves to false when one was already running (on any
   * instance): it is joined, no second run is started.
   */
  startIndexAll(): Promise<boolean> {
    const { started, done } = this.jobs.launch('index');
    // A failure is logged by the run and shown as indexingState 'error'.
    done.catch(() => undefined);
    return started;
  }

  /** Like startIndexAll, for emptying the index. False when an emptying was already running. */
  startRemoveAll(): Promise<boolean> {
    const { started, done } = this.jobs.launch('remove');
    done.catch((error: unknown) => {
      if (!(error instanceof JobHandedOver)) this.logger.error({ err: error }, 'search index removal failed');
    });
    return started;
  }

  /** Empties the index. A second call while one runs (on any instance) waits for the same run. */
  removeAll(): Promise<void> {
    return this.jobs.launch('remove').done;
  }

  /**
   * Rewrites every published page, then drops what was not rewritten (pages no longer
   * published). The old index answers searches until then: visitors never see it half empty.
   * Continues after the row's last page id (a takeover). 'lost': another instance holds the
   * job now; 'released': this instance is stopping and let go of it.
   */
  /** This instance's name in the job rows. */
  get instanceId(): string {
    return this.jobs.instanceId;
  }

  private async runIndexAll(job: JobRow): Promise<JobOutcome> {
    const started = Date.now();
    // Pages that failed before this run are rewritten (or dropped) by it.
    const failuresBefore = this.failures;
    const renew = (progress: { processed?: number; total?: number; afterId?: number } = {}) => this.jobs.renew('index', progress);
    try {
      // Inside the try: a failure here too must end in 'error', never a loading that stays.
      const total = await countPublishedPages(this.db);
      const { defaultLocale } = await getSiteSettings(this.db);
      this.addressLocale = defaultLocale;
      const runStarted = job.run_started ?? nowIso();
      let afterId = job.after_id;
      let processed = job.processed;
      if (!(await renew({ total }))) return 'lost';
      const sizes = this.engine.rebuildBatchSize;
      const batchSize = this.batchSize ?? ((await countDocuments(this.db)) === 0 ? sizes.intoEmpty : sizes.overExisting);
      await this.exclusive(async () => this.engine.beforeRebuild?.(this.db));
      // The next batch is read (and its text worked out) while the one before it is written.
      const reader = this.openReader(total - processed);
      this.logger.info({ total, afterId, readerThread: reader.ownThread }, 'search index rebuild started');
      const readAfter = (id: number) => readAhead(() => reader.read(id, batchSize, defaultLocale, nowIso()), this.liveWrites);
      let next = readAfter(afterId);
      try {
        for (;;) {
          if (this.jobs.isStopping) {
            await this.jobs.release('index');
            this.logger.info({ processed, afterId }, 'search index rebuild handed over: this instance is stopping');
            return 'released';
          }
          const current = next;
          const batch = await current.batch;
          if (batch.read === 0) break;
          next = readAfter(batch.lastPageId);
          await this.exclusive(async () => {
            this.liveWrites.stop(current.written);
            await writeRebuildBatch(this.db, this.engine, batch, current.written);
          });
          afterId = batch.lastPageId;
          processed += batch.read;
          // The progress every instance shows, and the renewal of the lease.
          if (!(await renew({ processed, afterId }))) return 'lost';
          this.logger.info({ processed, total }, 'search index progress');
        }
      } finally {
        this.liveWrites.stop(next.written);
        await reader.close();
      }
      await this.exclusive(() => this.db.transaction().execute((trx) => this.engine.removeIndexedBefore(trx, runStarted)));
      if (!(await renew())) return 'lost';
      await this.engine.afterRebuild?.(this.db);
      for (const [pageId, failure] of this.pending) if (failure <= failuresBefore) this.pending.delete(pageId);
      await writeSystemValue(this.db, FORMAT_KEY, SEARCH_DOCUMENT_FORMAT);
      if (!(await this.jobs.finish('index', 'success'))) return 'lost';
      this.logger.info({ pages: processed, ms: Date.now() - started }, 'search index rebuilt');
      return 'done';
    } catch (error) {
      // Not known which addresses the index holds now: the next settings save rebuilds.
      this.addressLocale = null;
      this.logger.error({ err: error }, 'search index rebuild failed');
      // No run will finish this one: what beforeRebuild set for the bulk write is undone now,
      // before the row says 'error' (a new rebuild asked for then must not join this one). The
      // lease is renewed first, so a long clean-up does not let another instance take the run over.
      await renew().catch(() => false);
      await this.engine.afterRebuild?.(this.db).catch(() => undefined);
      await this.jobs.finish('index', 'error').catch(() => undefined);
      throw error;
    }
  }

  private async runRemoveAll(): Promise<JobOutcome> {
    try {
      // Emptying during a rebuild would leave half an index: the rebuild (on any instance)
      // finishes first. Meanwhile the lease of the emptying is kept.
      let rebuild = this.jobs.current('index');
      if (!rebuild && (await readJob(this.db, 'index'))?.state === 'running') rebuild = this.jobs.join('index');
      if (rebuild) {
        const renewal = setInterval(
          () => {
            this.jobs.renew('remove').catch(() => undefined);
          },
          Math.max(50, Math.floor(this.jobs.leaseMs / 3)),
        );
        try {
          await rebuild.catch(() => undefined);
        } finally {
          clearInterval(renewal);
        }
      }
      if (this.jobs.isStopping) {
        await this.jobs.release('remove');
        return 'released';
      }
      if (!(await this.jobs.renew('remove'))) return 'lost';
      await this.exclusive(() => this.db.transaction().execute((trx) => this.engine.removeAll(trx)));
      // Emptied on purpose: a retry must not put a page back.
      this.pending.clear();
      return (await this.jobs.finish('remove', 'success')) ? 'done' : 'lost';
    } catch (error) {
      await this.jobs.finish('remove', 'error').catch(() => undefined);
      throw error;
    }
  }
}
