import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { freePort } from './test-support/free-port.ts';
import { createTestApp, type TestApp } from './test-support/test-app.ts';

/**
 * Issue 18: SIGTERM on the real server (main.ts, SQLite in a temporary folder) lets the request
 * in flight finish, refuses new connections at once, and exits 0 within SHUTDOWN_TIMEOUT_MS;
 * what still hangs at the deadline is cut short (exit 1). /readyz answers 503 from the moment
 * shutdown begins.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dataDirs: string[] = [];
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => {
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  port: number;
  exited: Promise<{ code: number | null; at: number }>;
  output: () => string;
}

async function startServer(env: Record<string, string>): Promise<Started> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-shutdown-'));
  dataDirs.push(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      // SQLite in the temporary folder, whatever database the test run uses.
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      SEED_DEMO: 'false',
      ADMIN_EMAIL: 'admin@shutdown.test',
      ADMIN_PASSWORD: 'Admin-Password!1',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited at start:\n${output}`);
    const status = await new Promise<number>((resolve) => {
      http
        .get({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        })
        .on('error', () => resolve(0));
    });
    if (status === 200) break;
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { child, port, exited, output: () => output };
}

/** A session cookie and its CSRF token, as the admin gets them (GET /api/auth/user). */
function csrfSession(port: number): Promise<{ cookie: string; token: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/api/auth/user', agent: false }, (response) => {
        response.resume();
        const cookie = (response.headers['set-cookie'] ?? []).map((value) => value.split(';')[0]).join('; ');
        resolve({ cookie, token: String(response.headers['x-csrf-token']) });
      })
      .on('error', reject);
  });
}

/** A search request whose body arrives in two parts: in flight until `finish` sends the rest. */
async function slowRequest(port: number): Promise<{ finish: () => void; answer: Promise<{ status: number; body: string }> }> {
  const { cookie, token } = await csrfSession(port);
  const body = JSON.stringify({ term: 'afsluiten' });
  const request = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/search/search',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie, 'x-csrf-token': token },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 5));
  request.flushHeaders();
  return { finish: () => request.end(body.slice(5)), answer };
}

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

describe('SIGTERM', () => {
  it('finishes the request in flight, refuses new connections and exits 0 within SHUTDOWN_TIMEOUT_MS', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: '8000' });
    const inFlight = await slowRequest(server.port);
    // The server has the request (its headers) before the signal.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalled = Date.now();
    server.child.kill('SIGTERM');

    // New connections are refused soon after the signal, while the request is still open.
    const deadline = Date.now() + 5_000;
    while (!(await refused(server.port))) {
      expect(Date.now(), server.output()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(server.child.exitCode).toBeNull();

    inFlight.finish();
    const answer = await inFlight.answer;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ total: 0 });

    const exit = await server.exited;
    expect(exit.code, server.output()).toBe(0);
    expect(exit.at - signalled).toBeLessThan(8_000);
    expect(server.output()).toContain('shut down');
  }, 90_000);

  it('cuts short what still hangs at SHUTDOWN_TIMEOUT_MS: the process exits 1 at the deadline', async () => {
    const server = await startServer({ SHUTDOWN_TIMEOUT_MS: '1500' });
    // Never finished: the request would keep the server open for ever.
    const hanging = await slowRequest(server.port);
    hanging.answer.catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const signalled = Date.now();
    server.child.kill('SIGTERM');
    const exit = await server.exited;
    expect(exit.code, server.output()).toBe(1);
    expect(exit.at - signalled).toBeGreaterThanOrEqual(1_400);
    expect(exit.at - signalled).toBeLessThan(5_000);
    expect(server.output()).toContain('shutdown took too long');
  }, 90_000);
});

describe('/readyz while shutting down', () => {
  let t: TestApp;
  afterAll(async () => t?.close());

  it('answers 503 from the moment shutdown begins', async () => {
    t = await createTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    t.deps.lifecycle.beginShutdown();
    const stopping = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect({ status: stopping.statusCode, body: stopping.json(), cache: stopping.headers['cache-control'] }).toEqual({
      status: 503,
      body: { status: 'stopping' },
      cache: 'no-store',
    });
    // Liveness is unaffected: the process still runs.
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
