import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from './columns.ts';

/**
 * Two-factor sign-in (issue 15): a TOTP secret per user (encrypted with a key derived from the
 * session secret; `confirmed_at` null while the user is still setting it up), single-use
 * recovery codes (sha-256 hashes only: they are random and high-entropy), WebAuthn credentials
 * (passkeys), and a role flag that makes a second factor compulsory for the role's users.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('roles')
    .addColumn('require_two_factor', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('user_totp')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret_encrypted', 'text', (col) => col.notNull())
    .addColumn('confirmed_at', 'varchar(32)')
    // The last time step a code was accepted for: a code is never accepted twice.
    .addColumn('last_step', 'bigint')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await withIdColumn(db.schema.createTable('user_recovery_codes'), dialect)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('user_recovery_codes_user_idx').on('user_recovery_codes').column('user_id').execute();
  await withIdColumn(db.schema.createTable('user_passkeys'), dialect)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('credential_id', 'varchar(512)', (col) => col.notNull().unique())
    .addColumn('public_key', 'text', (col) => col.notNull())
    .addColumn('counter', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('transports', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('name', 'varchar(80)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_used_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('user_passkeys_user_idx').on('user_passkeys').column('user_id').execute();
}
