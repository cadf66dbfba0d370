import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * One revision counter per menu of a locale. The menu editor gets it with the menus and sends
 * it back on save; a save based on an older revision is refused (409 G_05) instead of silently
 * replacing what another editor saved in between. No row means revision 0.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('menu_revisions')
    .addColumn('locale', 'varchar(10)', (col) => col.notNull())
    .addColumn('menu', 'varchar(16)', (col) => col.notNull())
    .addColumn('revision', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('menu_revisions_pk', ['locale', 'menu'])
    .execute();
}
