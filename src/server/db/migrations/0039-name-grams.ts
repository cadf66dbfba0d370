import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DialectName } from '../database.ts';

/**
 * The names each gram index covers: the table, its columns and (SQLite) the FTS5 table of grams.
 * lib/name-grams.ts holds the searches' own copy (a later change there cannot change this).
 */
const NAME_GRAM_TABLES = {
  page_names_fts: { table: 'pages', columns: ['concept_title', 'slug'], grams: 'page_name_grams_fts' },
  media_names_fts: { table: 'media_files', columns: ['file_name'], grams: 'media_name_grams_fts' },
} as const;

/** SQLite splits names up to this many characters into grams; a longer name is marked LONG_NAME_TOKEN. */
const GRAM_POSITIONS = 1000;

/** The token a name too long to split carries: a candidate for every short term (never a hex token). */
const LONG_NAME_TOKEN = 'long';

/** PostgreSQL's expression the gram index is built on. */
function postgresNameGrams(columns: readonly string[]): RawBuilder<string[]> {
  return sql<string[]>`name_grams(ARRAY[${sql.join(columns.map((column) => sql.ref(column)))}]::text[])`;
}

/**
 * Issue 20: a contains-search for one or two characters ("qx") has no trigram to look up (0035,
 * 0037), so a term in few pages read the whole table: 30 ms on SQLite and 50-80 ms on
 * PostgreSQL at 100,000 pages, in the page overview, the page finder and the media library.
 * These indexes hold each name's single characters and pairs of characters, lower-cased by the
 * database as the search's LIKE lower-cases it, so every name a short LIKE matches holds the
 * term's grams (lib/sql-search.ts and lib/name-grams.repository.ts look them up first; the LIKE
 * still decides).
 *
 * PostgreSQL: a GIN index on an immutable function of the names (no column, no trigger). Its
 * cost is set high so the planner reads the index rather than computing the grams of each row,
 * and it is marked parallel unsafe so a search using it never waits for parallel workers to
 * start (at 100,000 pages "ot" took 12.6 ms in a parallel plan and 2.9 ms in one process).
 * SQLite: contentless FTS5 tables whose tokens are the grams in hex (FTS5's tokenizers would
 * split or drop punctuation and spaces), filled by triggers through a table of positions
 * (SQLite allows no recursive query in a trigger); a name longer than the positions carries
 * LONG_NAME_TOKEN instead, so it stays a candidate. The tables' names end in `_fts`, so the site
 * archive skips them and their shadow tables.
 */
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    // PL/pgSQL: as a SQL function (generate_series, DISTINCT) one call took 0.3-0.45 ms, this one
    // 0.06, which an index build pays per row. GIN drops the repeated grams. The positions count
    // the lower-cased name: lower() may lengthen it (ICU: "İ" becomes two characters).
    await sql`CREATE FUNCTION name_grams(names text[]) RETURNS text[] LANGUAGE plpgsql IMMUTABLE STRICT PARALLEL UNSAFE COST 1000 AS $$
      DECLARE
        grams text[] := '{}';
        given text;
        name text;
        size int;
      BEGIN
        FOREACH given IN ARRAY names LOOP
          CONTINUE WHEN given IS NULL;
          name := lower(given);
          size := length(name);
          FOR start_at IN 1 .. size LOOP
            grams := grams || substr(name, start_at, 1);
            IF start_at < size THEN
              grams := grams || substr(name, start_at, 2);
            END IF;
          END LOOP;
        END LOOP;
        RETURN grams;
      END
    $$`.execute(db);
    for (const { table, columns } of Object.values(NAME_GRAM_TABLES)) {
      await sql`CREATE INDEX ${sql.id(`${table}_name_grams_idx`)} ON ${sql.id(table)} USING gin (${postgresNameGrams(columns)})`.execute(
        db,
      );
    }
    return;
  }
  // The migrator runs the migrations in a transaction (transactional-sqlite-dialect.ts); one of
  // its own when something runs it bare (a test calling up()), so a run cut short leaves nothing behind.
  if (db.isTransaction) await sqliteGramTables(db);
  else await db.transaction().execute((trx) => sqliteGramTables(trx));
}

async function sqliteGramTables(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE name_gram_positions (n INTEGER PRIMARY KEY)`.execute(db);
  await sql`WITH RECURSIVE numbers(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM numbers WHERE n < ${sql.lit(GRAM_POSITIONS)})
    INSERT INTO name_gram_positions (n) SELECT n FROM numbers`.execute(db);
  for (const { table, columns, grams } of Object.values(NAME_GRAM_TABLES)) {
    const fts = sql.id(grams);
    const source = sql.id(table);
    await sql`CREATE VIRTUAL TABLE ${fts} USING fts5(grams, content = '', contentless_delete = 1)`.execute(db);
    await sql`INSERT INTO ${fts} (rowid, grams) SELECT named.id, ${sqliteGrams('named', columns)} FROM ${source} AS named`.execute(db);
    await sql`CREATE TRIGGER ${sql.id(`${grams}_insert`)} AFTER INSERT ON ${source} BEGIN
      INSERT INTO ${fts} (rowid, grams) VALUES (new.id, ${sqliteGrams('new', columns)});
    END`.execute(db);
    await sql`CREATE TRIGGER ${sql.id(`${grams}_update`)} AFTER UPDATE OF id, ${sql.join(columns.map((column) => sql.id(column)))} ON ${source} BEGIN
      DELETE FROM ${fts} WHERE rowid = old.id;
      INSERT INTO ${fts} (rowid, grams) VALUES (new.id, ${sqliteGrams('new', columns)});
    END`.execute(db);
    await sql`CREATE TRIGGER ${sql.id(`${grams}_delete`)} AFTER DELETE ON ${source} BEGIN
      DELETE FROM ${fts} WHERE rowid = old.id;
    END`.execute(db);
  }
}

/** The row's grams as FTS5 text: each distinct character and pair of its lower-cased names, in hex. */
function sqliteGrams(row: string, columns: readonly string[]): RawBuilder<string> {
  const names = sql.join(
    columns.map((column) => sql`SELECT ${sql.ref(`${row}.${column}`)} AS name`),
    sql` UNION ALL `,
  );
  return sql<string>`(SELECT group_concat(gram, ' ') FROM (
    SELECT hex(substr(lower(names.name), start_at.n, gram_size.n)) AS gram
      FROM (${names}) AS names
      JOIN (SELECT 1 AS n UNION ALL SELECT 2) AS gram_size
      JOIN name_gram_positions AS start_at ON start_at.n <= length(names.name) - gram_size.n + 1
    UNION SELECT ${sql.lit(LONG_NAME_TOKEN)} FROM (${names}) AS names WHERE length(names.name) > ${sql.lit(GRAM_POSITIONS)}
  ))`;
}

/** Takes the indexes, tables and triggers away again (a test that rebuilds an older schema under them). */
export async function dropNameGrams(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  if (dialect === 'postgres') {
    for (const { table } of Object.values(NAME_GRAM_TABLES))
      await sql`DROP INDEX IF EXISTS ${sql.id(`${table}_name_grams_idx`)}`.execute(db);
    await sql`DROP FUNCTION name_grams(text[])`.execute(db);
    return;
  }
  for (const { grams } of Object.values(NAME_GRAM_TABLES)) {
    for (const event of ['insert', 'update', 'delete']) await sql`DROP TRIGGER ${sql.id(`${grams}_${event}`)}`.execute(db);
    await sql`DROP TABLE ${sql.id(grams)}`.execute(db);
  }
  await sql`DROP TABLE name_gram_positions`.execute(db);
}
