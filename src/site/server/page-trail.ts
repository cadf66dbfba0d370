import type { PageDto } from '../../shared/pages/page-dto.ts';
import { slugPrefixFor } from '../../shared/pages/page-types.ts';
import { pageUrl } from '../../shared/pages/page-url.ts';
import type { SiteSettings } from '../../shared/schemas/settings.ts';
import type { Translate } from '../i18n/ui-strings.ts';
import type { BreadcrumbItem } from '../layout/Breadcrumbs.tsx';
import type { SitePort } from './site-port.ts';

/** A page's place on the site: the breadcrumb trail (home … the page) and, for a detail page, its overview. */
export interface PagePlace {
  trail: BreadcrumbItem[];
  overview: BreadcrumbItem | null;
}

const NO_PLACE: PagePlace = { trail: [], overview: null };

/**
 * The slugs of the pages above a page. A page of a content type sits below its type's overview,
 * the page its slug prefix names ("projecten/…" below "projecten", "team/…" below "team"), also
 * when an editor gave it a slug without the prefix; a plain page below the pages its slug's
 * segments name ("over-ons/geschiedenis" below "over-ons"). Home and the "404" page have none.
 */
export function ancestorSlugs(page: Pick<PageDto, 'type' | 'slug' | 'locale'>): string[] {
  if (page.slug === '' || page.slug === '404') return [];
  if (page.type !== 'blank') {
    const overview = slugPrefixFor(page.type, page.locale).replace(/\/+$/, '');
    return overview && overview !== page.slug ? [overview] : [];
  }
  const segments = page.slug.split('/');
  return segments.slice(0, -1).map((_, index) => segments.slice(0, index + 1).join('/'));
}

const titleOf = (page: PageDto) => page.pageVersion.title || page.title;

/**
 * Where a page sits (issue 17), read from the published pages above it: one that is not
 * published is left out of the trail rather than linked to a 404. Empty for home and the 404.
 */
export async function loadPagePlace(port: SitePort, page: PageDto, settings: SiteSettings, t: Translate): Promise<PagePlace> {
  if (page.slug === '' || page.slug === '404') return NO_PLACE;
  const found = await Promise.all(
    ancestorSlugs(page).map((slug) => port.publishedPageAt(pageUrl(slug, page.locale, settings.defaultLocale), settings)),
  );
  const ancestors = found.flatMap((ancestor) => (ancestor ? [{ name: titleOf(ancestor), href: ancestor.url }] : []));
  const home = { name: t('breadcrumbs.home'), href: pageUrl('', page.locale, settings.defaultLocale) };
  return {
    trail: [home, ...ancestors, { name: titleOf(page), href: page.url }],
    // Only a content type's page is a detail page with an overview to go back to.
    overview: page.type === 'blank' ? null : (ancestors.at(-1) ?? null),
  };
}
