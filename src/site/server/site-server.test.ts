import { describe, expect, it } from 'vitest';
import { cachedPage } from './render-cache.ts';
import type { SitePort } from './site-port.ts';
import { createSiteServer, type ContentChanges } from './site-server.ts';

/** Content events as the site sees them, fired by hand. */
function fakeChanges() {
  const listeners = new Set<() => void | Promise<void>>();
  const events: ContentChanges = {
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { events, fire: () => Promise.all([...listeners].map((listener) => listener())), count: () => listeners.size };
}

const page = cachedPage(200, '<p>hi</p>', ['site']);

function siteServer(renderCache: boolean) {
  const changes = fakeChanges();
  const server = createSiteServer({
    port: {} as SitePort,
    publicUrl: 'http://cms.test',
    islandAssets: () => null,
    events: changes.events,
    renderCache,
  });
  return { server, changes };
}

describe('createSiteServer', () => {
  it('empties both caches on every content change, until closed', async () => {
    const { server, changes } = siteServer(true);
    const { pages, documents } = server.caches;
    pages!.set('/|banner', page, pages!.generation);
    documents.set('sitemap', page, documents.generation);
    await changes.fire();
    expect(pages!.size).toBe(0);
    expect(documents.size).toBe(0);

    server.close();
    expect(changes.count()).toBe(0);
  });

  it('has no page cache when the render cache is off (sitemap and robots are then built per request too)', () => {
    const { server } = siteServer(false);
    expect(server.caches.pages).toBeUndefined();
    expect(server.caches.documents).toBeDefined();
    expect(typeof server.renderer.renderPublic).toBe('function');
  });
});
