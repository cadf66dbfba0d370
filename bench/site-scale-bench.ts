/**
 * The site at scale (issue 20, target 3): the demo site, and the demo site with 10,000 more
 * published projects, both with the render cache off (SITE_RENDER_CACHE=off), measured in the
 * same run. For the project overview (page 1 and a deep page), a theme page, a service page, the
 * news overview and the sitemap it prints throughput and p99 of each site, the slowdown (demo
 * throughput / scaled throughput; target ≤ 2), and in process the SQL statements and the median
 * time of a render (RENDERS renders of each page after 200 to warm up, default 15; on a loaded machine the render-time
 * ratio is steadier than the throughput ratio, which swings with the other processes).
 *
 *   npx tsx bench/site-scale-bench.ts                     # SQLite, then PostgreSQL if it answers
 *   PROJECTS=2000 DURATION=3 npx tsx bench/site-scale-bench.ts
 *   SKIP_POSTGRES=1 npx tsx bench/site-scale-bench.ts
 *
 * PostgreSQL: two fresh databases (sitescale_demo_<pid>, sitescale_big_<pid>) on the server of
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), dropped afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/server/db/database.ts';
import { rebuildListingKeys } from '../src/server/domains/pages/site-listing-keys.repository.ts';
import { refreshOutOfDate } from '../src/server/domains/pages/translation-out-of-date.service.ts';
import { PROVINCES, SERVICES, THEMES } from '../src/shared/taxonomy.ts';
import { profileRenders } from './site-render-profile.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROJECTS = Number(process.env.PROJECTS ?? 10_000);
const DURATION = Number(process.env.DURATION ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 8);
const RENDERS = Number(process.env.RENDERS ?? 15);
const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

let nextPort = 39500 + (process.pid % 200) * 2;
const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

interface Site {
  base: string;
  dataDir: string;
  url: string | undefined;
}

/** A CMS without render cache on its own database; it seeds the demo site on its first start. */
async function startSite(url: string | undefined): Promise<Site> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-scale-'));
  const port = nextPort++;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'src/server/main.ts')], {
    cwd: projectRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SITE_RENDER_CACHE: 'off',
      DATABASE_URL: url ?? '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/`, 240_000);
  return { base, dataDir, url };
}

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

/** PROJECTS published Dutch projects, copied from a demo project (blocks, images) with varied relations and years. */
async function fillProjects(site: Site): Promise<void> {
  const handle = await openDatabase({ url: site.url, dataDir: site.dataDir });
  try {
    const db = handle.db;
    const model = await db
      .selectFrom('pages')
      .innerJoin('page_versions', 'page_versions.id', 'pages.published_version_id')
      .selectAll('page_versions')
      .where('pages.type', '=', 'project')
      .where('pages.locale', '=', 'nl-nl')
      .orderBy('pages.id')
      .executeTakeFirstOrThrow();
    const typeData = JSON.parse(model.type_data) as Record<string, unknown>;
    const now = new Date().toISOString();
    const batch = 500;
    for (let start = 0; start < PROJECTS; start += batch) {
      const indexes = Array.from({ length: Math.min(batch, PROJECTS - start) }, (_, offset) => start + offset);
      await db.transaction().execute(async (trx) => {
        const pages = await trx
          .insertInto('pages')
          .values(
            indexes.map((index) => ({
              slug: `projecten/schaal-${index}`,
              type: 'project',
              locale: 'nl-nl',
              translation_group: `scale-${index}`,
              concept_version_id: null,
              published_version_id: null,
              published_id: null,
              concept_dirty: 0 as const,
              created_by: null,
              created_at: now,
              updated_at: now,
            })),
          )
          .returning(['id', 'slug'])
          .execute();
        await trx
          .insertInto('page_versions')
          .values(
            pages.map((page) => {
              const index = Number(page.slug.slice('projecten/schaal-'.length));
              return {
                page_id: page.id,
                title: `Schaalproject ${index}`,
                blocks: model.blocks,
                seo_title: '',
                seo_description: `Project ${index} van de schaaltest.`,
                seo_keywords: '[]',
                seo_image: model.seo_image,
                type_data: JSON.stringify({
                  ...typeData,
                  themes: [pick(THEMES, index), pick(THEMES, index * 7 + 3)],
                  services: [pick(SERVICES, index * 3)],
                  province: pick(PROVINCES, index * 5),
                  year: 2000 + (index % 26),
                }),
                revision: 0,
                has_publication_request: 0 as const,
                published_at: new Date(Date.parse(now) - index * 60_000).toISOString(),
                created_by: null,
                updated_by: null,
                created_at: now,
                updated_at: now,
              };
            }),
          )
          .execute();
      });
    }
    const latest = sql<number>`(select max(v.id) from page_versions v where v.page_id = pages.id)`;
    await db
      .updateTable('pages')
      .set({ concept_version_id: latest, published_version_id: latest, published_id: latest })
      .where('slug', 'like', 'projecten/schaal-%')
      .execute();
    // Written past the publication service, so the listing keys (migration 0032) are derived
    // here as a site import derives them.
    await rebuildListingKeys(db);
    // And the "translation out of date" flags (migration 0033), as an import derives them.
    await refreshOutOfDate(db, 'all');
    // A site that grew to this size has been vacuumed and analysed by autovacuum long since; a
    // table filled a second ago has no statistics and no visibility map, so PostgreSQL would
    // plan blind and read every heap row behind an index-only scan. Measure the steady state.
    if (site.url) await sql`VACUUM (ANALYZE)`.execute(db);
  } finally {
    await handle.destroy();
  }
}

/** The first Dutch theme and service pages: the same addresses on both sites. */
async function topicPaths(site: Site): Promise<{ theme: string; service: string }> {
  const handle = await openDatabase({ url: site.url, dataDir: site.dataDir });
  try {
    const slugOf = async (type: string) =>
      (
        await handle.db
          .selectFrom('pages')
          .select('slug')
          .where('type', '=', type)
          .where('locale', '=', 'nl-nl')
          .where('published_version_id', 'is not', null)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).slug;
    return { theme: `/${await slugOf('theme')}`, service: `/${await slugOf('service')}` };
  } finally {
    await handle.destroy();
  }
}

interface Load {
  requestsPerSecond: number;
  p99: number;
  bytes: number;
}

async function load(url: string): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, pipelining: 1 });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  return {
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    bytes: result.throughput.average / result.requests.average,
  };
}

async function postgresDatabases(): Promise<{ demo: string; big: string; drop: () => Promise<void> } | null> {
  if (process.env.SKIP_POSTGRES) return null;
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await client.connect();
  } catch (error) {
    process.stdout.write(`PostgreSQL: skipped (${(error as Error).message})\n`);
    return null;
  }
  const names = { demo: `sitescale_demo_${process.pid}`, big: `sitescale_big_${process.pid}` };
  for (const name of Object.values(names)) await client.query(`CREATE DATABASE ${name}`);
  const at = (name: string) => {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    return url.toString();
  };
  return {
    demo: at(names.demo),
    big: at(names.big),
    drop: async () => {
      for (const name of Object.values(names)) await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

async function run(label: string, urls: { demo: string | undefined; big: string | undefined }): Promise<void> {
  process.stdout.write(`\n== ${label}: demo site, and demo site + ${PROJECTS} projects (render cache off)\n`);
  const [demo, big] = [await startSite(urls.demo), await startSite(urls.big)];
  const filling = performance.now();
  await fillProjects(big);
  process.stdout.write(`  filled ${PROJECTS} projects in ${((performance.now() - filling) / 1000).toFixed(1)} s\n`);
  const topics = await topicPaths(demo);
  // The finder's page size is the demo overview block's; a deep page is halfway through the projects.
  const firstPage = await (await fetch(`${big.base}/projecten`)).text();
  const pages = [...firstPage.matchAll(/[?&]amp;page=(\d+)|[?&]page=(\d+)/g)].map((match) => Number(match[1] ?? match[2]));
  const lastPage = Math.max(1, ...pages);
  const deep = Math.max(2, Math.floor(lastPage / 2));
  const rows: { name: string; demoPath: string; bigPath: string }[] = [
    { name: 'project overview, page 1', demoPath: '/projecten', bigPath: '/projecten' },
    { name: `project overview, page ${deep} (demo: 1)`, demoPath: '/projecten', bigPath: `/projecten?page=${deep}` },
    { name: 'theme page', demoPath: topics.theme, bigPath: topics.theme },
    { name: 'service page', demoPath: topics.service, bigPath: topics.service },
    { name: 'news overview', demoPath: '/nieuws', bigPath: '/nieuws' },
    { name: 'sitemap.xml', demoPath: '/sitemap.xml', bigPath: '/sitemap.xml' },
    { name: 'sitemap part (demo: sitemap.xml)', demoPath: '/sitemap.xml', bigPath: '/sitemap-1.xml' },
  ];
  const bigSitemap = await (await fetch(`${big.base}/sitemap.xml`)).text();
  const split = bigSitemap.includes('<sitemapindex');
  if (!split) rows.pop();
  process.stdout.write(
    `  finder: ${lastPage} pages at scale; sitemap at scale: ${split ? 'an index of parts' : 'one file'}; ${CONNECTIONS} connections, ${DURATION} s per run\n`,
  );
  process.stdout.write(
    `  ${'page'.padEnd(40)} ${'demo req/s'.padStart(10)} ${'p99'.padStart(6)} ${'scaled req/s'.padStart(12)} ${'p99'.padStart(6)}  slowdown  SQL/render demo → scaled  render ms demo → scaled\n`,
  );
  const renderPaths = (site: 'demoPath' | 'bigPath') => rows.filter((row) => !row[site].includes('sitemap')).map((row) => row[site]);
  const demoProfile = await profileRenders({ url: demo.url, dataDir: demo.dataDir }, renderPaths('demoPath'), RENDERS);
  const bigProfile = await profileRenders({ url: big.url, dataDir: big.dataDir }, renderPaths('bigPath'), RENDERS);
  for (const row of rows) {
    const before = await load(`${demo.base}${row.demoPath}`);
    const after = await load(`${big.base}${row.bigPath}`);
    const slowdown = before.requestsPerSecond / Math.max(1, after.requestsPerSecond);
    const profiled = (profile: typeof demoProfile, at: string) => profile.find((entry) => entry.path === at);
    const [demoRender, bigRender] = [profiled(demoProfile, row.demoPath), profiled(bigProfile, row.bigPath)];
    const sqlCounts =
      demoRender && bigRender
        ? `${String(demoRender.statements).padStart(10)} → ${String(bigRender.statements).padEnd(6)}  ` +
          `${demoRender.medianMs.toFixed(1)} → ${bigRender.medianMs.toFixed(1)} ms (${(bigRender.medianMs / demoRender.medianMs).toFixed(2)}x)`
        : '';
    process.stdout.write(
      `  ${row.name.padEnd(40)} ${before.requestsPerSecond.toFixed(0).padStart(10)} ${`${before.p99}ms`.padStart(6)} ` +
        `${after.requestsPerSecond.toFixed(0).padStart(12)} ${`${after.p99}ms`.padStart(6)}  ${`${slowdown.toFixed(2)}x`.padStart(8)}${slowdown <= 2 ? '' : ' (over 2x)'}  ${sqlCounts}\n`,
    );
    if (row.bigPath.includes('sitemap') && row.bigPath !== row.demoPath) {
      // A part holds 100 times the demo sitemap's addresses: the work per address compares them.
      const [demoUrls, bigUrls] = [await addressCount(`${demo.base}${row.demoPath}`), await addressCount(`${big.base}${row.bigPath}`)];
      const [demoRate, bigRate] = [before.requestsPerSecond * demoUrls, after.requestsPerSecond * bigUrls];
      process.stdout.write(
        `  ${'  per address'.padEnd(40)} ${demoUrls} → ${bigUrls} addresses a file; ${demoRate.toFixed(0)} → ${bigRate.toFixed(0)} addresses/s; ` +
          `slowdown per address ${(demoRate / Math.max(1, bigRate)).toFixed(2)}x\n`,
      );
    }
  }
}

/** The addresses (<url> entries) a sitemap file lists. */
async function addressCount(url: string): Promise<number> {
  return ((await (await fetch(url)).text()).match(/<url>/g) ?? []).length;
}

await run('SQLite', { demo: undefined, big: undefined });
const postgres = await postgresDatabases();
if (postgres) {
  try {
    await run('PostgreSQL', postgres);
  } finally {
    children.forEach((child) => child.kill('SIGTERM'));
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await postgres.drop();
  }
}
children.forEach((child) => child.kill('SIGTERM'));
process.exit(0);
