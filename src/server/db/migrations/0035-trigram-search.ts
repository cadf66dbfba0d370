import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * PostgreSQL: trigram indexes (the pg_trgm extension, shipped with PostgreSQL's contrib and
 * trusted, so a database owner may install it) for the admin's "contains" searches that scan
 * whole tables otherwise: the page overview and the menu editor's page search (the concept's
 * title and the address), and the media library's file names. `lower(column) LIKE '%term%'`
 * then reads the pages whose trigrams match instead of every page (issue 20: 73 ms at 100,000
 * pages, with a type filter 78 ms). SQLite keeps scanning: FTS5's trigram tables would need
 * their own upkeep, and its scans measured 20-35 ms.
 *
 * The extension goes into the schema `public`, not the installation's own schema, so dropping an
 * installation's schema (tests, several installations in one database) never drops an extension
 * other schemas' indexes use. Where it cannot be installed or used (no contrib, or a user without
 * the right), the migration leaves the indexes out and the searches scan as before; nothing else
 * depends on them. A `verdant backup` on PostgreSQL (pg_dump of the schema) does not hold the
 * extension: create it in the target database before restoring one.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect !== 'postgres') return;
  // The migration runs in a transaction: a refused statement would abort it, a savepoint keeps it.
  await sql`SAVEPOINT trigram_search`.execute(db);
  try {
    const schema = await trigramSchema(db);
    if (schema) {
      const opclass = sql`${sql.id(schema)}.gin_trgm_ops`;
      await sql`CREATE INDEX pages_concept_title_trgm_idx ON pages USING gin (lower(concept_title) ${opclass})`.execute(db);
      await sql`CREATE INDEX pages_slug_trgm_idx ON pages USING gin (lower(slug) ${opclass})`.execute(db);
      await sql`CREATE INDEX media_files_file_name_trgm_idx ON media_files USING gin (lower(file_name) ${opclass})`.execute(db);
    }
    await sql`RELEASE SAVEPOINT trigram_search`.execute(db);
  } catch {
    // Not available or not allowed (no contrib, no right to create in public or to use the
    // extension's schema): no trigram indexes, and the searches scan.
    await sql`ROLLBACK TO SAVEPOINT trigram_search`.execute(db);
  }
}

/** The schema pg_trgm is installed in (installing it in `public` when it is missing); null when there is none. */
async function trigramSchema(db: Kysely<unknown>): Promise<string | null> {
  const installed = async () =>
    (
      await sql<{ schema: string }>`SELECT n.nspname AS schema FROM pg_extension e
        INNER JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'pg_trgm'`.execute(db)
    ).rows[0]?.schema ?? null;
  // Installed already (by this migration in another installation, or by the database's owner
  // in a schema of extensions): used where it is.
  const known = await installed();
  if (known) return known;
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`.execute(db);
  return installed();
}
