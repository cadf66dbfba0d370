import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/** The trigram indexes of 0035 (where pg_trgm could be installed). */
export const TRIGRAM_INDEXES = ['pages_concept_title_trgm_idx', 'pages_slug_trgm_idx', 'media_files_file_name_trgm_idx'] as const;

/**
 * PostgreSQL: the trigram indexes of 0035 take each change into their tree at once
 * (`fastupdate = off`) instead of a pending list. With the default, every saved page and
 * uploaded file adds its trigrams to an unordered list that each search then reads whole, until
 * autovacuum or 4 MB of it flushes the list: on a freshly filled 100,000-page site the admin's
 * page search "otter" took 65.5 ms against about 12 after the list was flushed (issue 20). Pages
 * and files change one at a time, so the dearer insert costs little; the list 0035's indexes
 * may hold already is flushed here.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  const present = await sql<{ name: string }>`SELECT c.relname AS name FROM pg_class c
    WHERE c.relkind = 'i' AND c.relname = ANY(${[...TRIGRAM_INDEXES]})
      AND c.relnamespace = (SELECT n.oid FROM pg_namespace n WHERE n.nspname = current_schema())`.execute(db);
  for (const { name } of present.rows) {
    await sql`ALTER INDEX ${sql.id(name)} SET (fastupdate = off)`.execute(db);
    await sql`SELECT gin_clean_pending_list(${name}::regclass)`.execute(db);
  }
}
