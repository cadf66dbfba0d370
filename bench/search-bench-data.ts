/** The data of bench/search-bench.ts: the generated pages, kept between runs, and statistics. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { dropPostgresSchema, openDatabase, type DatabaseHandle } from '../src/server/db/database.ts';
import { migrateToLatest } from '../src/server/db/migrate.ts';
import { refreshOutOfDate } from '../src/server/domains/pages/translation-out-of-date.service.ts';
import { seed } from '../src/server/seed/seed.ts';
import { SERVICES as ALL_SERVICES, THEMES as ALL_THEMES } from '../src/shared/taxonomy.ts';
import type { SearchBody } from '../src/shared/search/search-schemas.ts';

export const PAGE_COUNT = Number(process.env.PAGES ?? 100_000);
export const QUERY_COUNT = Number(process.env.QUERIES ?? 200);
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/test';

export const DUTCH =
  'natuur vleermuis vleermuizen otter bevers weidevogels heide rivier uiterwaarden veen moeras dijk bos boom eik beuk wilg zandverstuiving duinen kwelder ecoloog onderzoek monitoring inventarisatie soorten biodiversiteit herstel klimaat water bodem insecten bijen vlinders amfibieën salamander kikker pad ringslang das vos ree egel eekhoorn uil buizerd zwaluw gierzwaluw huismus stadsnatuur groen dak gevel nestkast zonnepark windpark beheerplan vergunning wet natuurbescherming stikstof kaart drone edna akoestiek telling transect kwaliteit'.split(
    ' ',
  );
export const ENGLISH =
  'nature bat bats otter beaver meadow birds heath river floodplain peat marsh dyke forest tree oak beech willow drift dunes saltmarsh ecologist research monitoring survey species biodiversity restoration climate water soil insects bees butterflies amphibians newt frog toad grass snake badger fox deer hedgehog squirrel owl buzzard swallow swift sparrow urban green roof facade nest box solar park wind farm management plan permit nature protection nitrogen map drone edna acoustic count transect quality'.split(
    ' ',
  );
export const THEMES = ALL_THEMES.filter((theme) => theme !== 'NONE');
export const SERVICES = ALL_SERVICES.filter((service) => service !== 'NONE');
export const TYPES = ['project', 'news', 'theme', 'service', 'innovation'] as const;

let seedState = 42;
/** Restarts the generator: the queries are the same whether the pages were generated or reused. */
export function reseed(value: number): void {
  seedState = value;
}
export function random(): number {
  seedState = (seedState * 1_103_515_245 + 12_345) % 2 ** 31;
  return seedState / 2 ** 31;
}
export const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;

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
const VOCABULARY_SEED = 1_000;
/** Zipf-like: a word's chance falls with its rank, as in real text. */
export function zipfPick(list: string[]): string {
  let vocabulary = vocabularies.get(list);
  if (!vocabulary) {
    // From a seed of its own: made at the first pick, it would otherwise depend on what drew
    // numbers before (the page generator, or the queries when the pages are reused), and a run on
    // reused pages would search for made-up words the pages do not have.
    const state = seedState;
    reseed(VOCABULARY_SEED + [...list.join(' ')].reduce((hash, letter) => (hash * 31 + letter.charCodeAt(0)) % 1_000_003, 0));
    vocabulary = [...list, ...syntheticVocabulary(20_000)];
    seedState = state;
    vocabularies.set(list, vocabulary);
  }
  const rank = Math.floor(Math.exp(random() * Math.log(vocabulary.length)));
  return vocabulary[Math.min(vocabulary.length - 1, rank)]!;
}
const words = (list: string[], count: number) => Array.from({ length: count }, () => zipfPick(list)).join(' ');

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
}
export const ms = (value: number) => `${value.toFixed(2)} ms`;

async function generatePages(handle: DatabaseHandle): Promise<void> {
  // The same pages on both databases, generated in one run or apart.
  reseed(42);
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
export async function baselineInsert(handle: DatabaseHandle): Promise<number> {
  await sql`DROP TABLE IF EXISTS bench_plain`.execute(handle.db);
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

/**
 * Generating 100,000 pages takes minutes, so the filled database is kept between runs: a SQLite
 * file under the temp directory and a schema on the PostgreSQL server, both named after the
 * page count. A run reuses them when their generation finished (a marker row), migrates them to
 * the current schema and times index-all from an empty index. FRESH=1 rebuilds them.
 */
const CACHE_DIR = path.join(os.tmpdir(), 'cms-search-bench');
// v2: the made-up vocabulary from its own seed; pages generated before searched for other words.
const CACHE_NAME = `search_bench_v2_${PAGE_COUNT}`;

async function generated(handle: DatabaseHandle): Promise<boolean> {
  const { rows } = await sql<{ n: number }>`SELECT count(*) AS n FROM pages WHERE slug = ${'bench/done'}`.execute(handle.db);
  return Number(rows[0]?.n ?? 0) > 0;
}

export async function openFilled(label: string, url: string | undefined): Promise<DatabaseHandle> {
  const file = path.join(CACHE_DIR, `${CACHE_NAME}.sqlite`);
  if (process.env.FRESH) {
    if (url) await dropPostgresSchema(url, CACHE_NAME);
    else for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  }
  let handle = await openDatabase({ url, dataDir: CACHE_DIR, sqliteFile: `${CACHE_NAME}.sqlite`, ...(url ? { schema: CACHE_NAME } : {}) });
  await migrateToLatest(handle);
  if (await generated(handle)) {
    process.stdout.write(
      `\n== ${label}: reusing ${PAGE_COUNT} generated pages (${url ? `schema ${CACHE_NAME}` : file}; FRESH=1 regenerates)\n`,
    );
    return handle;
  }
  // A half-finished fill: start again from an empty database.
  await handle.destroy();
  if (url) await dropPostgresSchema(url, CACHE_NAME);
  else for (const suffix of ['', '-wal', '-shm']) fs.rmSync(file + suffix, { force: true });
  handle = await openDatabase({ url, dataDir: CACHE_DIR, sqliteFile: `${CACHE_NAME}.sqlite`, ...(url ? { schema: CACHE_NAME } : {}) });
  await migrateToLatest(handle);
  await seed(handle.db, { adminEmail: 'bench@example.org', adminPassword: 'Bench-Password!1' });
  process.stdout.write(`\n== ${label}: generating ${PAGE_COUNT} pages\n`);
  await generatePages(handle);
  // Written past the services: the "translation out of date" flags (0033) as an import derives them.
  await refreshOutOfDate(handle.db, 'all');
  const now = new Date().toISOString();
  await handle.db
    .insertInto('pages')
    .values({
      slug: 'bench/done',
      type: 'project',
      locale: 'en-gb',
      translation_group: 'bench-done',
      concept_version_id: null,
      published_version_id: null,
      published_id: null,
      concept_dirty: 0,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return handle;
}

/** The words mix's i-th query: a Dutch word, or two English words (the second from the Zipf curve). */
export function wordQuery(i: number): { term: string; locales: ('nl-nl' | 'en-gb')[] } {
  return i % 2 === 0 ? { term: pick(DUTCH), locales: ['nl-nl'] } : { term: `${pick(ENGLISH)} ${zipfPick(ENGLISH)}`, locales: ['en-gb'] };
}

/** A visitor's search page: ten results with the total and snippets, nothing filtered unless given. */
export function searchBody(fields: Partial<SearchBody>): SearchBody {
  return { term: '', locales: [], pageTypes: [], themes: [], services: [], count: 10, offset: 0, ...fields };
}

/** The filter of the words + filter mix's i-th query: a type, a theme, a service, or a type and a theme. */
export function mixFilter(i: number): Partial<SearchBody> {
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
}
