/**
 * Cluster benchmark (issue 18): two instances on one PostgreSQL database behind the shipped nginx
 * load balancer and Varnish (deploy/), set up as the cluster test does (e2e-cluster/support).
 * Prints throughput and p99 latency of a public page
 *   - through Varnish (answered from its store),
 *   - through the nginx load balancer to both instances (no HTTP cache; each instance's render cache on),
 *   - from one instance alone,
 * as ratios against nginx serving the same HTML from disk, measured in the same run; and the
 * time from a publish through one instance to the first fresh answer through Varnish.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/cluster-bench.ts
 *   DURATION=20 CONNECTIONS=64 PUBLISHES=20 npx tsx bench/cluster-bench.ts
 *
 * Needs nginx, varnish and varnish-modules (apt-get install -y nginx varnish varnish-modules).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import {
  clusterUnavailable,
  createScratchDatabase,
  freePort,
  HttpAgent,
  sleep,
  startInstance,
  startNginxLb,
  startNginxStatic,
  startS3,
  startVarnish,
  stopProcess,
  waitReady,
  type Instance,
  type Proxy,
  type S3Server,
  type ScratchDatabase,
} from '../e2e-cluster/support/cluster.ts';

const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const PAGE_PATH = process.env.PAGE_PATH ?? '/';
const PUBLISHES = Number(process.env.PUBLISHES ?? 10);
const DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

const unavailable = clusterUnavailable({ ...process.env, DATABASE_URL });
if (unavailable) {
  process.stdout.write(`Cluster benchmark skipped: ${unavailable}\n`);
  process.exit(0);
}

interface Result {
  label: string;
  requestsPerSecond: number;
  p99: number;
}

async function load(label: string, url: string, headers: Record<string, string> = { 'accept-encoding': 'gzip' }): Promise<Result> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, pipelining: 1, headers });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${label}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { label, requestsPerSecond: result.requests.average, p99: result.latency.p99 };
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-bench-'));
let database: ScratchDatabase | undefined;
let s3: S3Server | undefined;
const processes: (Instance | Proxy)[] = [];
const scratchDirs: string[] = [logDir];

async function cleanUp(): Promise<void> {
  await Promise.all(processes.map((started) => stopProcess(started)));
  await s3?.close().catch(() => undefined);
  await database?.drop().catch(() => undefined);
  for (const started of processes) scratchDirs.push('dataDir' in started ? started.dataDir : started.dir);
  for (const dir of scratchDirs) fs.rmSync(dir, { recursive: true, force: true });
}

try {
  database = await createScratchDatabase(DATABASE_URL, 'clbench');
  const s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-bench-s3-'));
  scratchDirs.push(s3Dir);
  s3 = await startS3(s3Dir);
  const [portA, portB, lbPort, varnishPort] = [await freePort(), await freePort(), await freePort(), await freePort()];
  const varnishUrl = `http://127.0.0.1:${varnishPort}`;
  const common = {
    databaseUrl: database.url,
    sessionSecret: 'cluster-bench-session-secret-0123456789abcdef',
    publicUrl: varnishUrl,
    logDir,
    s3Endpoint: s3.endpoint,
    cachePurgeUrls: `${varnishUrl}/`,
    env: { LOG_LEVEL: 'warn' },
  };
  const a = startInstance({ ...common, name: 'instance-a', port: portA });
  const b = startInstance({ ...common, name: 'instance-b', port: portB });
  processes.push(a, b);
  await Promise.all([waitReady(a), waitReady(b)]);
  const lb = await startNginxLb([portA, portB], logDir, lbPort);
  processes.push(lb);
  const varnish = await startVarnish(lbPort, logDir, varnishPort);
  processes.push(varnish);

  const page = await fetch(`${varnish.url}${PAGE_PATH}`, { headers: { 'accept-encoding': 'identity' } });
  if (page.status !== 200) throw new Error(`${PAGE_PATH} answers ${page.status} through Varnish`);
  const html = await page.text();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-bench-html-'));
  scratchDirs.push(root);
  fs.writeFileSync(path.join(root, 'index.html'), html);
  // Every client below asks for gzip, as browsers do: Varnish stores the gzip answer and nginx
  // sends the same compressed file from disk (gzip_static), so no one compresses per request.
  fs.writeFileSync(path.join(root, 'index.html.gz'), gzipSync(html, { level: 6 }));
  // nginx workers run as an unprivileged user; mkdtemp makes the folder private.
  fs.chmodSync(root, 0o755);
  fs.chmodSync(path.join(root, 'index.html'), 0o644);
  fs.chmodSync(path.join(root, 'index.html.gz'), 0o644);
  const staticNginx = await startNginxStatic(root, logDir);
  processes.push(staticNginx);

  // Warm every path once (render caches, Varnish's store).
  for (const url of [`${varnish.url}${PAGE_PATH}`, `${lb.url}${PAGE_PATH}`, `${lb.url}${PAGE_PATH}`, `${a.url}${PAGE_PATH}`])
    await fetch(url);
  await sleep(2000);

  process.stdout.write(`Page ${PAGE_PATH}: ${html.length} bytes; ${CONNECTIONS} connections, ${DURATION} s per run\n`);
  const baseline = await load('nginx (static file)', `${staticNginx.url}/`);
  const results = [
    baseline,
    await load('Varnish (stored)', `${varnish.url}${PAGE_PATH}`),
    await load('nginx LB, 2 instances', `${lb.url}${PAGE_PATH}`),
    await load('1 instance alone', `${a.url}${PAGE_PATH}`),
  ];
  for (const result of results) {
    process.stdout.write(
      `${result.label.padEnd(24)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(result.p99).padStart(4)} ms   ` +
        `throughput ${(result.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}x nginx, p99 ${(result.p99 / Math.max(1, baseline.p99)).toFixed(2)}x nginx\n`,
    );
  }

  // Publish through A, then poll Varnish until it answers the new version.
  const admin = new HttpAgent(a.url);
  await admin.login();
  const slug = `bench-publish-${Date.now()}`;
  const created = await admin.post('/api/page/create', { title: 'Bench publish 0', slug, type: 'blank', locale: 'nl-nl' });
  const pageID = created.body.pageID as number;
  await admin.post(`/api/page/${pageID}/publish`, {});
  const pageUrl = `${varnish.url}/${slug}`;
  const fromRequest: number[] = [];
  const afterAnswer: number[] = [];
  for (let round = 1; round <= PUBLISHES; round++) {
    // Stored in Varnish (after the repeated purge of the last change, 1.5 s later).
    await sleep(2000);
    await fetch(pageUrl);
    const cached = await fetch(pageUrl);
    if (cached.headers.get('x-cache') !== 'HIT') throw new Error(`round ${round}: the page was not stored by Varnish`);
    const current = (await admin.get(`/api/page/${pageID}`)).body.page;
    const title = `Bench publish ${round}`;
    const started = performance.now();
    const stored = await admin.post(`/api/page/version/${current.conceptVersionID}/store-and-publish`, {
      title,
      revision: current.pageVersion.revision,
    });
    const answered = performance.now();
    if (stored.status !== 200) throw new Error(`publish failed: ${stored.status} ${JSON.stringify(stored.body)}`);
    for (;;) {
      const body = await (await fetch(pageUrl)).text();
      if (body.includes(title)) break;
      if (performance.now() - started > 10_000) throw new Error(`round ${round}: Varnish still answers the old page after 10 s`);
    }
    const fresh = performance.now();
    fromRequest.push(fresh - started);
    afterAnswer.push(fresh - answered);
  }
  process.stdout.write(
    `Publish through A to the first fresh answer through Varnish (${PUBLISHES} publishes): ` +
      `median ${median(fromRequest).toFixed(0)} ms, max ${Math.max(...fromRequest).toFixed(0)} ms from sending the publish; ` +
      `median ${median(afterAnswer).toFixed(1)} ms, max ${Math.max(...afterAnswer).toFixed(1)} ms after its answer\n`,
  );
} finally {
  await cleanUp();
}
process.exit(0);
