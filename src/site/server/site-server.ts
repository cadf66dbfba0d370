import { memoisedPort } from './content-memo.ts';
import { RenderCache, type CachedPage } from './render-cache.ts';
import type { SitePort } from './site-port.ts';
import { createSiteRenderer, type SiteRenderer, type SiteRendererOptions } from './site-renderer.tsx';

/** Content changes as the site needs them: a listener that runs after every change; returns "unsubscribe". */
export interface ContentChanges {
  onChange(listener: () => void | Promise<void>): () => void;
}

/** What the site's routes keep in memory between requests; emptied on every content change. */
export interface SiteRenderCaches {
  /** Rendered pages; absent when the cache is switched off (SITE_RENDER_CACHE=off). */
  pages: RenderCache<CachedPage> | undefined;
  /** sitemap.xml (and its parts, when split) and robots.txt. */
  documents: RenderCache<CachedPage>;
}

export interface SiteServerOptions {
  port: SitePort;
  publicUrl: string;
  islandAssets: SiteRendererOptions['islandAssets'];
  /** Every change empties the render caches. */
  events: ContentChanges;
  /** Off only to measure rendering without the cache (bench/site-bench.ts). */
  renderCache: boolean;
  /** Rendered pages kept in memory (default 500). */
  cacheSize?: number;
  /** Keep rendered blocks (block-fragments.tsx); on unless false (tests compare both). */
  blockFragments?: boolean;
}

export interface SiteServer {
  /** Renders public pages (the site's routes) and previews (the pages domain's preview route). */
  renderer: SiteRenderer;
  caches: SiteRenderCaches;
  /** Stops following content changes. */
  close(): void;
}

/**
 * The site's server side as the application wires it (src/server/deps.ts): one renderer on
 * the port, and render caches that follow content changes. The caller awaits
 * events.changed(), so the request that published answers only after the caches were emptied.
 */
export function createSiteServer(options: SiteServerOptions): SiteServer {
  // Settings, company and menus are read once per content change, not on every render.
  const memo = memoisedPort(options.port, options.events);
  const renderer = createSiteRenderer({
    port: memo.port,
    publicUrl: options.publicUrl,
    islandAssets: options.islandAssets,
    ...(options.blockFragments === false ? { blockFragments: false } : {}),
  });
  const caches: SiteRenderCaches = {
    pages: options.renderCache ? new RenderCache<CachedPage>(options.cacheSize ?? 500) : undefined,
    documents: new RenderCache<CachedPage>(16),
  };
  const unsubscribe = options.events.onChange(() => {
    caches.pages?.clear();
    caches.documents.clear();
  });
  return {
    renderer,
    caches,
    close: () => {
      unsubscribe();
      memo.close();
    },
  };
}
