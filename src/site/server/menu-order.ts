import type { MenuLink } from '../../shared/menu/menu-schemas.ts';
import type { PublishedPageSummary } from '../../shared/site/published-pages.ts';
import type { SiteDataSource } from '../data-source.ts';
import { keptFor } from './object-memo.ts';

/** Overviews of these types list what the header menu lists, so they follow its order. */
const MENU_ORDERED_TYPES: readonly string[] = ['theme', 'service'];

const withoutTrailingSlash = (href: string) => href.replace(/[?#].*$/s, '').replace(/(.)\/+$/, '$1');

/** Every link of the menu, depth first: the order a visitor reads the menu in. */
function menuHrefs(links: readonly MenuLink[], found: string[] = []): string[] {
  for (const link of links) {
    found.push(withoutTrailingSlash(link.href));
    menuHrefs(link.children, found);
  }
  return found;
}

/**
 * Pages in the order of the header menu (issue 17: the services overview follows the menu);
 * pages the menu does not name keep their own order after those it does.
 */
export function inMenuOrder(pages: PublishedPageSummary[], menu: readonly MenuLink[]): PublishedPageSummary[] {
  const hrefs = menuHrefs(menu);
  const position = (page: PublishedPageSummary) => {
    const index = hrefs.indexOf(withoutTrailingSlash(page.url));
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return pages
    .map((page, index) => ({ page, index, position: position(page) }))
    .sort((a, b) => a.position - b.position || a.index - b.index)
    .map((entry) => entry.page);
}

/**
 * Ordered lists by the list and the menu: both come from the content memo, the same objects
 * until the content changes, so the order once found holds for them (issue 20).
 */
const orderedLists = new WeakMap<readonly PublishedPageSummary[], WeakMap<readonly MenuLink[], PublishedPageSummary[]>>();

function inMenuOrderOnce(pages: PublishedPageSummary[], menu: readonly MenuLink[]): PublishedPageSummary[] {
  const byMenu = keptFor(orderedLists, pages, () => new WeakMap<readonly MenuLink[], PublishedPageSummary[]>());
  return keptFor(byMenu, menu, () => inMenuOrder(pages, menu));
}

/** The data source with theme and service lists in the header menu's order. */
export function menuOrderedDataSource(source: SiteDataSource, menu: readonly MenuLink[]): SiteDataSource {
  return {
    ...source,
    async publishedPages(query) {
      const pages = await source.publishedPages(query);
      return MENU_ORDERED_TYPES.includes(query.type) ? inMenuOrderOnce(pages, menu) : pages;
    },
  };
}
