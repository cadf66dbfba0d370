/**
 * Admin lists at scale (issue 20, targets 2 and 6). Fills a site with 1,000 and then 100,000
 * pages (concept, published and history versions, translations, publication requests), users
 * (pages / 20) and media files (pages / 2, in folders of 250), starts one server instance in a
 * child process (the production bundle, dist/server/main.mjs, as `npm start` runs it, with
 * bench/server-probe.mjs preloaded to count statements and report memory) and times the admin's own calls over HTTP, logged in as the administrator with
 * the CSRF header like the admin app: the page overview (each tab, each sort, search terms — a
 * word, two letters, two letters in no page —, a type filter, page 1 and page 200), the
 * publication-request list, a media folder and a media search, the user list (sorts, search, a
 * later page), the menu editor's page search and the page finder's (two letters).
 *
 * For each call it prints p95 at 1k, p95 at 100k, their ratio and the SQL statements the server
 * ran for one request at each size (counted in the server process: every statement prepared by
 * better-sqlite3 or sent by node-postgres). Then, on the large site, a minute of mixed load
 * (uncached public pages and admin lists) and the server's RSS after it.
 *
 * Filled databases are kept: SQLite files under $TMPDIR/cms-admin-list-bench, PostgreSQL databases
 * bench_admin_<pages> next to the one in DATABASE_URL (created when missing). FRESH=1 refills.
 *
 *   npx tsx bench/admin-list-bench.ts                                  # SQLite
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/admin-list-bench.ts
 *   SIZES=1000,20000 RUNS=20 LOAD_SECONDS=10 npx tsx bench/admin-list-bench.ts   # a quick run
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { DatabaseHandle } from '../src/server/db/database.ts';
import { fill, resetSequences } from './admin-list-fill.ts';
import { Server, Session, type Answer } from './admin-list-client.ts';
import pg from 'pg';

const SIZES = (process.env.SIZES ?? '1000,100000').split(',').map(Number);
// 200: with 40 runs the p95 was the second-slowest call, and one pause moved a ratio past 2.
const RUNS = Number(process.env.RUNS ?? 200);
const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const ADMIN = { email: 'admin@bench.local', password: 'Admin-Password!1' };
const CACHE_DIR = path.join(os.tmpdir(), 'cms-admin-list-bench');

/**
 * What a running site's database looks like a minute after a bulk change. SQLite: fresh
 * statistics. PostgreSQL: what autovacuum does to a table with this many new and updated rows
 * (the fill rewrites every page once: 100,000 dead row versions), which this machine's
 * PostgreSQL never does by itself (its CI configuration turns autovacuum off). Without it the
 * contains-searches read twice the rows, none marked visible: "otter" took 65 ms instead of 12.
 */
async function settle(handle: DatabaseHandle): Promise<void> {
  if (handle.dialect !== 'postgres') {
    await sql`ANALYZE`.execute(handle.db);
    return;
  }
  const autovacuum = (await sql<{ setting: string }>`SELECT setting FROM pg_settings WHERE name = 'autovacuum'`.execute(handle.db)).rows[0];
  if (autovacuum?.setting !== 'on') console.log('  autovacuum is off on this server: VACUUM (ANALYZE) as it would have run');
  await sql`VACUUM (ANALYZE)`.execute(handle.db);
}

/** Environment of the server for one site size: its own SQLite folder or PostgreSQL database. */
async function prepareSite(pageCount: number): Promise<Record<string, string>> {
  const { openDatabase } = await import('../src/server/db/database.ts');
  const { migrateToLatest } = await import('../src/server/db/migrate.ts');
  const { seed } = await import('../src/server/seed/seed.ts');
  const base = process.env.DATABASE_URL;
  const dataDir = path.join(CACHE_DIR, `site_${pageCount}`);
  let url: string | undefined;
  if (base?.startsWith('postgres')) {
    const database = `bench_admin_${pageCount}`;
    url = Object.assign(new URL(base), { pathname: `/${database}` }).toString();
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])).rowCount === 1;
    if (exists && process.env.FRESH) await admin.query(`DROP DATABASE ${database}`);
    if (!exists || process.env.FRESH) await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
  } else if (process.env.FRESH) {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const handle = await openDatabase({ url, dataDir });
  await migrateToLatest(handle);
  await seed(handle.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password });
  const filled = Number((await sql<{ n: number }>`SELECT count(*) AS n FROM pages`.execute(handle.db)).rows[0]!.n) >= pageCount;
  if (!filled) {
    console.log(`  filling ${pageCount} pages (${handle.dialect})`);
    const started = performance.now();
    await handle.db.transaction().execute((trx) => fill(trx, pageCount, ADMIN.email));
    if (handle.dialect === 'postgres') await resetSequences(handle.db);
    console.log(`  filled in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  await settle(handle);
  await handle.destroy();
  return {
    ...process.env,
    DATA_DIR: dataDir,
    ...(url ? { DATABASE_URL: url } : { DATABASE_URL: '' }),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    SITE_RENDER_CACHE: 'off',
    PUBLIC_URL: 'http://127.0.0.1',
  } as Record<string, string>;
}

interface Call {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

function adminCalls(): Call[] {
  const calls: Call[] = [];
  const list = (name: string, body: Record<string, unknown>) =>
    calls.push({ name: `pages ${name}`, method: 'POST', url: '/api/page/list', body: { pageIndex: 0, pageSize: 25, ...body } });
  for (const filter of ['all', 'editor', 'concept', 'publishRequest', 'scheduled', 'translationOutOfDate'])
    list(`tab ${filter}`, { filter });
  for (const column of ['title', 'slug', 'type', 'locale', 'createdAt', 'updatedAt'])
    for (const sortOrder of ['asc', 'desc']) list(`sort ${column} ${sortOrder}`, { columnToSort: column, sortOrder });
  list('search "otter"', { searchTerm: 'otter' });
  // Two letters: no trigram narrows them, so a term in few pages reads the whole table.
  list('search "ot" (two letters)', { searchTerm: 'ot' });
  list('search "qx" (two letters, no page)', { searchTerm: 'qx' });
  // Grams (0039) in most names or bunched: a plan computing them row by row would show here.
  list('search "e" (one letter, in most names)', { searchTerm: 'e' });
  list('search "x-r" (no trigram; PostgreSQL reads its pairs)', { searchTerm: 'x-r' });
  list('type news', { type: 'news' });
  list('type news + search', { type: 'news', searchTerm: 'bos' });
  list('page 200', { pageIndex: 199 });
  list('page 200 by title', { pageIndex: 199, columnToSort: 'title', sortOrder: 'asc' });
  // As the admin calls it: the list screen a page of 50 at a time, the overview only the count.
  calls.push({ name: 'publication requests', method: 'GET', url: '/api/page/fetch-request?pageIndex=0&pageSize=50' });
  calls.push({ name: 'publication requests page 20', method: 'GET', url: '/api/page/fetch-request?pageIndex=19&pageSize=50' });
  calls.push({ name: 'publication request count', method: 'GET', url: '/api/page/fetch-request?pageSize=1' });
  calls.push({ name: 'media folder (250 files)', method: 'POST', url: '/api/medialib/get-dir', body: { path: '/archive-0/folder-1' } });
  calls.push({ name: 'media root folder', method: 'POST', url: '/api/medialib/get-dir', body: { path: '/' } });
  calls.push({
    name: 'media search "otter"',
    method: 'POST',
    url: '/api/medialib/search-files',
    body: { searchTerm: 'otter', directory: '/' },
  });
  const users = (name: string, query: string) => calls.push({ name: `users ${name}`, method: 'GET', url: `/api/user/list?${query}` });
  users('page 1', 'pageIndex=0&pageSize=25');
  users('by last login', 'pageIndex=0&pageSize=25&columnToSort=lastLoginAt&sortOrder=desc');
  users('search "anna"', 'pageIndex=0&pageSize=25&searchTerm=anna');
  users('page 100', 'pageIndex=99&pageSize=25');
  calls.push({
    name: 'menu page search "otter"',
    method: 'POST',
    url: '/api/menu/search-pages',
    body: { locale: 'nl-nl', searchTerm: 'otter' },
  });
  calls.push({
    name: 'menu page search "eik"',
    method: 'POST',
    url: '/api/menu/search-pages',
    body: { locale: 'nl-nl', searchTerm: 'eik' },
  });
  // The page finder of the related-pages field: no minimum length (the menu's needs three).
  calls.push({
    name: 'page finder search "qx"',
    method: 'POST',
    url: '/api/page/search',
    body: { locale: 'nl-nl', searchTerm: 'qx' },
  });
  return calls;
}

interface Measured {
  p50: number;
  p95: number;
  statements: number;
  total?: number;
  /** Items in the answer, where it is a list. */
  items?: number;
}

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;

async function measure(server: Server, session: Session, call: Call): Promise<Measured> {
  // The fewest of three: a timer's statement (scheduler, search jobs) may fall inside one request.
  let counted = Infinity;
  let first: Answer | undefined;
  for (let index = 0; index < 3; index += 1) {
    const before = (await server.ask('stats')).statements;
    first = await session.call(call.method, call.url, call.body);
    counted = Math.min(counted, (await server.ask('stats')).statements - before);
  }
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await session.call(call.method, call.url, call.body);
    times.push(performance.now() - started);
  }
  const total = typeof first === 'object' ? first.data?.totalItems : undefined;
  const items = typeof first === 'object' ? first.data?.items?.length : undefined;
  return { p50: percentile(times, 50), p95: percentile(times, 95), statements: counted, total, items };
}

/** Published pages' addresses, from the overview (pages spread over the whole site by title). */
async function publicUrls(session: Session): Promise<string[]> {
  const urls: string[] = [];
  for (const pageIndex of [0, 50, 100, 150]) {
    const answer = await session.call('POST', '/api/page/list', { pageIndex, pageSize: 100, columnToSort: 'title' });
    const items = typeof answer === 'object' ? (answer.data?.items ?? []) : [];
    for (const item of items) if (item.published && item.url) urls.push(item.url);
  }
  return urls;
}

async function mixedLoad(
  server: Server,
  session: Session,
  calls: Call[],
): Promise<Record<'requests' | 'failures' | 'rss' | 'rssBefore' | 'rssAfterGc' | 'heapUsed' | 'external', number>> {
  const visitor = new Session(server.address);
  const urls = await publicUrls(session);
  const rssBefore = (await server.ask('stats')).rss;
  const ends = performance.now() + LOAD_SECONDS * 1000;
  let requests = 0;
  let failures = 0;
  const worker = async (admin: boolean) => {
    let turn = 0;
    while (performance.now() < ends) {
      turn += 1;
      try {
        if (admin) {
          const call = calls[turn % calls.length]!;
          await session.call(call.method, call.url, call.body);
        } else {
          await visitor.call('GET', urls[Math.floor(Math.random() * urls.length)]!);
        }
      } catch {
        failures += 1;
      }
      requests += 1;
    }
  };
  await Promise.all([worker(true), worker(false), worker(false), worker(false)]);
  const after = await server.ask('stats');
  // A full collection shows how much of it the heap just had not given back yet.
  await server.ask('gc');
  const collected = await server.ask('stats');
  return { requests, failures, rssBefore, rss: after.rss, heapUsed: after.heapUsed, external: after.external, rssAfterGc: collected.rss };
}

async function main(): Promise<void> {
  const dialect = process.env.DATABASE_URL?.startsWith('postgres') ? 'PostgreSQL' : 'SQLite';
  console.log(`Admin lists at scale on ${dialect}: sizes ${SIZES.join(', ')}, ${RUNS} runs per call`);
  const results = new Map<number, Map<string, Measured>>();
  const calls = adminCalls();
  let memory: Awaited<ReturnType<typeof mixedLoad>> | undefined;
  for (const size of SIZES) {
    const env = await prepareSite(size);
    const server = await Server.start(env);
    const session = new Session(server.address);
    await session.login(ADMIN);
    const measured = new Map<string, Measured>();
    for (const call of calls) {
      const result = await measure(server, session, call);
      measured.set(call.name, result);
      console.log(
        `  ${size} ${call.name.padEnd(32)} p50 ${result.p50.toFixed(1)} p95 ${result.p95.toFixed(1)} ms, ${result.statements} statements${result.total === undefined ? '' : `, total ${result.total}`}`,
      );
    }
    results.set(size, measured);
    if (size === SIZES[SIZES.length - 1] && LOAD_SECONDS > 0) {
      console.log(`  mixed load for ${LOAD_SECONDS} s (3 visitors on uncached public pages, 1 admin on the lists above)`);
      memory = await mixedLoad(server, session, calls);
    }
    await server.stop();
  }
  const [small, large] = [SIZES[0]!, SIZES[SIZES.length - 1]!];
  console.log(`\n| call (${dialect}) | p95 ${small} | p95 ${large} | ratio | p50 ${small} / ${large} | statements ${small} / ${large} |`);
  console.log('|---|---|---|---|---|---|');
  for (const call of calls) {
    const a = results.get(small)!.get(call.name)!;
    const b = results.get(large)!.get(call.name)!;
    const ratio = b.p95 / a.p95;
    const flag = ratio > 2 || b.p95 > 50 || b.statements > a.statements ? ' ✗' : '';
    // A page past the small site's end (page 200 of 40) answers nothing there: its ratio compares unlike work.
    const pastEnd = a.items === 0 && (b.items ?? 0) > 0 ? ` (empty at ${small})` : '';
    console.log(
      `| ${call.name}${pastEnd} | ${a.p95.toFixed(1)} ms | ${b.p95.toFixed(1)} ms | ${ratio.toFixed(2)}${flag} | ${a.p50.toFixed(1)} / ${b.p50.toFixed(1)} ms | ${a.statements} / ${b.statements} |`,
    );
  }
  if (memory) {
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    console.log(
      `\nMemory (${dialect}, ${large} pages): RSS ${mb(memory.rssBefore)} before, ${mb(memory.rss)} after ${LOAD_SECONDS} s of mixed load (${memory.requests} requests, ${memory.failures} failed; V8 heap in use ${mb(memory.heapUsed)}, buffers ${mb(memory.external)}; ${mb(memory.rssAfterGc)} after a full GC); target < 300 MB: ${memory.rss < 300 * 1024 * 1024 ? 'met' : 'NOT met'}`,
    );
  }
}

await main();
