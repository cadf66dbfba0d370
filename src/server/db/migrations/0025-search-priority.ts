import type { Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * How a search document ranks among equal matches (issue 17): 0 for content, -1 for the legal
 * pages (privacy, cookies, terms), which mention the company's field on every page but are
 * what a visitor looks for only by their own words. The search page itself is not indexed.
 * Documents of the older format are rebuilt at start (SEARCH_DOCUMENT_FORMAT), which fills it.
 */
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('search_documents')
    .addColumn('priority', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  // SQLite ranks by reading the few low-priority ids from here, not the wide document rows.
  await db.schema.createIndex('search_documents_priority_idx').on('search_documents').column('priority').execute();
}
