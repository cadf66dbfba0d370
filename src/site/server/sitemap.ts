import { pageUrl } from '../../shared/pages/page-url.ts';
import type { SitemapEntry } from '../../shared/site/sitemap-entry.ts';
import type { SitePort } from './site-port.ts';

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** YYYY-MM-DD of a stored timestamp (both dialects give ISO-like strings or Dates). */
function lastmod(value: string | Date | null): string | null {
  if (value === null) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/**
 * Every published page of every site locale, with xhtml:link alternates to its published
 * translations (Google's format: each URL lists all versions, itself included). The "404"
 * page is not a destination and is left out.
 */
export async function buildSitemap(port: Pick<SitePort, 'siteSettings' | 'sitemapEntries'>, publicUrl: string): Promise<string> {
  const settings = await port.siteSettings();
  const rows = (await port.sitemapEntries()).filter(
    (row) => row.slug !== '404' && (settings.availableLocales as readonly string[]).includes(row.locale),
  );
  const byGroup = new Map<string, SitemapEntry[]>();
  for (const row of rows) byGroup.set(row.translationGroup, [...(byGroup.get(row.translationGroup) ?? []), row]);
  const absolute = (row: SitemapEntry) => `${publicUrl}${pageUrl(row.slug, row.locale, settings.defaultLocale)}`;
  const entries = rows.map((row) => {
    const group = byGroup.get(row.translationGroup) ?? [row];
    const modified = lastmod(row.modifiedAt);
    const links =
      group.length > 1
        ? group.map(
            (member) => `<xhtml:link rel="alternate" hreflang="${escapeXml(member.locale)}" href="${escapeXml(absolute(member))}"/>`,
          )
        : [];
    return `<url><loc>${escapeXml(absolute(row))}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}${links.join('')}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The admin and the API stay out of search engines, except the media route that serves the
 * site's images (block images and the og:image), which crawlers must be able to fetch.
 * Crawlers apply the longest matching rule, so the Allow wins for that prefix.
 */
export function buildRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/medialib/get-page-file/',
    'Disallow: /cmsadmin',
    'Disallow: /api',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
