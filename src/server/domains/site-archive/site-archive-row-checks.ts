import { id } from '../../../shared/schemas/common.ts';
import { ArchiveError } from './site-archive-errors.ts';
import type { Row } from './site-archive.repository.ts';
import type { ForeignKey } from './site-archive-tables.ts';
import { TABLE_VALUE_RULES, type ValueRule } from './site-archive-value-rules.ts';

/**
 * The checks an archive's rows pass before import writes them. Checksums only show that an
 * archive is the one its manifest describes, and a hand-edited or foreign archive can simply
 * recompute them; these show that every value is one the application itself would write, so a
 * slug with a control character or a timestamp that does not sort never reaches rendering,
 * sitemaps or sorting. Uniqueness and references are left to the database's constraints, which
 * the same transaction meets.
 */

/** What the target database says about its columns, read before the transaction that loads the rows. */
export interface ArchiveColumnFacts {
  /** Per table, the columns that refuse null. */
  notNull: ReadonlyMap<string, ReadonlySet<string>>;
  /** Foreign keys of the archived tables: their columns hold ids. */
  foreignKeys: readonly ForeignKey[];
}

/** Id columns without a declared foreign key (a page and its versions refer to each other). */
const UNDECLARED_ID_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  pages: ['concept_version_id', 'published_version_id', 'published_id', 'translation_source_id'],
};

/**
 * Exactly the text nowIso() (Date#toISOString) writes, millisecond and Z included: times are
 * compared and sorted as text, which every list, schedule and sitemap relies on.
 */
function isTimestamp(value: string | number): boolean {
  if (typeof value !== 'string') return false;
  const time = new Date(value);
  return !Number.isNaN(time.getTime()) && time.toISOString() === value;
}

const timestamp: ValueRule = (value) => (isTimestamp(value) ? undefined : 'is not an ISO-8601 UTC time as Verdant writes it');

// A number, not text that looks like one: SQLite would keep "12" as text and joins would miss it.
const integerId: ValueRule = (value) =>
  typeof value === 'number' && id.safeParse(value).success ? undefined : 'is not a positive integer id';

/** A value shown in a message: JSON escapes control characters, and a long one is cut. */
function shown(value: unknown): string {
  const json = JSON.stringify(value) ?? String(value);
  return json.length > 80 ? `${json.slice(0, 77)}…` : json;
}

/** The rule of each column of a table: its own, else id or timestamp by what the column holds. */
function columnRules(table: string, facts: ArchiveColumnFacts): Map<string, ValueRule> {
  const rules = new Map<string, ValueRule>(Object.entries(TABLE_VALUE_RULES[table] ?? {}));
  const idColumns = [
    'id',
    ...(UNDECLARED_ID_COLUMNS[table] ?? []),
    ...facts.foreignKeys.filter((key) => key.table === table && key.referencedColumn === 'id').map((key) => key.column),
  ];
  for (const column of idColumns) if (!rules.has(column)) rules.set(column, integerId);
  return rules;
}

function problemOf(
  table: string,
  column: string,
  value: unknown,
  row: Row,
  rules: ReadonlyMap<string, ValueRule>,
  facts: ArchiveColumnFacts,
): string | undefined {
  if (value === null) {
    // SQLite fills a null integer primary key with a new id; the archive must bring its own.
    const required = column === 'id' || facts.notNull.get(table)?.has(column) === true;
    return required ? 'is missing (null)' : undefined;
  }
  // Export writes only text, numbers and null (booleans become 0/1, dates ISO text).
  if (typeof value !== 'string' && typeof value !== 'number') return 'is not text, a number or null';
  const rule = rules.get(column) ?? (column.endsWith('_at') ? timestamp : undefined);
  try {
    return rule?.(value, row);
  } catch {
    // The shared helpers expect input their schemas have shaped; what makes one throw is no valid value either.
    return 'is not a valid value';
  }
}

/**
 * Checks the rows of one chunk of a table; throws ArchiveError('invalid-archive') naming the
 * entry, the row (counted from 1 within the entry), the column, the value and what is wrong.
 * Columns an older archive lacks are not required: the database's defaults fill them.
 */
export function checkArchiveRows(entryName: string, table: string, rows: readonly Row[], facts: ArchiveColumnFacts): void {
  const rules = columnRules(table, facts);
  rows.forEach((row, index) => {
    // The table's own rules first (a link type before the target that depends on it), then the rest.
    const columns = [...new Set([...rules.keys(), ...Object.keys(row)])].filter((column) => Object.hasOwn(row, column));
    for (const column of columns) {
      const value = row[column];
      const problem = problemOf(table, column, value, row, rules, facts);
      if (problem) throw new ArchiveError(`${entryName}, row ${index + 1}: ${column} ${shown(value)} ${problem}`, 'invalid-archive');
    }
  });
}
