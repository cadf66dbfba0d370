import type { CreateTableBuilder } from 'kysely';
import type { DialectName } from '../database.ts';

/** An auto-incrementing integer primary key that reads the same on both databases. */
export function withIdColumn<T extends string>(table: CreateTableBuilder<T, never>, dialect: DialectName): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (col) => col.primaryKey())
    : table.addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
}
