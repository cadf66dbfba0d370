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
 *   SKIP_POSTGRES=1 npx tsx bench/search-bench.ts          # SQLite only
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import pino from 'pino';
import { dropPostgresSchema, openDatabase, type DatabaseHandle } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { seed } from '../src/server/seed/seed.ts';
import { searchEngineFor } from '../src/server/domains/search/engines/engine-for-dialect.ts';
import { SearchIndex } from '../src/server/domains/search/search-index.service.ts';
import { search } from '../src/server/domains/search/search.service.ts';
import type { SearchBody } from '../src/shared/search/search-schemas.ts';
import { SERVICES as ALL_SERVICES, THEMES as ALL_THEMES } from '../src/shared/taxonomy.ts';

const PAGE_COUNT = Number(process.env.PAGES ?? 100_000);
const QUERY_COUNT = Number(process.env.QUERIES ?? 200);
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

const DUTCH =
  'natuur vleermuis vleermuizen otter bevers weidevogels heide rivier uiterwaarden veen moeras dijk bos boom eik beuk wilg zandverstuiving duinen kwelder ecoloog onderzoek monitoring inventarisatie soorten biodiversiteit herstel klimaat water bodem insecten bijen vlinders amfibieën salamander kikker pad ringslang das vos ree egel eekhoorn uil buizerd zwaluw gierzwaluw huismus stadsnatuur groen dak gevel nestkast zonnepark windpark beheerplan vergunning wet natuurbescherming stikstof kaart drone edna akoestiek telling transect kwaliteit'.split(
    ' ',
  );
const ENGLISH =
  'nature bat bats otter beaver meadow birds heath river floodplain peat marsh dyke forest tree oak beech willow drift dunes saltmarsh ecologist research monitoring survey species biodiversity restoration climate water soil insects bees butterflies amphibians newt frog toad grass snake badger fox deer hedgehog squirrel owl buzzard swallow swift sparrow urban green roof facade nest box solar park wind farm management plan permit nature protection nitrogen map drone edna acoustic count transect quality'.split(
    ' ',
  );
const THEMES = ALL_THEMES.filter((theme) => theme !== 'NONE');
const SERVICES = ALL_SERVICES.filter((service) => service !== 'NONE');
const TYPES = ['project', 'news', 'theme', 'service', 'innovation'] as const;

let seedState = 42;
function random(): number {
  seedState = (seedState * 1_103_515_245 + 12_345) % 2 ** 31;
  return seedState / 2 ** 31;
}
const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;

/** Made-up words, so the corpus has a realistic vocabulary size and not 80 words in every page. */
function syntheticVocabulary(size: number): string[] {
  const syllables = [
    'ka',
    'lo',
    'me',
    'ri',
    'ven',
    'dor',
    'bel',
    'sta',
    'gru',
    'nis',
    'par',
    'tol',
    'wen',
    'hei',
    'zo',
    'mar',
    'kel',
    'vin',
    'dra',
    'op',
  ];
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

async function generatePages(handle: DatabaseHandle): Promise<void> {
  const now = new Date().toISOString();
  const batch = 1000;
  for (let start = 0; start < PAGE_COUNT; start += batch) {
    await handle.db.transaction().execute(async (trx) => {
      for (let index = start; index < Math.min(PAGE_COUNT, start + batch); index += 1) {
        const dutch = index % 2 === 0;
        const vocabulary = dutch ? DUTCH : ENGLISH;
        const page = await trx
          .insertInto('pages')
          .values({
            slug: `bench/page-${index}`,
            type: pick([...TYPES]),
            locale: dutch ? 'nl-nl' : 'en-gb',
            translation_group: `g${index}`,
            concept_version_id: null,
            published_version_id: null,
            published_id: null,
            concept_dirty: 0,
            created_by: null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const html = `<p>${words(vocabulary, 60)}</p><p>${words(vocabulary, 60)}</p>`;
        const version = await trx
          .insertInto('page_versions')
          .values({
            page_id: page.id,
            title: words(vocabulary, 4),
            blocks: JSON.stringify([{ type: 'richText', key: 'k', props: { html }, anchorPoint: '', __images: {}, __files: {} }]),
            seo_title: '',
            seo_description: words(vocabulary, 12),
            seo_keywords: '[]',
            seo_image: null,
            type_data: JSON.stringify({ themes: [pick(THEMES)], services: [pick(SERVICES)] }),
            revision: 0,
            has_publication_request: 0,
            published_at: now,
            created_by: null,
            updated_by: null,
            created_at: now,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('pages')
          .set({ concept_version_id: version.id, published_version_id: version.id })
          .where('id', '=', page.id)
          .execute();
      }
    });
    if ((start / batch) % 20 === 0) process.stdout.write(`  generated ${Math.min(PAGE_COUNT, start + batch)} / ${PAGE_COUNT} pages\n`);
  }
}

/** The baseline for indexing: the same rows into a plain table, without full-text structures. */
async function baselineInsert(handle: DatabaseHandle): Promise<number> {
  await sql`CREATE TABLE bench_plain (page_id integer primary key, title text, body text)`.execute(handle.db);
  const started = performance.now();
  let afterId = 0;
  for (;;) {
    const rows = await handle.db
      .selectFrom('pages')
      .innerJoin('page_versions', 'page_versions.id', 'pages.published_version_id')
      .select(['pages.id', 'page_versions.title', 'page_versions.blocks'])
      .where('pages.id', '>', afterId)
      .orderBy('pages.id')
      .limit(500)
      .execute();
    if (rows.length === 0) break;
    await handle.db.transaction().execute(async (trx) => {
      for (const row of rows)
        await sql`INSERT INTO bench_plain (page_id, title, body) VALUES (${row.id}, ${row.title}, ${row.blocks})`.execute(trx);
    });
    afterId = rows[rows.length - 1]!.id;
  }
  return performance.now() - started;
}

async function run(label: string, url: string | undefined): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-bench-'));
  const schema = url ? `bench_${randomBytes(4).toString('hex')}` : undefined;
  const handle = await openDatabase({ url, dataDir, ...(schema ? { schema } : {}) });
  try {
    await migrateToLatest(handle);
    await seed(handle.db, { adminEmail: 'bench@example.org', adminPassword: 'Bench-Password!1' });
    process.stdout.write(`\n== ${label}: generating ${PAGE_COUNT} pages\n`);
    await generatePages(handle);

    const logger = pino({ level: 'silent' });
    const engine = searchEngineFor(handle.dialect);
    const index = new SearchIndex(handle.db, engine, logger);
    const indexStarted = performance.now();
    await index.indexAll();
    const indexMs = performance.now() - indexStarted;
    const baselineMs = await baselineInsert(handle);

    type Locale = 'nl-nl' | 'en-gb';
    const wordQuery = (i: number): { term: string; locales: Locale[] } =>
      i % 2 === 0 ? { term: pick(DUTCH), locales: ['nl-nl'] } : { term: `${pick(ENGLISH)} ${zipfPick(ENGLISH)}`, locales: ['en-gb'] };
    const body = (fields: Partial<SearchBody>): SearchBody => ({
      term: '',
      locales: [],
      pageTypes: [],
      themes: [],
      services: [],
      count: 10,
      offset: 0,
      ...fields,
    });
    const filters = (i: number): Partial<SearchBody> => {
      switch (i % 4) {
        case 0:
          return { pageTypes: [pick([...TYPES])] };
        case 1:
          return { themes: [pick(THEMES)] };
        case 2:
          return { services: [pick(SERVICES)] };
        default:
          return { pageTypes: ['project'], themes: [pick(THEMES)] };
      }
    };
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
    const measured: { name: string; times: number[]; hits: number }[] = [];
    for (const mix of mixes) {
      const times: number[] = [];
      let hits = 0;
      for (const query of mix.bodies) {
        const started = performance.now();
        const result = await search(handle.db, engine, query);
        times.push(performance.now() - started);
        hits += result.total;
      }
      measured.push({ name: mix.name, times, hits: Math.round(hits / mix.bodies.length) });
    }
    const likeTimes: number[] = [];
    for (const query of queries.slice(0, Math.min(50, QUERY_COUNT))) {
      const term = query.term.split(' ')[0]!;
      const started = performance.now();
      await sql`SELECT page_id FROM bench_plain WHERE lower(body) LIKE ${`%${term}%`} LIMIT 10`.execute(handle.db);
      await sql`SELECT count(*) FROM bench_plain WHERE lower(body) LIKE ${`%${term}%`}`.execute(handle.db);
      likeTimes.push(performance.now() - started);
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
        `    ${mix.name.padEnd(52)} median ${ms(median(mix.times)).padStart(10)}, p95 ${ms(percentile(mix.times, 95)).padStart(10)}  (avg total ${mix.hits})\n`,
      );
    }
    process.stdout.write(`  baseline LIKE scan (page + count): median ${ms(median(likeTimes))}, p95 ${ms(percentile(likeTimes, 95))}\n`);
    process.stdout.write(`  ratio median words query / LIKE scan: ${(median(words.times) / median(likeTimes)).toFixed(3)}\n`);
  } finally {
    await handle.destroy();
    if (url && schema) await dropPostgresSchema(url, schema);
    fs.rmSync(dataDir, { recursive: true, force: true });
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

await run('SQLite FTS5', undefined);
const postgres = await postgresUrl();
if ('url' in postgres) await run('PostgreSQL full text', postgres.url);
else process.stdout.write(`\nPostgreSQL: skipped (${postgres.skipped})\n`);
