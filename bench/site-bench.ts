/**
 * Public-site benchmark: serves a demo page under load and prints throughput and p99 latency
 * as ratios against nginx serving the same HTML from disk, measured in the same run.
 * The CMS runs twice: with the render cache (cached) and with SITE_RENDER_CACHE=off (uncached).
 *
 *   npx tsx bench/site-bench.ts              # needs nginx (apt-get install -y nginx)
 *   DURATION=20 CONNECTIONS=64 npx tsx bench/site-bench.ts
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DURATION = Number(process.env.DURATION ?? 10);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 32);
const PAGE_PATH = process.env.PAGE_PATH ?? '/';

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

function startCms(dataDir: string, port: number, cache: boolean): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(projectRoot, 'src/server/main.ts')], {
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

async function load(label: string, url: string): Promise<Result> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, pipelining: 1 });
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

const uncachedPort = await freePort();
children.push(startCms(dataDir, uncachedPort, false));
await waitFor(`http://127.0.0.1:${uncachedPort}${PAGE_PATH}`, 60_000);

process.stdout.write(`Page ${PAGE_PATH}: ${html.length} bytes; ${CONNECTIONS} connections, ${DURATION} s per run\n`);
const nginx = await load('nginx (static file)', `http://127.0.0.1:${nginxPort}/`);
const cached = await load('CMS, render cache', `http://127.0.0.1:${cachedPort}${PAGE_PATH}`);
const uncached = await load('CMS, no render cache', `http://127.0.0.1:${uncachedPort}${PAGE_PATH}`);

for (const result of [nginx, cached, uncached]) {
  process.stdout.write(
    `${result.label.padEnd(24)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(result.p99).padStart(4)} ms   ` +
      `throughput ${(result.requestsPerSecond / nginx.requestsPerSecond).toFixed(2)}x nginx, p99 ${(result.p99 / Math.max(1, nginx.p99)).toFixed(2)}x nginx\n`,
  );
}
children.forEach((child) => child.kill('SIGTERM'));
process.exit(0);
