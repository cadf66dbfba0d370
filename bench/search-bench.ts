/**
 * Site-search benchmark: generates 100,000 published pages, rebuilds the index and measures
 * query latency of the search service called in process (search(): engine query, total,
 * document fetch and snippets; no HTTP), on SQLite (FTS5) and on PostgreSQL. Query mixes:
 * words only, words with filters (page type, theme, service), filters without words (the
 * listing by title), and later result pages (offset). Baselines measured in the same run:
 * indexing is compared with plain inserts of the same rows, and queries with a LIKE '%word%'
 * scan over the same text.
 *
 * PostgreSQL runs against DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test when it
 * answers; otherwise the run says "PostgreSQL: skipped (reason)".
 *
 *   npx tsx bench/search-bench.ts                 # 100,000 pages, SQLite and PostgreSQL
 *   PAGES=5000 QUERIES=100 npx tsx bench/search-bench.ts   # a quick run
 *   SKIP_POSTGRES=1 npx tsx bench/search-bench.ts          # SQLite only (SKIP_SQLITE=1: PostgreSQL only)
 *   QUERIES_ONLY=1 npx tsx bench/search-bench.ts           # keep a built index: the query mixes only
 *   WARM_UP=0 npx tsx bench/search-bench.ts                # no warm-up searches (50 by default) before the mixes
 */
import { sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import type { DatabaseHandle } from '../src/server/db/database.ts';
import { searchEngineFor } from '../src/server/domains/search/engines/engine-for-dialect.ts';
import { SearchIndex } from '../src/server/domains/search/search-index.service.ts';
import { rebuildReaderFor, sameThreadReader } from '../src/server/domains/search/rebuild-reader.ts';
import { search } from '../src/server/domains/search/search.service.ts';
import type { SearchBody } from '../src/shared/search/search-schemas.ts';
import { facetToken } from '../src/server/domains/search/engines/search-facets.ts';
import { COUNT_LIMIT, RANK_WINDOW } from '../src/server/domains/search/engines/ranking-window.ts';
import { queryTerms } from '../src/server/domains/search/search-text.ts';
import { allLexemes } from '../src/server/domains/search/engines/lexeme-query.ts';
import { SEARCH_OUTSIDE_SAMPLE_PREDICATE, SEARCH_SAMPLE_PREDICATE } from '../src/server/db/search-sample.ts';
import {
  baselineInsert,
  DEFAULT_POSTGRES_URL,
  DUTCH,
  ENGLISH,
  median,
  mixFilter,
  ms,
  openFilled,
  PAGE_COUNT,
  percentile,
  QUERY_COUNT,
  random,
  reseed,
  searchBody,
  wordQuery,
} from './search-bench-data.ts';
/** Searches before the measured mixes (not measured; WARM_UP=0 leaves them out). */
const WARM_UP_QUERIES = Number.parseInt(process.env.WARM_UP ?? '50', 10) || 0;

/** The words of a query through the index alone: no ranking, no title section, no documents. */
async function plainLookup(handle: DatabaseHandle, terms: string[], locale: string): Promise<void> {
  const locked = facetToken('l', locale);
  if (handle.dialect === 'sqlite') {
    const match = `{title_terms body_terms} : (${terms.map((term) => `"${term}"`).join(' ')}) AND facets : ("${locked}")`;
    await sql`SELECT rowid FROM search_fts WHERE search_fts MATCH ${match} LIMIT 10`.execute(handle.db);
    await sql`SELECT count(*) FROM (SELECT 1 FROM search_fts WHERE search_fts MATCH ${match} LIMIT ${COUNT_LIMIT + 1})`.execute(handle.db);
  } else {
    // Lexemes as they are, as the engine's queries take them (lexeme-query.ts, 0040); the
    // documents in the sample's index and the others' (0038, 0043), as their GIN indexes hold them.
    const query = sql`(${allLexemes(terms)}::tsquery && ${allLexemes([locked])}::tsquery)`;
    const matches = sql`(SELECT page_id FROM search_documents WHERE search_vector @@ ${query} AND ${sql.raw(SEARCH_SAMPLE_PREDICATE)}
      UNION ALL SELECT page_id FROM search_documents WHERE search_vector @@ ${query} AND ${sql.raw(SEARCH_OUTSIDE_SAMPLE_PREDICATE)})`;
    await sql`SELECT page_id FROM ${matches} AS m LIMIT 10`.execute(handle.db);
    await sql`SELECT count(*) FROM (SELECT 1 FROM ${matches} AS m LIMIT ${COUNT_LIMIT + 1}) AS capped`.execute(handle.db);
  }
}

async function run(label: string, url: string | undefined): Promise<void> {
  const handle = await openFilled(label, url);
  try {
    if (process.env.FILL_ONLY) return;
    const logger = pino({ level: 'silent' });
    const engine = searchEngineFor(handle.dialect);
    // SAME_THREAD=1: the batches read on the writer's thread, as before the reader thread.
    const index = new SearchIndex(handle.db, engine, logger, {
      openReader: process.env.SAME_THREAD ? sameThreadReader(handle.db) : rebuildReaderFor(handle),
    });
    // Index-all is timed from an empty index, as on a new site (a reused database has one).
    // QUERIES_ONLY=1 keeps an index already built (while iterating on the query side).
    const { rows: indexed } = await sql<{ n: number }>`SELECT count(*) AS n FROM search_documents`.execute(handle.db);
    const queriesOnly = Boolean(process.env.QUERIES_ONLY) && Number(indexed[0]?.n ?? 0) >= PAGE_COUNT;
    let indexMs = Number.NaN;
    let baselineMs = Number.NaN;
    if (!queriesOnly) {
      await engine.removeAll(handle.db);
      // A new site's tables hold no dead rows; here the emptying just left 800,000 of them, which
      // autovacuum would clear (it is off on this machine: README.md here) and which otherwise slow
      // every insert of the run (36.6 s against 29-30 s).
      if (handle.dialect === 'postgres') await sql`VACUUM search_documents, search_facets`.execute(handle.db);
      const indexStarted = performance.now();
      await index.indexAll();
      indexMs = performance.now() - indexStarted;
      baselineMs = await baselineInsert(handle);
    }

    const body = searchBody;
    const filters = mixFilter;
    // A warm-up with other queries (another seed) first, as on a server that has been answering
    // for a while: the first searches of a process compile the code and read the statistics.
    reseed(99);
    for (let i = 0; i < WARM_UP_QUERIES; i += 1) await search(handle.db, engine, body(wordQuery(i)));
    reseed(7);
    const queries = Array.from({ length: QUERY_COUNT }, (_, i) => wordQuery(i));
    // Each mix as a visitor's search page sends it: ten results, the total, snippets.
    const mixes: { name: string; bodies: SearchBody[] }[] = [
      { name: 'words', bodies: queries.map((query) => body(query)) },
      {
        name: 'words + filter (type | theme | service | type+theme)',
        bodies: queries.map((query, i) => body({ ...query, ...filters(i) })),
      },
      {
        name: 'filters without words (listing by title)',
        bodies: queries.map((query, i) => body({ locales: query.locales, ...filters(i) })),
      },
      // A common word (the head of the Zipf curve) so later pages exist; offsets up to page 50.
      {
        name: 'paged words (offset 10..490)',
        bodies: queries.map((query, i) =>
          body({
            term: query.locales[0] === 'nl-nl' ? DUTCH[i % 5]! : ENGLISH[i % 5]!,
            locales: query.locales,
            offset: 10 * (1 + Math.floor(random() * 49)),
          }),
        ),
      },
      {
        name: 'paged filters without words (offset 10..490)',
        bodies: queries.map((query, i) => body({ locales: query.locales, ...filters(i), offset: 10 * (1 + Math.floor(random() * 49)) })),
      },
    ];
    const measured: { name: string; times: number[]; hits: number; estimates: number }[] = [];
    for (const mix of mixes) {
      const times: number[] = [];
      let hits = 0;
      let estimates = 0;
      for (const query of mix.bodies) {
        const started = performance.now();
        const result = await search(handle.db, engine, query);
        times.push(performance.now() - started);
        hits += result.total;
        if (result.totalIsEstimate) estimates += 1;
      }
      measured.push({ name: mix.name, times, hits: Math.round(hits / mix.bodies.length), estimates });
    }
    const likeTimes: number[] = [];
    for (const query of queriesOnly ? [] : queries.slice(0, Math.min(50, QUERY_COUNT))) {
      const term = query.term.split(' ')[0]!;
      const started = performance.now();
      await sql`SELECT page_id FROM bench_plain WHERE lower(body) LIKE ${`%${term}%`} LIMIT 10`.execute(handle.db);
      await sql`SELECT count(*) FROM bench_plain WHERE lower(body) LIKE ${`%${term}%`}`.execute(handle.db);
      likeTimes.push(performance.now() - started);
    }
    // The second baseline: the words mix through the full-text index alone, without ranking
    // (ten ids in index order and the same bounded count), so the cost of ranking shows.
    const plainTimes: number[] = [];
    for (const query of queries) {
      const terms = queryTerms(query.term, query.locales[0]!);
      const started = performance.now();
      await plainLookup(handle, terms, query.locales[0]!);
      plainTimes.push(performance.now() - started);
    }

    const words = measured[0]!;
    process.stdout.write(`\n${label} (${PAGE_COUNT} pages, ${QUERY_COUNT} queries per mix)\n`);
    process.stdout.write(`  index-all:         ${(indexMs / 1000).toFixed(1)} s  (${Math.round(PAGE_COUNT / (indexMs / 1000))} pages/s)\n`);
    process.stdout.write(
      `  baseline inserts:  ${(baselineMs / 1000).toFixed(1)} s  -> indexing costs ${(indexMs / baselineMs).toFixed(2)}x plain inserts\n`,
    );
    process.stdout.write(`  queries: search() in process (count 10, with total and snippets; no HTTP):\n`);
    for (const mix of measured) {
      process.stdout.write(
        `    ${mix.name.padEnd(52)} median ${ms(median(mix.times)).padStart(10)}, p95 ${ms(percentile(mix.times, 95)).padStart(10)}  (avg total ${mix.hits}, ${mix.estimates} of ${mix.times.length} counts "more than")\n`,
      );
    }
    if (likeTimes.length > 0)
      process.stdout.write(`  baseline LIKE scan (page + count): median ${ms(median(likeTimes))}, p95 ${ms(percentile(likeTimes, 95))}\n`);
    process.stdout.write(
      `  baseline unranked ${url ? 'GIN' : 'FTS5'} lookup (words mix: 10 ids + count to ${COUNT_LIMIT + 1}): median ${ms(median(plainTimes))}, p95 ${ms(percentile(plainTimes, 95))}\n`,
    );
    if (likeTimes.length > 0)
      process.stdout.write(`  ratio median words query / LIKE scan: ${(median(words.times) / median(likeTimes)).toFixed(3)}\n`);
    process.stdout.write(
      `  ratio median words query / unranked lookup: ${(median(words.times) / median(plainTimes)).toFixed(2)} (ranking window ${RANK_WINDOW}, snippets and document fetch included)\n`,
    );
  } finally {
    await sql`DROP TABLE IF EXISTS bench_plain`.execute(handle.db);
    await handle.destroy();
  }
}

/** The PostgreSQL to measure: DATABASE_URL, else the local test cluster when it answers. */
async function postgresUrl(): Promise<{ url: string } | { skipped: string }> {
  if (process.env.SKIP_POSTGRES) return { skipped: 'SKIP_POSTGRES is set' };
  const configured = process.env.DATABASE_URL;
  if (configured && !configured.startsWith('postgres')) return { skipped: `DATABASE_URL is not a postgres:// URL` };
  const url = configured || DEFAULT_POSTGRES_URL;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return { url };
  } catch (error) {
    return {
      skipped: `${url.replace(/(\/\/[^:@/]*):[^@/]*@/, '$1:…@')} not reachable: ${error instanceof Error ? error.message : String(error)}`,
    };
  } finally {
    await client.end().catch(() => undefined);
  }
}

if (!process.env.SKIP_SQLITE) await run('SQLite FTS5', undefined);
const postgres = await postgresUrl();
if ('url' in postgres) await run('PostgreSQL full text', postgres.url);
else process.stdout.write(`\nPostgreSQL: skipped (${postgres.skipped})\n`);
