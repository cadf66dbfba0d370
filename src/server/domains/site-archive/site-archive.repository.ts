import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../db/database.ts';
import type { Executor } from '../../db/executor.ts';
import type { ArchivedMediaFile } from './site-archive-media-tree.ts';
import type { ForeignKey } from './site-archive-tables.ts';

/**
 * Generic access to whole tables for the site archive: the statements name tables and columns
 * found by introspection (and checked against site-archive-tables.ts), never typed per table.
 */
export type Row = Record<string, unknown>;

// The archive handles every table alike, so it cannot use the per-table types of schema.ts.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const untyped = (db: Executor): Kysely<any> => db as unknown as Kysely<any>;

/** The base tables of the database (PostgreSQL: of the schema this connection works in). */
export async function listTables(db: Executor, dialect: DialectName): Promise<string[]> {
  if (dialect === 'sqlite') {
    const result = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
      db,
    );
    return result.rows.map((row) => row.name).sort();
  }
  const result = await sql<{ name: string }>`select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(db);
  return result.rows.map((row) => row.name).sort();
}

export async function foreignKeys(db: Executor, dialect: DialectName, tables: readonly string[]): Promise<ForeignKey[]> {
  if (dialect === 'sqlite') {
    const keys: ForeignKey[] = [];
    for (const table of tables) {
      const result = await sql<{
        table: string;
        from: string;
        to: string | null;
      }>`select "table", "from", "to" from pragma_foreign_key_list(${table})`.execute(db);
      for (const row of result.rows) keys.push({ table, column: row.from, references: row.table, referencedColumn: row.to ?? 'id' });
    }
    return keys;
  }
  const result =
    await sql<ForeignKey>`select cl.relname as "table", att.attname as "column", rcl.relname as "references", ratt.attname as "referencedColumn"
    from pg_constraint con
    join pg_class cl on cl.oid = con.conrelid
    join pg_namespace ns on ns.oid = cl.relnamespace
    join pg_class rcl on rcl.oid = con.confrelid
    cross join lateral unnest(con.conkey, con.confkey) as k(attnum, rattnum)
    join pg_attribute att on att.attrelid = con.conrelid and att.attnum = k.attnum
    join pg_attribute ratt on ratt.attrelid = con.confrelid and ratt.attnum = k.rattnum
    where con.contype = 'f' and ns.nspname = current_schema()`.execute(db);
  return result.rows.filter((key) => tables.includes(key.table));
}

/** The primary-key columns in key order; export reads rows in this order, so archives are stable. */
export async function primaryKey(db: Executor, dialect: DialectName, table: string): Promise<string[]> {
  if (dialect === 'sqlite') {
    const result = await sql<{ name: string }>`select name from pragma_table_info(${table}) where pk > 0 order by pk`.execute(db);
    return result.rows.map((row) => row.name);
  }
  const result = await sql<{ name: string }>`select a.attname as name
    from pg_index i
    join pg_class c on c.oid = i.indrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indisprimary and c.relname = ${table} and n.nspname = current_schema()
    order by array_position(i.indkey::int2[], a.attnum)`.execute(db);
  return result.rows.map((row) => row.name);
}

/** Per table, the columns that refuse null (import names a missing value before the database refuses it). */
export async function notNullColumns(db: Executor, dialect: DialectName, tables: readonly string[]): Promise<Map<string, Set<string>>> {
  const columns = new Map<string, Set<string>>(tables.map((table) => [table, new Set<string>()]));
  if (dialect === 'sqlite') {
    for (const table of tables) {
      const result = await sql<{ name: string }>`select name from pragma_table_info(${table}) where "notnull" = 1`.execute(db);
      for (const row of result.rows) columns.get(table)?.add(row.name);
    }
    return columns;
  }
  const result = await sql<{ table: string; column: string }>`select table_name as "table", column_name as "column"
    from information_schema.columns where table_schema = current_schema() and is_nullable = 'NO'`.execute(db);
  for (const row of result.rows) columns.get(row.table)?.add(row.column);
  return columns;
}

export async function countRows(db: Executor, table: string): Promise<number> {
  const row = await untyped(db)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function readRows(db: Executor, table: string, orderBy: readonly string[], offset: number, limit: number): Promise<Row[]> {
  let query = untyped(db).selectFrom(table).selectAll();
  for (const column of orderBy) query = query.orderBy(column);
  return (await query.limit(limit).offset(offset).execute()) as Row[];
}

export async function insertRows(db: Executor, table: string, rows: readonly Row[]): Promise<void> {
  if (rows.length > 0) await untyped(db).insertInto(table).values(rows).execute();
}

export async function deleteAllRows(db: Executor, table: string): Promise<void> {
  await untyped(db).deleteFrom(table).execute();
}

/** PostgreSQL: rows came with their ids, so each serial sequence moves past the largest one. */
export async function resetSequence(db: Executor, table: string, column: string): Promise<void> {
  await sql`select setval(pg_get_serial_sequence(${`"${table}"`}, ${column}),
    coalesce((select max(${sql.ref(column)}) from ${sql.table(table)}), 0) + 1, false)
    where pg_get_serial_sequence(${`"${table}"`}, ${column}) is not null`.execute(db);
}

/** The values of the columns that name stored files (media content, profile images), without repeats. */
export async function distinctValues(db: Executor, table: string, column: string): Promise<string[]> {
  const rows = (await untyped(db)
    .selectFrom(table)
    .select(column)
    .distinct()
    .where(column, 'is not', null)
    .orderBy(column)
    .execute()) as Row[];
  return rows.map((row) => String(row[column]));
}

/** Whether the audit log records an import of this archive (what makes a repeated import a no-op). */
export async function findImportRecord(db: Executor, archiveId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('audit_log')
    .select('created_at')
    .where('action', '=', 'site.import')
    .where('object_id', '=', archiveId)
    .executeTakeFirst();
  return row?.created_at;
}

/** Every media folder's path and every file's place and name, for the check of the loaded library. */
export async function mediaLibraryEntries(db: Executor): Promise<{ directories: string[]; files: ArchivedMediaFile[] }> {
  const directories = await db.selectFrom('media_directories').select('path').execute();
  const files = await db.selectFrom('media_files').select(['directory', 'file_name', 'name_key']).execute();
  return { directories: directories.map((row) => row.path), files };
}
