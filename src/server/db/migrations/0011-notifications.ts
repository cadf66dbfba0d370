import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from './columns.ts';

/**
 * In-admin notifications (issue 14): one row per recipient and event. The page title and the
 * actor's name are kept as they were, so a notification still reads right after the page or
 * the account is gone (their ids then become null).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('notifications'), dialect)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(48)', (col) => col.notNull())
    .addColumn('page_id', 'integer', (col) => col.references('pages.id').onDelete('set null'))
    .addColumn('page_title', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('actor_name', 'text')
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('read_at', 'varchar(32)')
    .execute();
  // The list (newest first) and the unread count both start from the recipient.
  await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('notifications_unread_idx').on('notifications').columns(['user_id', 'read_at']).execute();
}
