import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../../domains/settings/settings.service.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { image, upload } from '../../domains/media/media-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { ContentEvents } from '../events/content-events.ts';
import { createCachePurger, purgeKeysFor, startCachePurge } from './cache-purge.ts';

/**
 * Issue 18: content changes purge the HTTP accelerators (CACHE_PURGE_URLS) by surrogate key:
 * `PURGE <url>` with `xkey-purge: <keys>`. A real HTTP receiver records what arrives.
 */
interface Received {
  method: string;
  url: string;
  keys: string;
}

async function startReceiver(status = () => 200) {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    received.push({ method: request.method ?? '', url: request.url ?? '', keys: String(request.headers['xkey-purge'] ?? '') });
    response.statusCode = status();
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const silent = pino({ level: 'silent' });

describe('purge keys per change', () => {
  it('names exactly what a change can have made stale (and the whole site where that is not known)', () => {
    expect(purgeKeysFor({ reason: 'publication', pageId: 7 })).toEqual(['page-7', 'site']);
    expect(purgeKeysFor({ reason: 'page', pageId: 7 })).toEqual(['page-7', 'site']);
    expect(purgeKeysFor({ reason: 'menu' })).toEqual(['menu']);
    expect(purgeKeysFor({ reason: 'settings' })).toEqual(['settings', 'site']);
    expect(purgeKeysFor({ reason: 'media' })).toEqual(['site']);
    expect(purgeKeysFor({ reason: 'media', mediaHashes: ['ab12', 'cd34', 'ab12'] })).toEqual(['media-ab12', 'media-cd34']);
    expect(purgeKeysFor({ reason: 'media', mediaHashes: [] })).toEqual([]);
    // More than a purge header can hold: everything.
    expect(purgeKeysFor({ reason: 'media', mediaHashes: Array.from({ length: 51 }, (_, index) => `h${index}`) })).toEqual(['site']);
    expect(purgeKeysFor({ reason: 'tags', pageId: 3 })).toEqual(['page-3', 'listing']);
    expect(purgeKeysFor({ reason: 'tags' })).toEqual(['tags', 'listing']);
    expect(purgeKeysFor({ reason: 'redirects' })).toEqual(['notfound']);
  });
});

describe('the purger', () => {
  it('retries a failed purge once and never throws; an unreachable accelerator only logs', async () => {
    let calls = 0;
    const receiver = await startReceiver(() => (++calls === 1 ? 500 : 200));
    try {
      const logger = { ...silent, warn: vi.fn(), error: vi.fn() } as unknown as typeof silent;
      await createCachePurger({ urls: [receiver.url], logger }).purge(['menu']);
      expect(receiver.received).toHaveLength(2);
      expect(receiver.received.every((request) => request.method === 'PURGE' && request.keys === 'menu')).toBe(true);
      expect(logger.warn).toHaveBeenCalledTimes(1);
      expect(logger.error).not.toHaveBeenCalled();
      // Nothing listens there: two attempts, an error logged, no rejection.
      await createCachePurger({ urls: ['http://127.0.0.1:9/'], logger, timeoutMs: 500 }).purge(['site']);
      expect(logger.error).toHaveBeenCalledTimes(1);
    } finally {
      await receiver.close();
    }
  });

  it("purges only this instance's changes (onChange), and again after repeatAfterMs", async () => {
    const receiver = await startReceiver();
    const events = new ContentEvents();
    const stop = startCachePurge(events, { urls: [receiver.url], logger: silent, repeatAfterMs: 50 });
    try {
      await events.changedElsewhere({ reason: 'menu' });
      expect(receiver.received).toHaveLength(0);
      await events.changed({ reason: 'menu' });
      expect(receiver.received).toHaveLength(1);
      await vi.waitFor(() => expect(receiver.received).toHaveLength(2));
    } finally {
      stop();
      await receiver.close();
    }
  });
});

describe('content changes purge the configured accelerators', () => {
  let t: TestApp;
  let admin: TestAgent;
  let receivers: Awaited<ReturnType<typeof startReceiver>>[];
  const purges = () => receivers[0]!.received.map((request) => request.keys.split(' '));
  /**
   * The purges since `from`, once the change's request answered (changed() awaits the purge).
   * On PostgreSQL each is sent again 1.5 s later (repeatAfterMs), so look at all of them.
   */
  const purgesSince = (from: number) => purges().slice(from);

  beforeAll(async () => {
    receivers = [await startReceiver(), await startReceiver()];
    t = await createTestApp({ env: { CACHE_PURGE_URLS: receivers.map((receiver) => receiver.url).join(',') } });
    admin = await t.adminAgent();
  });
  afterAll(async () => {
    await t?.close();
    for (const receiver of receivers) await receiver.close();
  });

  it('publishing a page purges its key at every accelerator', async () => {
    const created = await admin.post('/api/page/create', {
      title: 'Purged',
      slug: 'purged-page',
      type: 'blank',
      locale: 'nl-nl',
      content: [],
      typeData: {},
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.pageID as number;
    const from = purges().length;
    expect((await admin.post(`/api/page/${id}/publish`, {})).status).toBe(200);
    expect(purgesSince(from)).toContainEqual([`page-${id}`, 'site']);
    for (const receiver of receivers) {
      const last = receiver.received.at(-1)!;
      expect(last.method).toBe('PURGE');
      expect(last.url).toBe('/');
      expect(last.keys.split(' ')).toContain(`page-${id}`);
    }
    // The response that named the page carries the key the purge names.
    const page = await t.app.inject({ method: 'GET', url: '/purged-page' });
    expect(String(page.headers.xkey).split(' ')).toContain(`page-${id}`);
  });

  it('saving a menu purges `menu`; saving settings purges `settings`', async () => {
    const revision = (await admin.get('/api/menu/edit?locale=nl-nl')).body.data.revisions.header;
    let from = purges().length;
    const menu = await admin.put('/api/menu', {
      locale: 'nl-nl',
      menu: 'header',
      items: [{ key: 'a', label: 'Elsewhere', type: 'external', target: 'https://example.org/' }],
      revision,
    });
    expect(menu.status, JSON.stringify(menu.body)).toBe(200);
    expect(purgesSince(from)).toContainEqual(['menu']);
    from = purges().length;
    const settings = await admin.put('/api/settings/site', DEFAULT_SITE_SETTINGS);
    expect(settings.status, JSON.stringify(settings.body)).toBe(200);
    expect(purgesSince(from)).toContainEqual(['settings', 'site']);
  });

  it('tagging a page purges the page and the listings; a page showing tags names `tags`', async () => {
    const created = await admin.post('/api/page/create', {
      title: 'Tagged',
      slug: 'tagged-page',
      type: 'blank',
      locale: 'nl-nl',
      content: [],
      typeData: {},
    });
    const id = created.body.pageID as number;
    expect((await admin.post(`/api/page/${id}/publish`, {})).status).toBe(200);
    const from = purges().length;
    const tagged = await admin.put(`/api/page/${id}/tags`, { public: ['otters'] });
    expect(tagged.status, JSON.stringify(tagged.body)).toBe(200);
    expect(purgesSince(from)).toContainEqual([`page-${id}`, 'listing']);
    const page = await t.app.inject({ method: 'GET', url: '/tagged-page' });
    expect(String(page.headers.xkey).split(' ')).toEqual(expect.arrayContaining([`page-${id}`, 'tags']));
  });

  it('an upload purges nothing; changing or deleting a library file purges the pages showing it', async () => {
    let from = purges().length;
    const uploaded = await upload(admin, '/', 'purge-otter.png', await image('png', 12, 12), 'image/png');
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const file = uploaded.body.file as { id: number; hash: string };
    expect(purgesSince(from)).toEqual([]);
    from = purges().length;
    const edited = await admin.post('/api/medialib/edit-file', {
      id: file.id,
      newPath: '/',
      newFileName: 'purge-otter.png',
      defaultAltText: 'An otter',
      shared: false,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(purgesSince(from)).toContainEqual([`media-${file.hash}`]);
    expect(purgesSince(from).flat()).not.toContain('site');
    from = purges().length;
    expect((await admin.post('/api/medialib/delete-file', { id: file.id, force: true })).status).toBe(200);
    expect(purgesSince(from)).toContainEqual([`media-${file.hash}`]);
  });

  it('a new redirect purges the stored 404s; the address then redirects', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/old-otter-address' });
    expect(missing.statusCode).toBe(404);
    expect(String(missing.headers.xkey).split(' ')).toContain('notfound');
    const from = purges().length;
    const created = await admin.post('/api/redirects', { from: '/old-otter-address', to: '/purged-page', status: 301 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(purgesSince(from)).toContainEqual(['notfound']);
    expect((await t.app.inject({ method: 'GET', url: '/old-otter-address' })).statusCode).toBe(301);
  });

  it('a page view purges nothing', async () => {
    const before = purges().length;
    await t.app.inject({ method: 'GET', url: '/purged-page' });
    expect(purgesSince(before).filter((keys) => !keys.includes('site') && !keys.includes('menu'))).toEqual([]);
  });
});
