import type { PageTypeId } from '../../shared/pages/page-types.ts';
import { PAGE_TYPES } from '../../shared/pages/page-types.ts';
import { pageImage } from '../../shared/pages/page-media.ts';
import { mediaUrlHash } from '../../shared/site/block-media-urls.ts';
import type { ResolvedImage } from '../../shared/site/published-pages.ts';
import type { SiteDataSource } from '../data-source.ts';
import { keptFor } from './object-memo.ts';
import type { SitePort } from './site-port.ts';

/*
 * Issue 18: every site response names what it shows, collected while it renders, so an HTTP
 * accelerator can drop exactly those responses when content changes (the purges:
 * src/server/lib/http/cache-purge.ts). Sent twice, space-separated: `xkey` (Varnish's xkey
 * vmod) and `Surrogate-Key` (Fastly and other CDNs). The keys:
 *
 *   site            every public response (a purge of `site` empties the whole cache)
 *   page-<id>       each page whose data the response shows: the page itself, its translations
 *                   in the language switch, the pages in its breadcrumbs, the pages its blocks
 *                   link to (a slug change rewrites those links)
 *   links           instead of page-<id> of linked pages, when a page links to very many
 *   locale-<code>   the locale the page is in
 *   menu            the header and footer menus (every page shows them)
 *   settings        the site and company settings (every page)
 *   listing         a page that lists other pages (tag changes alter every listing)
 *   listing-<type>  a page listing pages of that type (listing blocks, filters' theme and service names, team)
 *   search          a page showing search results (they show titles and addresses)
 *   tags            a page that shows its public tags
 *   media-<hash>    each media file shown, by content hash (the media route's URL holds it)
 *   media-all       instead of media-<hash>, when a page shows very many files
 *   notfound        a 404 or 410 answer, or a page whose breadcrumbs miss an unpublished page
 *                   above it (a publication at that address must replace it)
 *   sitemap         /sitemap.xml
 *
 * Varnish refuses response headers over 8 KB by default: linked pages and media files are capped
 * (MAX_LINKED_PAGES, MAX_MEDIA_KEYS), and past the cap the broad key stands for them all.
 */
const MAX_LINKED_PAGES = 100;
const MAX_MEDIA_KEYS = 40;

export class SurrogateKeys {
  private readonly keys = new Set<string>(['site', 'menu', 'settings']);
  private readonly linked = new Set<number>();
  private readonly mediaHashes = new Set<string>();

  constructor(locale: string, pageId: number | undefined, status: number) {
    this.keys.add(`locale-${locale}`);
    if (pageId !== undefined) this.page(pageId);
    if (status === 404 || status === 410) this.keys.add('notfound');
  }

  add(key: string): void {
    this.keys.add(key);
  }

  /** A page whose data is shown (the page itself, a translation, an ancestor). */
  page(id: number): void {
    this.keys.add(`page-${id}`);
  }

  /** The pages the blocks link to; `overflow`: too many to name, the broad key instead. */
  linkedPages(ids: Iterable<number>, overflow = false): void {
    if (overflow) this.keys.add('links');
    for (const id of ids) this.linked.add(id);
  }

  /** A listing of pages of one type (and the generic `listing`, which tag changes purge). */
  listing(type: PageTypeId): void {
    this.keys.add('listing');
    this.keys.add(`listing-${type}`);
  }

  media(hashes: Iterable<string>): void {
    for (const hash of hashes) this.mediaHashes.add(hash);
  }

  /** The page's own images (its type's image map: thumbnail, hero, portrait). */
  pageImages(type: PageTypeId, typeData: Record<string, unknown> | null | undefined): void {
    for (const slot of Object.keys(PAGE_TYPES[type].imageMap)) {
      const image = pageImage(type, typeData, slot);
      if (image) this.mediaHashes.add(image.hash);
    }
  }

  /** A media route URL (a page-file path), e.g. the SEO image. */
  mediaUrl(src: string): void {
    const hash = mediaUrlHash(src);
    if (hash) this.mediaHashes.add(hash);
  }

  list(): string[] {
    const keys = new Set(this.keys);
    const linked = [...this.linked].filter((id) => !keys.has(`page-${id}`));
    if (linked.length > MAX_LINKED_PAGES) keys.add('links');
    else for (const id of linked) keys.add(`page-${id}`);
    if (this.mediaHashes.size > MAX_MEDIA_KEYS) keys.add('media-all');
    else for (const hash of this.mediaHashes) keys.add(`media-${hash}`);
    return [...keys];
  }
}

/**
 * The content hashes of a listed list's images, by the list: the listing answers come from the
 * content memo (sized once, image-sizes.ts), the same objects until a content change, so the
 * hashes found in their URLs hold for them.
 */
const hashesByList = new WeakMap<readonly object[], readonly string[]>();

function listedImageHashes<T extends object>(list: readonly T[], imageOf: (item: T) => ResolvedImage | undefined): readonly string[] {
  return keptFor(hashesByList, list, () =>
    list.flatMap((item) => {
      const image = imageOf(item);
      const hash = image ? mediaUrlHash(image.src) : null;
      return hash ? [hash] : [];
    }),
  );
}

/** The listing blocks' data source, noting on `keys` which types of pages the page lists and the images it shows. */
export function keyedDataSource(source: SiteDataSource, keys: SurrogateKeys): SiteDataSource {
  const keyed: SiteDataSource = {
    async publishedPages(query) {
      keys.listing(query.type);
      const pages = await source.publishedPages(query);
      keys.media(listedImageHashes(pages, (page) => page.thumbnail));
      return pages;
    },
    async listingPage(query) {
      keys.listing(query.type);
      const result = await source.listingPage(query);
      keys.media(listedImageHashes(result.items, (page) => page.thumbnail));
      return result;
    },
    async teamMembers(query) {
      keys.listing('team');
      const members = await source.teamMembers(query);
      keys.media(listedImageHashes(members, (member) => member.portrait));
      return members;
    },
  };
  const search = source.search;
  if (search) {
    keyed.search = (query) => {
      keys.add('search');
      return search(query);
    };
  }
  return keyed;
}

/**
 * The port as the breadcrumbs read it (page-trail.ts): each page found above this one is shown
 * (`page-<id>`); an address where no page is published may get one, which `notfound` purges.
 */
export function keyedTrailPort(port: SitePort, keys: SurrogateKeys): SitePort {
  return {
    ...port,
    async publishedPageAt(path, settings) {
      const page = await port.publishedPageAt(path, settings);
      if (page) keys.page(page.id);
      else keys.add('notfound');
      return page;
    },
  };
}

/** The response header value: keys separated by single spaces. */
export function surrogateKeyHeader(keys: readonly string[]): string {
  return keys.join(' ');
}
