/** A foreign key refused the write: PostgreSQL's SQLSTATE 23503, or SQLite's extended result code. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

/** A unique index refused the write: PostgreSQL's SQLSTATE 23505, or SQLite's extended result codes. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** PostgreSQL refused a value longer than its column (SQLSTATE 22001); SQLite never does. */
export function isValueTooLong(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '22001';
}

/** PostgreSQL broke a deadlock by ending this transaction (SQLSTATE 40P01); it wrote nothing. */
export function isDeadlock(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '40P01';
}
