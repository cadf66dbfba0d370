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
          .values({ slug: `bench/page-${index}`, type: pick(TYPES), locale: dutch ? 'nl-nl' : 'en-gb', translation_group: `g${index}`, concept_version_id: null, published_version_id: null, published_id: null, concept_dirty: 0, created_by: null, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        const html = `<p>${words(vocabulary, 60)}</p><p>${words(vocabulary, 60)}</p>`;
        const version = await trx
          .insertInto('page_versions')
          .values({ page_id: page.id, title: words(vocabulary, 4), blocks: JSON.stringify([{ type: 'richText', key: 'k', props: { html }, anchorPoint: '', __images: {}, __files: {} }]), seo_title: '', seo_description: words(vocabulary, 12), seo_keywords: '[]', seo_image: null, type_data: JSON.stringify({ themes: [pick(THEMES)] }), revision: 0, has_publication_request: 0, published_at: now, created_by: null, updated_by: null, created_at: now, updated_at: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx.updateTable('pages').set({ concept_version_id: version.id, published_version_id: version.id }).where('id', '=', page.id).execute();
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
      for (const row of rows) await sql`INSERT INTO bench_plain (page_id, title, body) VALUES (${row.id}, ${row.title}, ${row.blocks})`.execute(trx);
    });
    afterId = rows[rows.length - 1]!.id;
  }
  return performance.now() - started;
}


async function run(): Promise<void> {
  const dataDir = '/tmp/sprof/pgdata'; const url = process.env.DATABASE_URL;
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  const handle = await openDatabase({ url, dataDir, ...(url ? { schema: 'sprof' } : {}) });
  await migrateToLatest(handle);
  await seed(handle.db, { adminEmail: 'bench@example.org', adminPassword: 'Bench-Password!1' });
  await generatePages(handle);
  const logger = pino({ level: 'silent' });
  const index = new SearchIndex(handle.db, (url ? postgresFtsEngine : sqliteFtsEngine), logger);
  const t0 = performance.now();
  await index.indexAll();
  process.stdout.write(`index ${(performance.now() - t0).toFixed(0)} ms\n`);
  await handle.destroy();
}
await run();
