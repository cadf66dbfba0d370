import { describe, expect, it } from 'vitest';
import type { SiteSettings } from '../../shared/schemas/settings.ts';
import type { SitemapEntry, SitemapQuery } from '../../shared/site/sitemap-entry.ts';
import { buildSitemap } from './sitemap.ts';

/*
 * The sitemap reads only the site's port, so a fake port shows its rules without a database.
 * The fake pages like the real one: the site's locales, without "404", in a stable order.
 */
function portWith(all: SitemapEntry[], settings: Partial<SiteSettings> = {}) {
  const siteSettings = { availableLocales: ['nl-nl', 'en-gb'], defaultLocale: 'nl-nl', ...settings } as SiteSettings;
  const queries: SitemapQuery[] = [];
  const port = {
    siteSettings: async () => siteSettings,
    sitemapEntries: async (query: SitemapQuery) => {
      queries.push(query);
      const listed = all.filter((row) => row.slug !== '404' && query.locales.includes(row.locale));
      const entries = listed.slice(query.offset, query.offset + query.limit);
      const groups = new Set(entries.map((row) => row.translationGroup));
      return { total: listed.length, entries, alternates: listed.filter((row) => groups.has(row.translationGroup)) };
    },
  };
  return { port, queries };
}

const entry = (slug: string, locale = 'nl-nl', translationGroup = slug): SitemapEntry => ({
  slug,
  locale,
  translationGroup,
  modifiedAt: null,
});

describe('buildSitemap', () => {
  it('lists every published page with its translations as alternates, and a lastmod day', async () => {
    const { port } = portWith([
      { slug: 'projecten', locale: 'nl-nl', translationGroup: 'g1', modifiedAt: '2026-03-04T10:00:00.000Z' },
      { slug: 'projects', locale: 'en-gb', translationGroup: 'g1', modifiedAt: new Date('2026-03-05T10:00:00.000Z') },
      { slug: 'alleen', locale: 'nl-nl', translationGroup: 'g2', modifiedAt: null },
    ]);
    const xml = await buildSitemap(port, 'https://example.org');
    expect(xml).toContain(
      '<url><loc>https://example.org/projecten</loc><lastmod>2026-03-04</lastmod><xhtml:link rel="alternate" hreflang="nl-nl" href="https://example.org/projecten"/><xhtml:link rel="alternate" hreflang="en-gb" href="https://example.org/en-gb/projects"/></url>',
    );
    expect(xml).toContain('<loc>https://example.org/en-gb/projects</loc><lastmod>2026-03-05</lastmod>');
    expect(xml).toContain('<url><loc>https://example.org/alleen</loc></url>');
    expect(xml).toContain('<urlset ');
  });

  it('gives each stored timestamp the day Date gives it, and escapes addresses', async () => {
    const at = (slug: string, modifiedAt: string) => ({ slug, locale: 'nl-nl', translationGroup: slug, modifiedAt });
    const { port } = portWith([
      at('plain', '2026-03-04T23:59:59.999Z'),
      at('rolls-over', '2026-11-31T12:00:00.000Z'),
      at('offset', '2026-03-04T23:30:00-02:00'),
      at('midnight', '2026-03-04T24:00:00Z'),
      at('broken', 'not a date'),
      at('no-such-hour', '2026-03-04T25:00:00Z'),
      at('a&b', '2026-03-04T10:00:00Z'),
    ]);
    const xml = await buildSitemap(port, 'https://example.org');
    expect(xml).toContain('<loc>https://example.org/plain</loc><lastmod>2026-03-04</lastmod>');
    expect(xml).toContain('<loc>https://example.org/rolls-over</loc><lastmod>2026-12-01</lastmod>');
    expect(xml).toContain('<loc>https://example.org/offset</loc><lastmod>2026-03-05</lastmod>');
    expect(xml).toContain('<loc>https://example.org/midnight</loc><lastmod>2026-03-05</lastmod>');
    expect(xml).toContain('<url><loc>https://example.org/broken</loc></url>');
    expect(xml).toContain('<url><loc>https://example.org/no-such-hour</loc></url>');
    expect(xml).toContain('<loc>https://example.org/a&amp;b</loc><lastmod>2026-03-04</lastmod>');
  });

  it('asks the port for the site locales only', async () => {
    const { port, queries } = portWith([entry('404'), entry('seite', 'de-de'), entry('home', 'en-gb')], {
      availableLocales: ['nl-nl', 'en-gb'],
    });
    const xml = await buildSitemap(port, 'https://example.org');
    expect(queries.every((query) => query.locales.join() === 'nl-nl,en-gb')).toBe(true);
    expect(xml).not.toContain('seite');
    expect(xml).toContain('<loc>https://example.org/en-gb/home</loc>');
  });

  it('becomes an index of parts past the split size, each part holding at most that many addresses', async () => {
    const pages = Array.from({ length: 7 }, (_, index) => entry(`p${index + 1}`));
    const { port, queries } = portWith(pages);
    const index = await buildSitemap(port, 'https://example.org', { urlsPerFile: 3 });
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).toContain('<sitemap><loc>https://example.org/sitemap-1.xml</loc></sitemap>');
    expect(index).toContain('<sitemap><loc>https://example.org/sitemap-3.xml</loc></sitemap>');
    expect(index).not.toContain('sitemap-4.xml');
    expect(index).not.toContain('<url>');
    // The index only counts: it reads no addresses.
    expect(queries).toEqual([{ locales: ['nl-nl', 'en-gb'], offset: 0, limit: 0 }]);

    const parts = await Promise.all([1, 2, 3].map((part) => buildSitemap(port, 'https://example.org', { part, urlsPerFile: 3 })));
    const counts = parts.map((xml) => (xml?.match(/<url>/g) ?? []).length);
    expect(counts).toEqual([3, 3, 1]);
    expect(parts[1]).toContain('<loc>https://example.org/p4</loc>');
    expect(await buildSitemap(port, 'https://example.org', { part: 4, urlsPerFile: 3 })).toBeNull();
    expect(await buildSitemap(port, 'https://example.org', { part: 0, urlsPerFile: 3 })).toBeNull();
  });

  it('stays one urlset up to the split size, and then has no parts', async () => {
    const { port } = portWith([entry('a'), entry('b'), entry('c')]);
    const xml = await buildSitemap(port, 'https://example.org', { urlsPerFile: 3 });
    expect((xml?.match(/<url>/g) ?? []).length).toBe(3);
    expect(await buildSitemap(port, 'https://example.org', { part: 1, urlsPerFile: 3 })).toBeNull();
  });

  it('splits at the real threshold: 10,000 addresses are one file, 10,001 an index of two', async () => {
    const pages = Array.from({ length: 10_001 }, (_, index) => entry(`p${String(index).padStart(5, '0')}`));
    const ten = await buildSitemap(portWith(pages.slice(0, 10_000)).port, 'https://example.org');
    expect((ten?.match(/<url>/g) ?? []).length).toBe(10_000);
    const { port } = portWith(pages);
    expect(await buildSitemap(port, 'https://example.org')).toContain('<sitemap><loc>https://example.org/sitemap-2.xml</loc></sitemap>');
    expect((await buildSitemap(port, 'https://example.org', { part: 1 }))?.match(/<url>/g)?.length).toBe(10_000);
    expect(await buildSitemap(port, 'https://example.org', { part: 2 })).toContain('<loc>https://example.org/p10000</loc>');
    expect(await buildSitemap(port, 'https://example.org', { part: 3 })).toBeNull();
  });
});
