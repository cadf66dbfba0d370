import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from './columns.ts';

/** Publication review (requests and decisions), the publication log, and the mail queue. */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('publication_requests'), dialect)
    .addColumn('page_id', 'integer', (col) => col.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('version_id', 'integer', (col) => col.notNull().references('page_versions.id').onDelete('cascade'))
    .addColumn('requested_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('comment', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('reviewed_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('feedback', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('resent_at', 'varchar(32)')
    .addColumn('decided_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('publication_requests_status_idx').on('publication_requests').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('publication_requests_page_idx').on('publication_requests').column('page_id').execute();

  await withIdColumn(db.schema.createTable('publications'), dialect)
    .addColumn('page_id', 'integer', (col) => col.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('version_id', 'integer', (col) => col.notNull().references('page_versions.id').onDelete('cascade'))
    .addColumn('published_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('request_id', 'integer', (col) => col.references('publication_requests.id').onDelete('set null'))
    .addColumn('published_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('publications_page_idx').on('publications').column('page_id').execute();

  await withIdColumn(db.schema.createTable('mail_queue'), dialect)
    .addColumn('recipient', 'varchar(254)', (col) => col.notNull())
    .addColumn('subject', 'varchar(300)', (col) => col.notNull())
    .addColumn('text_body', 'text', (col) => col.notNull())
    .addColumn('html_body', 'text', (col) => col.notNull())
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('next_attempt_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('mail_queue_due_idx').on('mail_queue').columns(['status', 'next_attempt_at']).execute();
}
