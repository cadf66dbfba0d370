import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Translation status (issue 16). `translation_source_id`: the page a translation was made
 * from (null for originals and pages made before this; their source is then the group's page
 * in the site's default language). `translation_synced_at` / `_note`: an editor marked the
 * translation up to date without changing it.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('pages').addColumn('translation_source_id', 'integer').execute();
  await db.schema.alterTable('pages').addColumn('translation_synced_at', 'varchar(32)').execute();
  await db.schema.alterTable('pages').addColumn('translation_sync_note', 'varchar(500)').execute();
}
