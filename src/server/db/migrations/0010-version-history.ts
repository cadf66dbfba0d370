import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Every save is a version (issue 14): a store that changes the concept first keeps the state it
 * replaces as a history snapshot, a page_versions row with `snapshot` 1 that is never the
 * concept nor published. `change_summary` (JSON, version-summary.ts) says what the save that
 * made a version's state changed; null for states made otherwise (creation, older data).
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('page_versions')
    .addColumn('snapshot', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('page_versions').addColumn('change_summary', 'text').execute();
  // Retention counts and deletes a page's snapshots, newest first.
  await db.schema.createIndex('page_versions_snapshot_idx').on('page_versions').columns(['page_id', 'snapshot', 'id']).execute();
}
