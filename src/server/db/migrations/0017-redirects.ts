import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from './columns.ts';

/**
 * Redirects (issue 16): an old address of the public site answers 301, 302 or 410 Gone.
 * `from_path` is the normalised path (lower case, no query, no trailing slash), unique;
 * `to_target` is a path on this site or a full http(s) URL an editor entered (null for 410).
 * `automatic` rows were made by a published page's slug change (`page_id`, `locale` say which).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('redirects'), dialect)
    .addColumn('from_path', 'varchar(1000)', (col) => col.notNull().unique())
    .addColumn('to_target', 'varchar(2000)')
    .addColumn('status', 'integer', (col) => col.notNull())
    .addColumn('automatic', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('page_id', 'integer', (col) => col.references('pages.id').onDelete('set null'))
    .addColumn('locale', 'varchar(16)')
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('redirects_to_target_idx').on('redirects').column('to_target').execute();
}
