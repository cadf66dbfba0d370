import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, SERVER_NODE_FLAGS, serverEnvironment, serverNodeFlags } from '../../scripts/server-build.mjs';
import { freePort } from './test-support/free-port.ts';

/**
 * Issue 20 (memory): `npm start` runs the server as one compiled module (scripts/server-build.mjs)
 * with plain Node instead of through tsx. The bundle must find everything the sources find next
 * to themselves: the site's stylesheets (read at start-up), the OpenAPI viewer's own script and
 * swagger-ui-dist's files, the admin's and the islands' builds. Built into a folder of its own
 * under dist/, started on SQLite in a temporary folder.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let outDir = '';
let dataDir = '';
let child: ChildProcess | undefined;
let output = '';
let base = '';

beforeAll(async () => {
  fs.mkdirSync(path.join(root, 'dist'), { recursive: true });
  outDir = fs.mkdtempSync(path.join(root, 'dist', 'server-test-'));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-bundle-'));
  const bundle = path.join(outDir, 'main.mjs');
  await buildServer(bundle);
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [...SERVER_NODE_FLAGS, bundle], {
    // Another folder than the project's: nothing may depend on the working directory.
    cwd: os.tmpdir(),
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'admin@bundle.test',
      ADMIN_PASSWORD: 'Admin-Password!1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the bundled server exited at start:\n${output}`);
    const status = await fetch(`${base}/readyz`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error(`the bundled server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}, 90_000);

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server (dist/server/main.mjs)', () => {
  it('is one module that imports packages from node_modules and no TypeScript source', () => {
    const code = fs.readFileSync(path.join(outDir, 'main.mjs'), 'utf8');
    expect(code).toMatch(/from ["']fastify["']/);
    expect(code).not.toMatch(/from ["'][^"']*\.tsx?["']/);
    expect(fs.existsSync(path.join(outDir, 'main.mjs.map'))).toBe(true);
  });

  it('reads a search rebuild’s batches on a thread from its own bundle beside it, without tsx', async () => {
    const workerBundle = path.join(outDir, 'rebuild-reader-worker.mjs');
    expect(fs.readFileSync(path.join(outDir, 'main.mjs'), 'utf8')).toContain(
      'new URL("./rebuild-reader-worker.mjs", VERDANT_SERVER_BUNDLE_URL)',
    );
    const code = fs.readFileSync(workerBundle, 'utf8');
    expect(code).not.toMatch(/from ["'][^"']*\.tsx?["']/);
    expect(code).not.toContain('tsx/esm/api');
    const worker = new Worker(workerBundle, { execArgv: [], workerData: { file: path.join(dataDir, 'cms.sqlite') } });
    try {
      const answer = await new Promise((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.postMessage({ id: 7, afterId: 0, size: 10, defaultLocale: 'nl-nl', indexedAt: '2026-11-30T12:00:00.000Z' });
      });
      expect(answer).toMatchObject({ id: 7, batch: { documents: [], read: expect.any(Number), prepared: { engine: 'sqlite' } } });
    } finally {
      await worker.terminate();
    }
  });

  it('renders site pages with the stylesheets read from the site sources', async () => {
    const response = await fetch(`${base}/no-such-page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    // The critical CSS, inlined from src/site/styles at start-up.
    expect(html).toMatch(/<style[^>]*>[^<]{200,}/);
  });

  it('serves the admin app from dist/admin', async () => {
    const response = await fetch(`${base}/cmsadmin/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"');
  });

  it('serves the OpenAPI viewer: its own script beside its source and the swagger-ui-dist files', async () => {
    const own = await fetch(`${base}/api/docs/docs-init.js`);
    expect(own.status).toBe(200);
    expect(await own.text()).toBe(fs.readFileSync(path.join(root, 'src/server/domains/openapi/assets/docs-init.js'), 'utf8'));
    const library = await fetch(`${base}/api/docs/swagger-ui.css`);
    expect(library.status).toBe(200);
    expect((await library.text()).length).toBeGreaterThan(10_000);
  });

  it('answers the API with SPEC 8 codes and shuts down cleanly on SIGTERM', async () => {
    const refused = await fetch(`${base}/api/user/list`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toEqual({ Success: false, Errors: [{ code: 'G_04' }] });
    const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve));
    child!.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});

describe("the server process's defaults (npm start)", () => {
  it('two malloc arenas and the Node flags, each unless the operator set it', () => {
    expect(serverEnvironment({ PORT: '1' })).toEqual({ PORT: '1', MALLOC_ARENA_MAX: '2' });
    expect(serverEnvironment({ MALLOC_ARENA_MAX: '4' }).MALLOC_ARENA_MAX).toBe('4');
    expect(serverNodeFlags({})).toEqual(SERVER_NODE_FLAGS);
    expect(serverNodeFlags({ NODE_OPTIONS: '--max-semi-space-size=4' })).toEqual(['--enable-source-maps']);
  });
});
