import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestAgent } from '../../server/test-support/test-agent.ts';
import { createTestApp, type TestApp } from '../../server/test-support/test-app.ts';

/** Issue 16: the public site answers a redirected address before its 404, keeping the query. */
let t: TestApp;
let admin: TestAgent;
let counter = 0;
const unique = (prefix: string) => `${prefix}-${++counter}-${Math.random().toString(36).slice(2, 7)}`;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.adminAgent();
});
afterAll(async () => t.close());

const visit = (url: string) => t.app.inject({ method: 'GET', url });

async function livePage(slug: string) {
  const created = await admin.post('/api/page/create', { title: 'Redirect target', slug, type: 'blank', locale: 'nl-nl' });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  expect((await admin.post(`/api/page/${created.body.pageID}/publish`, {})).status).toBe(200);
  return created.body.pageID as number;
}

async function redirect(from: string, to: string | null, status = 301) {
  const response = await admin.post('/api/redirects', { from, to, status });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
}

describe('redirects on the public site', () => {
  it('the old address of a page whose slug changed answers 301 to the new one, with the query string', async () => {
    const old = unique('oud');
    const pageId = await livePage(old);
    expect((await visit(`/${old}`)).statusCode).toBe(200);
    const moved = unique('nieuw');
    expect((await admin.put(`/api/page/${pageId}/save`, { slug: moved })).status).toBe(200);
    const answer = await visit(`/${old}?utm_source=nieuwsbrief&page=2`);
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe(`/${moved}?utm_source=nieuwsbrief&page=2`);
    expect(answer.headers['cache-control']).toBe('no-cache');
    // Case and a trailing slash do not matter, like for pages.
    expect((await visit(`/${old.toUpperCase()}/`)).headers.location).toBe(`/${moved}`);
    expect((await visit(`/${moved}`)).statusCode).toBe(200);
  });

  it('302 and a target with its own query and fragment: the visitor query is merged in before the fragment', async () => {
    const from = `/${unique('tijdelijk')}`;
    await redirect(from, '/actie?bron=oud#formulier', 302);
    const answer = await visit(`${from}?x=1`);
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/actie?bron=oud&x=1#formulier');
  });

  it('goes to another host only when an editor entered a full URL', async () => {
    const from = `/${unique('extern')}`;
    await redirect(from, 'https://partner.example.org/page');
    const answer = await visit(`${from}?a=b`);
    expect(answer.statusCode).toBe(301);
    expect(answer.headers.location).toBe('https://partner.example.org/page?a=b');
    // A stored target that is not a same-origin path nor an http(s) URL is never followed.
    const sneaky = `/${unique('sneaky')}`;
    const now = new Date().toISOString();
    await t.deps.db
      .insertInto('redirects')
      .values({ from_path: sneaky, to_target: '//evil.example/x', status: 301, created_at: now, updated_at: now })
      .execute();
    const refused = await visit(sneaky);
    expect(refused.statusCode).toBe(404);
    expect(refused.headers.location).toBeUndefined();
    // Nor is a path the router would read as another host.
    expect((await visit('//evil.example/x')).headers.location).toBeUndefined();
  });

  it('410 Gone renders a plain page in the address language', async () => {
    const from = `/${unique('weg')}`;
    await redirect(from, null, 410);
    const answer = await visit(from);
    expect(answer.statusCode).toBe(410);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain('<html lang="nl">');
    expect(answer.body).toContain('Pagina verwijderd');
    expect(answer.body).toContain('<meta name="robots" content="noindex"/>');
    expect(answer.body).not.toContain('<script');
    const english = '/en-gb/' + unique('gone');
    await redirect(english, null, 410);
    expect((await visit(english)).body).toContain('Page removed');
  });

  it('a live page answers its address, never a redirect; an unknown address is still a 404', async () => {
    const slug = unique('later-live');
    await redirect(`/${slug}`, '/elders');
    expect((await visit(`/${slug}`)).statusCode).toBe(301);
    await livePage(slug);
    expect((await visit(`/${slug}`)).statusCode).toBe(200);
    expect((await visit(`/${unique('unknown')}`)).statusCode).toBe(404);
  });

  it('ordinary page views ask for no redirect: only the 404 path does', async () => {
    const slug = unique('gewoon');
    await livePage(slug);
    const port = t.deps.sitePort as { redirectAt: (path: string) => Promise<unknown> };
    const original = port.redirectAt;
    const asked: string[] = [];
    port.redirectAt = async (path: string) => {
      asked.push(path);
      return original(path);
    };
    try {
      expect((await visit(`/${slug}?utm=1`)).statusCode).toBe(200);
      expect((await visit(`/${slug}`)).statusCode).toBe(200);
      expect(asked).toEqual([]);
      expect((await visit(`/${unique('missing')}`)).statusCode).toBe(404);
      expect(asked).toHaveLength(1);
    } finally {
      port.redirectAt = original;
    }
  });
});
