import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * The audit log records who did what, when, from where and with what outcome. The acting
 * user's name and e-mail are copied into the entry, so it still says who it was after the
 * user is deleted (user_id then becomes null through its foreign key's ON DELETE SET NULL).
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('audit_log').addColumn('user_name', 'varchar(120)').execute();
  await db.schema.alterTable('audit_log').addColumn('user_email', 'varchar(254)').execute();
  await db.schema.alterTable('audit_log').addColumn('ip', 'varchar(64)').execute();
  await db.schema.alterTable('audit_log').addColumn('user_agent', 'varchar(200)').execute();
  await db.schema.alterTable('audit_log').addColumn('object_type', 'varchar(32)').execute();
  await db.schema.alterTable('audit_log').addColumn('object_id', 'varchar(200)').execute();
  await db.schema
    .alterTable('audit_log')
    .addColumn('outcome', 'varchar(16)', (col) => col.notNull().defaultTo('success'))
    .execute();
  await db.schema.alterTable('audit_log').addColumn('status_code', 'integer').execute();
  await db.schema.alterTable('audit_log').addColumn('error_code', 'varchar(32)').execute();
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute();
  await db.schema.createIndex('audit_log_action_idx').on('audit_log').columns(['action', 'created_at']).execute();
  await db.schema.createIndex('audit_log_object_idx').on('audit_log').columns(['object_type', 'object_id']).execute();
}
