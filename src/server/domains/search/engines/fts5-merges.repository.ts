import { sql } from 'kysely';
import type { Executor } from '../../../db/executor.ts';

/** The full-text tables a SQLite rebuild rewrites. */
const TABLES = ['search_fts', 'search_title_fts'] as const;

/** FTS5's own defaults (fts5 documentation: automerge 4, crisismerge 16, deletemerge 10%). */
const DEFAULTS = { automerge: 4, crisismerge: 16, deletemerge: 10 } as const;

/** Held for a rebuild: no merges as it goes; past 64 segments on a level FTS5 merges anyway (a rebuild writes about 50). */
const HELD = { automerge: 0, crisismerge: 64, deletemerge: 0 } as const;

async function configure(db: Executor, settings: Record<string, number>): Promise<void> {
  for (const table of TABLES)
    for (const [name, value] of Object.entries(settings))
      // A literal: a bound number reaches FTS5 as a real, which its settings refuse.
      await sql`INSERT INTO ${sql.table(table)} (${sql.ref(table)}, rank) VALUES (${name}, ${sql.lit(value)})`.execute(db);
}

/**
 * Rewriting every entry merged FTS5's segments again and again (a merge of the large body
 * segment stalled a statement for 1-1.5 s, and a deleted entry's tombstone triggers merges too):
 * over an existing index at 100,000 pages 46 s, against 28 s with the merges left to one
 * 'optimize' at the end (1.4 s). The settings are kept in the tables' config: a rebuild handed
 * over or cut short by a restart leaves them to the run that continues it, a failed one gives
 * them back at once (search-index.service.ts).
 */
export async function holdMerges(db: Executor): Promise<void> {
  await configure(db, HELD);
}

/** Merges each table into one segment and gives FTS5 back its own merge settings. */
export async function mergeAndRelease(db: Executor): Promise<void> {
  for (const table of TABLES) await sql`INSERT INTO ${sql.table(table)} (${sql.ref(table)}) VALUES ('optimize')`.execute(db);
  await configure(db, DEFAULTS);
}

/** The merge settings of each table as FTS5 keeps them (for the tests). */
export async function mergeSettings(db: Executor): Promise<Record<string, Record<string, string>>> {
  const settings: Record<string, Record<string, string>> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{
      k: string;
      v: unknown;
    }>`SELECT k, v FROM ${sql.table(`${table}_config`)} WHERE k IN ('automerge', 'crisismerge', 'deletemerge')`.execute(db);
    settings[table] = Object.fromEntries(rows.map((row) => [row.k, String(row.v)]));
  }
  return settings;
}
