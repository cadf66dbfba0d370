import { pageUrl } from '../../shared/pages/page-url.ts';
import type { SitemapChunk, SitemapEntry } from '../../shared/site/sitemap-entry.ts';
import type { SitePort } from './site-port.ts';

const XML_SPECIAL = /[&<>"']/;

// Addresses rarely hold a special character: a part of 10,000 addresses skips 50,000 replaces.
const escapeXml = (value: string) =>
  XML_SPECIAL.test(value)
    ? value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;')
    : value;

/**
 * A UTC timestamp as nowIso() writes it, on a day every month has and at a time of day: its first
 * ten characters are the date Date would give (parsing costs about a microsecond, 10 ms for a
 * sitemap part). Anything else goes through Date, which rolls 2026-11-31 over to 2026-12-01 and
 * 24:00 to the next day (an imported archive keeps its timestamps' text).
 */
const PLAIN_UTC_TIMESTAMP = /^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|1\d|2[0-8])T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{1,3})?Z$/;

/** YYYY-MM-DD of a stored timestamp (both dialects give ISO-like strings or Dates). */
function lastmod(value: string | Date | null): string | null {
  if (value === null) return null;
  if (typeof value === 'string' && PLAIN_UTC_TIMESTAMP.test(value)) return value.slice(0, 10);
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

/** The sitemap protocol allows 50,000 addresses a file; 10,000 keeps each file quick to build and fetch. */
export const SITEMAP_URLS_PER_FILE = 10_000;

const URLSET_OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';

/** The address of part `n` (1-based) of a split sitemap. */
export const sitemapPartPath = (part: number) => `/sitemap-${part}.xml`;

type SitemapPort = Pick<SitePort, 'siteSettings' | 'sitemapEntries'>;

/**
 * One urlset: each page with xhtml:link alternates to its published translations (Google's
 * format: each URL lists all versions, itself included).
 */
function urlset(chunk: SitemapChunk, publicUrl: string, defaultLocale: string): string {
  const byGroup = new Map<string, SitemapEntry[]>();
  for (const row of chunk.alternates) {
    const group = byGroup.get(row.translationGroup);
    if (group) group.push(row);
    else byGroup.set(row.translationGroup, [row]);
  }
  // Each group's links are written once and shared by its members.
  const linksOf = new Map<string, string>();
  const escapedAddress = (row: SitemapEntry) => escapeXml(`${publicUrl}${pageUrl(row.slug, row.locale, defaultLocale)}`);
  const entries = chunk.entries.map((row) => {
    const group = byGroup.get(row.translationGroup) ?? [row];
    let links = linksOf.get(row.translationGroup);
    if (links === undefined) {
      links =
        group.length > 1
          ? group
              .map((member) => `<xhtml:link rel="alternate" hreflang="${escapeXml(member.locale)}" href="${escapedAddress(member)}"/>`)
              .join('')
          : '';
      linksOf.set(row.translationGroup, links);
    }
    const modified = lastmod(row.modifiedAt);
    return `<url><loc>${escapedAddress(row)}</loc>${modified ? `<lastmod>${modified}</lastmod>` : ''}${links}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', URLSET_OPEN, ...entries, '</urlset>', ''].join('\n');
}

function sitemapIndex(parts: number, publicUrl: string): string {
  const entries = Array.from(
    { length: parts },
    (_, index) => `<sitemap><loc>${escapeXml(`${publicUrl}${sitemapPartPath(index + 1)}`)}</loc></sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</sitemapindex>',
    '',
  ].join('\n');
}

export interface SitemapOptions {
  /** Absent: /sitemap.xml; else part n of a split sitemap (/sitemap-n.xml). */
  part?: number;
  /** Addresses per file (default SITEMAP_URLS_PER_FILE; smaller in tests). */
  urlsPerFile?: number;
}

/**
 * /sitemap.xml and its parts (issue 20). Up to `urlsPerFile` addresses, /sitemap.xml lists every
 * published page of the site's locales (the "404" page is not a destination); past that it is a
 * sitemap index of /sitemap-1.xml, /sitemap-2.xml, …, each read from the database a file at a
 * time. Null: no such part (a 404), which is every part while the sitemap is not split.
 */
export async function buildSitemap(port: SitemapPort, publicUrl: string, options: SitemapOptions = {}): Promise<string | null> {
  const settings = await port.siteSettings();
  const locales = settings.availableLocales;
  const perFile = Math.max(1, Math.trunc(options.urlsPerFile ?? SITEMAP_URLS_PER_FILE));
  if (options.part === undefined) {
    const { total } = await port.sitemapEntries({ locales, offset: 0, limit: 0 });
    if (total > perFile) return sitemapIndex(Math.ceil(total / perFile), publicUrl);
    return urlset(await port.sitemapEntries({ locales, offset: 0, limit: perFile }), publicUrl, settings.defaultLocale);
  }
  if (!Number.isSafeInteger(options.part) || options.part < 1) return null;
  const chunk = await port.sitemapEntries({ locales, offset: (options.part - 1) * perFile, limit: perFile });
  if (chunk.total <= perFile || chunk.entries.length === 0) return null;
  return urlset(chunk, publicUrl, settings.defaultLocale);
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
