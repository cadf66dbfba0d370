import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/** Issue 18: liveness and readiness probes, and the request id a load balancer can set. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('probes', () => {
  it('/healthz answers without touching anything; /readyz reports database, migrations and storage', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect({ status: live.statusCode, body: live.json(), cache: live.headers['cache-control'] }).toEqual({
      status: 200,
      body: { status: 'ok' },
      cache: 'no-store',
    });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect({ status: ready.statusCode, body: ready.json() }).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', migrations: 'ok', storage: 'ok' } },
    });
  });

  it('/readyz answers 503 naming the failing check when storage or the database fails', async () => {
    // Probes within a second share one check: wait for a fresh one.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const exists = vi.spyOn(t.deps.storage, 'exists').mockRejectedValueOnce(new Error('bucket unreachable'));
    const failing = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect({ status: failing.statusCode, body: failing.json() }).toEqual({
      status: 503,
      body: { status: 'not-ready', checks: { database: 'ok', migrations: 'ok', storage: 'failed' } },
    });
    exists.mockRestore();
  });
});

describe('request ids', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => proxied.close());

  it('behind a trusted proxy, keeps a sensible X-Request-Id from it and answers with it', async () => {
    const answer = await proxied.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-7f3a:42' } });
    expect(answer.headers['x-request-id']).toBe('lb-7f3a:42');
  });

  it('replaces a missing, overlong or odd one with a fresh UUID', async () => {
    for (const headers of [{}, { 'x-request-id': 'x'.repeat(200) }, { 'x-request-id': 'a b\u0007' }]) {
      const answer = await proxied.app.inject({ method: 'GET', url: '/api/settings/get', headers });
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('without a trusted proxy, ignores the header: anyone could send it', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-7f3a:42' } });
    expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
