import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * A published page's new address waiting for publication. An editor without publish-page
 * changes the slug of a live page through the concept: the live slug stays until the concept
 * is published (or a request for it accepted), and `pending_slug_update_links` keeps whether
 * internal links are to follow then. Unique per locale among pending slugs (NULLs never clash);
 * the service also keeps it apart from every other page's live slug.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema.alterTable('pages').addColumn('pending_slug', 'varchar(200)').execute();
  await db.schema
    .alterTable('pages')
    .addColumn('pending_slug_update_links', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('pages_locale_pending_slug_unique').on('pages').columns(['locale', 'pending_slug']).unique().execute();
}
