import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * PostgreSQL: the search vectors are made from the stemmed terms as they are, split at their
 * spaces (array_to_tsvector), instead of running them through the text parser again. The
 * terms are already the index's words (search-text.ts: lower-case letters and digits, one
 * space between them, facet tokens likewise), so the vectors hold the same lexemes (checked on
 * the 100,000 pages of bench/search-bench.ts: equal for every document) and matching does not
 * change; the queries take their lexemes as they are too (lexeme-query.ts), so index and query
 * never depend on the parser. Inserting 100,000 documents took 12 s instead of 19-20 s: the
 * parser was most of a rebuild's work in the database. Positions were stripped before; these
 * vectors have none. The columns are dropped and added again (PostgreSQL 15 cannot change a
 * generated column's expression), which rewrites the table, and their indexes rebuilt with
 * the names and predicates they had (0030, 0038).
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  const words = (columns: string) => sql.raw(`array_to_tsvector(array_remove(string_to_array(${columns}, ' '), ''))`);
  await sql`ALTER TABLE search_documents DROP COLUMN search_vector, DROP COLUMN title_vector`.execute(db);
  await sql`ALTER TABLE search_documents
    ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (${words(`title_terms || ' ' || body_terms || ' ' || facets`)}) STORED,
    ADD COLUMN title_vector tsvector GENERATED ALWAYS AS (${words(`title_terms || ' ' || facets`)}) STORED`.execute(db);
  await sql`CREATE INDEX search_documents_vector_idx ON search_documents USING GIN (search_vector)`.execute(db);
  await sql`CREATE INDEX search_documents_title_vector_idx ON search_documents USING GIN (title_vector)`.execute(db);
  const sample = sql.raw('(hashint4(page_id) & 7) = 0');
  await sql`CREATE INDEX search_documents_sample_vector_idx ON search_documents USING GIN (search_vector) WHERE ${sample}`.execute(db);
  await sql`CREATE INDEX search_documents_sample_title_vector_idx ON search_documents USING GIN (title_vector) WHERE ${sample}`.execute(db);
  // The word weights read ANALYZE's statistics of search_vector (postgres-word-reads.repository.ts).
  await sql`ANALYZE search_documents`.execute(db);
}
