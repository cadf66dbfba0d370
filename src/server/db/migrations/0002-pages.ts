import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from './columns.ts';

/**
 * Pages and their versions. The concept and published version ids are not foreign keys:
 * pages and versions point at each other, and the service keeps them consistent.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('pages'), dialect)
    .addColumn('slug', 'varchar(200)', (col) => col.notNull())
    .addColumn('type', 'varchar(20)', (col) => col.notNull())
    .addColumn('locale', 'varchar(10)', (col) => col.notNull())
    .addColumn('translation_group', 'varchar(40)', (col) => col.notNull())
    .addColumn('concept_version_id', 'integer')
    .addColumn('published_version_id', 'integer')
    .addColumn('published_id', 'integer')
    .addColumn('concept_dirty', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('pages_locale_slug_unique', ['locale', 'slug'])
    // One page per locale in a translation group; the index settles two translations racing for a locale.
    .addUniqueConstraint('pages_group_locale_unique', ['translation_group', 'locale'])
    .execute();
  await db.schema.createIndex('pages_type_locale_idx').on('pages').columns(['type', 'locale']).execute();
  await db.schema.createIndex('pages_updated_idx').on('pages').column('updated_at').execute();
  await db.schema.createIndex('pages_created_idx').on('pages').column('created_at').execute();

  await withIdColumn(db.schema.createTable('page_versions'), dialect)
    .addColumn('page_id', 'integer', (col) => col.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('blocks', 'text', (col) => col.notNull())
    .addColumn('seo_title', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('seo_description', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('seo_keywords', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('seo_image', 'text')
    .addColumn('type_data', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('revision', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('has_publication_request', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('published_at', 'varchar(32)')
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('page_versions_page_idx').on('page_versions').column('page_id').execute();
  await db.schema.createIndex('page_versions_title_idx').on('page_versions').column('title').execute();
}
