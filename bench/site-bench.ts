/**
 * Public-site benchmark: serves a demo page under load and prints throughput and p99 latency
 * as ratios against nginx serving the same HTML from disk, measured in the same run.
 * The CMS runs twice: with the render cache (cached) and with SITE_RENDER_CACHE=off (uncached).
 * Issue 20: the uncached render is also compared with a plain string template of the same page
 * from the same data in memory, served by Fastify with the site's compression settings
 * (bench/site-template-baseline.ts), and profiled: statements per render in process
 * (bench/site-render-profile.ts) and, with PROFILE=1, where the uncached CMS's CPU time goes.
 *
 *   npx tsx bench/site-bench.ts              # needs nginx (apt-get install -y nginx)
 *   DURATION=20 CONNECTIONS=64 npx tsx bench/site-bench.ts
 *   ENCODING=br PROFILE=1 npx tsx bench/site-bench.ts   # compressed answers; CPU profile of the uncached CMS
 *   ROUNDS=3 DURATION=5 npx tsx bench/site-bench.ts     # template and uncached CMS take turns three times (a loaded machine)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { summariseProfile } from './cpu-profile-summary.ts';
import { pageData } from './site-page-data.ts';
import { profileRenders } from './site-render-profile.ts';
import { buildTemplate } from './site-template-baseline.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const PAGE_PATH = process.env.PAGE_PATH ?? '/';
/** Sent as Accept-Encoding to the CMS and the template baseline (nginx here serves plain HTML); none by default. */
const ENCODING = process.env.ENCODING ?? '';
const PROFILE = process.env.PROFILE === '1';
/** Turns of template and uncached CMS, averaged (p99: the worst turn's). */
const ROUNDS = Math.max(1, Number(process.env.ROUNDS ?? 1));

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

function startCms(dataDir: string, port: number, cache: boolean, profileDir?: string): ChildProcess {
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  return spawn(process.execPath, [...profile, '--import', 'tsx', path.join(projectRoot, 'src/server/main.ts')], {
    cwd: projectRoot,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      SITE_RENDER_CACHE: cache ? 'on' : 'off',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function startNginx(root: string, port: number): ChildProcess {
  const nginx = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  if (spawnSync(nginx, ['-v']).error) throw new Error('nginx is missing: apt-get install -y nginx');
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-nginx-'));
  fs.mkdirSync(path.join(prefix, 'logs'));
  const config = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    config,
    `daemon off; worker_processes 1; pid ${prefix}/nginx.pid; error_log ${prefix}/logs/error.log;
events { worker_connections 1024; }
http { access_log off; include /etc/nginx/mime.types; default_type text/html; etag on;
  client_body_temp_path ${prefix}; proxy_temp_path ${prefix}; fastcgi_temp_path ${prefix}; uwsgi_temp_path ${prefix}; scgi_temp_path ${prefix};
  server { listen 127.0.0.1:${port}; root ${root}; location / { try_files /index.html =404; } } }`,
  );
  return spawn(nginx, ['-p', prefix, '-c', config], { stdio: ['ignore', 'ignore', 'inherit'] });
}

interface Result {
  label: string;
  requestsPerSecond: number;
  p99: number;
}

async function load(label: string, url: string, encoding = ''): Promise<Result> {
  const headers = encoding ? { 'accept-encoding': encoding } : {};
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, pipelining: 1, headers });
  if (result.non2xx > 0) throw new Error(`${label}: ${result.non2xx} non-2xx answers`);
  return { label, requestsPerSecond: result.requests.average, p99: result.latency.p99 };
}

const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((child) => child.kill('SIGTERM')));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cms-'));
const cachedPort = await freePort();
children.push(startCms(dataDir, cachedPort, true));
await waitFor(`http://127.0.0.1:${cachedPort}${PAGE_PATH}`, 180_000);
const html = await (await fetch(`http://127.0.0.1:${cachedPort}${PAGE_PATH}`)).text();

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-html-'));
fs.writeFileSync(path.join(root, 'index.html'), html);
// nginx workers run as an unprivileged user; mkdtemp makes the folder private.
fs.chmodSync(root, 0o755);
fs.chmodSync(path.join(root, 'index.html'), 0o644);
const nginxPort = await freePort();
children.push(startNginx(root, nginxPort));
await waitFor(`http://127.0.0.1:${nginxPort}/`, 10_000);

const profileDir = PROFILE ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cpu-')) : undefined;
const uncachedPort = await freePort();
const uncachedCms = startCms(dataDir, uncachedPort, false, profileDir);
children.push(uncachedCms);
await waitFor(`http://127.0.0.1:${uncachedPort}${PAGE_PATH}`, 180_000);

// The baseline's data: what the render reads, already in memory (read once here, not per request).
const baselinePort = await freePort();
const templateFile = path.join(root, 'template.json');
fs.writeFileSync(templateFile, JSON.stringify(buildTemplate(html, await pageData(dataDir, PAGE_PATH))));
children.push(
  spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'bench/site-template-baseline.ts')], {
    cwd: projectRoot,
    env: { ...process.env, TEMPLATE_FILE: templateFile, PORT: String(baselinePort), NODE_ENV: 'production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  }),
);
await waitFor(`http://127.0.0.1:${baselinePort}/`, 30_000);
const templated = await (await fetch(`http://127.0.0.1:${baselinePort}/`)).text();
if (templated !== html) throw new Error('the template baseline does not reproduce the page');

process.stdout.write(
  `Page ${PAGE_PATH}: ${html.length} bytes; ${CONNECTIONS} connections, ${DURATION} s per run; Accept-Encoding: ${ENCODING || '(none)'}\n`,
);
const nginx = await load('nginx (static file)', `http://127.0.0.1:${nginxPort}/`);
const cached = await load('CMS, render cache', `http://127.0.0.1:${cachedPort}${PAGE_PATH}`, ENCODING);
// The template and the uncached CMS take turns (ROUNDS times, averaged): on a shared machine the
// load drifts within a run, and the ratio of the two is the figure the issue asks for.
const rounds: Result[][] = [];
for (let round = 0; round < ROUNDS; round += 1) {
  rounds.push([
    await load('string template (Fastify)', `http://127.0.0.1:${baselinePort}${PAGE_PATH}`, ENCODING),
    await load('CMS, no render cache', `http://127.0.0.1:${uncachedPort}${PAGE_PATH}`, ENCODING),
  ]);
}
const averaged = (index: number): Result => ({
  label: rounds[0]![index]!.label,
  requestsPerSecond: rounds.reduce((sum, round) => sum + round[index]!.requestsPerSecond, 0) / ROUNDS,
  p99: Math.max(...rounds.map((round) => round[index]!.p99)),
});
const baseline = averaged(0);
const uncached = averaged(1);

for (const result of [nginx, baseline, cached, uncached]) {
  process.stdout.write(
    `${result.label.padEnd(27)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(result.p99).padStart(4)} ms   ` +
      `throughput ${(result.requestsPerSecond / nginx.requestsPerSecond).toFixed(2)}x nginx, ` +
      `${(result.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)}x template; p99 ${(result.p99 / Math.max(1, nginx.p99)).toFixed(2)}x nginx\n`,
  );
}
const ratio = uncached.requestsPerSecond / baseline.requestsPerSecond;
process.stdout.write(`Uncached render vs string template: ${(ratio * 100).toFixed(0)}% of its throughput (target >= 50%)\n`);

if (profileDir) {
  const exited = new Promise((resolve) => uncachedCms.once('exit', resolve));
  uncachedCms.kill('SIGTERM');
  await exited;
  const file = fs.readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no CPU profile in ${profileDir}`);
  process.stdout.write(`CPU profile of the uncached CMS (${path.join(profileDir, file)}), self time:\n`);
  // The load ran last: the profile's last seconds are the uncached renders, not the start-up.
  for (const row of summariseProfile(path.join(profileDir, file), DURATION * 1000).slice(0, 14)) {
    const share = Number.isNaN(row.share) ? '' : `${(row.share * 100).toFixed(1).padStart(5)}% of busy`;
    process.stdout.write(`  ${row.category.padEnd(36)} ${row.ms.toFixed(0).padStart(7)} ms  ${share}\n`);
  }
}
for (const profile of await profileRenders({ dataDir }, [PAGE_PATH])) {
  process.stdout.write(
    `In process, ${profile.path}: ${profile.statements} SQL statements per render (${profile.coldStatements} in the first render after a content change), median ${profile.medianMs.toFixed(1)} ms per render\n`,
  );
}
children.forEach((child) => child.kill('SIGTERM'));
process.exit(0);
