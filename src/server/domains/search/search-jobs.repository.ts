import type { Kysely, Selectable } from 'kysely';
import type { Database, SearchJobsTable } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';

/**
 * The search-index jobs as database rows (migration 0027), so that a job runs once across
 * every instance on the database and survives the instance that started it. Every change is a
 * conditional update of the job's row: on PostgreSQL the second of two concurrent updates waits
 * for the first's row lock and then finds its condition false, so exactly one claim wins (as a
 * `FOR UPDATE SKIP LOCKED` claim would); SQLite has one writer anyway.
 */
export type JobKind = 'index' | 'remove';
export type JobRow = Selectable<SearchJobsTable>;

export async function readJobs(db: Kysely<Database>): Promise<Map<JobKind, JobRow>> {
  const rows = await db.selectFrom('search_jobs').selectAll().execute();
  return new Map(rows.map((row) => [row.kind as JobKind, row]));
}

export async function readJob(db: Kysely<Database>, kind: JobKind): Promise<JobRow | undefined> {
  return db.selectFrom('search_jobs').selectAll().where('kind', '=', kind).executeTakeFirst();
}

/**
 * Starts a new run of `kind` for `owner`, unless one is running: true when this call started it.
 * With `generation`, only when no run was started since the caller read that generation.
 */
export async function claimNewRun(
  db: Kysely<Database>,
  kind: JobKind,
  owner: string,
  leaseMs: number,
  generation?: number,
): Promise<boolean> {
  const now = nowIso();
  let update = db
    .updateTable('search_jobs')
    .set((eb) => ({
      state: 'running',
      generation: eb('generation', '+', 1),
      processed: 0,
      total: 0,
      after_id: 0,
      run_started: now,
      owner,
      lease_until: Date.now() + leaseMs,
      started_at: now,
      finished_at: null,
    }))
    .where('kind', '=', kind)
    .where('state', '<>', 'running');
  if (generation !== undefined) update = update.where('generation', '=', generation);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Takes over a running job whose holder's lease has passed (it died or let it go). */
export async function claimAbandoned(db: Kysely<Database>, kind: JobKind, owner: string, leaseMs: number): Promise<JobRow | undefined> {
  const now = Date.now();
  const result = await db
    .updateTable('search_jobs')
    .set({ owner, lease_until: now + leaseMs })
    .where('kind', '=', kind)
    .where('state', '=', 'running')
    .where('lease_until', '<', now)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return undefined;
  const row = await readJob(db, kind);
  // Read after the claim: another could only have changed it by taking it over in turn.
  return row?.owner === owner ? row : undefined;
}

/** Progress of the holder, which also renews its lease. False: the job is no longer this owner's. */
export async function renewJob(
  db: Kysely<Database>,
  kind: JobKind,
  owner: string,
  leaseMs: number,
  progress: { processed?: number; total?: number; afterId?: number } = {},
): Promise<boolean> {
  const result = await db
    .updateTable('search_jobs')
    .set({
      lease_until: Date.now() + leaseMs,
      ...(progress.processed !== undefined ? { processed: progress.processed } : {}),
      ...(progress.total !== undefined ? { total: progress.total } : {}),
      ...(progress.afterId !== undefined ? { after_id: progress.afterId } : {}),
    })
    .where('kind', '=', kind)
    .where('owner', '=', owner)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Ends the holder's run in success or error. False: the job was no longer this owner's. */
export async function finishJob(db: Kysely<Database>, kind: JobKind, owner: string, state: 'success' | 'error'): Promise<boolean> {
  const result = await db
    .updateTable('search_jobs')
    .set({ state, owner: null, lease_until: 0, finished_at: nowIso() })
    .where('kind', '=', kind)
    .where('owner', '=', owner)
    .where('state', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Lets go of a running job (a stopping instance): another instance takes it over at once. */
export async function releaseJob(db: Kysely<Database>, kind: JobKind, owner: string): Promise<void> {
  await db
    .updateTable('search_jobs')
    .set({ owner: null, lease_until: 0 })
    .where('kind', '=', kind)
    .where('owner', '=', owner)
    .where('state', '=', 'running')
    .execute();
}
