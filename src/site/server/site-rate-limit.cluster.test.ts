import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test-support/test-app.ts';

/**
 * Issue 18: the site's own limiters (server-rendered search, share links) count in the
 * database on PostgreSQL, so a client's limit stays one limit across two instances behind a
 * load balancer; per client address. SQLite keeps in-memory counters (one process).
 */
describe.runIf(process.env.DATABASE_URL?.startsWith('postgres') === true)('site limits across instances (PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  let slug = '';
  beforeAll(async () => {
    a = await createTestApp();
    b = await createTestApp({ sameDatabaseAs: a });
    const admin = await a.adminAgent();
    const created = await admin.post('/api/page/create', { title: 'Zoekgastheer', slug: 'zoekgastheer', type: 'blank', locale: 'nl-nl' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await admin.post(`/api/page/${created.body.pageID}/publish`, {})).status).toBe(200);
    slug = 'zoekgastheer';
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  const visit = (app: TestApp, remoteAddress: string, url: string) =>
    app.app.inject({ method: 'GET', url, remoteAddress, headers: { cookie: 'cms_consent=n1s1m1' } });

  it('120 server-rendered searches a minute from one client stay 120 across both instances', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) statuses.push((await visit(i % 2 === 0 ? a : b, '198.51.100.41', `/${slug}?q=otter${i}`)).statusCode);
    expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true);
    expect(statuses[120]).toBe(429);
    // Refused on the other instance too; another client, and plain page views, are not.
    expect((await visit(a, '198.51.100.41', `/${slug}?q=otter`)).statusCode).toBe(429);
    expect((await visit(b, '198.51.100.41', `/${slug}?q=otter`)).statusCode).toBe(429);
    expect((await visit(b, '198.51.100.41', `/${slug}`)).statusCode).toBe(200);
    expect((await visit(b, '198.51.100.42', `/${slug}?q=otter`)).statusCode).toBe(200);
  });

  it('share-link views count across both instances too', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++)
      statuses.push((await visit(i % 2 === 0 ? a : b, '198.51.100.43', `/share/unknown-token-${i}`)).statusCode);
    expect(statuses.slice(0, 120).every((status) => status === 404)).toBe(true);
    expect(statuses[120]).toBe(429);
    expect((await visit(a, '198.51.100.44', '/share/unknown-token')).statusCode).toBe(404);
  });
});
