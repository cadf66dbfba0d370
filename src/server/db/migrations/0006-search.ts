import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * The site-search index. Documents keep the original text (for snippets) and the stemmed
 * text (for matching). SQLite matches with an FTS5 table; PostgreSQL with a weighted
 * tsvector column under a GIN index.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('search_documents')
    .addColumn('page_id', 'integer', (col) => col.primaryKey().references('pages.id').onDelete('cascade'))
    .addColumn('locale', 'varchar(10)', (col) => col.notNull())
    .addColumn('page_type', 'varchar(20)', (col) => col.notNull())
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('url', 'varchar(400)', (col) => col.notNull())
    .addColumn('themes', 'varchar(400)', (col) => col.notNull().defaultTo('|'))
    .addColumn('services', 'varchar(400)', (col) => col.notNull().defaultTo('|'))
    .addColumn('title_terms', 'text', (col) => col.notNull())
    .addColumn('body_terms', 'text', (col) => col.notNull())
    .addColumn('indexed_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('search_documents_filter_idx').on('search_documents').columns(['locale', 'page_type']).execute();

  if (dialect === 'sqlite') {
    await sql`CREATE VIRTUAL TABLE search_fts USING fts5(title_terms, body_terms, tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
  } else {
    await sql`ALTER TABLE search_documents ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('simple', title_terms), 'A') || setweight(to_tsvector('simple', body_terms), 'B')
    ) STORED`.execute(db);
    await sql`CREATE INDEX search_documents_vector_idx ON search_documents USING GIN (search_vector)`.execute(db);
  }
}
