/**
 * Site-search benchmark: generates 100,000 published pages, rebuilds the index and measures
 * query latency, on SQLite (FTS5) and, when DATABASE_URL is a postgres:// URL, PostgreSQL.
 * Baselines measured in the same run: indexing is compared with plain inserts of the same
 * rows, and queries with a LIKE '%word%' scan over the same text.
 *
 *   npx tsx bench/search-bench.ts                 # SQLite only
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/search-bench.ts
 *   PAGES=20000 npx tsx bench/search-bench.ts     # a smaller run
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pino from 'pino';
import { dropPostgresSchema, openDatabase, type DatabaseHandle } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { seed } from '../src/server/seed/seed.ts';
import { postgresFtsEngine } from '../src/server/domains/search/engines/postgres-fts-engine.ts';
import { sqliteFtsEngine } from '../src/server/domains/search/engines/sqlite-fts-engine.ts';
import { SearchIndex } from '../src/server/domains/search/search-index.service.ts';
import { search } from '../src/server/domains/search/search.service.ts';

const PAGE_COUNT = Number(process.env.PAGES ?? 100_000);
const QUERY_COUNT = Number(process.env.QUERIES ?? 200);

const DUTCH = 'natuur vleermuis vleermuizen otter bevers weidevogels heide rivier uiterwaarden veen moeras dijk bos boom eik beuk wilg zandverstuiving duinen kwelder ecoloog onderzoek monitoring inventarisatie soorten biodiversiteit herstel klimaat water bodem insecten bijen vlinders amfibieën salamander kikker pad ringslang das vos ree egel eekhoorn uil buizerd zwaluw gierzwaluw huismus stadsnatuur groen dak gevel nestkast zonnepark windpark beheerplan vergunning wet natuurbescherming stikstof kaart drone edna akoestiek telling transect kwaliteit'.split(' ');
const ENGLISH = 'nature bat bats otter beaver meadow birds heath river floodplain peat marsh dyke forest tree oak beech willow drift dunes saltmarsh ecologist research monitoring survey species biodiversity restoration climate water soil insects bees butterflies amphibians newt frog toad grass snake badger fox deer hedgehog squirrel owl buzzard swallow swift sparrow urban green roof facade nest box solar park wind farm management plan permit nature protection nitrogen map drone edna acoustic count transect quality'.split(' ');
const THEMES = ['BIODIVERSITY', 'RESTORATING_ECOLOGY', 'WILDLIFE_INCLUSIVE_DESIGN', 'RENEWABLE_ENERGY', 'ADAPTING_TO_CLIMATE_CHANGE'];
const TYPES = ['project', 'news', 'theme', 'service', 'innovation'];

let seedState = 42;
function random(): number {
  seedState = (seedState * 1_103_515_245 + 12_345) % 2 ** 31;
  return seedState / 2 ** 31;
}
const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;

/** Made-up words, so the corpus has a realistic vocabulary size and not 80 words in every page. */
function syntheticVocabulary(size: number): string[] {
  const syllables = ['ka', 'lo', 'me', 'ri', 'ven', 'dor', 'bel', 'sta', 'gru', 'nis', 'par', 'tol', 'wen', 'hei', 'zo', 'mar', 'kel', 'vin', 'dra', 'op'];
  return Array.from({ length: size }, () => Array.from({ length: 2 + Math.floor(random() * 3) }, () => pick(syllables)).join(''));
}
const vocabularies = new Map<string[], string[]>();
/** Zipf-like: a word's chance falls with its rank, as in real text. */
function zipfPick(list: string[]): string {
  let vocabulary = vocabularies.get(list);
  if (!vocabulary) {
    vocabulary = [...list, ...syntheticVocabulary(20_000)];
    vocabularies.set(list, vocabulary);
  }
  const rank = Math.floor(Math.exp(random() * Math.log(vocabulary.length)));
  return vocabulary[Math.min(vocabulary.length - 1, rank)]!;
}
const words = (list: string[], count: number) => Array.from({ length: count }, () => zipfPick(list)).join(' ');

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}
const ms = (value: number) => `${value.toFixed(2)} ms`;


import { sqliteFtsEngine as oldEngine } from './old-engine.local.ts';
const handle = await openDatabase({ url: undefined, dataDir: '/tmp/sprof/data' });
const engine = sqliteFtsEngine;
const queries = Array.from({ length: Math.min(QUERY_COUNT, 60) }, (_, i) => (i % 2 === 0 ? { term: pick(DUTCH), locales: ['nl-nl'] as ('nl-nl' | 'en-gb')[] } : { term: `${pick(ENGLISH)} ${zipfPick(ENGLISH)}`, locales: ['en-gb'] as ('nl-nl' | 'en-gb')[] }));
for (let round = 0; round < 2; round += 1) {
  const times: number[] = [];
  let hits = 0;
  const slow: [number, string, number][] = [];
  for (const query of queries) {
    const started = performance.now();
    const result = await search(handle.db, engine, { term: query.term, locales: query.locales, pageTypes: [], themes: [], services: [], count: 10, offset: 0 });
    const took = performance.now() - started;
    times.push(took);
    hits += result.total;
    slow.push([took, query.term, result.total]);
  }
  if (round === 0) {
    let diffs = 0;
    for (const query of queries) for (const extra of [{}, { offset: 10 }, { themes: ['BIODIVERSITY'] as never }, { pageTypes: ['news'] as never }, { locales: [] as never }, { locales: ['nl-nl', 'en-gb'] as never }]) {
      const body = { term: query.term, locales: query.locales, pageTypes: [], themes: [], services: [], count: 10, offset: 0, ...extra };
      const a = await search(handle.db, engine, body);
      const b = await search(handle.db, oldEngine, body);
      if (JSON.stringify(a) !== JSON.stringify(b)) { diffs += 1; if (diffs < 4) console.log('DIFF', JSON.stringify(body), a.total, b.total, a.results.map((r) => r.pageID), b.results.map((r) => r.pageID)); }
    }
    console.log('diffs', diffs);
  }
  process.stdout.write(`median ${ms(median(times))} p95 ${ms(percentile(times, 95))} avg hits ${Math.round(hits / queries.length)}\n`);
  if (round === 1) for (const s of slow.sort((a, b) => b[0] - a[0]).slice(0, 8)) process.stdout.write(`  ${s[0].toFixed(1)} ms ${s[1]} (${s[2]})\n`);
}
await handle.destroy();
