import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import {
  claimAbandoned,
  claimNewRun,
  finishJob,
  readJob,
  readJobs,
  releaseJob,
  renewJob,
  type JobKind,
  type JobRow,
} from './search-jobs.repository.ts';

export type { JobKind, JobRow };

/** A job's holder that goes this long without renewing its lease is taken over by another instance. */
export const JOB_LEASE_MS = 30_000;
export const KINDS: readonly JobKind[] = ['index', 'remove'];

export interface SearchJobOptions {
  /** Names this instance in the job rows (default: host, process id and a random part). */
  instanceId?: string;
  /** How long a job's holder may go without renewing (per batch) before it is taken over (JOB_LEASE_MS). */
  leaseMs?: number;
  /** How often jobs whose holder died are looked for (default: a third of the lease, at most 5 s). */
  checkIntervalMs?: number;
  /** How often a caller waiting for another instance's job reads its row (default 200 ms). */
  pollMs?: number;
}

/** How a holder's run ended: 'lost': another instance holds the job now; 'released': this one is stopping and let go. */
export type JobOutcome = 'done' | 'lost' | 'released';

/** The promise of a job this instance let go of because it is stopping; another instance continues it. */
export class JobHandedOver extends Error {
  constructor(kind: JobKind) {
    super(`search index job ${kind} handed over: this instance is stopping`);
    this.name = 'JobHandedOver';
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs the search-index jobs (rows of `search_jobs`, search-jobs.repository.ts) once across every
 * instance on the database: the instance that claims a job holds it with a lease it renews per
 * batch; a second request, on any instance, joins the running job; when the holder dies, another
 * instance (its periodic check, a status read, or a caller waiting for the job) takes it over
 * and `run` continues from where the row says it got.
 */
export class SearchJobs {
  readonly instanceId: string;
  readonly leaseMs: number;
  private readonly checkIntervalMs: number;
  private readonly pollMs: number;
  /** Per kind, what this instance does about the running job: holding it, or waiting for its holder. */
  private readonly local: Record<JobKind, Promise<void> | null> = { index: null, remove: null };
  /**
   * Per kind, the local job whose row has been (or is being) given its final state: from then
   * on its end is what every status shows, so a new request must start a run, not join it.
   */
  private readonly finishing: Record<JobKind, Promise<void> | null> = { index: null, remove: null };
  private stopping = false;
  private checking: Promise<void> | null = null;
  private checkTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly logger: FastifyBaseLogger,
    /** Runs a job this instance holds, from the state in its row. */
    private readonly run: (kind: JobKind, job: JobRow) => Promise<JobOutcome>,
    options: SearchJobOptions = {},
  ) {
    this.instanceId = options.instanceId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.leaseMs = options.leaseMs ?? JOB_LEASE_MS;
    this.checkIntervalMs = options.checkIntervalMs ?? Math.max(100, Math.min(5_000, Math.floor(this.leaseMs / 3)));
    this.pollMs = options.pollMs ?? 200;
  }

  get isStopping(): boolean {
    return this.stopping;
  }

  /** What this instance does about the running job of `kind`, if anything. */
  current(kind: JobKind): Promise<void> | null {
    return this.local[kind];
  }

  /** Starts the periodic check for jobs whose holder died, and makes a first one. */
  async startChecks(): Promise<void> {
    this.checkTimer = setInterval(() => void this.takeOverAbandoned(), this.checkIntervalMs);
    this.checkTimer.unref();
    await this.takeOverAbandoned();
  }

  stopChecks(): void {
    if (this.checkTimer) clearInterval(this.checkTimer);
    this.checkTimer = null;
  }

  /** Stops the checks; a job this instance holds ends its batch and lets go; waiting stops. */
  async shutdown(): Promise<void> {
    this.stopChecks();
    this.stopping = true;
    await this.checking?.catch(() => undefined);
    await Promise.allSettled(KINDS.map((kind) => this.local[kind]));
  }

  renew(kind: JobKind, progress: { processed?: number; total?: number; afterId?: number } = {}): Promise<boolean> {
    return renewJob(this.db, kind, this.instanceId, this.leaseMs, progress);
  }

  async finish(kind: JobKind, state: 'success' | 'error'): Promise<boolean> {
    // Set before the UPDATE: it commits on the server before its reply is read here.
    const ending = this.local[kind];
    this.finishing[kind] = ending;
    const finished = await finishJob(this.db, kind, this.instanceId, state);
    // Another instance holds the job now: this one waits for it, and a request joins as before.
    if (!finished && this.finishing[kind] === ending) this.finishing[kind] = null;
    return finished;
  }

  release(kind: JobKind): Promise<void> {
    return releaseJob(this.db, kind, this.instanceId);
  }

  /** Whether the job's holder has let its lease pass. */
  abandoned(job: JobRow | undefined): boolean {
    return job?.state === 'running' && Number(job.lease_until) < Date.now();
  }

  /**
   * Claims a new run of `kind` or, when one is running, joins it. `started` says which;
   * `done` settles when the run ends (rejecting when it fails). With `generation`, a run
   * started after the caller read that generation is joined even when it has already ended.
   */
  launch(kind: JobKind, generation?: number): { started: Promise<boolean>; done: Promise<void> } {
    const existing = this.local[kind];
    if (existing && this.finishing[kind] === existing) {
      // Its row says it ended: a run is started once it has let go here.
      const next = existing.catch(() => undefined).then(() => this.launch(kind, generation));
      return { started: next.then((launched) => launched.started), done: next.then((launched) => launched.done) };
    }
    if (existing) return { started: Promise.resolve(false), done: existing };
    let claimed: Promise<boolean> | undefined;
    const run = async (): Promise<void> => {
      claimed = claimNewRun(this.db, kind, this.instanceId, this.leaseMs, generation);
      return (await claimed) ? this.hold(kind) : this.follow(kind);
    };
    const done = this.track(kind, run());
    // run() has set `claimed` synchronously.
    return { started: claimed!, done };
  }

  /** Waits for the running job of `kind` (taking it over if its holder dies), without starting one. */
  join(kind: JobKind): Promise<void> {
    return this.local[kind] ?? this.track(kind, this.follow(kind));
  }

  /** Remembers what this instance does about the job of `kind` until it settles. */
  private track(kind: JobKind, work: Promise<void>): Promise<void> {
    const tracked: Promise<void> = work.finally(() => {
      if (this.local[kind] === tracked) this.local[kind] = null;
      if (this.finishing[kind] === tracked) this.finishing[kind] = null;
    });
    this.local[kind] = tracked;
    return tracked;
  }

  /** Looks for running jobs whose holder's lease has passed and takes them over. */
  takeOverAbandoned(): Promise<void> {
    if (this.stopping) return Promise.resolve();
    this.checking ??= (async () => {
      try {
        const jobs = await readJobs(this.db);
        for (const kind of KINDS) {
          if (this.local[kind] || !this.abandoned(jobs.get(kind))) continue;
          const job = await claimAbandoned(this.db, kind, this.instanceId, this.leaseMs);
          // Another instance was quicker, or this one started waiting for it meanwhile.
          if (!job || this.local[kind]) continue;
          this.logger.info(
            { kind, processed: job.processed, afterId: job.after_id },
            'taking over a search index job whose holder stopped',
          );
          this.track(kind, this.hold(kind)).catch(() => undefined);
        }
      } catch (error) {
        this.logger.warn({ err: error }, 'search index job check failed; trying again later');
      }
    })().finally(() => {
      this.checking = null;
    });
    return this.checking;
  }

  /** Runs the job this instance holds, from where its row says it got. */
  private async hold(kind: JobKind): Promise<void> {
    const job = await readJob(this.db, kind);
    if (job?.owner !== this.instanceId || job.state !== 'running') return this.follow(kind);
    const outcome = await this.run(kind, job);
    // Taken over while this instance was too slow to renew: it now waits like any other.
    if (outcome === 'lost') return this.follow(kind);
    if (outcome === 'released') throw new JobHandedOver(kind);
  }

  /**
   * Waits for another instance's run of `kind` to end; takes it over when its holder's lease
   * passes. Rejects when the run ends in error.
   */
  private async follow(kind: JobKind): Promise<void> {
    for (;;) {
      if (this.stopping) throw new JobHandedOver(kind);
      const job = await readJob(this.db, kind);
      if (job?.state === 'error') throw new Error(`search index job ${kind} failed`);
      if (job?.state !== 'running') return;
      // Claimed by this instance's check while this caller waited: nobody here runs it yet.
      if (job.owner === this.instanceId) return this.hold(kind);
      if (this.abandoned(job) && (await claimAbandoned(this.db, kind, this.instanceId, this.leaseMs))) {
        this.logger.info({ kind, processed: job.processed, afterId: job.after_id }, 'taking over a search index job whose holder stopped');
        return this.hold(kind);
      }
      await sleep(this.pollMs);
    }
  }
}
