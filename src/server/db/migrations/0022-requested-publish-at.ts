import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * The date and time an editor wants a requested publication to go live (issue 16), in UTC;
 * null: as soon as it is accepted. The reviewer who accepts keeps or changes it.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('publication_requests').addColumn('publish_at', 'varchar(32)').execute();
}
