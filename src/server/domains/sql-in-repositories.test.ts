import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Keeps the rule of src/server/README.md: statements are written only in *.repository.ts (the
// search engines too: engines/*.repository.ts, one per dialect, behind one interface). Services
// open transactions and pass `trx` on; they never build a query themselves.

const SERVER = path.resolve(import.meta.dirname, '..');
const SCANNED = ['domains', 'lib', 'seed'];
const STATEMENT = /\.(selectFrom|insertInto|updateTable|deleteFrom)\(|\bsql(`|<)/;

/** Files that may hold SQL: repositories, the LIKE helper for repositories, and tests. */
function maySql(relative: string): boolean {
  return (
    relative.endsWith('.repository.ts') ||
    relative === 'lib/sql-search.ts' ||
    /\.test\.tsx?$/.test(relative) ||
    relative.endsWith('.test-helpers.ts')
  );
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('SQL placement', () => {
  it('writes statements only in repositories', () => {
    const offenders = SCANNED.flatMap((folder) => sourceFiles(path.join(SERVER, folder)))
      .map((file) => path.relative(SERVER, file).split(path.sep).join('/'))
      .filter((relative) => !maySql(relative))
      .flatMap((relative) =>
        readFileSync(path.join(SERVER, relative), 'utf8')
          .split('\n')
          .flatMap((line, index) => (STATEMENT.test(line) ? [`${relative}:${index + 1}: ${line.trim()}`] : [])),
      );
    expect(offenders).toEqual([]);
  });
});
