import type { ListingPageQuery, PublishedPagesQuery, TeamMembersQuery } from '../../shared/site/published-pages.ts';
import type { SiteSettings } from '../../shared/schemas/settings.ts';
import type { SitePort } from './site-port.ts';
import type { ContentChanges } from './site-server.ts';
import { LruMap } from './lru-map.ts';

/** Per-page reads kept at most (pages, translations, tags, image sizes, linked pages), least recently used out first. */
export const PAGE_READS_KEPT = 2000;
/** Listing blocks' reads kept at most (a query each: the block's filters, or a visitor's finder filters and page). */
export const LISTING_READS_KEPT = 500;

/**
 * Issue 20: every render reads the site settings (up to three times), the company details and
 * the menus, and the finder its year filter (a scan of every project); they change only through
 * content changes. So they are kept until the next change, as the render cache keeps pages (both
 * follow the same events, other instances' included). A read that began before a change is
 * dropped with the change, never stored after it.
 *
 * The published page's own reads (the page at a path, its translations, tags, image sizes,
 * linked pages) are kept the same way, at most `pageReadsKept`: every
 * one of them is in the rendered page the render cache keeps until the same events, so a render
 * from them is exactly as fresh; it still runs every other step. They serve the renders the
 * render cache does not hold (consent variants, listing pages, pages past its size) and the
 * renders with it switched off. Previews' own reads (concepts, unpublished translations) and
 * searches are never kept.
 *
 * The listing blocks' reads (published pages, a listing page, team members) are published
 * content too, with no clock in them, so they are kept the same way, by query, at most
 * `listingReadsKept`, apart from the page reads: the finder's filters and pages come from the
 * visitor's query, and a crawl through their combinations must not push the pages' own reads
 * out. They were four of the demo home page's four statements a render, and building those
 * queries about a tenth of its time.
 */
export function memoisedPort(
  port: SitePort,
  events: ContentChanges,
  pageReadsKept = PAGE_READS_KEPT,
  listingReadsKept = LISTING_READS_KEPT,
): { port: SitePort; close(): void } {
  // The site-wide reads are a handful per locale; the page reads grow with the site, so they are bounded.
  const entries = new LruMap<Promise<unknown>>();
  const pageReads = new LruMap<Promise<unknown>>(pageReadsKept);
  const listingReads = new LruMap<Promise<unknown>>(listingReadsKept);
  const close = events.onChange(() => {
    entries.clear();
    pageReads.clear();
    listingReads.clear();
  });
  function memo<T>(key: string, load: () => Promise<T>, store = entries): Promise<T> {
    const known = store.get(key) as Promise<T> | undefined;
    if (known) return known;
    const loaded = load();
    store.set(key, loaded);
    // A failed read is not kept: the next render asks again.
    loaded.catch(() => {
      if (store.peek(key) === loaded) store.delete(key);
    });
    return loaded;
  }
  const pageRead = <T>(key: string, load: () => Promise<T>) => memo(key, load, pageReads);
  const listingRead = <T>(key: string, load: () => Promise<T>) => memo(key, load, listingReads);
  const listing = (query: ListingPageQuery, defaultLocale: string) =>
    listingRead(`listing|${defaultLocale}|${JSON.stringify(query)}`, () => port.listingPage(query, defaultLocale));
  // The other methods are the port's own, looked up on each call (not copied), as tests replace them.
  const memoised: SitePort = Object.create(port) as SitePort;
  return {
    port: Object.assign(memoised, {
      siteSettings: () => memo('settings', () => port.siteSettings()),
      company: () => memo('company', () => port.company()),
      // The finder's year filter lists every project's year: one scan per content change, not per render.
      listingPage: async (query: ListingPageQuery, defaultLocale: string) => {
        if (query.type !== 'project' || query.counted === false || query.withYears === false) return listing(query, defaultLocale);
        // One object per query until the next change, like the other reads (the renderer keeps work by it).
        return listingRead(`listing+years|${defaultLocale}|${JSON.stringify(query)}`, async () => {
          const [result, years] = await Promise.all([
            listing({ ...query, withYears: false }, defaultLocale),
            memo(`years|${query.locale}`, () => port.listingYears(query.locale)),
          ]);
          return { ...result, years };
        });
      },
      publishedPages: (query: PublishedPagesQuery, defaultLocale: string) =>
        listingRead(`published|${defaultLocale}|${JSON.stringify(query)}`, () => port.publishedPages(query, defaultLocale)),
      teamMembers: (query: TeamMembersQuery, defaultLocale: string) =>
        listingRead(`team|${defaultLocale}|${JSON.stringify(query)}`, () => port.teamMembers(query, defaultLocale)),
      publicMenus: (locale: string, defaultLocale: string) =>
        memo(`menus|${locale}|${defaultLocale}`, () => port.publicMenus(locale, defaultLocale)),
      // The settings are the memoised ones: the same until the next change, like these reads.
      publishedPageAt: (path: string, settings: SiteSettings) => pageRead(`page|${path}`, () => port.publishedPageAt(path, settings)),
      siblings: (pageId: number, settings: SiteSettings, includeUnpublished: boolean) =>
        includeUnpublished
          ? port.siblings(pageId, settings, true)
          : pageRead(`siblings|${pageId}`, () => port.siblings(pageId, settings, false)),
      publicTagNames: (pageId: number) => pageRead(`tags|${pageId}`, () => port.publicTagNames(pageId)),
      pageIdsAt: (paths: readonly string[], settings: SiteSettings) =>
        pageRead(`ids|${JSON.stringify(paths)}`, () => port.pageIdsAt(paths, settings)),
      imageSizes: (hashes: readonly string[]) => pageRead(`sizes|${hashes.join(',')}`, () => port.imageSizes(hashes)),
      redirectAt: (path: string) => pageRead(`redirect|${path}`, () => port.redirectAt(path)),
    }),
    close,
  };
}
