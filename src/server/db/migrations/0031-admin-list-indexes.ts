import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Admin lists at scale (issue 20, bench/admin-list-bench.ts). Each index serves one list's
 * ORDER BY or filter so the list reads its page from an index range instead of sorting or
 * scanning the whole table:
 * - the page overview's sorts: type and locale (with the id that breaks their many ties),
 *   lower(slug), and lower(title) of the concept version
 *   reached back through pages.concept_version_id (which the join also needs);
 * - the overview's tabs: "mine" (pages made or last saved by the user) and "publication
 *   requested" (a partial index: only the few requested versions are in it);
 * - a media folder's files by name (the folder listing and the name checks on upload);
 * - the user list's default sort (lower(name)) and its sort by last login.
 * Expression indexes match the lower(...) the repositories sort by, on both databases.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema.createIndex('pages_concept_version_idx').on('pages').column('concept_version_id').execute();
  // Ties are broken by id ascending in both directions, so each direction has its own index.
  await db.schema.createIndex('pages_type_id_idx').on('pages').columns(['type', 'id']).execute();
  await sql`CREATE INDEX pages_type_desc_id_idx ON pages (type DESC, id)`.execute(db);
  // A type filter with the default sort (newest change first).
  await db.schema.createIndex('pages_type_updated_idx').on('pages').columns(['type', 'updated_at']).execute();
  await db.schema.createIndex('pages_locale_id_idx').on('pages').columns(['locale', 'id']).execute();
  await sql`CREATE INDEX pages_locale_desc_id_idx ON pages (locale DESC, id)`.execute(db);
  await db.schema
    .createIndex('pages_slug_lower_idx')
    .on('pages')
    .expression(sql`lower(slug)`)
    .execute();
  await db.schema
    .createIndex('page_versions_title_lower_idx')
    .on('page_versions')
    .expression(sql`lower(title)`)
    .execute();
  await db.schema.createIndex('pages_created_by_idx').on('pages').column('created_by').execute();
  await db.schema.createIndex('page_versions_updated_by_idx').on('page_versions').column('updated_by').execute();
  await db.schema
    .createIndex('page_versions_requested_idx')
    .on('page_versions')
    .column('id')
    .where(sql.ref('has_publication_request'), '=', sql.lit(1))
    .execute();
  await db.schema.createIndex('media_files_directory_name_idx').on('media_files').columns(['directory', 'name_key']).execute();
  await db.schema
    .createIndex('users_name_lower_idx')
    .on('users')
    .expression(sql`lower(name)`)
    .execute();
  await db.schema.createIndex('users_last_login_idx').on('users').column('last_login_at').execute();
}
