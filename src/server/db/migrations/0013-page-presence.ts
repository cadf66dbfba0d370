import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Who has a page open in the editor: one row per browser tab (client), refreshed by a heartbeat
 * and dropped when it stops. Kept in the database so every instance of a cluster sees the same.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('page_presence')
    .addColumn('page_id', 'integer', (col) => col.notNull())
    .addColumn('client_id', 'varchar(64)', (col) => col.notNull())
    .addColumn('user_id', 'integer', (col) => col.notNull())
    .addColumn('unsaved', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('opened_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('seen_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('page_presence_pk', ['page_id', 'client_id'])
    .execute();
  await db.schema.createIndex('page_presence_seen_idx').on('page_presence').column('seen_at').execute();
}
