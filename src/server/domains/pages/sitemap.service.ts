import type { Kysely } from 'kysely';
import type { SitemapChunk, SitemapEntry, SitemapQuery } from '../../../shared/site/sitemap-entry.ts';
import type { Database } from '../../db/schema.ts';
import { countSitemap, sitemapChunkWithTranslations } from './sitemap.repository.ts';

/** One sitemap file's pages with their translations, and how many there are in all (issue 20). */
export async function sitemapEntries(db: Kysely<Database>, query: SitemapQuery): Promise<SitemapChunk> {
  const limit = Math.max(0, Math.trunc(query.limit));
  const [total, rows] = await Promise.all([
    countSitemap(db, query.locales),
    limit > 0 ? sitemapChunkWithTranslations(db, query.locales, Math.max(0, Math.trunc(query.offset)), limit) : Promise.resolve([]),
  ]);
  const entries: SitemapEntry[] = [];
  // Every member of the file's translation groups (its own pages included), by page id.
  const members = new Map<number, SitemapEntry>();
  // A page's rows come together (the file's order), one per translation.
  let previous: number | null = null;
  for (const row of rows) {
    if (row.id !== previous) {
      previous = row.id;
      const entry = { slug: row.slug, locale: row.locale, translationGroup: row.translationGroup, modifiedAt: row.modifiedAt };
      entries.push(entry);
      members.set(row.id, entry);
    }
    const { translation } = row;
    if (translation && !members.has(translation.id)) {
      members.set(translation.id, {
        slug: translation.slug,
        locale: translation.locale,
        translationGroup: row.translationGroup,
        // The sitemap writes a date for its own addresses only: the alternates are links.
        modifiedAt: null,
      });
    }
  }
  const alternates = [...members.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry);
  return { total, entries, alternates };
}
