import type { FastifyBaseLogger } from 'fastify';
import type { ChangedPageFacts, ContentChanged, ContentEvents } from '../events/content-events.ts';

/**
 * Issue 18: purging the HTTP accelerators (Varnish with the xkey vmod, deploy/varnish) when
 * content changes. Every site response names what it shows in `xkey` / `Surrogate-Key`
 * (src/site/server/surrogate-keys.ts); a change sends, to each configured accelerator,
 *
 *   PURGE <base URL>            with header   xkey-purge: <space-separated keys>
 *
 * and the accelerator drops every object tagged with any of those keys. The instance that
 * made the change purges (ContentEvents.onChange, not onAnyChange): once per change in a
 * cluster, since the accelerators are shared. A failed purge is logged and tried once more;
 * it never fails the change (s-maxage bounds how long a missed purge can show stale content).
 */
export const PURGE_HEADER = 'xkey-purge';
const DEFAULT_TIMEOUT_MS = 3000;

/** A page's facts as the purge needs them, read after the change (cache-keys.repository.ts) or, for a delete, before it. */
export type PagePurgeFacts = ChangedPageFacts;

/**
 * Settings no page shows (slug rules for editors, the share-link expiry's zone, where contact
 * mail goes, who may read the API reference, which is never cached by a shared cache).
 */
const SETTINGS_NOT_ON_PAGES = new Set(['customSlugLocales', 'timeZone', 'contactRecipient', 'apiDocsPublic']);
/** Varnish refuses request headers over 8 KB: a longer list purges everything instead. */
const MAX_MEDIA_KEYS = 50;
const MAX_TRANSLATION_KEYS = 30;

/**
 * The keys a change of page P invalidates (the responses carry them, surrogate-keys.ts):
 * - `page-P`: P itself and every page showing its data (its translations' language switches,
 *   its children's breadcrumbs, pages linking to it, whose links a slug change rewrites);
 * - `links`: pages linking to too many pages to name them;
 * - while P is, or may have been, public: `listing-<type>` (listings of its type), `sitemap`,
 *   `search` (results show titles), `menu` when a menu item links it;
 * - a publication: `page-<T>` of each translation T (a newly public P joins their language
 *   switches) and, when P is public after it, `notfound` (an address may have appeared, also
 *   for an ancestor missing from a page's breadcrumbs);
 * - a save of a public page (its live slug changed): `notfound` too (the new address);
 * - a delete: the facts from before it (ContentChanged.deletedPage), so a page that was never
 *   public purges only `page-P` and `links`; its translations and children carry `page-P`.
 * A deleted page whose facts are not known (facts null) purges every listing, the menus, the
 * sitemap and search.
 */
function pageChangeKeys(change: ContentChanged & { pageId: number }, facts: PagePurgeFacts | null): string[] {
  const keys = [`page-${change.pageId}`, 'links'];
  if (facts === null) return [...keys, 'listing', 'menu', 'sitemap', 'search'];
  const publication = change.reason === 'publication';
  if (!facts.published && !publication) return keys;
  keys.push(`listing-${facts.type}`, 'sitemap', 'search');
  if (facts.inMenu) keys.push('menu');
  // A deleted page's own stored answer carries page-P; no other address appeared.
  if (facts.published && change.deletedPage === undefined) keys.push('notfound');
  if (publication) {
    // More than a purge header can hold: everything.
    if (facts.translationIds.length > MAX_TRANSLATION_KEYS) return [...keys, 'site'];
    keys.push(...facts.translationIds.map((id) => `page-${id}`));
  }
  return keys;
}

/**
 * The keys a change invalidates (`facts`: the changed page's, when it is a page change and they
 * were read; undefined: unknown, so the whole site):
 * - publication (publish, unpublish, a schedule, a slug going live) and page (a save, which may
 *   change the live slug, or a delete): see pageChangeKeys; a publication request: nothing.
 * - menu: `menu` (exact: every page shows the menus, so in effect every page).
 * - settings: `settings` and `sitemap` (every page shows the site name, footer and offices; the
 *   sitemap's addresses follow the default locale); nothing when only fields no page shows changed.
 * - media: `media-<hash>` of each file whose public rendering changed, and `media-all` (pages
 *   showing too many files to name); nothing for an upload or a new folder, which no page shows
 *   yet; `site` when a change does not say which files.
 * - redirects: `notfound` (exact: a redirect applies only where no page answers; redirect
 *   answers themselves are never stored).
 * - tags: on one page, `page-<id>`, `listing` and `search` (its tag list, the listings and the
 *   search results filtering by tag, ?tag=); a rename, merge or delete, `tags`, `listing` and `search`.
 */
export function purgeKeysFor(change: ContentChanged, facts?: PagePurgeFacts | null): string[] {
  const page = change.pageId === undefined ? [] : [`page-${change.pageId}`];
  switch (change.reason) {
    case 'publication':
    case 'page':
      if (change.visible === false) return [];
      if (change.pageId === undefined || facts === undefined) return [...page, 'site'];
      return [...new Set(pageChangeKeys({ ...change, pageId: change.pageId }, facts))];
    case 'menu':
      return ['menu'];
    case 'settings':
      if (change.settingsFields?.every((field) => SETTINGS_NOT_ON_PAGES.has(field))) return [];
      return ['settings', 'sitemap'];
    case 'media':
      if (change.mediaHashes === undefined || change.mediaHashes.length > MAX_MEDIA_KEYS) return ['site'];
      if (change.mediaHashes.length === 0) return [];
      return [...[...new Set(change.mediaHashes)].map((hash) => `media-${hash}`), 'media-all'];
    case 'tags':
      return change.pageId === undefined ? ['tags', 'listing', 'search'] : [...page, 'listing', 'search'];
    case 'redirects':
      // A redirect answers only where no page does: the stored 404s and 410s are what it replaces.
      return ['notfound'];
  }
  return ['site'];
}

export interface CachePurgeOptions {
  /** The accelerators' base URLs (CACHE_PURGE_URLS); none: nothing is sent. */
  urls: readonly string[];
  logger: FastifyBaseLogger;
  /** Per attempt (default 3 s). */
  timeoutMs?: number;
  /**
   * Several instances (PostgreSQL): the purge is sent again this long after the change. The
   * other instances empty their render caches when the change reaches them (cluster-bridge.ts,
   * within a second), so a request the accelerator sends to one of them in between could store
   * that instance's old page again; the second purge drops it. 0: only the one purge.
   */
  repeatAfterMs?: number;
  /** Reads a changed page's facts (pageChangeKeys); without it a page change purges the whole site. */
  describePage?: (pageId: number) => Promise<PagePurgeFacts | null>;
}

export interface CachePurger {
  /** Sends the purge of `keys` to every accelerator; never rejects. */
  purge(keys: readonly string[]): Promise<void>;
}

export function createCachePurger(options: CachePurgeOptions): CachePurger {
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  async function send(url: string, keys: string): Promise<void> {
    const response = await fetch(url, { method: 'PURGE', headers: { [PURGE_HEADER]: keys }, signal: AbortSignal.timeout(timeoutMs) });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
  }
  async function purgeAt(url: string, keys: string): Promise<void> {
    try {
      await send(url, keys);
    } catch (first) {
      options.logger.warn({ err: first, url, keys }, 'cache purge failed; retrying once');
      try {
        await send(url, keys);
      } catch (second) {
        options.logger.error({ err: second, url, keys }, 'cache purge failed: the accelerator may serve stale pages until s-maxage');
      }
    }
  }
  return {
    async purge(keys) {
      if (options.urls.length === 0 || keys.length === 0) return;
      const value = [...new Set(keys)].join(' ');
      await Promise.all(options.urls.map((url) => purgeAt(url, value)));
    },
  };
}

/**
 * Purges on every change this instance makes, once the search index and the render cache follow
 * it (onChangeSettled). ContentEvents.changed() awaits it, so the request that published answers
 * after the accelerators dropped the old page. Returns "stop".
 */
export function startCachePurge(events: Pick<ContentEvents, 'onChangeSettled'>, options: CachePurgeOptions): () => void {
  if (options.urls.length === 0) return () => undefined;
  const purger = createCachePurger(options);
  const describe = options.describePage;
  // Unreadable facts (a database hiccup) purge the whole site rather than too little.
  const factsOf = async (change: ContentChanged): Promise<PagePurgeFacts | null | undefined> => {
    if (!describe || change.pageId === undefined || (change.reason !== 'publication' && change.reason !== 'page')) return undefined;
    if (change.visible === false) return undefined;
    if (change.deletedPage) return change.deletedPage;
    try {
      return await describe(change.pageId);
    } catch (error) {
      options.logger.warn({ err: error, pageId: change.pageId }, 'reading a changed page for the cache purge failed; purging everything');
      return undefined;
    }
  };
  const repeats = new Set<NodeJS.Timeout>();
  const unsubscribe = events.onChangeSettled(async (change) => {
    const keys = purgeKeysFor(change, await factsOf(change));
    await purger.purge(keys);
    if (!options.repeatAfterMs) return;
    const timer = setTimeout(() => {
      repeats.delete(timer);
      void purger.purge(keys);
    }, options.repeatAfterMs);
    timer.unref();
    repeats.add(timer);
  });
  return () => {
    unsubscribe();
    for (const timer of repeats) clearTimeout(timer);
    repeats.clear();
  };
}
