import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '../../domains/settings/settings.service.ts';
import type { TestAgent } from '../../test-support/test-agent.ts';
import { image, upload } from '../../domains/media/media-test-helpers.ts';
import { createTestApp, type TestApp } from '../../test-support/test-app.ts';
import { ContentEvents } from '../events/content-events.ts';
import { createCachePurger, purgeKeysFor, startCachePurge } from './cache-purge.ts';
import { startPurgeReceiver } from './purge-receiver.test-helpers.ts';

/**
 * Issue 18: content changes purge the HTTP accelerators (CACHE_PURGE_URLS) by surrogate key:
 * `PURGE <url>` with `xkey-purge: <keys>`. A real HTTP receiver records what arrives.
 */
const startReceiver = startPurgeReceiver;

const silent = pino({ level: 'silent' });

describe('purge keys per change', () => {
  it('names exactly what a change can have made stale (and the whole site where that is not known)', () => {
    // Without the page's facts (no reader configured, or it failed): everything.
    expect(purgeKeysFor({ reason: 'publication', pageId: 7 })).toEqual(['page-7', 'site']);
    expect(purgeKeysFor({ reason: 'page', pageId: 7 })).toEqual(['page-7', 'site']);
    const facts = { type: 'news', published: true, translationIds: [8], inMenu: false };
    expect(purgeKeysFor({ reason: 'publication', pageId: 7 }, facts).sort()).toEqual(
      ['links', 'listing-news', 'notfound', 'page-7', 'page-8', 'search', 'sitemap'].sort(),
    );
    // Unpublished: no address appeared; in a menu: the menus.
    expect(purgeKeysFor({ reason: 'publication', pageId: 7 }, { ...facts, published: false, inMenu: true }).sort()).toEqual(
      ['links', 'listing-news', 'menu', 'page-7', 'page-8', 'search', 'sitemap'].sort(),
    );
    // A save of a live page (its slug may have changed): translations already carry page-7.
    expect(purgeKeysFor({ reason: 'page', pageId: 7 }, facts).sort()).toEqual(
      ['links', 'listing-news', 'notfound', 'page-7', 'search', 'sitemap'].sort(),
    );
    // A save of a page that is not live: only the pages linking to it.
    expect(purgeKeysFor({ reason: 'page', pageId: 7 }, { ...facts, published: false })).toEqual(['page-7', 'links']);
    // More translations than a purge header can hold: everything.
    const many = { ...facts, translationIds: Array.from({ length: 31 }, (_, index) => 100 + index) };
    expect(purgeKeysFor({ reason: 'publication', pageId: 7 }, many)).toContain('site');
    expect(purgeKeysFor({ reason: 'publication', pageId: 7 }, { ...many, translationIds: many.translationIds.slice(1) })).not.toContain(
      'site',
    );
    // Deleted, with its facts from before the delete: no address appeared, so no 404s.
    expect(purgeKeysFor({ reason: 'page', pageId: 7, deletedPage: facts }, facts).sort()).toEqual(
      ['links', 'listing-news', 'page-7', 'search', 'sitemap'].sort(),
    );
    // Deleted without its facts: its type and menus are no longer known.
    expect(purgeKeysFor({ reason: 'page', pageId: 7 }, null).sort()).toEqual(
      ['links', 'listing', 'menu', 'page-7', 'search', 'sitemap'].sort(),
    );
    expect(purgeKeysFor({ reason: 'publication', pageId: 7, visible: false }, facts)).toEqual([]);
    expect(purgeKeysFor({ reason: 'menu' })).toEqual(['menu']);
    expect(purgeKeysFor({ reason: 'settings' })).toEqual(['settings', 'sitemap']);
    expect(purgeKeysFor({ reason: 'settings', settingsFields: ['timeZone', 'customSlugLocales'] })).toEqual([]);
    expect(purgeKeysFor({ reason: 'settings', settingsFields: ['contactRecipient'] })).toEqual([]);
    expect(purgeKeysFor({ reason: 'settings', settingsFields: ['apiDocsPublic'] })).toEqual([]);
    expect(purgeKeysFor({ reason: 'settings', settingsFields: ['apiDocsPublic', 'defaultLocale'] })).toEqual(['settings', 'sitemap']);
    expect(purgeKeysFor({ reason: 'settings', settingsFields: ['timeZone', 'name'] })).toEqual(['settings', 'sitemap']);
    expect(purgeKeysFor({ reason: 'media' })).toEqual(['site']);
    expect(purgeKeysFor({ reason: 'media', mediaHashes: ['ab12', 'cd34', 'ab12'] })).toEqual(['media-ab12', 'media-cd34', 'media-all']);
    expect(purgeKeysFor({ reason: 'media', mediaHashes: [] })).toEqual([]);
    // More than a purge header can hold: everything.
    expect(purgeKeysFor({ reason: 'media', mediaHashes: Array.from({ length: 51 }, (_, index) => `h${index}`) })).toEqual(['site']);
    // Search results filter by tag (?tag=) and name only `search`.
    expect(purgeKeysFor({ reason: 'tags', pageId: 3 })).toEqual(['page-3', 'listing', 'search']);
    expect(purgeKeysFor({ reason: 'tags' })).toEqual(['tags', 'listing', 'search']);
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

describe('the purge waits for the other subscribers', () => {
  it('purges only once the search index and the render cache have followed the change', async () => {
    const receiver = await startReceiver();
    const events = new ContentEvents();
    const stop = startCachePurge(events, { urls: [receiver.url], logger: silent });
    const seen: string[] = [];
    let release!: () => void;
    const indexed = new Promise<void>((resolve) => (release = resolve));
    events.onChange(async () => {
      await indexed;
      seen.push(`index done, purges so far: ${receiver.received.length}`);
    });
    try {
      const changed = events.changed({ reason: 'menu' });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(receiver.received).toHaveLength(0);
      release();
      await changed;
      expect(seen).toEqual(['index done, purges so far: 0']);
      expect(receiver.received).toHaveLength(1);
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
    expect(purgesSince(from)).toContainEqual(['page-' + id, 'links', 'listing-blank', 'sitemap', 'search', 'notfound']);
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
    // The same values again: nothing pages show changed, nothing is purged.
    expect(purgesSince(from)).toEqual([]);
    from = purges().length;
    const renamed = await admin.put('/api/settings/site', { ...DEFAULT_SITE_SETTINGS, consentByBrowsing: false });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(purgesSince(from)).toContainEqual(['settings', 'sitemap']);
  });

  it('tagging a page purges the page, the listings and search; a page showing tags names `tags`', async () => {
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
    expect(purgesSince(from)).toContainEqual([`page-${id}`, 'listing', 'search']);
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
    expect(purgesSince(from)).toContainEqual([`media-${file.hash}`, 'media-all']);
    expect(purgesSince(from).flat()).not.toContain('site');
    from = purges().length;
    expect((await admin.post('/api/medialib/delete-file', { id: file.id, force: true })).status).toBe(200);
    expect(purgesSince(from)).toContainEqual([`media-${file.hash}`, 'media-all']);
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
    // On PostgreSQL the earlier changes' purges come again 1.5 s later (repeatAfterMs): wait them out.
    if ((process.env.DATABASE_URL ?? '').startsWith('postgres')) await new Promise((resolve) => setTimeout(resolve, 1700));
    const before = purges().length;
    await t.app.inject({ method: 'GET', url: '/purged-page' });
    expect(purgesSince(before).filter((keys) => !keys.includes('site') && !keys.includes('menu'))).toEqual([]);
  });
});
