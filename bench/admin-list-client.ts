/**
 * bench/admin-list-bench.ts's two ends: the server it starts in a child process (asked for its
 * statement count and RSS over IPC) and an admin session over HTTP with the CSRF header.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { buildServerIfStale, SERVER_BUNDLE, SERVER_NODE_FLAGS, serverEnvironment } from '../scripts/server-build.mjs';
import { freePort } from '../src/server/test-support/free-port.ts';

/** What the server process reports over IPC. */
export interface Stats {
  type: string;
  statements: number;
  rss: number;
  heapUsed: number;
  /** Memory outside the V8 heap that Node accounts for (Buffers, ArrayBuffers). */
  external: number;
  address: string;
}
/** An API answer as far as the bench reads it (or a page's HTML). */
export type Answer = { data?: { totalItems?: number; items?: { url?: string; published?: boolean }[] } } | string;

export class Server {
  private waiting = new Map<string, (value: Stats) => void>();
  address = '';
  private constructor(private readonly child: ChildProcess) {
    child.on('message', (message: Stats) => {
      const resolve = this.waiting.get(message.type);
      this.waiting.delete(message.type);
      resolve?.(message);
    });
  }
  /**
   * The production server (dist/server/main.mjs, built when stale, as `npm start` runs it) on a
   * free port, with bench/server-probe.mjs preloaded to count statements and answer over IPC.
   */
  static async start(env: Record<string, string>): Promise<Server> {
    await buildServerIfStale();
    const port = await freePort();
    const child = fork(SERVER_BUNDLE, [], {
      env: serverEnvironment({ ...env, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'production' }),
      execArgv: [...SERVER_NODE_FLAGS, '--expose-gc', '--import', new URL('./server-probe.mjs', import.meta.url).href],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const server = new Server(child);
    process.once('exit', () => child.kill());
    const ready = await server.ask('ready', false);
    server.address = ready.address;
    return server;
  }
  ask(type: string, send = true): Promise<Stats> {
    const answer = new Promise<Stats>((resolve) => this.waiting.set(type, resolve));
    if (send) this.child.send({ type });
    return answer;
  }
  async stop(): Promise<void> {
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send({ type: 'stop' });
    await exited;
  }
}

export class Session {
  private cookies = new Map<string, string>();
  private csrf = '';
  constructor(private readonly base: string) {}
  async call(method: 'GET' | 'POST', url: string, body?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (method !== 'GET' && this.csrf) headers['x-csrf-token'] = this.csrf;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(this.base + url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const token = response.headers.get('x-csrf-token');
    if (token) this.csrf = token;
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    const text = await response.text();
    if (response.status >= 400) throw new Error(`${method} ${url}: ${response.status} ${text.slice(0, 300)}`);
    return text.startsWith('{') ? (JSON.parse(text) as Answer) : text;
  }
  async login(credentials: { email: string; password: string }): Promise<void> {
    await this.call('GET', '/api/auth/user').catch(() => undefined);
    await this.call('POST', '/api/auth/login', credentials);
  }
}
