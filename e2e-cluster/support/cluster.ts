/**
 * Issue 18: a whole cluster on one machine, for the cluster test (e2e-cluster/*.cluster.ts) and
 * the cluster benchmark (bench/cluster-bench.ts): a fresh PostgreSQL database, s3rver as the
 * media bucket, N real server processes (dist/server/main.mjs, as `npm start` runs it), the
 * shipped nginx load balancer (deploy/nginx/verdant-lb.conf.template) and the shipped Varnish
 * configuration (deploy/varnish/default.vcl) in front. Every part runs on 127.0.0.1 with its own
 * temporary folder and port; stop() ends what start…() began and drops the database.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SERVER_BUNDLE, SERVER_NODE_FLAGS, serverEnvironment } from '../../scripts/server-build.mjs';
import { freePort } from '../../src/server/test-support/free-port.ts';

export { freePort };

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const VARNISHD = process.env.VARNISHD_BIN ?? '/usr/sbin/varnishd';
export const ADMIN_EMAIL = 'cluster-admin@cms.test';
export const ADMIN_PASSWORD = 'Cluster-Admin-Password-2026!';
export const S3_BUCKET = 'verdant-cluster';
const S3_CREDENTIAL = 'S3RVER';

/** Why the cluster cannot run here, or null when it can (PostgreSQL, nginx, Varnish with xkey). */
export function clusterUnavailable(env: NodeJS.ProcessEnv = process.env): string | null {
  if (!/^postgres(ql)?:\/\//.test(env.DATABASE_URL ?? '')) return 'DATABASE_URL is not a postgres:// URL (the cluster shares PostgreSQL)';
  if (!fs.existsSync(NGINX)) return `nginx is missing (${NGINX}; apt-get install -y nginx)`;
  if (!fs.existsSync(VARNISHD)) return `varnishd is missing (${VARNISHD}; apt-get install -y varnish varnish-modules)`;
  const probe = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-vcl-'));
  try {
    const compiled = spawnSync(
      VARNISHD,
      [
        '-j',
        'none',
        '-C',
        '-n',
        probe,
        '-f',
        path.join(projectRoot, 'deploy/varnish/default.vcl'),
        '-p',
        `vcl_path=${path.join(projectRoot, 'deploy/varnish')}`,
      ],
      {
        encoding: 'utf8',
      },
    );
    if (compiled.status !== 0)
      return `the shipped VCL does not compile here (varnish-modules for xkey missing?): ${compiled.stderr.slice(0, 400)}`;
  } finally {
    fs.rmSync(probe, { recursive: true, force: true });
  }
  return null;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until `check` answers true; throws with `what` after timeoutMs. */
export async function waitUntil(what: string, check: () => Promise<boolean>, timeoutMs: number, intervalMs = 100): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(intervalMs);
  }
}

/** Fills the ${VERDANT_…} placeholders of a deploy template, like deploy/render-template.mjs. */
export function renderTemplate(file: string, values: Record<string, string>): string {
  return fs.readFileSync(file, 'utf8').replace(/\$\{(VERDANT_[A-Z0-9_]+)\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${file}: no value for ${name}`);
    return value;
  });
}

/** A process the cluster started, with its output kept in a log file. */
export interface Started {
  name: string;
  child: ChildProcess;
  log: string;
  exited: Promise<number | null>;
}

function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd?: string; env?: NodeJS.ProcessEnv; logDir: string },
): Started {
  const log = path.join(options.logDir, `${name}.log`);
  const out = fs.openSync(log, 'a');
  const child = spawn(command, args, { cwd: options.cwd ?? projectRoot, env: options.env ?? process.env, stdio: ['ignore', out, out] });
  fs.closeSync(out);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { name, child, log, exited };
}

export async function stopProcess(started: Started | undefined, signal: NodeJS.Signals = 'SIGTERM', graceMs = 5000): Promise<void> {
  if (!started || started.child.exitCode !== null || started.child.signalCode !== null) return;
  started.child.kill(signal);
  const done = await Promise.race([started.exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!done) {
    started.child.kill('SIGKILL');
    await started.exited;
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

export interface ScratchDatabase {
  name: string;
  url: string;
  query<T extends pg.QueryResultRow = pg.QueryResultRow>(text: string, values?: unknown[]): Promise<T[]>;
  drop(): Promise<void>;
}

/** A fresh database on the server of DATABASE_URL (`cluster_<random>`), dropped by drop(). */
export async function createScratchDatabase(baseUrl: string, prefix = 'cluster'): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  return {
    name,
    url: url.toString(),
    async query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []) {
      return (await pool.query<T>(text, values)).rows;
    },
    async drop() {
      await pool.end().catch(() => undefined);
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------
// S3 (s3rver)

export interface S3Server {
  endpoint: string;
  close(): Promise<void>;
}

interface S3rverInstance {
  run(): Promise<{ port: number }>;
  close(): Promise<void>;
}

export async function startS3(directory: string): Promise<S3Server> {
  // s3rver ships without types; the specifier as a string keeps its module untyped.
  const specifier: string = 's3rver';
  const { default: S3rver } = (await import(specifier)) as {
    default: new (options: Record<string, unknown>) => S3rverInstance;
  };
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const { S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3_CREDENTIAL, secretAccessKey: S3_CREDENTIAL },
  });
  await client.send(new CreateBucketCommand({ Bucket: S3_BUCKET }));
  client.destroy();
  return { endpoint, close: () => server.close() };
}

/** The keys in the bucket (the media files every instance shares). */
export async function listBucket(endpoint: string): Promise<string[]> {
  const { S3Client, ListObjectsV2Command } = await import('@aws-sdk/client-s3');
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: S3_CREDENTIAL, secretAccessKey: S3_CREDENTIAL },
  });
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(new ListObjectsV2Command({ Bucket: S3_BUCKET, ContinuationToken: token }));
    for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key);
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  client.destroy();
  return keys;
}

// ---------------------------------------------------------------------------------------------
// The CMS instances

export interface InstanceOptions {
  name: string;
  port: number;
  databaseUrl: string;
  sessionSecret: string;
  publicUrl: string;
  logDir: string;
  s3Endpoint?: string;
  cachePurgeUrls?: string;
  env?: Record<string, string>;
}

export interface Instance extends Started {
  port: number;
  url: string;
  dataDir: string;
}

/** Builds the server bundle when stale (scripts/server-build.mjs), as `npm start` does before running it. */
export function buildServerBundle(): string {
  const built = spawnSync(process.execPath, [path.join(projectRoot, 'scripts/server-build.mjs')], { cwd: projectRoot, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`the server build failed: ${built.stdout}${built.stderr}`);
  return SERVER_BUNDLE;
}

/** One real server process (dist/server/main.mjs, as `npm start` runs it) with its own DATA_DIR. */
export function startInstance(options: InstanceOptions): Instance {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cluster-${options.name}-`));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: options.databaseUrl,
    SESSION_SECRET: options.sessionSecret,
    PUBLIC_URL: options.publicUrl,
    // nginx and Varnish on this machine: their X-Forwarded-For and X-Request-Id are believed.
    TRUST_PROXY: '127.0.0.1',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    LOG_LEVEL: 'info',
    ...(options.s3Endpoint
      ? {
          MEDIA_STORAGE: 's3',
          S3_ENDPOINT: options.s3Endpoint,
          S3_BUCKET,
          S3_REGION: 'us-east-1',
          S3_ACCESS_KEY_ID: S3_CREDENTIAL,
          S3_SECRET_ACCESS_KEY: S3_CREDENTIAL,
          S3_FORCE_PATH_STYLE: 'true',
        }
      : {}),
    ...(options.cachePurgeUrls ? { CACHE_PURGE_URLS: options.cachePurgeUrls } : {}),
    ...options.env,
  };
  const started = startProcess(options.name, process.execPath, [...SERVER_NODE_FLAGS, buildServerBundle()], {
    env: serverEnvironment(env),
    logDir: options.logDir,
  });
  return { ...started, port: options.port, url: `http://127.0.0.1:${options.port}`, dataDir };
}

/** Waits for GET /readyz to answer 200 (database, migrations and storage checked). */
export async function waitReady(instance: Instance, timeoutMs = 150_000): Promise<void> {
  let exitCode: number | null | undefined;
  void instance.exited.then((code) => {
    exitCode = code;
  });
  await waitUntil(
    `${instance.name} ready (log: ${instance.log})`,
    async () => {
      if (exitCode !== undefined) throw new Error(`${instance.name} exited with ${exitCode}: ${tail(instance.log)}`);
      return (await fetch(`${instance.url}/readyz`)).status === 200;
    },
    timeoutMs,
    250,
  ).catch((error: unknown) => {
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${tail(instance.log)}`);
  });
}

export function tail(file: string, lines = 30): string {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '';
  }
}

/** The instance's structured log lines (pino JSON) that carry this message. */
export function logLines(instance: Started, message: string): Record<string, unknown>[] {
  const text = fs.existsSync(instance.log) ? fs.readFileSync(instance.log, 'utf8') : '';
  return text
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes(message))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((entry) => entry.msg === message);
}

// ---------------------------------------------------------------------------------------------
// nginx and Varnish

export interface Proxy extends Started {
  port: number;
  url: string;
  dir: string;
}

/** The shipped load balancer config, rendered for these instances, in a minimal nginx of its own. */
export async function startNginxLb(instancePorts: [number, number], logDir: string, port?: number): Promise<Proxy> {
  const listen = port ?? (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-nginx-'));
  fs.mkdirSync(path.join(dir, 'logs'));
  const lb = renderTemplate(path.join(projectRoot, 'deploy/nginx/verdant-lb.conf.template'), {
    VERDANT_LB_LISTEN: `127.0.0.1:${listen}`,
    VERDANT_INSTANCE_1: `127.0.0.1:${instancePorts[0]}`,
    VERDANT_INSTANCE_2: `127.0.0.1:${instancePorts[1]}`,
  });
  fs.writeFileSync(path.join(dir, 'verdant-lb.conf'), lb);
  fs.writeFileSync(path.join(dir, 'nginx.conf'), nginxMain(dir, `include ${path.join(dir, 'verdant-lb.conf')};`));
  const started = startProcess('nginx-lb', NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { logDir });
  const url = `http://127.0.0.1:${listen}`;
  await waitUntil('nginx load balancer', async () => (await fetch(`${url}/healthz`)).status === 200, 15_000);
  return { ...started, port: listen, url, dir };
}

/** nginx serving one file from disk (the benchmarks' baseline); index.html.gz beside it is sent to gzip clients. */
export async function startNginxStatic(root: string, logDir: string): Promise<Proxy> {
  const listen = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-nginx-static-'));
  fs.mkdirSync(path.join(dir, 'logs'));
  fs.writeFileSync(
    path.join(dir, 'nginx.conf'),
    nginxMain(dir, `server { listen 127.0.0.1:${listen}; root ${root}; location / { gzip_static on; try_files /index.html =404; } }`),
  );
  const started = startProcess('nginx-static', NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { logDir });
  const url = `http://127.0.0.1:${listen}`;
  await waitUntil('nginx (static)', async () => (await fetch(`${url}/`)).status === 200, 15_000);
  return { ...started, port: listen, url, dir };
}

function nginxMain(dir: string, http: string): string {
  return `daemon off;
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 2048; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  default_type text/html;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${http}
}
`;
}

/**
 * varnishd in the foreground with the shipped default.vcl unchanged; its backend.vcl is
 * replaced by one pointing at the given load balancer (found first on vcl_path).
 */
export async function startVarnish(backendPort: number, logDir: string, port?: number): Promise<Proxy> {
  const listen = port ?? (await freePort());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cluster-varnish-'));
  fs.chmodSync(dir, 0o755);
  const shipped = fs.readFileSync(path.join(projectRoot, 'deploy/varnish/backend.vcl'), 'utf8');
  const backend = shipped.replace(/\.port = "\d+";/, `.port = "${backendPort}";`);
  if (backend === shipped && !shipped.includes(`"${backendPort}"`))
    throw new Error('deploy/varnish/backend.vcl: no .port line to point at the load balancer');
  const vclDir = path.join(dir, 'vcl');
  fs.mkdirSync(vclDir);
  fs.writeFileSync(path.join(vclDir, 'backend.vcl'), backend);
  const started = startProcess(
    'varnish',
    VARNISHD,
    [
      '-F',
      '-j',
      'none',
      '-a',
      `127.0.0.1:${listen}`,
      '-T',
      'none',
      '-n',
      path.join(dir, 'work'),
      '-f',
      path.join(projectRoot, 'deploy/varnish/default.vcl'),
      '-p',
      `vcl_path=${vclDir}:${path.join(projectRoot, 'deploy/varnish')}`,
      '-s',
      'malloc,64m',
    ],
    { logDir },
  );
  const url = `http://127.0.0.1:${listen}`;
  await waitUntil(`varnish (log: ${started.log})`, async () => (await fetch(`${url}/healthz`)).status === 200, 20_000, 200);
  return { ...started, port: listen, url, dir };
}

// ---------------------------------------------------------------------------------------------
// An HTTP client like a browser tab (cookie jar, CSRF token), pointed at any instance

export interface Answer<T = any> {
  status: number;
  headers: Headers;
  body: T;
  bytes: Buffer;
}

export class HttpAgent {
  readonly cookies = new Map<string, string>();
  csrfToken: string | undefined;

  /** `forwardedFor`: the client address the instances see (they trust 127.0.0.1 as a proxy). */
  constructor(
    public baseUrl: string,
    private readonly forwardedFor?: string,
  ) {}

  /** The same cookies and token, talking to another instance. */
  at(baseUrl: string): HttpAgent {
    const other = new HttpAgent(baseUrl, this.forwardedFor);
    for (const [name, value] of this.cookies) other.cookies.set(name, value);
    other.csrfToken = this.csrfToken;
    return other;
  }

  async request<T = any>(method: string, pathname: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer<T>> {
    if (method !== 'GET' && method !== 'HEAD' && !this.csrfToken) await this.request('GET', '/api/auth/user');
    const sent: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', ...headers };
    if (this.forwardedFor) sent['x-forwarded-for'] = this.forwardedFor;
    if (this.cookies.size > 0) sent.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET' && method !== 'HEAD' && this.csrfToken) sent['x-csrf-token'] = this.csrfToken;
    let payload: BodyInit | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      payload = JSON.stringify(body);
      sent['content-type'] = 'application/json';
    }
    const response = await fetch(`${this.baseUrl}${pathname}`, { method, headers: sent, body: payload, redirect: 'manual' });
    const token = response.headers.get('x-csrf-token');
    if (token) this.csrfToken = token;
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = cookie.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute)) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const bytes = Buffer.from(await response.arrayBuffer());
    const type = response.headers.get('content-type') ?? '';
    const parsed: unknown =
      type.includes('application/json') && bytes.length > 0 ? JSON.parse(bytes.toString('utf8')) : bytes.toString('utf8');
    return { status: response.status, headers: response.headers, body: parsed as T, bytes };
  }

  get<T = any>(pathname: string, headers?: Record<string, string>) {
    return this.request<T>('GET', pathname, undefined, headers);
  }
  post<T = any>(pathname: string, body: unknown = {}) {
    return this.request<T>('POST', pathname, body);
  }

  async login(email = ADMIN_EMAIL, password = ADMIN_PASSWORD): Promise<Answer> {
    const answer = await this.post('/api/auth/login', { email, password });
    if (answer.status !== 200) throw new Error(`login through ${this.baseUrl} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return answer;
  }
}
