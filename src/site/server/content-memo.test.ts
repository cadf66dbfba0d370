import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../shared/schemas/settings.ts';
import { memoisedPort } from './content-memo.ts';
import type { SitePort } from './site-port.ts';
import type { ContentChanges } from './site-server.ts';

function changes() {
  const listeners = new Set<() => void | Promise<void>>();
  const events: ContentChanges = {
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { events, fire: () => [...listeners].forEach((listener) => void listener()), count: () => listeners.size };
}

function countingPort() {
  const reads = { settings: 0, menus: 0 };
  let failNext = false;
  const port = {
    siteSettings: async () => {
      reads.settings += 1;
      if (failNext) {
        failNext = false;
        throw new Error('database away');
      }
      return { defaultLocale: `nl-nl-${reads.settings}` } as unknown as SiteSettings;
    },
    publicMenus: async (locale: string) => {
      reads.menus += 1;
      return { header: [{ label: `${locale}-${reads.menus}` }], footer: [] };
    },
  } as unknown as SitePort;
  return { port, reads, failOnce: () => (failNext = true) };
}

/** A port method's answer that notes its name first, so a test sees which reads reached the port. */
function recordedReads() {
  const reads: string[] = [];
  const read = <T>(name: string, value: T) => {
    reads.push(name);
    return Promise.resolve(value);
  };
  return { reads, read };
}

describe('memoisedPort', () => {
  it('reads settings and menus once until a content change, per locale', async () => {
    const { events, fire, count } = changes();
    const { port, reads } = countingPort();
    const memo = memoisedPort(port, events);
    await Promise.all([memo.port.siteSettings(), memo.port.siteSettings(), memo.port.siteSettings()]);
    await memo.port.publicMenus('nl-nl', 'nl-nl');
    await memo.port.publicMenus('nl-nl', 'nl-nl');
    await memo.port.publicMenus('en-gb', 'nl-nl');
    expect(reads).toEqual({ settings: 1, menus: 2 });

    fire();
    expect((await memo.port.siteSettings()).defaultLocale).toBe('nl-nl-2');
    expect(reads.settings).toBe(2);
    memo.close();
    expect(count()).toBe(0);
  });

  it('does not keep a failed read', async () => {
    const { events } = changes();
    const { port, reads, failOnce } = countingPort();
    const memo = memoisedPort(port, events);
    failOnce();
    await expect(memo.port.siteSettings()).rejects.toThrow('database away');
    expect((await memo.port.siteSettings()).defaultLocale).toBe('nl-nl-2');
    expect(reads.settings).toBe(2);
  });

  it('reads the finder years once per content change, and asks the listing without them', async () => {
    const { events, fire } = changes();
    const asked: unknown[] = [];
    let yearReads = 0;
    const port = {
      listingPage: async (query: unknown) => {
        asked.push(query);
        return { items: [], total: 0, years: [] };
      },
      listingYears: async () => {
        yearReads += 1;
        return [2024, 2020 + yearReads];
      },
    } as unknown as SitePort;
    const memo = memoisedPort(port, events);
    const query = { type: 'project' as const, locale: 'nl-nl', page: 2, pageSize: 9 };
    expect((await memo.port.listingPage(query, 'nl-nl')).years).toEqual([2024, 2021]);
    expect((await memo.port.listingPage({ ...query, page: 3 }, 'nl-nl')).years).toEqual([2024, 2021]);
    expect(yearReads).toBe(1);
    expect(asked[0]).toEqual({ ...query, withYears: false });
    // Related projects (no count) and news never ask for years.
    await memo.port.listingPage({ ...query, counted: false }, 'nl-nl');
    await memo.port.listingPage({ ...query, type: 'news' }, 'nl-nl');
    expect(yearReads).toBe(1);
    fire();
    expect((await memo.port.listingPage(query, 'nl-nl')).years).toEqual([2024, 2022]);
  });

  it("keeps the published page's own reads until a content change, and never a preview's or a search", async () => {
    const { events, fire } = changes();
    const { reads, read } = recordedReads();
    const port = {
      publishedPageAt: (path: string) => read(`page ${path}`, { id: reads.length, url: path }),
      siblings: (pageId: number, _settings: unknown, unpublished: boolean) => read(`siblings ${pageId} ${unpublished}`, []),
      publicTagNames: (pageId: number) => read(`tags ${pageId}`, ['otter']),
      imageSizes: (hashes: readonly string[]) => read(`sizes ${hashes.join(',')}`, new Map()),
      search: () => read('search', { total: 0, results: [] }),
    } as unknown as SitePort;
    const memo = memoisedPort(port, events);
    const settings = {} as SiteSettings;
    const first = await memo.port.publishedPageAt('/a', settings);
    expect(await memo.port.publishedPageAt('/a', settings)).toBe(first);
    await memo.port.siblings(1, settings, false);
    await memo.port.siblings(1, settings, false);
    await memo.port.siblings(1, settings, true);
    await memo.port.siblings(1, settings, true);
    await memo.port.publicTagNames(1);
    await memo.port.publicTagNames(1);
    await memo.port.imageSizes(['x', 'y']);
    await memo.port.imageSizes(['x', 'y']);
    await memo.port.search({ term: 'otter', locale: 'nl-nl', pageTypes: [], themes: [], services: [], count: 10, offset: 0 });
    await memo.port.search({ term: 'otter', locale: 'nl-nl', pageTypes: [], themes: [], services: [], count: 10, offset: 0 });
    expect(reads).toEqual(['page /a', 'siblings 1 false', 'siblings 1 true', 'siblings 1 true', 'tags 1', 'sizes x,y', 'search', 'search']);

    fire();
    expect(await memo.port.publishedPageAt('/a', settings)).not.toBe(first);
    expect(reads.filter((name) => name === 'page /a')).toHaveLength(2);
  });

  it("keeps the listing blocks' reads by query until a content change, apart from the page reads", async () => {
    const { events, fire } = changes();
    const { reads, read } = recordedReads();
    const port = {
      publishedPages: (query: { type: string }) => read(`published ${query.type}`, [{ id: reads.length }]),
      listingPage: (query: { type: string; page: number }) =>
        read(`listing ${query.type} ${query.page}`, { items: [], total: 0, years: [] }),
      teamMembers: (query: { locale: string }) => read(`team ${query.locale}`, []),
      publishedPageAt: (path: string) => read(`page ${path}`, null),
    } as unknown as SitePort;
    const memo = memoisedPort(port, events, 10, 2);
    const projects = { type: 'project' as const, locale: 'nl-nl', limit: 3 };
    const first = await memo.port.publishedPages(projects, 'nl-nl');
    expect(await memo.port.publishedPages({ ...projects }, 'nl-nl')).toBe(first);
    await memo.port.publishedPages({ ...projects, limit: 4 }, 'nl-nl');
    await memo.port.teamMembers({ locale: 'nl-nl' } as never, 'nl-nl');
    await memo.port.teamMembers({ locale: 'nl-nl' } as never, 'nl-nl');
    const news = { type: 'news' as const, locale: 'nl-nl', page: 2, pageSize: 9 };
    await memo.port.listingPage(news, 'nl-nl');
    await memo.port.listingPage(news, 'nl-nl');
    await memo.port.publishedPageAt('/a', {} as SiteSettings);
    expect(reads).toEqual(['published project', 'published project', 'team nl-nl', 'listing news 2', 'page /a']);
    // Two listing reads are kept (the limit given): the first query went out, the page read stayed.
    await memo.port.publishedPages(projects, 'nl-nl');
    await memo.port.publishedPageAt('/a', {} as SiteSettings);
    expect(reads.slice(5)).toEqual(['published project']);

    fire();
    await memo.port.listingPage(news, 'nl-nl');
    expect(reads.at(-1)).toBe('listing news 2');
  });

  it('keeps at most the given number of page reads, the least recently used out first', async () => {
    const { events } = changes();
    const reads: string[] = [];
    const port = {
      publishedPageAt: async (path: string) => {
        reads.push(path);
        return null;
      },
    } as unknown as SitePort;
    const memo = memoisedPort(port, events, 2);
    const settings = {} as SiteSettings;
    for (const path of ['/a', '/b', '/a', '/c', '/a', '/b']) await memo.port.publishedPageAt(path, settings);
    // /b went out when /c came in (/a had been used since); /a stayed.
    expect(reads).toEqual(['/a', '/b', '/c', '/b']);
  });
});
