import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';

/**
 * Issue 15 finding 9: behind a TLS proxy, a client must not choose its own address by writing
 * X-Forwarded-For. The proxy appends the real address; only that entry is believed.
 */
describe('client addresses behind a proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    // An https public URL without TRUST_PROXY: the default must trust one proxy, not everyone.
    t = await createTestApp({ env: { PUBLIC_URL: 'https://cms.example.org' } });
  });
  afterAll(async () => t.close());

  it('made-up X-Forwarded-For entries do not dodge the per-address login lockout', async () => {
    const agent = t.agent();
    await agent.request('GET', '/api/auth/user', { headers: { 'x-forwarded-proto': 'https' } });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 24; attempt++) {
      const response = await agent.request('POST', '/api/auth/login', {
        payload: { email: `nobody-${attempt}@example.org`, password: 'wrong password' },
        // The client wrote the first entry; the proxy appended the address it saw.
        headers: { 'x-forwarded-for': `198.51.100.${attempt}, 203.0.113.7`, 'x-forwarded-proto': 'https' },
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 19)).toEqual(Array(19).fill(401));
    expect(statuses.slice(19)).toEqual([429, 429, 429, 429, 429]);
  });

  it('believes the protocol the proxy reports (Secure session cookies work behind it)', async () => {
    const response = await t.agent().request('GET', '/api/auth/user', { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.status).toBe(200);
  });
});
