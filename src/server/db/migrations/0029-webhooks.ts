import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from './columns.ts';

/**
 * Webhooks (issue 19). `webhook_endpoints`: where events go (`events` is a JSON array, `secret`
 * the `whsec_` signing secret). `webhook_deliveries`: the queue and its log, one row per event and
 * endpoint; `state` pending/delivered/failed, `next_attempt_at` when it is due, `claimed_until`
 * the lease of the instance sending it. Deleting an endpoint deletes its deliveries.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('webhook_endpoints'), dialect)
    .addColumn('url', 'varchar(2000)', (col) => col.notNull())
    .addColumn('events', 'text', (col) => col.notNull())
    .addColumn('secret', 'varchar(100)', (col) => col.notNull())
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await withIdColumn(db.schema.createTable('webhook_deliveries'), dialect)
    .addColumn('endpoint_id', 'integer', (col) => col.notNull().references('webhook_endpoints.id').onDelete('cascade'))
    .addColumn('event_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('event_type', 'varchar(64)', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('claimed_until', 'varchar(32)')
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'varchar(1000)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('delivered_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('webhook_deliveries_due_idx').on('webhook_deliveries').columns(['state', 'next_attempt_at']).execute();
  await db.schema.createIndex('webhook_deliveries_endpoint_idx').on('webhook_deliveries').columns(['endpoint_id', 'id']).execute();
}
