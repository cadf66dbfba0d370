import type { FastifyBaseLogger } from 'fastify';
import type { ContentChanged, ContentEvents } from '../events/content-events.ts';

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

/**
 * The keys a change invalidates. What is exact and what is deliberately wide:
 * - publication (publish, unpublish, a schedule) and page (a save, which changes nothing public,
 *   or a delete, which removes a published page): `site`. The set of published pages and their
 *   addresses shows on every page: menus link them, breadcrumbs and language switchers name
 *   them, listings and the sitemap list them, and a 404 answered at the address must go. Exact
 *   keys for that would need the menus' and rich texts' links tracked per page; correctness
 *   first. `page-<id>` is named too, so a cache that only knows it still drops the page.
 * - menu: `menu` (exact: every page shows the menus, so in effect every page).
 * - settings: `settings` and `site` (every response depends on the settings).
 * - media: `media-<hash>` of each file whose public rendering changed (exact: every response
 *   showing it carries that key); nothing for an upload or a new folder, which no page shows yet;
 *   `site` when a change does not say which files.
 * - redirects: `notfound` (exact: a redirect applies only where no page answers; redirect
 *   answers themselves are never stored).
 * - tags: on one page, `page-<id>` and `listing` (exact: its tag list and the searches and
 *   listings filtering by tag); a rename, merge or delete, `tags` and `listing` (exact: every page showing
 *   public tags, and every listing).
 */
const MAX_MEDIA_KEYS = 50;

export function purgeKeysFor(change: ContentChanged): string[] {
  const page = change.pageId === undefined ? [] : [`page-${change.pageId}`];
  switch (change.reason) {
    case 'publication':
    case 'page':
      return [...page, 'site'];
    case 'menu':
      return ['menu'];
    case 'settings':
      return ['settings', 'site'];
    case 'media':
      // Varnish refuses request headers over 8 KB: a long list purges everything instead.
      if (change.mediaHashes === undefined || change.mediaHashes.length > MAX_MEDIA_KEYS) return ['site'];
      return [...new Set(change.mediaHashes)].map((hash) => `media-${hash}`);
    case 'tags':
      return change.pageId === undefined ? ['tags', 'listing'] : [...page, 'listing'];
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
 * Purges on every change this instance makes. ContentEvents.changed() awaits it, so the
 * request that published answers after the accelerators dropped the old page. Returns "stop".
 */
export function startCachePurge(events: Pick<ContentEvents, 'onChange'>, options: CachePurgeOptions): () => void {
  if (options.urls.length === 0) return () => undefined;
  const purger = createCachePurger(options);
  const repeats = new Set<NodeJS.Timeout>();
  const unsubscribe = events.onChange(async (change) => {
    const keys = purgeKeysFor(change);
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
