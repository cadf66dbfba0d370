import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from './columns.ts';

/**
 * Shareable preview links (issue 16): a link to a page's current concept for people without an
 * account. Only the SHA-256 of the token is stored (`token_hash`, unique); a link works until
 * `expires_at` unless `revoked_at` is set. Deleting the page deletes its links.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('share_links'), dialect)
    .addColumn('page_id', 'integer', (col) => col.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('revoked_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('share_links_page_idx').on('share_links').column('page_id').execute();
}
