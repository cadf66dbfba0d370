import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Rate-limit counters shared by every instance (issue 18): one row per limiter and client key,
 * with the hits of the current window and when it ends (milliseconds since 1970). Used on
 * PostgreSQL, where several instances share the database; SQLite keeps the in-memory counters.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'varchar(400)', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('window_ends', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limit_hits_window_ends').on('rate_limit_hits').column('window_ends').execute();
}
