import { SqliteAdapter, sql } from 'kysely';
import type { Executor } from '../db/executor.ts';
import { gramMatchQuery, gramsNarrow, NAME_GRAM_TABLES, termGrams } from './name-grams.ts';
import { nameIndexNarrows, type NameLookup, type NameTrigramTable } from './sql-search.ts';

/** A short term's candidates are used when its grams are in at most this many names; else the term is common. */
export const NAME_CANDIDATES_LIMIT = 2000;

/**
 * How a search reads a term no trigram index narrows ("qx"; on PostgreSQL also "a-b"), from the
 * gram indexes of migration 0039 (namesContain's NameLookup); nothing for other terms.
 *
 * SQLite: the ids of the rows whose names hold every gram, read first (a superset of the LIKE's
 * matches). FTS5 reads a gram's rows in order and stops at the limit; a subquery in the search
 * would read all of a common gram's rows first. More than `limit`: the term is common, and a
 * scan meets its matches soon.
 *
 * PostgreSQL: whether to read the gram index (see gramsNarrow). Its bitmap is built whole before
 * the first row, and the planner, which charges the grams' function for every row a bitmap
 * fetches too, would rather compute them row by row for a common gram ("e": 500 ms), so a read
 * through it runs with table scans ruled out (withNameIndexes) and only for a narrow gram.
 */
export async function shortTermLookup(
  db: Executor,
  names: NameTrigramTable,
  term: string,
  limit = NAME_CANDIDATES_LIMIT,
): Promise<NameLookup> {
  if (!term || nameIndexNarrows(db, term)) return {};
  if (!(db.getExecutor().adapter instanceof SqliteAdapter))
    return { grams: gramsNarrow(termGrams(term), await commonGramShares(db, names)) };
  const table = sql.id(NAME_GRAM_TABLES[names].sqliteTable);
  const { rows } = await sql<{ id: number }>`SELECT rowid AS id FROM ${table}
    WHERE ${table} MATCH ${gramMatchQuery(termGrams(term))} LIMIT ${limit + 1}`.execute(db);
  return rows.length > limit ? {} : { candidates: rows.map((row) => row.id) };
}

const STATISTICS_TTL_MS = 60_000;
const statistics = new WeakMap<object, Map<NameTrigramTable, { shares: ReadonlyMap<string, number>; at: number }>>();

/**
 * The share of names holding each common gram, from ANALYZE's statistics of the gram index
 * (pg_stats.most_common_elems of its expression), read once a minute per database. Empty before
 * the first ANALYZE: every gram then counts as narrow.
 */
async function commonGramShares(db: Executor, names: NameTrigramTable): Promise<ReadonlyMap<string, number>> {
  const key = db.getExecutor();
  const known = statistics.get(key) ?? new Map<NameTrigramTable, { shares: ReadonlyMap<string, number>; at: number }>();
  statistics.set(key, known);
  const kept = known.get(names);
  if (kept && Date.now() - kept.at < STATISTICS_TTL_MS) return kept.shares;
  const { rows } = await sql<{ elems: string[] | null; freqs: number[] | null }>`SELECT
      s.most_common_elems::text::text[] AS elems, s.most_common_elem_freqs AS freqs
    FROM pg_class c JOIN pg_namespace ns ON ns.oid = c.relnamespace
    JOIN pg_stats s ON s.schemaname = ns.nspname AND s.tablename = c.relname
    WHERE c.oid = ${NAME_GRAM_TABLES[names].index}::regclass`.execute(db);
  const shares = new Map<string, number>();
  const row = rows[0];
  // The frequencies array ends with three more values (lowest, highest, nulls): only the first ones pair up.
  row?.elems?.forEach((gram, index) => shares.set(gram, Number(row.freqs?.[index] ?? 0)));
  known.set(names, { shares, at: Date.now() });
  return shares;
}
