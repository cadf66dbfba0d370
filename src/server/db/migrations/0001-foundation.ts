import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from './columns.ts';

export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('roles'), dialect)
    .addColumn('name', 'varchar(80)', (col) => col.notNull().unique())
    .addColumn('is_system', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('role_permissions')
    .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.id').onDelete('cascade'))
    .addColumn('permission', 'varchar(64)', (col) => col.notNull())
    .addColumn('parameters', 'text')
    .addPrimaryKeyConstraint('role_permissions_pk', ['role_id', 'permission'])
    .execute();

  await withIdColumn(db.schema.createTable('users'), dialect)
    .addColumn('email', 'varchar(254)', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.id'))
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('job_title', 'varchar(120)', (col) => col.notNull().defaultTo(''))
    .addColumn('image_file', 'varchar(200)')
    .addColumn('language', 'varchar(8)', (col) => col.notNull().defaultTo('en'))
    .addColumn('active', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('last_login_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('users_role_idx').on('users').column('role_id').execute();
  await db.schema.createIndex('users_name_idx').on('users').column('name').execute();
  await db.schema.createIndex('users_created_idx').on('users').column('created_at').execute();

  await withIdColumn(db.schema.createTable('account_tokens'), dialect)
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('purpose', 'varchar(16)', (col) => col.notNull())
    .addColumn('token_hash', 'varchar(128)', (col) => col.notNull().unique())
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('used_at', 'varchar(32)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('account_tokens_user_idx').on('account_tokens').column('user_id').execute();

  await db.schema
    .createTable('sessions')
    .addColumn('sid', 'varchar(128)', (col) => col.primaryKey())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('expires_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('login_throttle')
    .addColumn('key', 'varchar(300)', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('window_started_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('locked_until', 'varchar(32)')
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('key', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('audit_log'), dialect)
    .addColumn('user_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('action', 'varchar(64)', (col) => col.notNull())
    .addColumn('details', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_user_idx').on('audit_log').column('user_id').execute();
}
