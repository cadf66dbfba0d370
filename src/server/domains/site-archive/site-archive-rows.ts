import { ArchiveError } from './site-archive-errors.ts';
import type { Row } from './site-archive.repository.ts';
import type { ForeignKey } from './site-archive-tables.ts';

export type PortableValue = string | number | null;

/**
 * One value as the archive stores it. The schema keeps booleans as 0/1 and times as ISO text on
 * both databases, so rows are already alike; this also folds what a driver might still hand back
 * differently (a boolean, a Date, a bigint) into that common form.
 */
export function portableValue(value: unknown, where: string): PortableValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new ArchiveError(`${where}: a number that JSON cannot hold`);
    return value;
  }
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'bigint') return Number.isSafeInteger(Number(value)) ? Number(value) : value.toString();
  if (value instanceof Date) return value.toISOString();
  throw new ArchiveError(`${where}: a value of a type the archive cannot carry (${Object.prototype.toString.call(value)})`);
}

export function portableRow(row: Row, table: string): Record<string, PortableValue> {
  const result: Record<string, PortableValue> = {};
  for (const [column, value] of Object.entries(row)) result[column] = portableValue(value, `${table}.${column}`);
  return result;
}

/** Rows of a table that refers to itself (menu items under menu items), each after the row it refers to. */
export function parentsFirst(rows: readonly Row[], selfKeys: readonly ForeignKey[]): Row[] {
  const indexes = selfKeys.map((key) => new Map(rows.map((row) => [JSON.stringify(row[key.referencedColumn]), row])));
  const placed = new Set<Row>();
  const ordered: Row[] = [];
  const place = (row: Row) => {
    if (placed.has(row)) return;
    // Marked before its parents: corrupt data with a cycle ends here instead of looping.
    placed.add(row);
    selfKeys.forEach((key, index) => {
      const value = row[key.column];
      const parent = value === null || value === undefined ? undefined : indexes[index]?.get(JSON.stringify(value));
      if (parent && parent !== row) place(parent);
    });
    ordered.push(row);
  };
  for (const row of rows) place(row);
  return ordered;
}

/** Splits NDJSON into rows; a line that is not a JSON object is a damaged archive. */
export function parseRows(text: string, entryName: string): Row[] {
  const rows: Row[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.length === 0) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new ArchiveError(`${entryName}, line ${index + 1}: not valid JSON`, 'invalid-archive');
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new ArchiveError(`${entryName}, line ${index + 1}: not a row`, 'invalid-archive');
    }
    rows.push(value as Row);
  });
  return rows;
}
