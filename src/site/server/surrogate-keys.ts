import type { PageTypeId } from '../../shared/pages/page-types.ts';
import { PAGE_TYPES } from '../../shared/pages/page-types.ts';
import { pageImage } from '../../shared/pages/page-media.ts';
import { mediaUrlHash } from '../../shared/site/block-media-urls.ts';
import type { ResolvedImage } from '../../shared/site/published-pages.ts';
import type { SiteDataSource } from '../data-source.ts';

/*
 * Issue 18: every site response names what it shows, so an HTTP accelerator can drop exactly
 * those responses when content changes (src/server/lib/http/cache-purge.ts sends the purges).
 * Sent twice, space-separated: `xkey` (Varnish's xkey vmod) and `Surrogate-Key` (Fastly and
 * other CDNs). The keys:
 *
 *   site           every public response (a purge of `site` empties the whole cache)
 *   page-<id>      the page shown, and its translations (the language switcher links them)
 *   locale-<code>  the locale the page is in
 *   menu           the header and footer menus (every page shows them)
 *   settings       the site and company settings (every page)
 *   listing        a page that lists other pages (listing blocks, team, search results)
 *   tags           a page that shows its public tags
 *   media-<hash>   each media file shown, by content hash (the media route's URL holds it)
 *   notfound       a 404 or 410 answer (a publish at that address must replace it)
 */
export class SurrogateKeys {
  private readonly keys = new Set<string>(['site', 'menu', 'settings']);

  constructor(locale: string, pageId: number | undefined, status: number) {
    this.keys.add(`locale-${locale}`);
    if (pageId !== undefined) this.page(pageId);
    if (status === 404 || status === 410) this.keys.add('notfound');
  }

  add(key: string): void {
    this.keys.add(key);
  }

  page(id: number): void {
    this.keys.add(`page-${id}`);
  }

  media(hashes: Iterable<string>): void {
    for (const hash of hashes) this.keys.add(`media-${hash}`);
  }

  /** The page's own images (its type's image map: thumbnail, hero, portrait). */
  pageImages(type: PageTypeId, typeData: Record<string, unknown> | null | undefined): void {
    for (const slot of Object.keys(PAGE_TYPES[type].imageMap)) {
      const image = pageImage(type, typeData, slot);
      if (image) this.keys.add(`media-${image.hash}`);
    }
  }

  /** A media route URL (a page-file path), e.g. the SEO image. */
  mediaUrl(src: string): void {
    const hash = mediaUrlHash(src);
    if (hash) this.keys.add(`media-${hash}`);
  }

  /** Images of listed pages (thumbnails, portraits), by the hash in their URL. */
  resolvedImages(images: readonly (ResolvedImage | undefined)[]): void {
    for (const image of images) if (image) this.mediaUrl(image.src);
  }

  list(): string[] {
    return [...this.keys];
  }
}

/** The listing blocks' data source, noting on `keys` that the page lists pages and the images it shows. */
export function keyedDataSource(source: SiteDataSource, keys: SurrogateKeys): SiteDataSource {
  const keyed: SiteDataSource = {
    async publishedPages(query) {
      keys.add('listing');
      const pages = await source.publishedPages(query);
      keys.resolvedImages(pages.map((page) => page.thumbnail));
      return pages;
    },
    async listingPage(query) {
      keys.add('listing');
      const result = await source.listingPage(query);
      keys.resolvedImages(result.items.map((page) => page.thumbnail));
      return result;
    },
    async teamMembers(query) {
      keys.add('listing');
      const members = await source.teamMembers(query);
      keys.resolvedImages(members.map((member) => member.portrait));
      return members;
    },
  };
  const search = source.search;
  if (search) {
    keyed.search = (query) => {
      keys.add('listing');
      return search(query);
    };
  }
  return keyed;
}

/** The response header value: keys separated by single spaces. */
export function surrogateKeyHeader(keys: readonly string[]): string {
  return keys.join(' ');
}
