import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from './columns.ts';

/**
 * Scheduled publishing (issue 16): at most one schedule per page (`page_id` unique). It has a
 * publish part (`publish_at`, the concept `version_id` at `version_revision`) and/or an
 * unpublish part (`unpublish_at`); each part has its own state: 'pending' until the scheduler
 * runs it, then 'done' or 'skipped' (with `*_reason`), null when the schedule has no such part.
 * Times are ISO-8601 UTC text like every timestamp here.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('schedules'), dialect)
    .addColumn('page_id', 'integer', (col) => col.notNull().unique().references('pages.id').onDelete('cascade'))
    .addColumn('version_id', 'integer', (col) => col.notNull().references('page_versions.id').onDelete('cascade'))
    .addColumn('version_revision', 'integer', (col) => col.notNull())
    .addColumn('publish_at', 'varchar(32)')
    .addColumn('publish_state', 'varchar(16)')
    .addColumn('publish_reason', 'varchar(64)')
    .addColumn('published_at', 'varchar(32)')
    .addColumn('unpublish_at', 'varchar(32)')
    .addColumn('unpublish_state', 'varchar(16)')
    .addColumn('unpublish_reason', 'varchar(64)')
    .addColumn('unpublished_at', 'varchar(32)')
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  // The scheduler's query: pending parts whose time has come.
  await db.schema.createIndex('schedules_publish_due_idx').on('schedules').columns(['publish_state', 'publish_at']).execute();
  await db.schema.createIndex('schedules_unpublish_due_idx').on('schedules').columns(['unpublish_state', 'unpublish_at']).execute();
}
