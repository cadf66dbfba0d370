import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * PostgreSQL: GIN answers only with the bitmap of every match, so a word in half the site's
 * pages cost a 50,000-entry bitmap (5 ms, twice: the count and the title matches) even though a
 * search needs the first 1,001 at most. These partial indexes hold an eighth of the documents,
 * picked by a hash of the page id; a search reads its candidates there first and only goes to
 * the other seven eighths when the sample has too few (postgres-word-reads.repository.ts;
 * the predicate is search-sample.ts's, written out here so that a later change there cannot
 * change what this migration did). SQLite's
 * FTS5 reads posting lists in order and stops early: nothing to do there.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  const where = sql.raw('(hashint4(page_id) & 7) = 0');
  await sql`CREATE INDEX search_documents_sample_vector_idx ON search_documents USING GIN (search_vector) WHERE ${where}`.execute(db);
  await sql`CREATE INDEX search_documents_sample_title_vector_idx ON search_documents USING GIN (title_vector) WHERE ${where}`.execute(db);
}
