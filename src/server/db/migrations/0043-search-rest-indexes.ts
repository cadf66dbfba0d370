import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * PostgreSQL: the word indexes hold the seven eighths of the documents outside the sample
 * (0038) instead of all of them. A search reads the sample's matches first and then the others
 * (postgres-word-reads.repository.ts); from an index of every document, that second read
 * fetched the sample's matches again only to drop them by the predicate: a table row each, a
 * third of a common word's title window (89 of 300 rows for "ree" at 100,000 pages) and an
 * eighth of an exact count. The sample's index and these two now split the documents between
 * them, so every entry is written once, not nine eighths of them. The predicate is
 * search-sample.ts's, written out as 0038 did.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  const rest = sql.raw('(hashint4(page_id) & 7) <> 0');
  await sql`CREATE INDEX search_documents_rest_vector_idx ON search_documents USING GIN (search_vector) WHERE ${rest}`.execute(db);
  await sql`CREATE INDEX search_documents_rest_title_vector_idx ON search_documents USING GIN (title_vector) WHERE ${rest}`.execute(db);
  await sql`DROP INDEX search_documents_vector_idx`.execute(db);
  await sql`DROP INDEX search_documents_title_vector_idx`.execute(db);
}
