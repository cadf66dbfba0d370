import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../shared/schemas/settings.ts';
import type { SitemapEntry } from '../../shared/site/sitemap-entry.ts';
import { buildSitemap } from './sitemap.ts';

// The sitemap reads only the site's port, so a fake port shows its rules without a database.
function portWith(entries: SitemapEntry[], settings: Partial<SiteSettings> = {}) {
  const siteSettings = { availableLocales: ['nl-nl', 'en-gb'], defaultLocale: 'nl-nl', ...settings } as SiteSettings;
  return { siteSettings: async () => siteSettings, sitemapEntries: async () => entries };
}

describe('buildSitemap', () => {
  it('lists every published page with its translations as alternates, and a lastmod day', async () => {
    const xml = await buildSitemap(
      portWith([
        { slug: 'projecten', locale: 'nl-nl', translationGroup: 'g1', modifiedAt: '2026-03-04T10:00:00.000Z' },
        { slug: 'projects', locale: 'en-gb', translationGroup: 'g1', modifiedAt: new Date('2026-03-05T10:00:00.000Z') },
        { slug: 'alleen', locale: 'nl-nl', translationGroup: 'g2', modifiedAt: null },
      ]),
      'https://example.org',
    );
    expect(xml).toContain(
      '<url><loc>https://example.org/projecten</loc><lastmod>2026-03-04</lastmod><xhtml:link rel="alternate" hreflang="nl-nl" href="https://example.org/projecten"/><xhtml:link rel="alternate" hreflang="en-gb" href="https://example.org/en-gb/projects"/></url>',
    );
    expect(xml).toContain('<loc>https://example.org/en-gb/projects</loc><lastmod>2026-03-05</lastmod>');
    expect(xml).toContain('<url><loc>https://example.org/alleen</loc></url>');
  });

  it('leaves out the "404" page and locales the site does not offer', async () => {
    const xml = await buildSitemap(
      portWith(
        [
          { slug: '404', locale: 'nl-nl', translationGroup: 'g1', modifiedAt: null },
          { slug: 'seite', locale: 'de-de', translationGroup: 'g2', modifiedAt: null },
          { slug: 'home', locale: 'en-gb', translationGroup: 'g3', modifiedAt: null },
        ],
        { availableLocales: ['nl-nl', 'en-gb'] },
      ),
      'https://example.org',
    );
    expect(xml).not.toContain('404');
    expect(xml).not.toContain('seite');
    expect(xml).toContain('<loc>https://example.org/en-gb/home</loc>');
  });
});
