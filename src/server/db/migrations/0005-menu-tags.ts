import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from './columns.ts';

/** Menu trees per locale (header and footer) and public/private tags on pages. */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('menu_items'), dialect)
    .addColumn('locale', 'varchar(10)', (col) => col.notNull())
    .addColumn('menu', 'varchar(16)', (col) => col.notNull())
    .addColumn('parent_id', 'integer', (col) => col.references('menu_items.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('label', 'varchar(100)', (col) => col.notNull())
    .addColumn('link_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('target', 'varchar(2000)', (col) => col.notNull().defaultTo(''))
    .addColumn('page_id', 'integer', (col) => col.references('pages.id').onDelete('set null'))
    .addColumn('open_in_new_tab', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('menu_items_tree_idx').on('menu_items').columns(['locale', 'menu', 'parent_id', 'position']).execute();
  await db.schema.createIndex('menu_items_page_idx').on('menu_items').column('page_id').execute();

  await withIdColumn(db.schema.createTable('tags'), dialect)
    .addColumn('name', 'varchar(60)', (col) => col.notNull())
    .addColumn('name_key', 'varchar(60)', (col) => col.notNull())
    .addColumn('is_private', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('tags_name_visibility_unique', ['name_key', 'is_private'])
    .execute();

  await db.schema
    .createTable('page_tags')
    .addColumn('page_id', 'integer', (col) => col.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('tag_id', 'integer', (col) => col.notNull().references('tags.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('page_tags_pk', ['page_id', 'tag_id'])
    .execute();
  await db.schema.createIndex('page_tags_tag_idx').on('page_tags').column('tag_id').execute();
}
