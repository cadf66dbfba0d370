/** A foreign key refused the write: PostgreSQL's SQLSTATE 23503, or SQLite's extended result code. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}
