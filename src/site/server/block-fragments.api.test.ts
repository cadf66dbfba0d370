import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../server/test-support/test-app.ts';
import { buildSitemap } from './sitemap.ts';
import { createSiteServer, type SiteServer } from './site-server.ts';

/*
 * Issue 20: kept blocks (block-fragments.tsx) must give exactly the page a full render gives.
 * Every published page of the demo site, in each visitor variant, is rendered by a renderer
 * that keeps blocks (twice: filling, then from what it kept) and by one that does not.
 */
let t: TestApp;
let keeping: SiteServer;
let plain: SiteServer;
let paths: string[];

const noChanges = { onChange: () => () => {} };
const PUBLIC_URL = 'http://site.test';

beforeAll(async () => {
  t = await createTestApp({ demo: true });
  const common = { port: t.deps.sitePort, publicUrl: PUBLIC_URL, islandAssets: () => null, events: noChanges, renderCache: false };
  keeping = createSiteServer(common);
  plain = createSiteServer({ ...common, blockFragments: false });
  const sitemap = (await buildSitemap(t.deps.sitePort, PUBLIC_URL)) ?? '';
  paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
});
afterAll(async () => {
  keeping.close();
  plain.close();
  await t.close();
});

describe('kept blocks', () => {
  it('render every demo page byte for byte as a full render does, in each consent and with a query', async () => {
    expect(paths.length).toBeGreaterThan(40);
    const variants: { consent: { statistics: boolean; marketing: boolean } | null; searchParams: Record<string, string> }[] = [
      { consent: null, searchParams: {} },
      { consent: { statistics: true, marketing: true }, searchParams: {} },
      { consent: { statistics: false, marketing: false }, searchParams: { q: 'vleermuis', page: '2' } },
      { consent: null, searchParams: { utm_source: 'news', q: 'vleermuis', year: '2024' } },
    ];
    let compared = 0;
    for (const path of paths)
      for (const variant of variants) {
        const request = { path, ...variant, followRedirects: true };
        const expected = (await plain.renderer.renderPublic(request)).html;
        expect((await keeping.renderer.renderPublic(request)).html).toBe(expected);
        expect((await keeping.renderer.renderPublic(request)).html).toBe(expected);
        compared += 1;
      }
    expect(compared).toBe(paths.length * variants.length);
  });

  it('show a posted contact form in its own state, not the kept empty form', async () => {
    const contactPath = paths.find((path) => path === '/contact');
    expect(contactPath).toBeDefined();
    const request = { path: '/contact', searchParams: {}, consent: null, followRedirects: true };
    const empty = (await keeping.renderer.renderPublic(request)).html;
    const blockKey = /name="contactForm" value="([^"]+)"/.exec(empty)?.[1];
    expect(blockKey).toBeTruthy();
    const posted = {
      ...request,
      contactForm: {
        blockKey: blockKey!,
        initial: { state: 'refused' as const, values: { firstName: 'Posted Name' }, privacy: false, errors: {} },
      },
    };
    const expected = (await plain.renderer.renderPublic(posted)).html;
    const kept = (await keeping.renderer.renderPublic(posted)).html;
    expect(kept).toBe(expected);
    expect(kept).toContain('Posted Name');
    expect((await keeping.renderer.renderPublic(request)).html).toBe(empty);
  });
});
