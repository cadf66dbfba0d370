/**
 * Issue 20: where a PostgreSQL search's time goes, statement by statement. Runs the words mix of
 * search-bench.ts (same seeds) on its kept 100,000 pages (run search-bench.ts first) and prints
 * the median and p95 of search(), the share spent in statements, the heap and index blocks a
 * search visits (pg_statio_user_tables), and the slowest searches with each statement's time.
 * `DATABASE_URL` (default postgres://postgres@127.0.0.1:5432/test), `TOP` (default 12), `FULL=1`
 * (statements' whole text and parameters), `ROUNDS` (default 1), `MIX=filter` (the words + filter
 * mix instead, the same queries as the bench's).
 */
import pg from 'pg';
import { searchEngineFor } from '../src/server/domains/search/engines/engine-for-dialect.ts';
import { search } from '../src/server/domains/search/search.service.ts';
import { median, mixFilter, openFilled, percentile, reseed, searchBody, wordQuery } from './search-bench-data.ts';

const url = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : 'postgres://postgres@127.0.0.1:5432/test';
const top = Number(process.env.TOP ?? 12);
const rounds = Number(process.env.ROUNDS ?? 1);

interface Timed {
  text: string;
  ms: number;
}
const statements: Timed[] = [];
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as { query: unknown }).query = function timedQuery(this: unknown, ...args: unknown[]) {
  const started = performance.now();
  const result = query.apply(this, args);
  if (!(result instanceof Promise)) return result;
  const text = typeof args[0] === 'string' ? args[0] : String((args[0] as { text?: string } | undefined)?.text ?? '');
  return result.then((value: unknown) => {
    const shown = process.env.FULL ? `${text}\n      ${JSON.stringify(args[1] ?? [])}` : text.replace(/\s+/g, ' ').slice(0, 120);
    statements.push({ text: shown, ms: performance.now() - started });
    return value;
  });
};

async function blocksVisited(schema: string): Promise<{ heap: number; index: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The backends' counters reach the statistics at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const { rows } = await client.query<{ heap: string; index: string }>(
      `SELECT sum(heap_blks_hit + heap_blks_read) AS heap, sum(idx_blks_hit + idx_blks_read) AS index
       FROM pg_statio_user_tables WHERE schemaname = $1`,
      [schema],
    );
    return { heap: Number(rows[0]?.heap ?? 0), index: Number(rows[0]?.index ?? 0) };
  } finally {
    await client.end();
  }
}

const handle = await openFilled('PostgreSQL', url);
const engine = searchEngineFor(handle.dialect);
const body = searchBody;
reseed(99);
for (let i = 0; i < 50; i += 1) await search(handle.db, engine, body(wordQuery(i)));
const schema = 'search_bench_v2_100000';
const before = await blocksVisited(schema);
reseed(7);
const words = Array.from({ length: 200 }, (_, i) => wordQuery(i));
// After the words, as search-bench.ts draws them: the same filters for the same queries.
const queries = process.env.MIX === 'filter' ? words.map((query, i) => ({ ...query, ...mixFilter(i) })) : words;
const searches: { term: string; ms: number; statements: Timed[] }[] = [];
for (let round = 0; round < rounds; round += 1) {
  for (const query of queries) {
    statements.length = 0;
    const started = performance.now();
    await search(handle.db, engine, body(query));
    searches.push({ term: JSON.stringify(query), ms: performance.now() - started, statements: [...statements] });
  }
}
const after = await blocksVisited(schema);
const times = searches.map((entry) => entry.ms);
const inStatements = searches.reduce((sum, entry) => sum + entry.statements.reduce((total, timed) => total + timed.ms, 0), 0);
process.stdout.write(`search(): median ${median(times).toFixed(2)} ms, p95 ${percentile(times, 95).toFixed(2)} ms\n`);
process.stdout.write(
  `in statements: ${((100 * inStatements) / times.reduce((a, b) => a + b, 0)).toFixed(0)}% of the time, ` +
    `${(searches.reduce((sum, entry) => sum + entry.statements.length, 0) / searches.length).toFixed(2)} statements a search\n`,
);
process.stdout.write(
  `blocks visited a search: heap ${((after.heap - before.heap) / searches.length).toFixed(0)}, index ${((after.index - before.index) / searches.length).toFixed(0)}\n`,
);
for (const entry of searches.sort((a, b) => b.ms - a.ms).slice(0, top)) {
  process.stdout.write(`\n"${entry.term}": ${entry.ms.toFixed(2)} ms\n`);
  for (const timed of entry.statements) process.stdout.write(`  ${timed.ms.toFixed(2).padStart(7)}  ${timed.text}\n`);
}
await handle.destroy();
