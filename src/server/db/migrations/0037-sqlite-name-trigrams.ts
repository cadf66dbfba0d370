import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.ts';

/** The SQLite trigram tables and the columns each one indexes (lib/sql-search.ts reads them). */
export const NAME_TRIGRAM_TABLES = {
  page_names_fts: { table: 'pages', columns: ['concept_title', 'slug'] },
  media_names_fts: { table: 'media_files', columns: ['file_name'] },
} as const;

/**
 * SQLite: FTS5 trigram tables for the admin's "contains" searches, what 0035 gave PostgreSQL
 * (issue 20: at 100,000 pages the page overview's search read every page, 30 ms, and 49 ms
 * beside a type filter; the media library's 50,000 names 41 ms). A term of three or more
 * characters is looked up as a trigram phrase, which finds every row that holds it (in any
 * case), and the search's own LIKE then keeps exactly the rows it always matched.
 *
 * Contentless (the rows keep the text) with deletes allowed; triggers keep the tables in step
 * with every write, including an archive import or a restore, so no code path can forget them.
 * The names end in `_fts`, so the site archive skips them and their shadow tables.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect !== 'sqlite') return;
  for (const [name, { table, columns }] of Object.entries(NAME_TRIGRAM_TABLES)) {
    const ftsColumns = sql.join(columns.map((column) => sql.id(column)));
    const newValues = sql.join(columns.map((column) => sql`new.${sql.id(column)}`));
    const fts = sql.id(name);
    const source = sql.id(table);
    await sql`CREATE VIRTUAL TABLE ${fts} USING fts5(${ftsColumns}, content = '', contentless_delete = 1, tokenize = 'trigram')`.execute(
      db,
    );
    await sql`INSERT INTO ${fts} (rowid, ${ftsColumns}) SELECT id, ${ftsColumns} FROM ${source}`.execute(db);
    await sql`CREATE TRIGGER ${sql.id(`${name}_insert`)} AFTER INSERT ON ${source} BEGIN
      INSERT INTO ${fts} (rowid, ${ftsColumns}) VALUES (new.id, ${newValues});
    END`.execute(db);
    await sql`CREATE TRIGGER ${sql.id(`${name}_update`)} AFTER UPDATE OF id, ${ftsColumns} ON ${source} BEGIN
      DELETE FROM ${fts} WHERE rowid = old.id;
      INSERT INTO ${fts} (rowid, ${ftsColumns}) VALUES (new.id, ${newValues});
    END`.execute(db);
    await sql`CREATE TRIGGER ${sql.id(`${name}_delete`)} AFTER DELETE ON ${source} BEGIN
      DELETE FROM ${fts} WHERE rowid = old.id;
    END`.execute(db);
  }
}

/** Takes the tables and their triggers away again (a test that rebuilds an older schema under them). */
export async function dropNameTrigrams(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect !== 'sqlite') return;
  for (const name of Object.keys(NAME_TRIGRAM_TABLES)) {
    for (const event of ['insert', 'update', 'delete']) await sql`DROP TRIGGER ${sql.id(`${name}_${event}`)}`.execute(db);
    await sql`DROP TABLE ${sql.id(name)}`.execute(db);
  }
}
