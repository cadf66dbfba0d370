import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/** The search documents' long values, compressed when a row passes PostgreSQL's TOAST threshold (about 2 kB; a document is 4-5 kB). */
export const LZ4_COLUMNS = ['title_terms', 'body', 'body_terms', 'search_vector', 'title_vector'] as const;

/**
 * PostgreSQL: what a search index rebuild's writes cost (issue 20: index-all at 100,000 pages
 * took 31-40 s on a 2-core machine against a target of 30 s; the database's backends were the
 * bound, 38-39 s of their CPU for the writes alone).
 *
 * - The search documents' long values are compressed with lz4 instead of pglz when the server
 *   has it (every build packaged since PostgreSQL 14 does): cheaper to compress on every write
 *   and to decompress on every read of a search's ranking window and snippets. Rows written
 *   before keep pglz until they are written again (the rebuild at a format change, or a save).
 * - search_facets loses its foreign key to pages: it checked every one of seven listing rows
 *   per document on insert (3.4 s of CPU at 100,000 pages). Its rows are written in the same
 *   transaction as their document, after it: the document's insert checks the page, its update
 *   holds the document's row, which a page's deletion must then wait for and cascade to. So what
 *   the key still did was the cascade: statement triggers on the documents now remove the listing
 *   rows of the documents deleted (a page's deletion cascades to its document, which fires it)
 *   or truncated. SQLite keeps the key: its checks cost little in process.
 *
 * Run after 0043, whose index builds take a while: the foreign key's drop locks pages as well,
 * and all pending migrations commit together.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  if (await supportsLz4(db)) {
    const columns = LZ4_COLUMNS.map((column) => sql`ALTER COLUMN ${sql.id(column)} SET COMPRESSION lz4`);
    await sql`ALTER TABLE search_documents ${sql.join(columns)}`.execute(db);
  }
  const { rows } = await sql<{ name: string }>`SELECT conname AS name FROM pg_constraint
    WHERE conrelid = 'search_facets'::regclass AND contype = 'f'`.execute(db);
  for (const { name } of rows) await sql`ALTER TABLE search_facets DROP CONSTRAINT ${sql.id(name)}`.execute(db);
  // The listing rows of the documents' own schema, whatever the deleting session's search_path
  // (a page deleted by another schema's code, a dump restored under another name).
  await sql`CREATE FUNCTION search_facets_follow_documents() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'TRUNCATE' THEN
        EXECUTE format('DELETE FROM %I.search_facets', TG_TABLE_SCHEMA);
      ELSIF EXISTS (SELECT 1 FROM removed_documents) THEN
        EXECUTE format('DELETE FROM %I.search_facets WHERE page_id IN (SELECT page_id FROM removed_documents)', TG_TABLE_SCHEMA);
      END IF;
      RETURN NULL;
    END
  $$`.execute(db);
  await sql`CREATE TRIGGER search_facets_follow_documents AFTER DELETE ON search_documents
    REFERENCING OLD TABLE AS removed_documents FOR EACH STATEMENT
    EXECUTE FUNCTION search_facets_follow_documents()`.execute(db);
  // TRUNCATE fires no delete trigger (an operator's TRUNCATE pages CASCADE reaches the documents).
  await sql`CREATE TRIGGER search_facets_follow_truncated_documents AFTER TRUNCATE ON search_documents
    FOR EACH STATEMENT EXECUTE FUNCTION search_facets_follow_documents()`.execute(db);
  // Listing rows whose page was deleted while no key removed them cannot exist yet (the key
  // did until now); nothing to clean.
}

/** Whether the server was built with lz4 (the setting lists the methods it knows). */
export async function supportsLz4<Tables>(db: Kysely<Tables>): Promise<boolean> {
  const { rows } = await sql<{ lz4: boolean }>`SELECT 'lz4' = ANY(enumvals) AS lz4 FROM pg_settings
    WHERE name = 'default_toast_compression'`.execute(db);
  return rows[0]?.lz4 === true;
}
