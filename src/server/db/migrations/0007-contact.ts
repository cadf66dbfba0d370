import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from './columns.ts';

/**
 * Contact-form submissions (kept even when the notification e-mail fails) and the ids of
 * spent proof-of-work challenges (the challenge itself is stateless and signed; only "already
 * used" needs storing, until it would have expired anyway).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('contact_submissions'), dialect)
    .addColumn('first_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('last_name', 'varchar(100)', (col) => col.notNull())
    .addColumn('phone', 'varchar(40)', (col) => col.notNull().defaultTo(''))
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('subject', 'varchar(200)', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('locale', 'varchar(10)', (col) => col.notNull())
    .addColumn('page_id', 'integer', (col) => col.references('pages.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('contact_submissions_created_idx').on('contact_submissions').column('created_at').execute();

  await db.schema
    .createTable('contact_challenges_used')
    .addColumn('challenge', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('contact_challenges_used_expiry_idx').on('contact_challenges_used').column('expires_at').execute();
}
