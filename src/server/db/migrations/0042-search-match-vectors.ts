import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * PostgreSQL: a search's count (up to 1,001 matches) visited a table row per match to learn
 * whether it is visible, and a search document's row is a few kilobytes (its text, its terms),
 * so 1,000 matches were about 1,100 table blocks of 20,000 at 100,000 pages: most of a filtered
 * search's time (issue 20; a GIN index cannot answer without the table, and PostgreSQL 15 no
 * longer skips the visits for all-visible blocks). The vector of all terms moves to a table of
 * its own whose rows keep only the page id in line (the vector goes to TOAST storage, which a
 * match never reads: the index's answer needs no recheck), about 130 rows a block: 637 blocks
 * for 100,000 documents, which every search touches and so stay in memory. Counting 1,001
 * matches: 19-25 ms → 2-6 ms on the bench's site. The title vector stays (its matches read the
 * row's terms anyway). Index names and the sample predicate as 0030 and 0038 had them.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`CREATE TABLE search_match_vectors (
      page_id integer PRIMARY KEY REFERENCES search_documents (page_id) ON DELETE CASCADE,
      search_vector tsvector NOT NULL
    ) WITH (toast_tuple_target = 128)`.execute(db);
  // Out of line and uncompressed: never read by a match, and written without compressing.
  await sql`ALTER TABLE search_match_vectors ALTER COLUMN search_vector SET STORAGE EXTERNAL`.execute(db);
  await sql`INSERT INTO search_match_vectors (page_id, search_vector) SELECT page_id, search_vector FROM search_documents`.execute(db);
  await sql`ALTER TABLE search_documents DROP COLUMN search_vector`.execute(db);
  await sql`CREATE INDEX search_match_vectors_idx ON search_match_vectors USING GIN (search_vector)`.execute(db);
  await sql`CREATE INDEX search_match_vectors_sample_idx ON search_match_vectors USING GIN (search_vector)
    WHERE (hashint4(page_id) & 7) = 0`.execute(db);
  // The word weights read ANALYZE's statistics of the vectors (postgres-word-reads.repository.ts).
  await sql`ANALYZE search_match_vectors`.execute(db);
}
