import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from './columns.ts';

/**
 * API tokens (issue 19). Only the SHA-256 of the secret is stored (the secret is 256 random
 * bits, so a slow hash adds nothing). `scope` is `read`, `user` or `permissions` (then
 * `permissions` holds a JSON array). Deleting the user deletes their tokens.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('api_tokens'), dialect)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(100)', (col) => col.notNull())
    .addColumn('secret_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('scope', 'varchar(16)', (col) => col.notNull())
    .addColumn('permissions', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('last_used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('api_tokens_user_id_idx').on('api_tokens').column('user_id').execute();
}
