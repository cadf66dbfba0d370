import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';
import { withIdColumn } from './columns.ts';

/**
 * The media library. Folders and file locations are virtual (rows here); bytes are stored
 * once per content hash, so moving or renaming never touches the disk.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await withIdColumn(db.schema.createTable('media_directories'), dialect)
    .addColumn('path', 'varchar(1000)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await withIdColumn(db.schema.createTable('media_files'), dialect)
    .addColumn('directory', 'varchar(1000)', (col) => col.notNull())
    .addColumn('file_name', 'varchar(255)', (col) => col.notNull())
    .addColumn('name_key', 'varchar(255)', (col) => col.notNull())
    .addColumn('kind', 'varchar(16)', (col) => col.notNull())
    .addColumn('mime_type', 'varchar(100)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('hash', 'varchar(64)', (col) => col.notNull())
    .addColumn('storage_key', 'varchar(300)')
    .addColumn('default_alt_text', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('shared', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('video_provider', 'varchar(16)')
    .addColumn('video_id', 'varchar(64)')
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('media_files_directory_name_unique', ['directory', 'name_key'])
    .execute();
  await db.schema.createIndex('media_files_hash_idx').on('media_files').column('hash').execute();
  await db.schema.createIndex('media_files_name_idx').on('media_files').column('name_key').execute();
}
