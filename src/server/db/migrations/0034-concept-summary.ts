import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * The page overview at scale (issue 20): the concept version's title and last editor are kept
 * on the page row, so sorting by title, a search term (title or address) and the "mine" tab read
 * the pages table alone. Through the join, page 200 by title walked the title index of every
 * version (concepts, published versions and drafts: 12,000 entries and heap reads, 290 ms at
 * 100,000 pages on PostgreSQL), and "mine" combined two tables in an OR no index serves.
 * Kept by concept-summary.repository.ts wherever the concept changes; the versions stay the truth.
 *
 * Ties are broken by id ascending in both directions (as in 0031), so each direction of the title
 * sort has its own index.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('pages')
    .addColumn('concept_title', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('pages')
    .addColumn('concept_updated_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
  await sql`UPDATE pages SET
    concept_title = COALESCE((SELECT title FROM page_versions WHERE page_versions.id = pages.concept_version_id), ''),
    concept_updated_by = (SELECT updated_by FROM page_versions WHERE page_versions.id = pages.concept_version_id)`.execute(db);
  await sql`CREATE INDEX pages_concept_title_idx ON pages (lower(concept_title), id)`.execute(db);
  await sql`CREATE INDEX pages_concept_title_desc_idx ON pages (lower(concept_title) DESC, id)`.execute(db);
  await db.schema.createIndex('pages_concept_updated_by_idx').on('pages').column('concept_updated_by').execute();
}
