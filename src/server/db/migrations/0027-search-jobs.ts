import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Search-index jobs shared by every instance (issue 18): one row per kind of job (`index`: the
 * rebuild of every published page; `remove`: emptying the index), with its state and progress,
 * the instance that holds it and until when (a lease it renews per batch), and where a rebuild
 * got to (pages in id order), so another instance can take a job over from a holder that died.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('search_jobs')
    .addColumn('kind', 'varchar(16)', (col) => col.primaryKey())
    // idle, running, success or error.
    .addColumn('state', 'varchar(16)', (col) => col.notNull().defaultTo('idle'))
    // Counts the runs started: a claim names the run it saw, so two claims never both win.
    .addColumn('generation', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('processed', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('total', 'integer', (col) => col.notNull().defaultTo(0))
    // The last page id a rebuild wrote: a takeover continues after it.
    .addColumn('after_id', 'integer', (col) => col.notNull().defaultTo(0))
    // When the rebuild began: what was indexed before it and not rewritten is dropped at the end.
    .addColumn('run_started', 'varchar(32)')
    .addColumn('owner', 'varchar(128)')
    // Milliseconds since 1970; a running job whose lease has passed may be taken over.
    .addColumn('lease_until', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('started_at', 'varchar(32)')
    .addColumn('finished_at', 'varchar(32)')
    .execute();
  await (db as Kysely<{ search_jobs: { kind: string } }>)
    .insertInto('search_jobs')
    .values([{ kind: 'index' }, { kind: 'remove' }])
    .execute();
}
