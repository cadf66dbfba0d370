import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from './columns.ts';

/**
 * Cookie consent records (issue 17): when a choice was made, which one and with which banner
 * revision, so the site can show that consent was given. No address, browser or cookie id: a
 * record identifies no one.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('consent_records'), dialect)
    .addColumn('choice', 'varchar(32)', (col) => col.notNull())
    .addColumn('banner_version', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('consent_records_version_idx').on('consent_records').columns(['banner_version', 'choice']).execute();
}
