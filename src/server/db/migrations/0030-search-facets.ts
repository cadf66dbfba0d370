import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * Search at scale (issue 20).
 * - `facets` on each document: its locale, type, themes and services as index tokens
 *   (search-facets.ts), so a search with words filters inside the full-text index (FTS5
 *   posting lists, GIN) instead of reading each match's row.
 * - SQLite: search_fts gains that column (rebuilt: FTS5 tables cannot add columns), and a
 *   title-only table finds the title matches (which come first).
 * - PostgreSQL: the document vector includes the facets, and a title vector with its own GIN
 *   index finds the title matches (which come first) without rechecking every match's weights.
 * - search_facets: one row per document and combination of filters (type, theme, service,
 *   and their pairs and triple) keyed with the locale and ordered by the listing's title key,
 *   so "filters without words" reads its page and a bounded count from one index range.
 * The documents are rebuilt at start (SEARCH_DOCUMENT_FORMAT 4), which fills all of it.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('search_documents')
    .addColumn('facets', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  const textKey = dialect === 'postgres' ? sql`text COLLATE "C"` : sql`text`;
  await sql`CREATE TABLE search_facets (
    key ${textKey} NOT NULL,
    title_key ${textKey} NOT NULL,
    page_id integer NOT NULL REFERENCES pages(id) ON DELETE CASCADE,
    PRIMARY KEY (key, title_key, page_id)
  )${dialect === 'sqlite' ? sql` WITHOUT ROWID` : sql``}`.execute(db);
  await db.schema.createIndex('search_facets_page_idx').on('search_facets').column('page_id').execute();

  if (dialect === 'sqlite') {
    // Contentless (search_documents keeps the text) with column lists instead of positions:
    // searches never rank inside FTS5 nor match phrases, so positions were only weight.
    const options = sql.raw(`content = '', contentless_delete = 1, detail = column, tokenize = 'unicode61 remove_diacritics 2'`);
    await sql`DROP TABLE search_fts`.execute(db);
    await sql`CREATE VIRTUAL TABLE search_fts USING fts5(title_terms, body_terms, facets, ${options})`.execute(db);
    // The title matches (ranked first) from their own small posting lists.
    await sql`CREATE VIRTUAL TABLE search_title_fts USING fts5(title_terms, facets, ${options})`.execute(db);
    // Words keep matching until the rebuild at start adds the facets.
    await sql`INSERT INTO search_fts (rowid, title_terms, body_terms, facets)
      SELECT page_id, title_terms, body_terms, '' FROM search_documents`.execute(db);
    await sql`INSERT INTO search_title_fts (rowid, title_terms, facets) SELECT page_id, title_terms, '' FROM search_documents`.execute(db);
  } else {
    // Neither positions nor weights any more (stripped): matching needs the lexemes only, the
    // ranking reads the stemmed text (ranking-window.ts) and title matches have their own
    // vector. Half the size keeps the vector inline in the row instead of in TOAST.
    await sql`ALTER TABLE search_documents DROP COLUMN search_vector`.execute(db);
    await sql`ALTER TABLE search_documents ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
      strip(to_tsvector('simple', title_terms) || to_tsvector('simple', body_terms) || to_tsvector('simple', facets))
    ) STORED`.execute(db);
    await sql`ALTER TABLE search_documents ADD COLUMN title_vector tsvector GENERATED ALWAYS AS (
      strip(to_tsvector('simple', title_terms) || to_tsvector('simple', facets))
    ) STORED`.execute(db);
    await sql`CREATE INDEX search_documents_vector_idx ON search_documents USING GIN (search_vector)`.execute(db);
    await sql`CREATE INDEX search_documents_title_vector_idx ON search_documents USING GIN (title_vector)`.execute(db);
  }
}
